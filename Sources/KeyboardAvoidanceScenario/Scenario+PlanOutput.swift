import Dispatch
import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// The largest value of a header field, or of an event that is not a keyboard notification,
    /// that the streaming planner reads: 1 MiB. A scenario's values are a few numbers; a larger
    /// one is rejected as too large rather than held in memory.
    public static let largestStreamedValue = 1 << 20

    /// The plan output (spec §8) of a scenario document, one JSON line per event, each ending in a
    /// newline, made without holding the document or the plan in memory.
    ///
    /// The document is read once: its header collected, every event checked as
    /// ``init(jsonData:)`` checks it and, when the header comes before the events (the usual
    /// order, as the recorder and ``formattedJSON`` write it), planned at once into `speculative`.
    /// Nothing is meant to be shown before this returns: a document with an error anywhere
    /// throws the error ``init(jsonData:)`` would (the first syntax error, else the header's, the
    /// events', then an unknown field's), however late it comes. When the header was not complete
    /// before the events, or when `speculative` throws ``SpeculativePlanDeclined``, the events are
    /// planned in a second pass into the sink `final` returns, once the whole document is known to
    /// be valid.
    ///
    /// - Parameters:
    ///   - document: The document's bytes, such as a mapped file.
    ///   - speculative: Where the plan goes while the document is being checked.
    ///   - final: Asked for the sink of the second pass, only when one is needed.
    ///   - release: Called every few megabytes with the offset below which the document's bytes
    ///     are not read again, so that a mapped file's pages can be let go.
    /// - Returns: Which sink holds the plan.
    public static func streamPlan(
        of document: UnsafeRawBufferPointer, speculative: @escaping PlanSink,
        final: () throws -> PlanSink, release: @escaping (Int) -> Void = { _ in }
    ) throws(PlanStreamError) -> PlanDestination {
        var scanner = DocumentScanner(document.bindMemory(to: UInt8.self), release: release)
        let header: Scenario
        do {
            header = try scanner.scan(speculative: speculative)
        } catch let error as ScenarioError {
            throw .scenario(error)
        } catch let error as JSONSyntaxError {
            throw .scenario(ScenarioError(field: "", message: error.description))
        } catch let error as PlanStreamError {
            throw error
        } catch {
            throw .output("\(error)")
        }
        guard scanner.needsSecondPass else { return .speculative }
        let sink: PlanSink
        do {
            sink = try final()
        } catch {
            throw .output("\(error)")
        }
        do {
            try scanner.planAgain(header, into: sink)
        } catch let error as PlanStreamError {
            throw error
        } catch {
            // The document was checked whole: only the sink can fail now.
            throw .output("\(error)")
        }
        return .final
    }

    /// The plan output of a scenario file's bytes, in memory: exactly what ``init(jsonData:)``
    /// followed by ``plan()`` and ``PlanStep/jsonLine`` gives, and what `keyboard-avoidance plan`
    /// prints.
    ///
    /// - Throws: ``ScenarioError`` naming the field; nothing is returned for a file with an
    ///   error, however late in the file it comes.
    public static func planOutput(jsonData: some Collection<UInt8>) throws(ScenarioError) -> [UInt8]
    {
        let bytes = Array(jsonData)
        let first = MemorySink()
        let second = MemorySink()
        let result = bytes.withUnsafeBytes { document in
            Result { () throws(PlanStreamError) -> PlanDestination in
                try streamPlan(
                    of: document, speculative: first.write, final: { second.write })
            }
        }
        switch result {
        case .success(.speculative): return first.bytes
        case .success(.final): return second.bytes
        case .failure(.scenario(let error)): throw error
        case .failure(.output(let message)):
            // Memory sinks do not fail; kept total all the same.
            throw ScenarioError(field: "", message: message)
        }
    }
}

/// Collects a plan in memory.
private final class MemorySink: @unchecked Sendable {
    // Written on the planner's formatting queue only, read after the planner returned.
    private(set) var bytes: [UInt8] = []

    func write(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: chunk)
    }
}

