import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// The tool's reader of a scenario document (spec §7): a cursor over its bytes that reads the
/// header fields and the events one at a time, in the document's order, each checked by the
/// scenario module's field reader, as `Scenario(jsonData:)` checks it. Its parser is the stricter
/// (a syntax error's line and column, a repeated key, a value's length as spelled): what it reads,
/// `Scenario(jsonData:)` reads alike.
///
/// ``next()`` hands out the events while the document has shown no error, then the validated
/// header once the document has been read to its end. It throws the document's error: a syntax
/// error at once, where it is; any other only at the end, once no syntax error can come before
/// it, in the order the reader reports them — a header field's, the events', then a field that is
/// not the spec's. After an invalid event the rest is only checked for its syntax.
///
/// The bytes are a whole document in memory or a ``StreamWindow`` over a stream; the same document
/// gives the same events and the same error either way. How much of each event is kept is the
/// caller's choice (``Detail``): a whole reading keeps every notification's userInfo as written,
/// the tool's planner only the five keys the engine reads, and its checking pass nothing.
package struct ScenarioReader {
    /// What the reader keeps of each event.
    package enum Detail: Sendable {
        /// Every event whole, a notification's userInfo as written (to write scenarios back).
        case whole
        /// What planning needs: a notification's name and the values of the five keys the
        /// engine reads, with no tree built; the other events whole.
        case plan
        /// Nothing: each event is checked and let go.
        case check
    }

    /// One step through the document. A step carries nothing, so that handing one out copies
    /// nothing: what it is about is in ``event``, ``headerSoFar`` and ``header``.
    package enum Step {
        /// The events' array starts, after the header fields read so far (``headerSoFar``).
        case eventsBegin
        /// One event, valid: ``event``.
        case event
        /// The events' array ends.
        case eventsEnd
        /// The document was read to its end and is valid: ``header`` is its header.
        case end
    }

    /// The header as it stands where the events begin.
    package enum HeaderSoFar {
        /// Complete and valid (fields that follow the events may still change it).
        case complete(Scenario)
        /// A required field is missing: it may follow the events.
        case incomplete
        /// A field is not valid: the document is not.
        case invalid
    }

    enum State {
        case start, member, firstEvent, event, separator, members, end, done
    }

    /// The largest value of a header field, or of an event that is not a keyboard notification,
    /// that is read: 1 MiB. A scenario's values are a few numbers; a larger one is rejected as
    /// too large rather than held in memory.
    package static let largestValue = 1 << 20

    var parser: JSONParser
    /// The names the reader matches, by their bytes.
    let names = KnownNames.shared
    /// What the reader keeps of each event from now on.
    package var detail: Detail
    var state = State.start
    private var topKeys = KeySet(owningKeys: true)
    /// Key sets for the objects of events, reused: one is lent per object (``lendKeySet()``),
    /// emptied, not reallocated.
    private var keySets: [KeySet] = []
    /// The header's fields, as read.
    private var headerFields: [String: JSONValue] = [:]
    /// A header field too large to read.
    private var headerTooLarge: ScenarioError?
    /// The `events` value: missing, an array, or what it is instead.
    var events = EventsValue.missing
    /// The first event that is not valid.
    var eventError: ScenarioError?
    /// The least of the top-level fields that are not the spec's, as the reader names the first.
    private var leastUnknownKey: String?
    /// The index of the next event.
    package internal(set) var eventCount = 0
    /// The first event with a list (in a snapshot), and the first with a `revealScroll`, among
    /// the valid events read: what the header's strategy must allow, and what makes the plan
    /// report `surface` (docs/scenario-project-fields.md).
    package internal(set) var firstList: Int?
    package internal(set) var firstRevealScroll: Int?
    /// Whether a header field came after the events.
    package private(set) var headerFollowsEvents = false
    /// Where the last event handed out starts and ends, in the parser's bytes.
    private var lastEvent = 0..<0
    /// Where a reader of the document's second half took over, while its events are not reached.
    package var skip: EventsSkip?
    /// The last event handed out, as the detail keeps it.
    package internal(set) var event = ReadEvent.checked
    /// The document's header (the events left empty), once it was read to its end and is valid.
    package private(set) var header: Scenario?

    enum EventsValue {
        case missing
        case array
        case other(JSONValue)
    }

    /// A reader of a whole document in memory.
    package init(bytes: UnsafeRawBufferPointer, detail: Detail) {
        parser = JSONParser(bytes: bytes.bindMemory(to: UInt8.self))
        self.detail = detail
    }

    /// A reader of a stream, through a window. A reader of bytes already checked (`checked`)
    /// counts no lines: where its errors are is of no use.
    package init(window: StreamWindow, detail: Detail, checked: Bool = false) {
        parser = JSONParser(window: window)
        parser.countsLines = !checked
        self.detail = detail
    }

    /// The bytes of the last event handed out, as written: valid until the next step.
    package var lastEventBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(parser.bytes)[lastEvent])
    }

    /// Reads on to the next step.
    package mutating func next() throws(ScenarioError) -> Step {
        do {
            while true {
                if let step = try advance() { return step }
            }
        } catch let error as JSONSyntaxError {
            state = .done
            throw ScenarioError(field: "", message: error.description)
        } catch let error as ScenarioError {
            state = .done
            throw error
        } catch {
            state = .done
            throw ScenarioError(field: "", message: "\(error)")
        }
    }

    /// Reads the document to its end, keeping every event (a reader of detail ``Detail/whole``):
    /// the scenario, or its error.
    package mutating func readScenario() throws(ScenarioError) -> Scenario {
        var events: [ScenarioEvent] = []
        while true {
            switch try next() {
            case .event:
                if case .event(let read) = event { events.append(read) }
            case .end:
                guard var scenario = header else { continue }
                scenario.storedEvents = events
                return scenario
            case .eventsBegin, .eventsEnd: continue
            }
        }
    }

    /// One move of the cursor; `nil` when it has nothing to hand out yet.
    private mutating func advance() throws -> Step? {
        switch state {
        case .start:
            try begin()
            return nil
        case .member:
            return try readMember()
        case .firstEvent:
            try parser.skipWhitespace()
            if parser.peek() == UInt8(ascii: "]") {
                parser.position += 1
                parser.leave()
                state = .members
                return .eventsEnd
            }
            state = .event
            return nil
        case .event:
            if skip != nil, try skipEvents() {
                state = .members
                return .eventsEnd
            }
            // The separator after it is read on the next move: until then the event's bytes stay.
            state = .separator
            return try readEventElement()
        case .separator:
            if try parser.elementFollows() {
                state = .event
                return nil
            }
            parser.leave()
            state = .members
            return .eventsEnd
        case .members:
            state = try parser.memberFollows() ? .member : .end
            return nil
        case .end:
            parser.leave()
            try parser.expectEndOfDocument()
            state = .done
            header = try validated()
            return .end
        case .done:
            throw ScenarioError(field: "", message: "the document was read to its end")
        }
    }

    private mutating func begin() throws {
        parser.skipByteOrderMark()
        try parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{") else {
            let kind = Self.representative(of: parser.peek())
            parser.beginUnit("document")
            try parser.skipValue()
            parser.endUnit()
            try parser.expectEndOfDocument()
            throw ScenarioError(
                field: "", message: "expected an object, got \(kind.typeDescription)")
        }
        try parser.enter()
        parser.position += 1
        try parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
            state = .end
        } else {
            state = .member
        }
    }

    /// One top-level member: a header field is kept, the events' array entered, anything else
    /// passed over (its key remembered for the error).
    private mutating func readMember() throws -> Step? {
        try parser.skipWhitespace()
        parser.beginUnit("field")
        try parser.expectKeyStart()
        let key = try parser.readKeyText(into: &topKeys)
        try parser.expectColon()
        try parser.skipWhitespace()
        state = .members
        if key == "events" {
            guard parser.peek() == UInt8(ascii: "[") else {
                events = .other(Self.representative(of: parser.peek()))
                try parser.skipValue()
                parser.endUnit()
                return nil
            }
            events = .array
            try parser.enter()
            parser.position += 1
            parser.endUnit()
            state = .firstEvent
            return .eventsBegin
        }
        if Scenario.headerFields.contains(key) {
            if case .missing = events {
            } else {
                headerFollowsEvents = true
            }
            if let value = try readSmallValue() {
                headerFields[key] = value
            } else if headerTooLarge == nil {
                headerTooLarge = ScenarioError(
                    field: key, message: "a value larger than \(Self.largestValue) bytes")
            }
        } else {
            try parser.skipValue()
            if leastUnknownKey.map({ key < $0 }) ?? true { leastUnknownKey = key }
        }
        parser.endUnit()
        return nil
    }

    /// One element of the events' array, as a step while the events are valid.
    private mutating func readEventElement() throws -> Step? {
        try parser.skipWhitespace()
        parser.beginUnit("event")
        defer { parser.endUnit() }
        let index = eventCount
        eventCount += 1
        guard eventError == nil else {
            // An event before was not valid: the rest is only checked.
            try parser.skipValue()
            return nil
        }
        let start = parser.position
        if let error = try readEvent(index: index) {
            eventError = error
            return nil
        }
        lastEvent = start..<parser.position
        return .event
    }

    /// The header as it stands now: where the events begin, as it stands there.
    package var headerSoFar: HeaderSoFar {
        if headerTooLarge != nil { return .invalid }
        if let scenario = try? Self.header(headerFields) { return .complete(scenario) }
        return headerFields["screen"] == nil || headerFields["strategy"] == nil
            ? .incomplete : .invalid
    }

    // MARK: Errors in the reader's order

    /// The header, valid; or the first error in the order the reader reports them: a header
    /// field's, the events', then a field that is not the spec's.
    private func validated() throws(ScenarioError) -> Scenario {
        if let headerTooLarge { throw headerTooLarge }
        var members = headerFields
        switch events {
        case .missing: break
        case .array: members["events"] = .array([])
        case .other(let value): members["events"] = value
        }
        if let leastUnknownKey { members[leastUnknownKey] = .null }
        var reader = try FieldReader(.object(members), path: "")
        let scenario = try Scenario(header: &reader)
        _ = try reader.events("events")
        // In the events' order: a list or a `revealScroll` the strategy does not take comes
        // before the first invalid event, after which nothing was noted; within one snapshot,
        // the list first.
        var misplaced: (index: Int, refusal: ScenarioError)?
        if let index = firstList,
            let refusal = Scenario.refusal(
                ofListIn: scenario.strategy, field: "events[\(index)].measure.list")
        {
            misplaced = (index, refusal)
        }
        if let index = firstRevealScroll, index < misplaced?.index ?? .max,
            let refusal = Scenario.refusal(
                ofRevealScrollIn: scenario.strategy, field: "events[\(index)].measure.revealScroll")
        {
            misplaced = (index, refusal)
        }
        if let misplaced { throw misplaced.refusal }
        if let eventError { throw eventError }
        try reader.rejectUnknownKeys()
        return scenario
    }

    /// Whether the plan of the document read reports `surface` on each line: its header has a
    /// list, or an event has a list or a `revealScroll`. Known once the document was read to its
    /// end.
    package var reportsSurface: Bool {
        header?.headerReportsSurface == true || firstList != nil || firstRevealScroll != nil
    }

    /// The header's fields read so far as a scenario, if they make a valid one.
    private static func header(_ members: [String: JSONValue]) throws(ScenarioError) -> Scenario {
        var reader = try FieldReader(.object(members), path: "")
        return try Scenario(header: &reader)
    }

    /// A value of the JSON type whose first byte this is, for messages that name the type.
    static func representative(of byte: UInt8?) -> JSONValue {
        switch byte {
        case UInt8(ascii: "{"): .object([:])
        case UInt8(ascii: "["): .array([])
        case UInt8(ascii: "\""): .string("")
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool(false)
        case UInt8(ascii: "n"): .null
        default: .number(0)
        }
    }

    /// An empty key set for an object's keys, to give back (``giveBack(_:)``) once it is read.
    mutating func lendKeySet() -> KeySet {
        var keys = keySets.popLast() ?? KeySet()
        keys.removeAll()
        return keys
    }

    /// Takes back a lent key set, leaving an empty one in its place: moved, not copied.
    mutating func giveBack(_ keys: inout KeySet) {
        keySets.append(KeySet())
        swap(&keySets[keySets.count - 1], &keys)
    }

    /// A value of at most ``largestValue`` bytes, read; `nil` for a larger one (passed over,
    /// checked for its syntax).
    mutating func readSmallValue() throws(JSONSyntaxError) -> JSONValue? {
        let start = parser.position
        try parser.skipValue()
        guard parser.position - start <= Self.largestValue else { return nil }
        parser.position = start
        return try parser.parseValue()
    }
}
