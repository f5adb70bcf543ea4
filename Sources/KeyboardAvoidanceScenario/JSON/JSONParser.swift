import KeyboardAvoidanceCore

/// A strict JSON parser over UTF-8 bytes (RFC 8259), with positions in its errors.
///
/// Written here rather than taken from `JSONSerialization` so that an error names the line and
/// column, duplicate keys are caught (a scenario that says `"margin"` twice is ambiguous), nesting
/// is bounded (a hostile file cannot exhaust the stack), and the command-line tool can read a
/// million events a second.
struct JSONParser {
    /// Nesting deeper than this is rejected rather than recursed into.
    static let maximumDepth = 128

    let bytes: [UInt8]
    /// The offset of the next byte to read; the streaming planner rewinds it to re-read an event.
    var position = 0
    private var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document: one value, with nothing but whitespace around it.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        // A UTF-8 byte order mark is tolerated, as editors on some systems write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describe(bytes[position])) after the end of the document")
        }
        return value
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default: throw error("unexpected \(describe(bytes[position]))")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = position
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            position += 1
            let value = try parseValue()
            if members.updateValue(value, forKey: key) != nil {
                throw error("duplicate key \"\(key)\"", at: keyStart)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    /// Reads a value for its syntax only, with the checks ``parseValue()`` makes; scalars and
    /// plain strings are skipped without building anything.
    mutating func skipValue() throws(JSONSyntaxError) {
        skipWhitespace()
        switch peek() ?? 0 {
        case UInt8(ascii: "\""):
            // A plain string (no escape, ASCII) needs no decoding; any other is decoded to check it.
            var index = position + 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    position = index + 1
                    return
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
                index += 1
            }
            _ = try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try parseNumber()
        default:
            _ = try parseValue()
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // opening quote
        let start = position
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = try decodeUTF8(start..<position)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character in a string") }
            position += 1
        }
        var scalars = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return try decodeUTF8(scalars)
            case UInt8(ascii: "\\"):
                position += 1
                try appendEscape(to: &scalars)
            case 0..<0x20:
                throw error("control character in a string")
            default:
                scalars.append(byte)
                position += 1
            }
        }
        throw error("unterminated string", at: start - 1)
    }

    private mutating func appendEscape(to out: inout [UInt8]) throws(JSONSyntaxError) {
        guard position < bytes.count else { throw error("unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape")
                }
                position += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("unpaired surrogate in \\u escape")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("unpaired surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw error("invalid escape \\\(describe(byte))", at: position - 2)
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func decodeUTF8(_ range: Range<Int>) throws(JSONSyntaxError) -> String {
        try decodeUTF8(bytes[range])
    }

    private func decodeUTF8(_ slice: some Collection<UInt8>) throws(JSONSyntaxError) -> String {
        // Decoding repairs invalid sequences with U+FFFD; a repaired string differs from its bytes.
        let text = String(decoding: slice, as: UTF8.self)
        guard text.utf8.elementsEqual(slice) else { throw error("a string is not valid UTF-8") }
        return text
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        var negative = false
        if peek() == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        // Integer part: one 0, or a nonzero digit and more digits.
        guard let first = peek(), isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), isDigit(next) { throw error("leading zero in a number") }
        } else {
            while let byte = peek(), isDigit(byte) {
                accumulate(byte, into: &mantissa, digits: &significantDigits, exponent: &exponent)
                position += 1
            }
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let byte = peek(), isDigit(byte) else {
                throw error("expected a digit after '.'")
            }
            while let byte = peek(), isDigit(byte) {
                if significantDigits < 19 {
                    if mantissa != 0 || byte != UInt8(ascii: "0") { significantDigits += 1 }
                    mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                    exponent -= 1
                } else if byte != UInt8(ascii: "0") {
                    significantDigits += 1  // precision beyond the fast path
                }
                position += 1
            }
        }
        var explicitExponent = 0
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
            var exponentNegative = false
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponentNegative = sign == UInt8(ascii: "-")
                position += 1
            }
            guard let digit = peek(), isDigit(digit) else {
                throw error("expected a digit in the exponent")
            }
            while let byte = peek(), isDigit(byte) {
                if explicitExponent < 100_000 {
                    explicitExponent = explicitExponent * 10 + Int(byte - UInt8(ascii: "0"))
                }
                position += 1
            }
            if exponentNegative { explicitExponent = -explicitExponent }
        }
        exponent += explicitExponent
        // Clinger's fast path: an integer mantissa below 2^53 scaled by an exact power of ten
        // rounds correctly with one multiplication or division.
        if significantDigits <= 15, mantissa < (1 << 53), (-22...22).contains(exponent) {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= Self.powersOfTen[-exponent]
            } else {
                value *= Self.powersOfTen[exponent]
            }
            return negative ? -value : value
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number", at: start) }
        return value
    }

    private func accumulate(
        _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int
    ) {
        if digits < 19 {
            if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
            mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
        } else {
            // Further integer digits only scale the value; the slow path rounds them.
            digits += 1
            exponent += 1
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            position + count <= bytes.count
                && bytes[position..<position + count].elementsEqual(expected)
        }
        guard matches else { throw error("unexpected \(describe(bytes[start]))", at: start) }
        position += count
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(line: line, column: offset - lineStart + 1, reason: reason)
    }
}
