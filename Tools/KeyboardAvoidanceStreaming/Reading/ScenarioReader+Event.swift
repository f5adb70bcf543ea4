import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// One event as the reader keeps it (see ``ScenarioReader/Detail``).
package enum ReadEvent {
    /// The event whole: every event of a whole reading, and every event but a keyboard
    /// notification of the planner's.
    case event(ScenarioEvent)
    /// A keyboard notification, for planning: the values of the five keys the engine reads, and
    /// the snapshot handed over with it, if any.
    case notification(KeyboardEvent.Name, UserInfoReadings, measured: ContainerSnapshot?)
    /// A valid event, not kept.
    case checked

}

extension ScenarioReader {
    /// What a keyboard notification's `userInfo` is.
    private enum UserInfoField {
        case readings(UserInfoReadings)
        case members([String: JSONValue])
        case checkedObject
        case other(JSONValue)
    }

    /// Reads one event (the parser at its first byte) into ``event``, or returns its error. A
    /// keyboard notification is read field by field, its userInfo kept as the detail asks; an
    /// event of another kind is read in place when its numbers are plain. Anything else, or an
    /// event with an error, is judged by the field reader on the same fields, so that every way
    /// of reading an event agrees.
    mutating func readEvent(index: Int) throws(JSONSyntaxError) -> ScenarioError? {
        guard parser.peek() == UInt8(ascii: "{") else {
            let kind = Self.representative(of: parser.peek())
            try parser.skipValue()
            return ScenarioError(
                field: "events[\(index)]",
                message: "expected an object, got \(kind.typeDescription)")
        }
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var keys = lendKeySet()
        defer { giveBack(&keys) }
        var name: KeyboardEvent.Name?
        var nameValue: JSONValue?
        var userInfo: UserInfoField?
        var others: [String: JSONValue] = [:]
        var leastUnknown: String?
        var tooLarge: String?
        // The kind of an event read in place into `event`.
        var fast: EventKind?
        try parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
        } else {
            repeat {
                try parser.expectKeyStart()
                let key = try parser.readKey(into: &keys)
                try parser.expectColon()
                try parser.skipWhitespace()
                switch EventKey(key, in: parser.bytes, names: names.eventKeys) {
                case .name:
                    let valueStart = parser.position
                    if let plain = try parser.plainStringRange(),
                        let matched = names.notifications.name(parser.bytes, plain)
                    {
                        name = matched
                    } else {
                        // Written with escapes, or not a notification's name: read as written.
                        parser.position = valueStart
                        if let value = try readSmallValue() {
                            if case .string(let text) = value,
                                let matched = names.notifications.name(text)
                            {
                                name = matched
                            } else {
                                nameValue = value
                            }
                        } else {
                            tooLarge = tooLarge ?? "name"
                        }
                    }
                case .userInfo:
                    userInfo = try readUserInfo()
                case .contentOffset:
                    // A drag sample's offset: the field reader judges the event it is in.
                    if let value = try readSmallValue() {
                        others["contentOffset"] = value
                    } else {
                        tooLarge = tooLarge ?? "contentOffset"
                    }
                case .kind(let kind):
                    // A retarget's or a scroll's numbers, read in place when they are plain.
                    if others.isEmpty, fast == nil, try readFastEvent(kind) {
                        fast = kind
                    } else if let value = try readSmallValue() {
                        others[kind.rawValue] = value
                    } else {
                        tooLarge = tooLarge ?? kind.rawValue
                    }
                case .unknown(let text):
                    try parser.skipValue()
                    if leastUnknown.map({ text < $0 }) ?? true { leastUnknown = text }
                }
            } while try parser.memberFollows()
        }
        if let tooLarge {
            return ScenarioError(
                field: "events[\(index)].\(tooLarge)",
                message: "a value larger than \(Self.largestValue) bytes")
        }
        if let fast {
            // Alone in its event: what the field reader would make of it. Else the reader judges.
            if name == nil, nameValue == nil, userInfo == nil, others.isEmpty, leastUnknown == nil {
                if case .event(let read) = event { note(read, index: index) }
                if detail == .check { event = .checked }
                return nil
            }
            if case .event(let read) = event {
                others[fast.rawValue] = read.json.objectValue?[fast.rawValue] ?? .null
            }
        }
        // The usual case: a keyboard notification, nothing else in it but the snapshot measured
        // with it, which the field reader reads.
        let measureKey = EventKind.measure.rawValue
        if let name, nameValue == nil, leastUnknown == nil,
            others.isEmpty || (others.count == 1 && others[measureKey] != nil)
        {
            var measured: ContainerSnapshot?
            if let value = others[measureKey] {
                do {
                    measured = try FieldReader.snapshot(value, path: "events[\(index)].measure")
                } catch {
                    // A userInfo that is no object is the error the field reader reports first.
                    if case .other = userInfo {} else { return error }
                }
                if let measured { note(measured, index: index) }
            }
            switch userInfo {
            case .readings(let readings):
                event = .notification(name, readings, measured: measured)
                return nil
            case .members(let members):
                event = .event(.notification(name, userInfo: members, measure: measured))
                return nil
            case .checkedObject:
                event = .checked
                return nil
            case nil:
                switch detail {
                case .whole: event = .event(.notification(name, userInfo: nil, measure: measured))
                case .plan: event = .notification(name, UserInfoReadings(), measured: measured)
                case .check: event = .checked
                }
                return nil
            case .other: break
            }
        }
        // Anything else: the field reader on the same fields (values it does not read as
        // stand-ins of the same type), for the same event or the same error.
        var members = others
        if let name { members["name"] = .string(name.rawValue) }
        if let nameValue { members["name"] = nameValue }
        switch userInfo {
        case .readings, .checkedObject: members["userInfo"] = .object([:])
        case .members(let object): members["userInfo"] = .object(object)
        case .other(let stand): members["userInfo"] = stand
        case nil: break  // absent and null read alike
        }
        if let leastUnknown { members[leastUnknown] = .null }
        do {
            let read = try FieldReader.event(.object(members), path: "events[\(index)]")
            note(read, index: index)
            event = detail == .check ? .checked : .event(read)
            return nil
        } catch {
            return error
        }
    }

    /// Notes where the first event with a list, and the first with a `revealScroll`, are: what
    /// the header's strategy must allow, and what makes the plan report `surface`.
    private mutating func note(_ event: ScenarioEvent, index: Int) {
        // Matched here rather than through `ScenarioEvent.snapshot`, whose getter, in the
        // scenario module, would copy out the snapshot of every event.
        switch event {
        case .measure(let snapshot), .notification(_, _, let snapshot?):
            note(snapshot, index: index)
        default:
            break
        }
    }

    private mutating func note(_ snapshot: ContainerSnapshot, index: Int) {
        if snapshot.list != nil, firstList == nil { firstList = index }
        if snapshot.revealScroll != nil, firstRevealScroll == nil { firstRevealScroll = index }
    }

    /// A notification's `userInfo` value, kept as the detail asks: `nil` for `null`.
    private mutating func readUserInfo() throws(JSONSyntaxError) -> UserInfoField? {
        switch parser.peek() {
        case UInt8(ascii: "{"):
            switch detail {
            case .whole:
                guard case .object(let members) = try parser.parseValue() else {
                    return .members([:])
                }
                return .members(members)
            case .plan:
                return .readings(try readUserInfoReadings())
            case .check:
                var keys = lendKeySet()
                defer { giveBack(&keys) }
                try parser.skipObject(keys: &keys)
                return .checkedObject
            }
        case UInt8(ascii: "n"):
            try parser.expectLiteral("null")
            return nil
        default:
            let stand = Self.representative(of: parser.peek())
            try parser.skipValue()
            return .other(stand)
        }
    }
}