/// One pass over a scenario document: the header collected, the events checked and — when the
/// header is complete before them — planned; errors kept in the order ``Scenario/init(json:)``
/// reports them.
struct DocumentScanner {
    private var parser: JSONParser
    /// The header's fields, as read (each at most ``Scenario/largestStreamedValue``).
    private var header: [String: JSONValue] = [:]
    /// A header field too large to read.
    private var headerTooLarge: ScenarioError?
    /// Whether a header field came after the events: the plan made on the way is then not final.
    private var headerAfterEvents = false
    /// The `events` value: where its array starts, or what it is instead.
    private var events: EventsValue = .missing
    /// The first event that is not valid, as the reader would report it.
    private var eventError: ScenarioError?
    /// The least of the fields that are not the spec's, as the reader names the first of them.
    private var leastUnknownKey: String?
    private var plannedWhileScanning = false
    /// The keys of the event being read and of its userInfo: emptied, not reallocated, per event.
    private var eventKeys = KeySet()
    private var userInfoKeys = KeySet()

    private enum EventsValue {
        case missing
        case array(start: Int)
        case other(JSONValue)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, release: @escaping (Int) -> Void) {
        parser = JSONParser(bytes: bytes)
        parser.releaseHook = release
    }

    var needsSecondPass: Bool { !plannedWhileScanning || headerAfterEvents }

