import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// The plan output (spec §8) of a scenario file: one JSON line per event, each ending in a
    /// newline — exactly what ``init(jsonData:)`` followed by ``plan()`` and
    /// ``PlanStep/jsonLine`` gives, and what `keyboard-avoidance plan` prints.
    ///
    /// A file whose `"events"` come last (as the spec's example, the recorder and
    /// ``formattedJSON`` write them) is read and planned event by event, without building the
    /// scenario, so that a million events take about a second. Anything else — another key
    /// order, an error anywhere — is read by ``init(jsonData:)``, so the errors are its errors.
    ///
    /// - Throws: ``ScenarioError`` naming the field; nothing is returned for a file with an
    ///   error, however late in the file it comes.
    public static func planOutput(jsonData: some Collection<UInt8>) throws(ScenarioError) -> [UInt8]
    {
        let bytes = Array(jsonData)
        if let output = StreamingPlanReader.output(of: bytes) { return output }
        let scenario = try Scenario(jsonData: bytes)
        var output: [UInt8] = []
        scenario.forEachStep { step in
            step.write(to: &output)
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }
}

/// Reads a scenario whose events come last, planning each event as it is read. Returns `nil`
/// (the caller then reads the file the ordinary way) for anything it does not take on: a key
/// after the events, an error of any kind. It must never accept what ``Scenario/init(json:)``
/// rejects, nor plan differently: the tests and the scenario fuzzer compare the two.
struct StreamingPlanReader {
    private var parser: JSONParser
    /// The keys of the userInfo being read that the engine does not read (reused, not reallocated).
    private var otherKeys: [Range<Int>] = []

    private init(bytes: [UInt8]) {
        parser = JSONParser(bytes: bytes)
    }

    /// The plan output of a scenario whose events come last, or `nil`.
    static func output(of bytes: [UInt8]) -> [UInt8]? {
        var reader = StreamingPlanReader(bytes: bytes)
        return reader.run()
    }

    private mutating func run() -> [UInt8]? {
        do {
            return try read()
        } catch {
            return nil
        }
    }