/// A key of an event, by its exact bytes.
enum EventKey: Sendable {
    case name
    case userInfo
    /// A drag sample's `contentOffset`.
    case contentOffset
    case kind(EventKind)
    case unknown(String)

    init(_ key: JSONParser.Key, in bytes: UnsafeBufferPointer<UInt8>, names: NameTable<EventKey>) {
        switch key {
        case .plain(let range):
            self =
                names.name(bytes, range)
                ?? .unknown(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        case .decoded(let text):
            self = names.name(text) ?? .unknown(text)
        }
    }
}

extension JSONParser {
    /// An object's key: its bytes in the document when it has no escape, else decoded.
    enum Key {
        case plain(Range<Int>)
        case decoded(String)
    }

    /// Reads a key (the parser at its opening quote) into an object's key set; a repeated key is
    /// a syntax error, as the whole-document reader finds it.
    mutating func readKey(into keys: inout KeySet) throws(JSONSyntaxError) -> Key {
        let start = position
        if let plain = try insertKey(into: &keys) { return .plain(plain) }
        position = start
        let text = try parseString()
        return .decoded(text)
    }

    /// Reads a key as a string (for the top-level fields, a few per document).
    mutating func readKeyText(into keys: inout KeySet) throws(JSONSyntaxError) -> String {
        switch try readKey(into: &keys) as Key {
        case .plain(let range):
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .decoded(let text): text
        }
    }

    /// A plain string value's range (the parser past it), or `nil` with the parser unmoved.
    mutating func plainStringRange() throws(JSONSyntaxError) -> Range<Int>? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = position
        if let range = try skipString() { return range }
        position = start
        return nil
    }
}
