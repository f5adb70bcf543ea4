import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

extension JSONParser {
    /// Reads an object's key (the parser at its opening quote), checks it against the keys read
    /// so far and adds it; returns its bytes' range when it is plain (no escape), so that the
    /// caller can compare it without making a string.
    @discardableResult
    mutating func insertKey(into keys: inout KeySet) throws(JSONSyntaxError) -> Range<Int>? {
        let keyStart = position
        let plain = try skipString()
        let isNew: Bool
        if let plain {
            isNew = keys.insert(UnsafeBufferPointer(rebasing: bytes[plain]), inDocument: true)
        } else {
            position = keyStart
            let key = try parseString()
            var scalars = key
            isNew = scalars.withUTF8 { keys.insert($0, inDocument: false) }
        }
        guard isNew else {
            position = keyStart
            let key = (try? parseString()) ?? ""
            throw error("duplicate key \(echo(key))", at: keyStart)
        }
        guard keys.count <= Self.maximumMembers else {
            throw error("an object with more than \(Self.maximumMembers) members", at: keyStart)
        }
        return plain
    }

    /// Skips a string (the parser at its opening quote), checking it as ``parseString()`` does.
    /// Returns the range of its bytes when it has no escape (they are then the string).
    @discardableResult
    mutating func skipString() throws(JSONSyntaxError) -> Range<Int>? {
        let start = position + 1
        var index = start
        var ascii = true
        // Eight bytes at a time while none ends the string, escapes or is a control character
        // (each test exact about whether any byte of the word is one); the loop below decides
        // about the word that has one, byte by byte, and checks the length.
        if let base = bytes.baseAddress {
            let end = min(bytes.count, start + Self.maximumStringLength + 1)
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if Self.hasByte(word ^ Self.quotes) || Self.hasByte(word ^ Self.backslashes)
                    || Self.hasByteBelow0x20(word)
                {
                    break
                }
                if word & Self.highBits != 0 { ascii = false }
                index += 8
            }
        }
        while index < bytes.count {
            // The same checks, in the same order and at the same place, as parseString().
            if index - start > Self.maximumStringLength {
                throw error("a string longer than \(Self.maximumStringLength) bytes", at: start - 1)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !ascii {
                    guard Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    else {
                        position = index
                        throw error("a string is not valid UTF-8")
                    }
                }
                position = index + 1
                return start..<index
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 {
                position = index
                throw error("control character in a string")
            }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        position = start - 1
        _ = try parseString()
        return nil
    }

    private static let quotes: UInt64 = 0x2222_2222_2222_2222
    private static let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Whether any byte of the word is zero.
    private static func hasByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    /// Whether any byte of the word is below 0x20.
    private static func hasByteBelow0x20(_ word: UInt64) -> Bool {
        (word &- 0x2020_2020_2020_2020) & ~word & highBits != 0
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // opening quote
        let start = position
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while position < bytes.count {
            try checkLength(position - start, start: start)
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
            // Counted in the bytes that spell the string, escapes and all, as the fast path counts
            // them: no token outruns the lookahead of a window.
            try checkLength(position - start, start: start)
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

    private func checkLength(_ length: Int, start: Int) throws(JSONSyntaxError) {
        guard length <= Self.maximumStringLength else {
            throw error("a string longer than \(Self.maximumStringLength) bytes", at: start - 1)
        }
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
        try decodeUTF8(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    private func decodeUTF8(_ slice: some Collection<UInt8>) throws(JSONSyntaxError) -> String {
        // Decoding repairs invalid sequences with U+FFFD; a repaired string differs from its bytes.
        let text = String(decoding: slice, as: UTF8.self)
        guard text.utf8.elementsEqual(slice) else { throw error("a string is not valid UTF-8") }
        return text
    }

    /// Whether bytes are well-formed UTF-8 (no overlong forms, surrogates or scalars past
    /// U+10FFFF), checked without making a string.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return false
            }
            guard index + length <= bytes.count else { return false }
            guard (lower...upper).contains(bytes[index + 1]) else { return false }
            for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) {
                return false
            }
            index += length
        }
        return true
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
                if position - start > Self.maximumStringLength { throw numberTooLong(start) }
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
                if position - start > Self.maximumStringLength { throw numberTooLong(start) }
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
                if position - start > Self.maximumStringLength { throw numberTooLong(start) }
            }
            if exponentNegative { explicitExponent = -explicitExponent }
        }
        exponent += explicitExponent
        // Clinger's fast path: an integer mantissa below 2^53 scaled by an exact power of ten
        // rounds correctly with one multiplication or division.
        if significantDigits <= 15, mantissa < (1 << 53), (-22...22).contains(exponent) {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= Self.powerOfTen(-exponent)
            } else {
                value *= Self.powerOfTen(exponent)
            }
            return negative ? -value : value
        }
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number", at: start) }
        return value
    }

    private func numberTooLong(_ start: Int) -> JSONSyntaxError {
        error("a number longer than \(Self.maximumStringLength) bytes", at: start)
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

    /// 10 to the power `exponent` (0 to 22), exactly: each a literal, no table to look up.
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            position + count <= bytes.count
                && bytes[position..<position + count].elementsEqual(expected)
        }
        guard matches else {
            guard start < bytes.count else { throw error("unexpected end of input") }
            throw error("unexpected \(describe(bytes[start]))", at: start)
        }
        position += count
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

}
