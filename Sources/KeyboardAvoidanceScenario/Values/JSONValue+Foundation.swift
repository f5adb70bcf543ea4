import Foundation

/// Scenario files as Foundation reads and writes them: `JSONSerialization` parses a document and
/// writes each value of one; what it cannot do for the format is done around it, here.
extension JSONValue {
    /// Parses a document with `JSONSerialization` and checks it against ``ScenarioLimits``.
    /// `JSONSerialization` refuses `1e999`, so such numbers are stood in for and read as
    /// infinities.
    ///
    /// - Throws: ``ScenarioError``: `invalid JSON: …` with no field, or a value beyond the limits
    ///   at its path.
    package init(readingDocument data: Data) throws(ScenarioError) {
        var reading = FoundationReading()
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            // Only a document with such a number is parsed again; its other errors are its own.
            guard let standIns = InfiniteNumbers(replacingIn: data),
                let parsed = try? JSONSerialization.jsonObject(
                    with: standIns.document, options: .fragmentsAllowed)
            else {
                throw ScenarioError(field: "", message: "invalid JSON: \(Self.reason(error))")
            }
            reading.infinities = standIns
            object = parsed
        }
        self = try reading.value(object, depth: 1)
    }

    /// What Foundation says is wrong with a document.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        return nsError.userInfo[NSDebugDescriptionErrorKey] as? String
            ?? nsError.localizedDescription
    }

    /// The value as Foundation's JSON objects hold it: `NSNull`, `Bool`, `Double`, `String`,
    /// `[Any]`, `[String: Any]`.
    var foundationValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let flag): flag
        case .number(let number): number
        case .string(let text): text
        case .array(let elements): elements.map(\.foundationValue)
        case .object(let members): members.mapValues(\.foundationValue)
        }
    }

    /// The value as a scenario file writes it: compact, keys sorted, an infinity as `1e999`, a NaN
    /// (which no scenario holds) as `null`.
    var fileText: String {
        var standIns: InfiniteNumbers?
        let object = writable(standIns: &standIns)
        let options: JSONSerialization.WritingOptions = [
            .fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes,
        ]
        // Every value is one it writes (a finite number, a string, …): the check only keeps
        // Foundation from raising an exception should one not be.
        guard JSONSerialization.isValidJSONObject([object]),
            let data = try? JSONSerialization.data(withJSONObject: object, options: options)
        else { return "null" }
        let text = String(decoding: data, as: UTF8.self)
        return standIns.map { $0.restoring(in: text) } ?? text
    }

    /// The value as `JSONSerialization` writes it, an infinity stood in for by a string.
    private func writable(standIns: inout InfiniteNumbers?) -> Any {
        switch self {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .number(let number) where number.isFinite: return number
        case .number(let number) where number.isNaN: return NSNull()
        case .number(let number):
            let infinities = standIns ?? InfiniteNumbers()
            standIns = infinities
            return number > 0 ? infinities.positive : infinities.negative
        case .string(let text): return text
        case .array(let elements): return elements.map { $0.writable(standIns: &standIns) }
        case .object(let members): return members.mapValues { $0.writable(standIns: &standIns) }
        }
    }
}