    /// Reads the whole document; returns its header, valid, or throws its first error.
    mutating func scan(speculative: @escaping PlanSink) throws -> Scenario {
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{") else {
            let kind = Self.representative(of: parser.peek())
            try parser.skipValue()
            try parser.expectEndOfDocument()
            throw ScenarioError(
                field: "", message: "expected an object, got \(kind.typeDescription)")
        }
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var keys = KeySet()
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
        } else {
            try scanMembers(keys: &keys, speculative: speculative)
        }
        try parser.expectEndOfDocument()
        return try validated()
    }

    private mutating func scanMembers(keys: inout KeySet, speculative: @escaping PlanSink) throws {
        while true {
            try parser.expectKeyStart()
            let key = try parser.readKeyText(into: &keys)
            try parser.expectColon()
            parser.skipWhitespace()
            if key == "events" {
                try scanEventsMember(speculative: speculative)
            } else if Scenario.headerFields.contains(key) {
                if case .missing = events {
                } else {
                    headerAfterEvents = true
                }
                if let value = try readSmallValue() {
                    header[key] = value
                } else if headerTooLarge == nil {
                    headerTooLarge = ScenarioError(
                        field: key,
                        message: "a value larger than \(Scenario.largestStreamedValue) bytes")
                }
            } else {
                try parser.skipValue()
                if leastUnknownKey.map({ key < $0 }) ?? true { leastUnknownKey = key }
            }
            guard try parser.memberFollows() else { return }
        }
    }

    private mutating func scanEventsMember(speculative: @escaping PlanSink) throws {
        guard parser.peek() == UInt8(ascii: "[") else {
            events = .other(Self.representative(of: parser.peek()))
            try parser.skipValue()
            return
        }
        events = .array(start: parser.position)
        // The header so far, if it is complete and valid, plans the events as they are read.
        var writer: PlanWriter?
        if headerTooLarge == nil, let scenario = try? Self.header(header) {
            writer = PlanWriter(session: scenario.makeSession(), sink: speculative)
            plannedWhileScanning = true
        }
        try scanEvents(writer: writer)
        if let writer {
            writer.finish()
            if let failure = writer.failure { throw PlanStreamError.output(failure) }
            // The sink took no more: what it has is not the plan, the second pass makes it.
            if writer.declined { plannedWhileScanning = false }
        }
    }

    /// Plans the events again, from the start of their array, into `sink`: the second pass, for a
    /// document whose header was not complete before its events.
    mutating func planAgain(_ header: Scenario, into sink: @escaping PlanSink) throws {
        guard case .array(let start) = events else { return }
        parser.seek(to: start)
        let writer = PlanWriter(session: header.makeSession(), sink: sink)
        try scanEvents(writer: writer)
        writer.finish()
        if let failure = writer.failure { throw PlanStreamError.output(failure) }
        if writer.declined { throw PlanStreamError.output("the final sink declined the plan") }
    }

    /// The events array (the parser at its `[`): each event read and checked; handed to the
    /// writer, which plans and formats them, while there is one and no event has been invalid.
    private mutating func scanEvents(writer: PlanWriter?) throws {
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var writer = writer
        var batch: [PlanWriter.Item] = []
        batch.reserveCapacity(PlanWriter.batchSize)
        var index = 0
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "]") {
            parser.position += 1
            return
        }
        while true {
            if eventError == nil {
                switch try readEvent(index: index) {
                case .input(let input, let label):
                    if let current = writer {
                        batch.append(PlanWriter.Item(input: input, label: label))
                        if batch.count == PlanWriter.batchSize {
                            if let failure = current.failure {
                                throw PlanStreamError.output(failure)
                            }
                            if current.declined {
                                // The rest is only checked; the second pass plans it.
                                writer = nil
                            } else {
                                current.submit(batch)
                            }
                            batch.removeAll(keepingCapacity: true)
                        }
                    }
                case .invalid(let error):
                    eventError = error
                    writer = nil
                }
            } else {
                try parser.skipValue()
            }
            index += 1
            parser.skipWhitespace()
            switch parser.peek() {
            case UInt8(ascii: ","): parser.position += 1
            case UInt8(ascii: "]"):
                parser.position += 1
                writer?.submit(batch)
                return
            default: throw parser.error("expected ',' or ']'")
            }
        }
    }

    // MARK: Errors in the reader's order

    /// The header, valid; or the first error in the order the ordinary reader reports them: a
    /// header field's, the events', then a field that is not the spec's.
    private func validated() throws -> Scenario {
        if let headerTooLarge { throw headerTooLarge }
        var members = header
        switch events {
        case .missing: break
        case .array: members["events"] = .array([])
        case .other(let value): members["events"] = value
        }
        if let leastUnknownKey { members[leastUnknownKey] = .null }
        var reader = try FieldReader(.object(members), path: "")
        let scenario = try Scenario(header: &reader)
        _ = try reader.events("events")
        if let eventError { throw eventError }
        try reader.rejectUnknownKeys()
        return scenario
    }

    /// The header's fields read so far as a scenario, if they make a valid one.
    private static func header(_ members: [String: JSONValue]) throws -> Scenario {
        var reader = try FieldReader(.object(members), path: "")
        return try Scenario(header: &reader)
    }

    /// A value of the JSON type whose first byte this is, for messages that name the type.
    private static func representative(of byte: UInt8?) -> JSONValue {
        switch byte {
        case UInt8(ascii: "{"): .object([:])
        case UInt8(ascii: "["): .array([])
        case UInt8(ascii: "\""): .string("")
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool(false)
        case UInt8(ascii: "n"): .null
        default: .number(0)
        }
    }

    /// A value of at most ``Scenario/largestStreamedValue`` bytes, read; `nil` for a larger one
    /// (passed over, checked for its syntax).
    private mutating func readSmallValue() throws -> JSONValue? {
        let start = parser.position
        try parser.skipValue()
        guard parser.position - start <= Scenario.largestStreamedValue else { return nil }
        parser.position = start
        return try parser.parseValue()
    }

    // MARK: Events

    private enum EventOutcome {
        case input(AvoiderEvent, label: String)
        case invalid(ScenarioError)
    }

    /// What a keyboard notification's `userInfo` is.
    private enum UserInfoField {
        case object(UserInfoReadings)
        case other(JSONValue)
    }

    /// Reads one event. A keyboard notification is read field by field, its userInfo's values
    /// scanned in place; any other event, or a notification with an error, is judged by the
    /// ordinary reader on the same fields, so that the two agree.
    private mutating func readEvent(index: Int) throws -> EventOutcome {
        parser.skipWhitespace()
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
        var fast: (input: AvoiderEvent, kind: String)?
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
        } else {
            members: while true {
                try parser.expectKeyStart()
                let key = try parser.readKey(into: &keys)
                try parser.expectColon()
                parser.skipWhitespace()
                switch EventKey(key, in: parser) {
                case .name:
                    let valueStart = parser.position
                    if let plain = try parser.plainStringRange(),
                        let matched = KeyboardNotificationName.matching(
                            bytes: UnsafeBufferPointer(rebasing: parser.bytes[plain]))
                    {
                        name = matched
                    } else {
                        // Not a notification's name: the reader judges the value as written.
                        parser.position = valueStart
                        if let value = try readSmallValue() {
                            nameValue = value
                        } else {
                            tooLarge = tooLarge ?? "name"
                        }
                    }
                case .userInfo:
                    switch parser.peek() {
                    case UInt8(ascii: "{"): userInfo = .object(try scanUserInfo())
                    case UInt8(ascii: "n"):
                        try parser.expectLiteral("null")
                        userInfo = nil
                    default:
                        userInfo = .other(Self.representative(of: parser.peek()))
                        try parser.skipValue()
                    }
                case .kind(let kind):
                    // A retarget's or a scroll's numbers, read in place when they are plain.
                    if others.isEmpty, fast == nil, let input = try fastInput(kind) {
                        fast = input
                    } else if let value = try readSmallValue() {
                        others[kind] = value
                    } else {
                        tooLarge = tooLarge ?? kind
                    }
                case .unknown(let text):
                    try parser.skipValue()
                    if leastUnknown.map({ text < $0 }) ?? true { leastUnknown = text }
                }
                guard try parser.memberFollows() else { break members }
            }
        }
        if let tooLarge {
            return .invalid(
                ScenarioError(
                    field: "events[\(index)].\(tooLarge)",
                    message: "a value larger than \(Scenario.largestStreamedValue) bytes"))
        }
        if let fast {
            // Alone in its event: what the reader would make of it. Else the reader judges it.
            if name == nil, nameValue == nil, userInfo == nil, others.isEmpty, leastUnknown == nil {
                return .input(fast.input, label: fast.kind)
            }
            others[fast.kind] = Self.json(fast.input)
        }
        // The common case: a keyboard notification, nothing else in it.
        if let name, nameValue == nil, others.isEmpty, leastUnknown == nil {
            switch userInfo {
            case .object(let readings):
                return .input(
                    .keyboard(KeyboardEvent(name: name, readings: readings)), label: name.rawValue)
            case nil:
                return .input(
                    .keyboard(KeyboardEvent(name: name, readings: UserInfoReadings())),
                    label: name.rawValue)
            case .other: break
            }
        }
        // Anything else: the ordinary reader on the same fields (values it does not read as
        // stand-ins of the same type), for the same event or the same error.
        var members = others
        if let name { members["name"] = .string(name.rawValue) }
        if let nameValue { members["name"] = nameValue }
        switch userInfo {
        case .object: members["userInfo"] = .object([:])
        case .other(let stand): members["userInfo"] = stand
        case nil: break  // absent and null read alike
        }
        if let leastUnknown { members[leastUnknown] = .null }
        do {
            let event = try FieldReader.event(.object(members), path: "events[\(index)]")
            return .input(event.input, label: event.label)
        } catch {
            return .invalid(error)
        }
    }

    /// `{"retarget": [x, y, w, h]}`, `{"retarget": null}` or `{"scrolled": [x, y]}` with numbers the
    /// reader accepts, read in place; `nil` (the parser unmoved) for anything else.
    private mutating func fastInput(_ kind: String) throws -> (input: AvoiderEvent, kind: String)? {
        let start = parser.position
        switch kind {
        case "retarget":
            if parser.peek() == UInt8(ascii: "n") {
                try parser.expectLiteral("null")
                return (.retarget(nil), kind)
            }
            if parser.peek() == UInt8(ascii: "["), let rect = try fourNumbers(),
                [rect.x, rect.y, rect.width, rect.height].allSatisfy(CoordinateLimit.contains),
                rect.width >= 0, rect.height >= 0
            {
                return (
                    .retarget(CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)),
                    kind
                )
            }
        case "scrolled":
            if parser.peek() == UInt8(ascii: "["), let point = try twoNumbers(),
                CoordinateLimit.contains(point.x), CoordinateLimit.contains(point.y)
            {
                return (.scrolled(to: CGPoint(x: point.x, y: point.y)), kind)
            }
        case "track":
            // A sample's four numbers, whatever they are: the session judges them.
            if parser.peek() == UInt8(ascii: "["), let rect = try fourNumbers() {
                return (
                    .track(CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)),
                    kind
                )
            }
        case "measure":
            if parser.peek() == UInt8(ascii: "{"), let snapshot = try fastFields(snapshot: true) {
                return (.measure(snapshot), kind)
            }
        case "layout":
            if parser.peek() == UInt8(ascii: "{"), let snapshot = try fastFields(snapshot: false) {
                return (.layout(snapshot.layout), kind)
            }
        default:
            break
        }
        parser.position = start
        return nil
    }

    /// A fast input as the value it was read from, for the reader to judge with the rest.
    private static func json(_ input: AvoiderEvent) -> JSONValue {
        switch input {
        case .retarget(let rect?): JSONValue(rect: rect)
        case .scrolled(let point): .array([.number(Double(point.x)), .number(Double(point.y))])
        case .measure(let snapshot):
            ScenarioEvent.measure(snapshot).json.objectValue?["measure"] ?? .null
        case .layout(let change): ScenarioEvent.layout(change).json.objectValue?["layout"] ?? .null
        case .track(let frame): JSONValue(rect: frame)
        default: .null
        }
    }

    /// The fields of a snapshot (or, without `snapshot`, of a layout change), the parser at its
    /// `{`, when every one is plain — numbers in range where the reader wants them — and none is
    /// unknown: what the reader would make of them. `nil` for anything else, which the reader
    /// then judges.
    private mutating func fastFields(snapshot: Bool) throws -> ContainerSnapshot? {
        var result = ContainerSnapshot()
        let plain = try fastObject { scanner, key in
            switch key {
            case .screen?:
                guard let rect = try scanner.fastRect() else { return false }
                result.layout.screen = rect
            case .window?:
                guard let rect = try scanner.fastRect() else { return false }
                result.layout.window = rect
            case .container?:
                guard let rect = try scanner.fastRect() else { return false }
                result.layout.container = rect
            case .safeArea?:
                guard let insets = try scanner.fastInsets(allowsNegative: false) else {
                    return false
                }
                result.layout.safeArea = insets
            case .target? where snapshot:
                if scanner.parser.peek() == UInt8(ascii: "n") {
                    try scanner.parser.expectLiteral("null")
                    result.target = .some(nil)
                } else {
                    guard let rect = try scanner.fastRect() else { return false }
                    result.target = .some(rect)
                }
            case .scroll?:
                return try scanner.fastScroll(into: &result, allowsOffset: snapshot)
            default:
                return false
            }
            return true
        }
        return plain ? result : nil
    }

    /// Reads a plain object member by member, the parser at its `{`: each key (`nil` for one that
    /// is no ``FastField``) goes to `member`, which reads the value and returns `false` for
    /// anything the fast path does not take. `false` when the object is not plain — the reader
    /// then judges it.
    private mutating func fastObject(
        _ member: (inout DocumentScanner, FastField?) throws -> Bool
    ) throws -> Bool {
        guard parser.peek() == UInt8(ascii: "{") else { return false }
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var keys = KeySet()
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
            return true
        }
        while true {
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: "\""),
                case .plain(let range) = try parser.readKey(into: &keys)
            else { return false }
            let key = FastField(UnsafeBufferPointer(rebasing: parser.bytes[range]))
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: ":") else { return false }
            parser.position += 1
            parser.skipWhitespace()
            guard try member(&self, key) else { return false }
            parser.skipWhitespace()
            switch parser.peek() {
            case UInt8(ascii: ","): parser.position += 1
            case UInt8(ascii: "}"):
                parser.position += 1
                return true
            default: return false
            }
        }
    }

    /// The fields of a snapshot or layout change, by their bytes.
    private enum FastField {
        case screen, window, container, safeArea, target, scroll
        case contentSize, contentOffset, contentInset, adjustsForSafeArea
        case top, left, bottom, right

        private static let spelled: [(FastField, String)] = [
            (.screen, "screen"), (.window, "window"), (.container, "container"),
            (.safeArea, "safeArea"), (.target, "target"), (.scroll, "scroll"),
            (.contentSize, "contentSize"), (.contentOffset, "contentOffset"),
            (.contentInset, "contentInset"), (.adjustsForSafeArea, "adjustsForSafeArea"),
            (.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right"),
        ]
        private static let names: [(FastField, [UInt8])] = spelled.map { ($0.0, Array($0.1.utf8)) }

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let field = Self.names.first(where: { Bytes.equal(bytes, $0.1) })?.0 else {
                return nil
            }
            self = field
        }
    }

    /// `[x, y, w, h]` within the limits and with a size that is not negative, else `nil`.
    private mutating func fastRect() throws -> CGRect? {
        guard parser.peek() == UInt8(ascii: "["), let rect = try fourNumbers(),
            [rect.x, rect.y, rect.width, rect.height].allSatisfy(CoordinateLimit.contains),
            rect.width >= 0, rect.height >= 0
        else { return nil }
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// `{"top": n, …}`: numbers within the limits (not negative unless allowed), else `nil`.
    private mutating func fastInsets(allowsNegative: Bool) throws -> Insets? {
        var insets = Insets()
        let plain = try fastObject { scanner, key in
            guard let number = try scanner.fastNumber(), allowsNegative || number >= 0 else {
                return false
            }
            switch key {
            case .top?: insets.top = number
            case .left?: insets.left = number
            case .bottom?: insets.bottom = number
            case .right?: insets.right = number
            default: return false
            }
            return true
        }
        return plain ? insets : nil
    }

    /// A number within the limits, else `nil`.
    private mutating func fastNumber() throws -> CGFloat? {
        guard let byte = parser.peek(), byte == UInt8(ascii: "-") || (byte >= 48 && byte <= 57)
        else { return nil }
        let number = try parser.parseNumber()
        return CoordinateLimit.contains(number) ? CGFloat(number) : nil
    }

    /// A snapshot's or layout change's `scroll`, else `false`.
    private mutating func fastScroll(into result: inout ContainerSnapshot, allowsOffset: Bool)
        throws -> Bool
    {
        var scroll = result
        let plain = try fastObject { scanner, key in
            switch key {
            case .contentSize?:
                guard scanner.parser.peek() == UInt8(ascii: "["),
                    let size = try scanner.twoNumbers(),
                    CoordinateLimit.contains(size.x), CoordinateLimit.contains(size.y),
                    size.x >= 0, size.y >= 0
                else { return false }
                scroll.layout.contentSize = CGSize(width: size.x, height: size.y)
            case .contentOffset? where allowsOffset:
                guard scanner.parser.peek() == UInt8(ascii: "["),
                    let point = try scanner.twoNumbers(),
                    CoordinateLimit.contains(point.x), CoordinateLimit.contains(point.y)
                else { return false }
                scroll.contentOffset = CGPoint(x: point.x, y: point.y)
            case .contentInset?:
                guard let insets = try scanner.fastInsets(allowsNegative: true) else {
                    return false
                }
                scroll.layout.contentInset = insets
            case .adjustsForSafeArea?:
                if scanner.parser.peek() == UInt8(ascii: "t") {
                    try scanner.parser.expectLiteral("true")
                    scroll.layout.adjustsForSafeArea = true
                } else if scanner.parser.peek() == UInt8(ascii: "f") {
                    try scanner.parser.expectLiteral("false")
                    scroll.layout.adjustsForSafeArea = false
                } else {
                    return false
                }
            default:
                return false
            }
            return true
        }
        result = scroll
        return plain
    }

    /// `[n, n]`: two numbers, else `nil` (the parser then of no further use here).
    private mutating func twoNumbers() throws -> (x: Double, y: Double)? {
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        parser.skipWhitespace()
        guard let first = parser.peek(), first == UInt8(ascii: "-") || (first >= 48 && first <= 57)
        else { return nil }
        let x = try parser.parseNumber()
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: ",") else { return nil }
        parser.position += 1
        parser.skipWhitespace()
        guard let second = parser.peek(),
            second == UInt8(ascii: "-") || (second >= 48 && second <= 57)
        else { return nil }
        let y = try parser.parseNumber()
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "]") else { return nil }
        parser.position += 1
        return (x, y)
    }

    /// A userInfo object (the parser at its `{`): the values of the keys the engine reads, in
    /// place; every other key's value checked for its syntax only.
    private mutating func scanUserInfo() throws -> UserInfoReadings {
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var keys = userInfoKeys
        userInfoKeys = KeySet()
        keys.removeAll()
        defer { userInfoKeys = keys }
        var values = UserInfoReadings()
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
            return values
        }
        while true {
            try parser.expectKeyStart()
            let key = try parser.readKey(into: &keys)
            try parser.expectColon()
            parser.skipWhitespace()
            let known: KeyboardUserInfoKey? =
                switch key {
                case .plain(let range):
                    KeyboardUserInfoKey.matching(
                        bytes: UnsafeBufferPointer(rebasing: parser.bytes[range]))
                case .decoded(let text): KeyboardUserInfoKey.matching(text)
                }
            if let known {
                values[known] = try scanValue(for: known)
            } else {
                try parser.skipValue()
            }
            guard try parser.memberFollows() else { return values }
        }
    }

    /// A value of a key the engine reads, read as ``JSONValue`` would read it for the engine: four
    /// numbers as a rect, a rect string as a rect, a scalar as itself; any other array or object
    /// reads as no rect, number or boolean at all.
    private mutating func scanValue(for key: KeyboardUserInfoKey) throws -> UserInfoReading {
        switch parser.peek() ?? 0 {
        case UInt8(ascii: "["):
            let start = parser.position
            if let rect = try fourNumbers() { return UserInfoReading(rectComponents: rect) }
            parser.position = start
            try parser.skipValue()
            return UserInfoReading()
        case UInt8(ascii: "{"):
            try parser.skipValue()
            return UserInfoReading()
        case UInt8(ascii: "\""):
            let start = parser.position
            if let plain = try parser.skipString() {
                let bytes = UnsafeBufferPointer(rebasing: parser.bytes[plain])
                // A rect string is read as a rect without making a string; for any other use it
                // is neither a number nor a boolean.
                if let rect = RectString.parse(utf8: bytes) {
                    return UserInfoReading(rectComponents: rect)
                }
                return Self.reading(.string(String(decoding: bytes, as: UTF8.self)), for: key)
            }
            parser.position = start
            return Self.reading(.string(try parser.parseString()), for: key)
        default:
            return Self.reading(try parser.parseValue(), for: key)
        }
    }

    /// A value read as the engine reads it under this key: a frame as a rect, the duration and the
    /// curve as numbers, whether it is local as a boolean (what the rules of spec §2 ask of it).
    private static func reading(_ value: JSONValue, for key: KeyboardUserInfoKey) -> UserInfoReading
    {
        switch key {
        case .frameBegin, .frameEnd: UserInfoReading(rectComponents: value.rectComponents)
        case .animationDuration, .animationCurve:
            UserInfoReading(userInfoNumber: value.userInfoNumber)
        case .isLocal: UserInfoReading(booleanValue: value.booleanValue)
        }
    }

    /// `[n, n, n, n]`: four numbers, else `nil` (the parser then of no further use here).
    private mutating func fourNumbers() throws -> RectComponents? {
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var numbers = (0.0, 0.0, 0.0, 0.0)
        for index in 0..<4 {
            parser.skipWhitespace()
            guard let byte = parser.peek(),
                byte == UInt8(ascii: "-") || (byte >= 48 && byte <= 57)
            else { return nil }
            let number = try parser.parseNumber()
            switch index {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            default: numbers.3 = number
            }
            parser.skipWhitespace()
            guard parser.peek() == (index == 3 ? UInt8(ascii: "]") : UInt8(ascii: ",")) else {
                return nil
            }
            parser.position += 1
        }
        return RectComponents(x: numbers.0, y: numbers.1, width: numbers.2, height: numbers.3)
    }
}