    private mutating func read() throws -> [UInt8]? {
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{") else { return nil }
        parser.position += 1
        var members: [String: JSONValue] = [:]
        while true {
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: "\"") else { return nil }
            let key = try parser.parseString()
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: ":") else { return nil }
            parser.position += 1
            parser.skipWhitespace()
            if key == "events" {
                guard members["events"] == nil, parser.peek() == UInt8(ascii: "[") else {
                    return nil
                }
                members["events"] = .array([])
                // The header, validated as the ordinary reader validates it (unknown keys too).
                let header = try Scenario(json: .object(members))
                guard let output = try readEvents(of: header) else { return nil }
                parser.skipWhitespace()
                // A key after the events: the header may not be complete.
                guard parser.peek() == UInt8(ascii: "}") else { return nil }
                parser.position += 1
                parser.skipWhitespace()
                return parser.position == parser.bytes.count ? output : nil
            }
            let value = try parser.parseValue()
            guard members.updateValue(value, forKey: key) == nil else { return nil }
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: ",") else { return nil }  // the events are missing
            parser.position += 1
        }
    }

    private mutating func readEvents(of header: Scenario) throws -> [UInt8]? {
        parser.position += 1  // [
        var session = header.makeSession()
        // Steps are formatted on another thread while the next ones are read and planned.
        let writer = PlanWriter(capacity: max(0, parser.bytes.count - parser.position))
        var batch: [PlanStep] = []
        batch.reserveCapacity(PlanWriter.batchSize)
        var index = 0
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "]") {
            parser.position += 1
            return writer.finish()
        }
        while true {
            parser.skipWhitespace()
            let start = parser.position
            if let (name, values) = try scanKeyboardEvent() {
                let event = KeyboardEvent(name: name) { values[$0] }
                batch.append(
                    session.step(index: index, input: .keyboard(event), label: name.rawValue))
            } else if let (input, label) = try scanSingleKeyEvent(from: start) {
                batch.append(session.step(index: index, input: input, label: label))
            } else {
                // Not the common shape: read this one event the ordinary way.
                parser.position = start
                let event = try FieldReader.event(try parser.parseValue(), path: "events[\(index)]")
                batch.append(session.step(index: index, event: event))
            }
            if batch.count == PlanWriter.batchSize {
                writer.submit(batch)
                batch.removeAll(keepingCapacity: true)
            }
            index += 1
            parser.skipWhitespace()
            switch parser.peek() {
            case UInt8(ascii: ","): parser.position += 1
            case UInt8(ascii: "]"):
                parser.position += 1
                writer.submit(batch)
                return writer.finish()
            default: return nil
            }
        }
    }

    /// Reads `{"name": "UIKeyboard…Notification", "userInfo": {…}}` whose userInfo holds only the
    /// five keys the engine reads, with numbers, booleans, null, `[x, y, w, h]` arrays or plain
    /// ASCII strings; `nil` for any other shape, which is then read the ordinary way.
    private mutating func scanKeyboardEvent() throws -> (
        KeyboardNotificationName, KnownUserInfoValues<ScannedValue>
    )? {
        guard parser.peek() == UInt8(ascii: "{") else { return nil }
        parser.position += 1
        var name: KeyboardNotificationName?
        var values = KnownUserInfoValues<ScannedValue>()
        var sawUserInfo = false
        var first = true
        while true {
            parser.skipWhitespace()
            if first, parser.peek() == UInt8(ascii: "}") { return nil }
            first = false
            guard let key = scanPlainString() else { return nil }
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: ":") else { return nil }
            parser.position += 1
            parser.skipWhitespace()
            if matches(key, "name") {
                guard name == nil, let text = scanPlainString(),
                    let notification = KeyboardNotificationName.matching(bytes: parser.bytes[text])
                else { return nil }
                name = notification
            } else if matches(key, "userInfo") {
                guard !sawUserInfo else { return nil }
                sawUserInfo = true
                if parser.peek() == UInt8(ascii: "n") {
                    try parser.expectLiteral("null")
                } else {
                    guard try scanUserInfo(into: &values) else { return nil }
                }
            } else {
                return nil
            }
            parser.skipWhitespace()
            switch parser.peek() {
            case UInt8(ascii: ","): parser.position += 1
            case UInt8(ascii: "}"):
                parser.position += 1
                guard let name else { return nil }
                return (name, values)
            default: return nil
            }
        }
    }

    /// Reads `{"retarget": [x, y, w, h]}`, `{"retarget": null}` or `{"scrolled": [x, y]}` with
    /// numbers the ordinary reader accepts; `nil` for anything else.
    private mutating func scanSingleKeyEvent(from start: Int) throws -> (SessionInput, String)? {
        parser.position = start
        guard parser.peek() == UInt8(ascii: "{") else { return nil }
        parser.position += 1
        parser.skipWhitespace()
        guard let key = scanPlainString() else { return nil }
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: ":") else { return nil }
        parser.position += 1
        parser.skipWhitespace()
        let result: (SessionInput, String)
        if matches(key, "retarget") {
            if parser.peek() == UInt8(ascii: "n") {
                try parser.expectLiteral("null")
                result = (.retarget(nil), "retarget")
            } else {
                guard let numbers = try scanNumbers(4), numbers[2] >= 0, numbers[3] >= 0 else {
                    return nil
                }
                result = (
                    .retarget(
                        CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])),
                    "retarget"
                )
            }
        } else if matches(key, "scrolled") {
            guard let numbers = try scanNumbers(2) else { return nil }
            result = (.scrolled(to: CGPoint(x: numbers[0], y: numbers[1])), "scrolled")
        } else {
            return nil
        }
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "}") else { return nil }
        parser.position += 1
        return result
    }

    /// `[n, …]` with exactly `count` numbers within `CoordinateLimit`, or `nil`.
    private mutating func scanNumbers(_ count: Int) throws -> [Double]? {
        guard parser.peek() == UInt8(ascii: "[") else { return nil }
        parser.position += 1
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for index in 0..<count {
            parser.skipWhitespace()
            guard let byte = parser.peek(), byte == UInt8(ascii: "-") || (byte >= 48 && byte <= 57)
            else {
                return nil
            }
            let number = try parser.parseNumber()
            guard CoordinateLimit.contains(number) else { return nil }
            numbers.append(number)
            parser.skipWhitespace()
            guard parser.peek() == (index == count - 1 ? UInt8(ascii: "]") : UInt8(ascii: ","))
            else { return nil }
            parser.position += 1
        }
        return numbers
    }

    private mutating func scanUserInfo(into values: inout KnownUserInfoValues<ScannedValue>) throws
        -> Bool
    {
        guard parser.peek() == UInt8(ascii: "{") else { return false }
        parser.position += 1
        otherKeys.removeAll(keepingCapacity: true)
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
            return true
        }
        while true {
            parser.skipWhitespace()
            guard let keyRange = scanPlainString() else { return false }
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: ":") else { return false }
            parser.position += 1
            parser.skipWhitespace()
            if let key = KeyboardUserInfoKey.matching(bytes: parser.bytes[keyRange]) {
                guard values[key] == nil, let value = try scanValue() else { return false }
                values[key] = value
            } else {
                // A key the engine does not read (a log's bounds and centres): its value is read
                // for its syntax only; a repeated key is left to the ordinary reader to reject.
                let bytes = parser.bytes
                guard !otherKeys.contains(where: { bytes[$0].elementsEqual(bytes[keyRange]) })
                else { return false }
                otherKeys.append(keyRange)
                try parser.skipValue()
            }
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

    private mutating func scanValue() throws -> ScannedValue? {
        switch parser.peek() ?? 0 {
        case UInt8(ascii: "["):
            // Exactly four numbers, or the ordinary way.
            parser.position += 1
            var numbers = RectComponents(x: 0, y: 0, width: 0, height: 0)
            for index in 0..<4 {
                parser.skipWhitespace()
                guard let byte = parser.peek(),
                    byte == UInt8(ascii: "-") || (byte >= 48 && byte <= 57)
                else {
                    return nil
                }
                let number = try parser.parseNumber()
                switch index {
                case 0: numbers.x = number
                case 1: numbers.y = number
                case 2: numbers.width = number
                default: numbers.height = number
                }
                parser.skipWhitespace()
                guard parser.peek() == (index == 3 ? UInt8(ascii: "]") : UInt8(ascii: ",")) else {
                    return nil
                }
                parser.position += 1
            }
            return .rect(numbers)
        case UInt8(ascii: "\""):
            guard let range = scanPlainString() else { return nil }
            // A rect string is read as a rect at once, as JSONValue would read it, without
            // making a string; for any other use it is neither a number nor a boolean there.
            if let rect = parser.bytes[range].withUnsafeBufferPointer({ RectString.parse(utf8: $0) }
            ) {
                return .rect(rect)
            }
            return .json(.string(String(decoding: parser.bytes[range], as: UTF8.self)))
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .json(try parser.parseValue())
        default:
            return nil
        }
    }

    /// The bytes of a string without escapes, control characters or non-ASCII bytes, the parser
    /// past its closing quote; `nil` otherwise (the position is then of no further use).
    private mutating func scanPlainString() -> Range<Int>? {
        guard parser.peek() == UInt8(ascii: "\"") else { return nil }
        let start = parser.position + 1
        let end: Int? = parser.bytes.withUnsafeBufferPointer { bytes in
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { return index }
                if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
                index += 1
            }
            return nil
        }
        guard let end else { return nil }
        parser.position = end + 1
        return start..<end
    }

    private func matches(_ range: Range<Int>, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { parser.bytes[range].elementsEqual($0) }
    }
}

