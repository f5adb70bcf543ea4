import Foundation
import KeyboardAvoidanceCore

/// One event as the reader keeps it (see ``ScenarioReader/Detail``).
package enum ReadEvent {
    /// The event whole: every event of the whole reader, and every event but a keyboard
    /// notification of the planner's.
    case event(ScenarioEvent)
    /// A keyboard notification, for planning: the values of the five keys the engine reads.
    case notification(KeyboardNotificationName, UserInfoReadings)
    /// A valid event, not kept.
    case checked

    /// What the plan calls the event, and what a session takes; `nil` for an event not kept.
    package var planned: (input: SessionInput, label: String)? {
        switch self {
        case .event(let event): (event.input, event.label)
        case .notification(let name, let readings):
            (.keyboard(KeyboardEvent(name: name, readings: readings)), name.rawValue)
        case .checked: nil
        }
    }
}

extension ScenarioReader {
    enum EventOutcome {
        case valid(ReadEvent)
        case invalid(ScenarioError)
    }

    /// What a keyboard notification's `userInfo` is.
    private enum UserInfoField {
        case readings(UserInfoReadings)
        case members([String: JSONValue])
        case checkedObject
        case other(JSONValue)
    }

    /// Reads one event (the parser at its first byte). A keyboard notification is read field by
    /// field, its userInfo kept as the detail asks; an event of another kind is read in place
    /// when its numbers are plain. Anything else, or an event with an error, is judged by the
    /// field reader on the same fields, so that every way of reading an event agrees.
    mutating func readEvent(index: Int) throws(JSONSyntaxError) -> EventOutcome {
        guard parser.peek() == UInt8(ascii: "{") else {
            let kind = Self.representative(of: parser.peek())
            try parser.skipValue()
            return .invalid(
                ScenarioError(
                    field: "events[\(index)]",
                    message: "expected an object, got \(kind.typeDescription)"))
        }
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var keys = eventKeys
        eventKeys = KeySet()
        keys.removeAll()
        defer { eventKeys = keys }
        var name: KeyboardNotificationName?
        var nameValue: JSONValue?
        var userInfo: UserInfoField?
        var others: [String: JSONValue] = [:]
        var leastUnknown: String?
        var tooLarge: String?
        var fast: ScenarioEvent?
        try parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
        } else {
            repeat {
                try parser.expectKeyStart()
                let key = try parser.readKey(into: &keys)
                try parser.expectColon()
                try parser.skipWhitespace()
                switch EventKey(key, in: parser) {
                case .name:
                    let valueStart = parser.position
                    if let plain = try parser.plainStringRange(),
                        let matched = KnownName.notification(parser.bytes, plain)
                    {
                        name = matched
                    } else {
                        // Written with escapes, or not a notification's name: read as written.
                        parser.position = valueStart
                        if let value = try readSmallValue() {
                            if case .string(let text) = value,
                                let matched = KnownName.notification(text)
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
                case .kind(let kind):
                    // A retarget's or a scroll's numbers, read in place when they are plain.
                    if others.isEmpty, fast == nil, let event = try fastEvent(kind) {
                        fast = event
                    } else if let value = try readSmallValue() {
                        others[kind] = value
                    } else {
                        tooLarge = tooLarge ?? kind
                    }
                case .unknown(let text):
                    try parser.skipValue()
                    if leastUnknown.map({ text < $0 }) ?? true { leastUnknown = text }
                }
            } while try parser.memberFollows()
        }
        if let tooLarge {
            return .invalid(
                ScenarioError(
                    field: "events[\(index)].\(tooLarge)",
                    message: "a value larger than \(Self.largestValue) bytes"))
        }
        if let fast {
            // Alone in its event: what the field reader would make of it. Else the reader judges.
            if name == nil, nameValue == nil, userInfo == nil, others.isEmpty, leastUnknown == nil {
                return .valid(detail == .check ? .checked : .event(fast))
            }
            others[fast.label] = fast.json.objectValue?[fast.label] ?? .null
        }
        // The usual case: a keyboard notification, nothing else in it.
        if let name, nameValue == nil, others.isEmpty, leastUnknown == nil {
            switch userInfo {
            case .readings(let readings): return .valid(.notification(name, readings))
            case .members(let members):
                return .valid(.event(.notification(name, userInfo: members)))
            case .checkedObject: return .valid(.checked)
            case nil:
                switch detail {
                case .whole: return .valid(.event(.notification(name, userInfo: nil)))
                case .plan: return .valid(.notification(name, UserInfoReadings()))
                case .check: return .valid(.checked)
                }
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
            let event = try FieldReader.event(.object(members), path: "events[\(index)]")
            return .valid(detail == .check ? .checked : .event(event))
        } catch {
            return .invalid(error)
        }
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
                var keys = userInfoKeys
                userInfoKeys = KeySet()
                defer { userInfoKeys = keys }
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
private enum EventKey {
    case name
    case userInfo
    case kind(String)
    case unknown(String)

    init(_ key: JSONParser.Key, in parser: JSONParser) {
        let text: String
        switch key {
        case .plain(let range):
            if let known = KnownName.eventKey(parser.bytes, range) {
                self = known
                return
            }
            text = String(
                decoding: UnsafeBufferPointer(rebasing: parser.bytes[range]), as: UTF8.self)
        case .decoded(let decoded):
            var copy = decoded
            if let known = copy.withUTF8({ KnownName.eventKey($0, 0..<$0.count) }) {
                self = known
                return
            }
            text = decoded
        }
        self = .unknown(text)
    }

    fileprivate static let names: [(EventKey, [UInt8])] =
        [(EventKey.name, "name"), (.userInfo, "userInfo")].map { ($0.0, Array($0.1.utf8)) }
        + FieldReader.eventKinds.dropFirst().map { (.kind($0), Array($0.utf8)) }
}

extension KnownName {
    /// The event key spelled by these bytes, if it is one of the spec's.
    fileprivate static func eventKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> EventKey?
    {
        let key = UnsafeBufferPointer(rebasing: bytes[range])
        return EventKey.names.first { equal(key, $0.1) }?.0
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