/// Foundation's JSON objects made values of a scenario file, checked against what one holds.
private struct FoundationReading {
    /// The stand-ins for numbers too large for a `Double`, if the document had any.
    var infinities: InfiniteNumbers?
    /// Keys and indices down to the value being read; made a path only for an error.
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    /// The value of a Foundation object, `depth` levels deep if it is an array or an object (the
    /// document's is the first).
    mutating func value(_ object: Any, depth: Int) throws(ScenarioError) -> JSONValue {
        // Containers and strings first: asking whether a Swift array or dictionary is an
        // `NSNumber` or `NSNull` bridges it, and all it holds, to Foundation's classes (outside
        // Darwin, a copy).
        if let members = object as? [String: Any] {
            try check(depth: depth)
            if members.count > ScenarioLimits.maximumMembers {
                throw error(
                    "an object of \(members.count) members, more than a scenario file holds "
                        + "(\(ScenarioLimits.maximumMembers))")
            }
            var values: [String: JSONValue] = [:]
            values.reserveCapacity(members.count)
            for (key, member) in members {
                path.append(.key(key))
                try check(key)
                values[key] = try value(member, depth: depth + 1)
                path.removeLast()
            }
            return .object(values)
        }
        if let elements = object as? [Any] {
            try check(depth: depth)
            var values: [JSONValue] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                values.append(try value(element, depth: depth + 1))
                path.removeLast()
            }
            return .array(values)
        }
        if let text = object as? String {
            try check(text)
            if let infinities, text.utf8.first == InfiniteNumbers.marker {
                if text == infinities.positive { return .number(.infinity) }
                if text == infinities.negative { return .number(-.infinity) }
            }
            return .string(text)
        }
        if let number = object as? NSNumber { return Self.value(of: number) }
        if object is NSNull { return .null }
        throw error("a value JSON does not have (\(type(of: object)))")
    }

    /// A number, or a boolean (a C `char` number). A decimal is read from its digits: its
    /// `doubleValue` is not always the nearest `Double`.
    private static func value(of number: NSNumber) -> JSONValue {
        if number.objCType.pointee == CChar(UInt8(ascii: "c")) { return .bool(number.boolValue) }
        if number is NSDecimalNumber, let exact = Double(number.stringValue) {
            return .number(exact)
        }
        return .number(number.doubleValue)
    }

    private func check(_ text: String) throws(ScenarioError) {
        let length = JSONValue.writtenLength(of: text)
        guard length > ScenarioLimits.maximumStringLength else { return }
        throw error(
            "a string of \(length) bytes as written, more than a scenario file holds "
                + "(\(ScenarioLimits.maximumStringLength))")
    }

    private func check(depth: Int) throws(ScenarioError) {
        guard depth > ScenarioLimits.maximumDepth else { return }
        throw error(
            "nested deeper than a scenario file holds (\(ScenarioLimits.maximumDepth) levels)")
    }

    /// An error at the value being read.
    private func error(_ message: String) -> ScenarioError {
        var field = ""
        for component in path {
            switch component {
            case .key(let key):
                field += field.isEmpty ? "\(EchoedText(key))" : ".\(EchoedText(key))"
            case .index(let index): field += "[\(index)]"
            }
            if field.utf8.count >= EchoedText.limit { break }
        }
        return ScenarioError(field: field, message: message)
    }
}

/// Strings standing in for the infinities `JSONSerialization` neither reads nor writes (`1e999`);
/// a control character and a random identifier keep any document string from being taken for one.
private struct InfiniteNumbers {
    /// The first byte of a stand-in: U+0001, which a JSON string can only hold escaped.
    static let marker = UInt8(0x01)

    let positive: String
    let negative: String
    /// The document with its numbers too large for a `Double` replaced by stand-ins.
    private(set) var document = Data()

    init() {
        let identifier = UUID().uuidString
        positive = "\u{1}KeyboardAvoidanceScenario.infinity.\(identifier)"
        negative = "\u{1}KeyboardAvoidanceScenario.negativeInfinity.\(identifier)"
    }

    /// The document with its too-large numbers replaced by stand-ins; `nil` when it has none.
    init?(replacingIn data: Data) {
        self.init()
        let bytes = [UInt8](data)
        var out: [UInt8] = []
        var replaced = false
        var index = 0
        var copiedUpTo = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // A string: to its closing quote, an escaped character at a time.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            guard
                byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let number = Double(text), number.isInfinite else { continue }
            out.append(contentsOf: bytes[copiedUpTo..<start])
            out.append(contentsOf: Self.quoted(number > 0 ? positive : negative).utf8)
            copiedUpTo = index
            replaced = true
        }
        guard replaced else { return nil }
        out.append(contentsOf: bytes[copiedUpTo...])
        document = Data(out)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// A stand-in as it is written in a document: its control character escaped.
    private static func quoted(_ standIn: String) -> String {
        "\"\\u0001" + standIn.dropFirst() + "\""
    }

    /// `JSONSerialization`'s text with the stand-ins written as their numbers.
    func restoring(in text: String) -> String {
        // However `JSONSerialization` escapes the control character, the rest is as it was.
        var restored = text
        for (standIn, number) in [(positive, "1e999"), (negative, "-1e999")] {
            let tail = String(standIn.dropFirst())
            for escape in ["\\u0001", "\u{1}"] {
                restored = restored.replacingOccurrences(of: "\"\(escape)\(tail)\"", with: number)
            }
        }
        return restored
    }
}
