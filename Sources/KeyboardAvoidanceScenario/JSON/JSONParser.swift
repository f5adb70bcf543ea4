import Foundation
import KeyboardAvoidanceCore

/// A strict JSON parser over UTF-8 bytes (RFC 8259), with positions in its errors.
///
/// Written here rather than taken from `JSONSerialization` so that an error names the line and
/// column, duplicate keys are caught (a scenario that says `"margin"` twice is ambiguous), nesting
/// is bounded (a hostile file cannot exhaust the stack), and the command-line tool can read a
/// million events a second from a mapped file without holding it in memory.
///
/// Keys and strings are compared by their Unicode scalars, as JSON does: `"é"` and `"e\u0301"` are
/// different keys (Swift's `String` would call them equal).
struct JSONParser {
    /// Nesting deeper than this is rejected rather than recursed into.
    static let maximumDepth = 128
    /// A string longer than this many bytes is rejected: no field of a scenario needs one, and a
    /// hostile file could otherwise make one as large as itself.
    static let maximumStringLength = 1 << 20
    /// An object with more members than this is rejected; a userInfo has a handful.
    static let maximumMembers = 1_000_000

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    private var depth = 0
    /// A place whose line is known, so that an error's line is counted from there rather than
    /// from the start of a large file.
    private var checkpoint = (offset: 0, line: 1, lineStart: 0)
    /// Told, every ``releaseStride`` bytes read, the offset below which the bytes are not read
    /// again (a mapped file's pages can then go); `nil`: nobody asks.
    var releaseHook: ((Int) -> Void)?
    private var nextRelease = JSONParser.releaseStride
    /// How often the release hook is told: every 16 MB.
    static let releaseStride = 16 << 20

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses a whole document: one value, with nothing but whitespace around it.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipByteOrderMark()
        let value = try parseValue()
        try expectEndOfDocument()
        return value
    }

    /// A UTF-8 byte order mark is tolerated, as editors on some systems write one.
    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// Only whitespace may follow the document's value.
    mutating func expectEndOfDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describe(bytes[position])) after the end of the document")
        }
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

    /// One level deeper; nesting deeper than ``maximumDepth`` is an error here, where the
    /// `{` or `[` is. The streaming planner counts the levels it reads itself this way too.
    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    /// One level up again.
    mutating func leave() {
        depth -= 1
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1  // {
        var members: [String: JSONValue] = [:]
        // Keys left out because a key equal to them as a string, but not scalar by scalar, was kept.
        var leftOut: Set<[UInt8]> = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            try expectKeyStart()
            let keyStart = position
            let key = try parseString()
            // A repeated key is found where it is read, before its value (as the streaming
            // planner finds it). Equal as Swift strings is not enough: scalar by scalar.
            let existing = members.index(forKey: key)
            if let existing,
                members[existing].key.utf8.elementsEqual(key.utf8)
                    || leftOut.contains(Array(key.utf8))
            {
                throw error("duplicate key \(echo(key))", at: keyStart)
            }
            if existing == nil, members.count >= Self.maximumMembers {
                throw error("an object with more than \(Self.maximumMembers) members", at: keyStart)
            }
            try expectColon()
            let value = try parseValue()
            if let existing {
                // Keys that differ in their scalars but not as strings cannot both be kept: the
                // ASCII one stays if there is one (every key the engine reads is ASCII), else the
                // first.
                if key.utf8.allSatisfy({ $0 < 0x80 }) {
                    leftOut.insert(Array(members[existing].key.utf8))
                    members.remove(at: existing)
                    members[key] = value
                } else {
                    leftOut.insert(Array(key.utf8))
                }
            } else {
                members[key] = value
            }
            guard try memberFollows() else { return .object(members) }
        }
    }

    /// Skips the whitespace before an object's member and requires its key's opening quote.
    mutating func expectKeyStart() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
    }

    /// Skips the whitespace after a member's key and requires the `:`, which it consumes.
    mutating func expectColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        position += 1
    }

    /// After a member's value: `true` when a `,` says another member follows, `false` at the
    /// object's closing `}`; either is consumed.
    mutating func memberFollows() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case UInt8(ascii: "}"):
            position += 1
            return false
        default: throw error("expected ',' or '}'")
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

    /// Reads a value for its syntax only, with every check ``parseValue()`` makes (duplicate
    /// keys too), building nothing but the keys' fingerprints: how a large value is passed over.
    mutating func skipValue() throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
        case UInt8(ascii: "{"):
            try enter()
            defer { depth -= 1 }
            position += 1
            var keys = KeySet()
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                position += 1
                return
            }
            while true {
                try expectKeyStart()
                try insertKey(into: &keys)
                try expectColon()
                try skipValue()
                guard try memberFollows() else { return }
            }
        case UInt8(ascii: "["):
            try enter()
            defer { depth -= 1 }
            position += 1
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                try skipValue()
                skipWhitespace()
                switch peek() {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    return
                default: throw error("expected ',' or ']'")
                }
            }
        default:
            _ = try parseValue()
        }
    }

    /// Reads an object's key (the parser at its opening quote), checks it against the keys read
    /// so far and adds it; returns its bytes' range when it is plain (no escape), so that the
    /// caller can compare it without making a string.
    @discardableResult
    mutating func insertKey(into keys: inout KeySet) throws(JSONSyntaxError) -> Range<Int>? {
        let keyStart = position
        let plain = try skipString()
        let isNew: Bool
        if let plain {
            isNew = keys.insert(UnsafeBufferPointer(rebasing: bytes[plain]), base: bytes, at: plain)
        } else {
            position = keyStart
            let key = try parseString()
            var scalars = key
            isNew = scalars.withUTF8 { keys.insert($0, base: nil, at: nil) }
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
            try checkLength(scalars.count, start: start)
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
                value /= Self.powersOfTen[-exponent]
            } else {
                value *= Self.powersOfTen[exponent]
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
        guard matches else {
            guard start < bytes.count else { throw error("unexpected end of input") }
            throw error("unexpected \(describe(bytes[start]))", at: start)
        }
        position += count
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default:
                if position >= nextRelease { release() }
                return
            }
        }
    }

    /// Counts the lines read so far and tells the hook that the bytes before the position can
    /// go. Called from ``skipWhitespace()``, which runs between any two tokens; no token is
    /// longer than ``maximumStringLength``, so what is read between calls stays bounded.
    private mutating func release() {
        nextRelease = position + Self.releaseStride
        guard let releaseHook else { return }
        markRead()
        releaseHook(position)
    }

    /// Points the parser at another offset (a second pass): the release hook is told afresh.
    mutating func seek(to offset: Int) {
        position = offset
        nextRelease = offset + Self.releaseStride
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

    /// A key quoted for a message: control characters escaped, cut to 60 characters.
    private func echo(_ key: String) -> String {
        "\"\(EchoedText(key))\""
    }

    /// Remembers that everything before the position has been read, counting its lines once, so
    /// that an error later in a large file does not count them again.
    mutating func markRead() {
        var line = checkpoint.line
        var lineStart = checkpoint.lineStart
        let end = min(position, bytes.count)
        guard let base = bytes.baseAddress, checkpoint.offset < end else { return }
        var index = checkpoint.offset
        // memchr: the newlines of megabytes, found at memory speed.
        while index < end, let found = memchr(base + index, 0x0A, end - index) {
            let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            line += 1
            lineStart = offset + 1
            index = offset + 1
        }
        checkpoint = (end, line, lineStart)
    }

    func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var (index, line, lineStart) = offset >= checkpoint.offset ? checkpoint : (0, 1, 0)
        while index < offset {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return JSONSyntaxError(line: line, column: offset - lineStart + 1, reason: reason)
    }
}