/// A key of an event, by its exact bytes.
private enum EventKey {
    case name
    case userInfo
    case kind(String)
    case unknown(String)

    private static let kinds = ["retarget", "layout", "scrolled", "measure", "release", "track"]
    private static let nameBytes = Array("name".utf8)
    private static let userInfoBytes = Array("userInfo".utf8)

    init(_ key: JSONParser.Key, in parser: JSONParser) {
        let text: String
        switch key {
        case .plain(let range):
            let bytes = UnsafeBufferPointer(rebasing: parser.bytes[range])
            if Bytes.equal(bytes, Self.nameBytes) {
                self = .name
                return
            }
            if Bytes.equal(bytes, Self.userInfoBytes) {
                self = .userInfo
                return
            }
            text = String(decoding: bytes, as: UTF8.self)
        case .decoded(let decoded):
            text = decoded
        }
        if text.utf8.elementsEqual("name".utf8) {
            self = .name
        } else if text.utf8.elementsEqual("userInfo".utf8) {
            self = .userInfo
        } else if let kind = Self.kinds.first(where: { $0.utf8.elementsEqual(text.utf8) }) {
            self = .kind(kind)
        } else {
            self = .unknown(text)
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

    /// Reads a key as a string (for the header's fields, a few per document).
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

extension KeyboardNotificationName {
    /// The names' bytes, made once.
    private static let utf8Names = allCases.map { ($0, Array($0.rawValue.utf8)) }

    /// The notification with this exact name, in UTF-8 bytes.
    static func matching(bytes: UnsafeBufferPointer<UInt8>) -> KeyboardNotificationName? {
        utf8Names.first { Bytes.equal(bytes, $0.1) }?.0
    }
}

extension KeyboardUserInfoKey {
    private static let frameBeginBytes = Array(frameBegin.rawValue.utf8)
    private static let frameEndBytes = Array(frameEnd.rawValue.utf8)
    private static let durationBytes = Array(animationDuration.rawValue.utf8)
    private static let curveBytes = Array(animationCurve.rawValue.utf8)
    private static let isLocalBytes = Array(isLocal.rawValue.utf8)

    /// The key's name in UTF-8 bytes, made once.
    private var utf8Name: [UInt8] {
        switch self {
        case .frameBegin: Self.frameBeginBytes
        case .frameEnd: Self.frameEndBytes
        case .animationDuration: Self.durationBytes
        case .animationCurve: Self.curveBytes
        case .isLocal: Self.isLocalBytes
        }
    }

    /// The key with this exact name, in UTF-8 bytes: found by length, then compared once.
    static func matching(bytes: UnsafeBufferPointer<UInt8>) -> KeyboardUserInfoKey? {
        guard let candidate = candidate(length: bytes.count),
            Bytes.equal(bytes, candidate.utf8Name)
        else { return nil }
        return candidate
    }
}

/// Byte comparison as contiguous memory.
enum Bytes {
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        return other.withUnsafeBufferPointer { other in
            guard let left = bytes.baseAddress, let right = other.baseAddress else {
                return bytes.isEmpty
            }
            return memcmp(left, right, bytes.count) == 0
        }
    }
}

/// Plans events and formats the steps into JSON Lines on its own serial queue, batch after batch,
/// and hands each batch's bytes to the sink, so that planning, formatting and writing run beside
/// reading; at most a few batches wait at a time, so memory stays flat whatever the plan's length.
private final class PlanWriter: @unchecked Sendable {
    static let batchSize = 4096

    /// One event as read: what the session takes, and what the plan calls it.
    struct Item {
        var input: AvoiderEvent
        var label: String
    }

    private let sink: PlanSink
    private let queue = DispatchQueue(label: "KeyboardAvoidanceScenario.PlanWriter")
    private let slots = DispatchSemaphore(value: 4)
    // Touched only on `queue`.
    private var session: AvoidanceSession
    private var index = 0
    private var buffer: [UInt8] = []
    private let lock = NSLock()
    private var firstFailure: String?
    private var sinkDeclined = false

    init(session: AvoidanceSession, sink: @escaping PlanSink) {
        self.session = session
        self.sink = sink
    }

    /// The first error the sink threw, if any.
    var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    /// Whether the sink threw ``SpeculativePlanDeclined``: it takes no more.
    var declined: Bool {
        lock.lock()
        defer { lock.unlock() }
        return sinkDeclined
    }

    func submit(_ items: [Item]) {
        guard !items.isEmpty else { return }
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard failure == nil, !declined else { return }
            buffer.removeAll(keepingCapacity: true)
            for item in items {
                session.step(index: index, input: item.input, label: item.label)
                    .write(to: &buffer)
                buffer.append(UInt8(ascii: "\n"))
                index += 1
            }
            do {
                try buffer.withUnsafeBytes { try sink($0) }
            } catch is SpeculativePlanDeclined {
                lock.lock()
                sinkDeclined = true
                lock.unlock()
            } catch {
                lock.lock()
                if firstFailure == nil { firstFailure = "\(error)" }
                lock.unlock()
            }
        }
    }

    /// Waits for every batch.
    func finish() {
        queue.sync {}
    }
}