/// A userInfo value read by the streaming planner: a scalar or string as JSON, or the four
/// numbers of a rect array, read as ``JSONValue`` reads them.
enum ScannedValue: UserInfoValue {
    case json(JSONValue)
    case rect(RectComponents)

    var rectComponents: RectComponents? {
        switch self {
        case .json(let value): value.rectComponents
        case .rect(let components): components
        }
    }

    var userInfoNumber: Double? {
        if case .json(let value) = self { return value.userInfoNumber }
        return nil
    }

    var booleanValue: Bool? {
        if case .json(let value) = self { return value.booleanValue }
        return nil
    }
}

extension KeyboardNotificationName {
    /// The notification with this exact name, in UTF-8 bytes.
    static func matching(bytes: ArraySlice<UInt8>) -> KeyboardNotificationName? {
        allCases.first { bytesEqual(bytes, $0.rawValue) }
    }
}

extension KeyboardUserInfoKey {
    /// The key with this exact name, in UTF-8 bytes: found by length, then compared once.
    static func matching(bytes: ArraySlice<UInt8>) -> KeyboardUserInfoKey? {
        guard let candidate = candidate(length: bytes.count) else { return nil }
        return bytesEqual(bytes, candidate.rawValue) ? candidate : nil
    }

}

/// Whether the bytes spell the string, compared as contiguous memory.
private func bytesEqual(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
    guard bytes.count == text.utf8.count else { return false }
    var text = text
    return text.withUTF8 { utf8 in
        bytes.withUnsafeBufferPointer { buffer in
            guard let left = buffer.baseAddress, let right = utf8.baseAddress else {
                return buffer.isEmpty
            }
            return memcmp(left, right, buffer.count) == 0
        }
    }
}

/// Formats plan steps into JSON Lines on its own serial queue, batch after batch, so that
/// formatting runs beside reading and planning; at most a few batches wait at a time.
private final class PlanWriter: @unchecked Sendable {
    static let batchSize = 4096

    // Touched only on `queue`, and by `finish()` after the queue has drained.
    private var output: [UInt8] = []
    private let queue = DispatchQueue(label: "KeyboardAvoidanceCore.PlanWriter")
    private let slots = DispatchSemaphore(value: 8)

    init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    func submit(_ steps: [PlanStep]) {
        guard !steps.isEmpty else { return }
        slots.wait()
        queue.async { [self] in
            for step in steps {
                step.write(to: &output)
                output.append(UInt8(ascii: "\n"))
            }
            slots.signal()
        }
    }

    /// Waits for every batch and returns the output.
    func finish() -> [UInt8] {
        queue.sync { output }
    }
}