/// The keys of one object read so far, compared by their bytes: a short list compared in full
/// while it is short, fingerprints of 128 bits once it is long, so that a userInfo with a hundred
/// thousand keys is read in linear time.
struct KeySet {
    /// A key inside the document (`range` into `base`), or a decoded one (`owned`).
    private struct Entry {
        var base: UnsafeBufferPointer<UInt8>?
        var range: Range<Int>
        var owned: [UInt8]

        func equals(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
            if let base {
                return range.count == key.count && base[range].elementsEqual(key)
            }
            return owned.count == key.count && owned.elementsEqual(key)
        }

        var fingerprint: Fingerprint {
            if let base { return KeySet.fingerprint(UnsafeBufferPointer(rebasing: base[range])) }
            return owned.withUnsafeBufferPointer { KeySet.fingerprint($0) }
        }
    }

    fileprivate struct Fingerprint: Hashable {
        var first: Int
        var second: Int
    }

    private var short: [Entry] = []
    private var fingerprints: Set<Fingerprint> = []
    private(set) var count = 0

    private static let shortLimit = 16

    /// Empties the set, keeping its storage for the next object.
    mutating func removeAll() {
        short.removeAll(keepingCapacity: true)
        if !fingerprints.isEmpty { fingerprints.removeAll() }
        count = 0
    }

    /// Adds a key's bytes; `false` when the object already has that key. Bytes inside the
    /// document (`base` and `range` given) are not copied while the list is short.
    mutating func insert(
        _ key: UnsafeBufferPointer<UInt8>, base: UnsafeBufferPointer<UInt8>?, at range: Range<Int>?
    ) -> Bool {
        guard count >= Self.shortLimit else {
            if short.contains(where: { $0.equals(key) }) { return false }
            if let base, let range {
                short.append(Entry(base: base, range: range, owned: []))
            } else {
                short.append(Entry(base: nil, range: 0..<0, owned: Array(key)))
            }
            count += 1
            if count == Self.shortLimit {
                fingerprints = Set(short.map(\.fingerprint))
                short = []
            }
            return true
        }
        guard fingerprints.insert(Self.fingerprint(key)).inserted else { return false }
        count += 1
        return true
    }

    /// Two hashes of the bytes, with the process's random seed: no file can be made to collide.
    fileprivate static func fingerprint(_ key: UnsafeBufferPointer<UInt8>) -> Fingerprint {
        var first = Hasher()
        first.combine(bytes: UnsafeRawBufferPointer(key))
        var second = Hasher()
        second.combine(0x5F3C_2A91)
        second.combine(bytes: UnsafeRawBufferPointer(key))
        second.combine(key.count)
        return Fingerprint(first: first.finalize(), second: second.finalize())
    }
}
