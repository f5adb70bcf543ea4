import Foundation
import KeyboardAvoidanceCore

/// A strict JSON parser over UTF-8 bytes (RFC 8259), with positions in its errors.
///
/// Written here rather than taken from `JSONSerialization` so that an error names the line and
/// column, duplicate keys are caught (a scenario that says `"margin"` twice is ambiguous), nesting
/// is bounded (a hostile file cannot exhaust the stack), and the scenario reader can read a
/// million events a second from a window over a stream without holding the document.
///
/// Keys and strings are compared by their Unicode scalars, as JSON does: `"é"` and `"e\u0301"` are
/// different keys (Swift's `String` would call them equal).
///
/// The bytes are a whole document, or a ``StreamWindow``'s: the window is refilled only in
/// ``skipWhitespace()``, which runs between any two tokens, so that at least ``lookahead`` bytes
/// follow the position there and no token is ever cut by the window's end. Positions are offsets
/// in ``bytes``; they move only in ``beginUnit(_:)`` and between units, where nothing holds one.
struct JSONParser {
    /// Nesting deeper than this is rejected rather than recursed into.
    static let maximumDepth = 128
    /// A string (counted in the bytes that spell it) or a number longer than this many bytes is
    /// rejected: no field of a scenario needs one, and a hostile file could otherwise make one as
    /// large as itself.
    static let maximumStringLength = 1 << 20
    /// An object with more members than this is rejected; a userInfo has a handful.
    static let maximumMembers = 1_000_000
    /// The longest unit (one event, or one top-level field with its key): 16 MiB. A recorded
    /// notification is a few hundred bytes; a stream is read in bounded memory because a unit is
    /// all the reader ever keeps of it.
    static let maximumUnitLength = 16 << 20
    /// What follows the position after ``skipWhitespace()`` (unless the document ends first):
    /// room for the longest token.
    static let lookahead = maximumStringLength + 64

    /// The document's bytes, or the part of a stream's that its window holds.
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    private var depth = 0
    /// A place whose line is known, so that an error's line is counted from there rather than
    /// from the start of a large document.
    private var checkpoint = (offset: 0, line: 1, lineStart: 0)
    /// Where more bytes come from; `nil` when ``bytes`` is the whole document.
    private let window: StreamWindow?
    /// Whether ``bytes`` end where the document does (the window's state, kept here so that
    /// a unit's start and end do not ask the window).
    private var atEnd: Bool
    /// The unit being read: where it starts, and what it is called in an error.
    private var unit: (start: Int, name: StaticString)?
    /// The first position at which ``skipWhitespace()`` has more to do than return: the unit's
    /// limit, or where the window must be refilled.
    private var boundary = Int.max

    /// A parser over a whole document.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        window = nil
        atEnd = true
    }

    /// A parser over a stream, read through `window`.
    init(window: StreamWindow) {
        self.window = window
        bytes = window.bytes
        atEnd = false
        _ = refill()
    }

    /// The document offset of ``bytes``' first byte: what a window let go of before it.
    var offsetOfBytes: Int { window?.discarded ?? 0 }

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
        try skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describe(bytes[position])) after the end of the document")
        }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        try skipWhitespace()
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
    /// `{` or `[` is. The scenario reader counts the levels it reads itself this way too.
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
        try skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            try expectKeyStart()
            let keyStart = position
            let key = try parseString()
            // A repeated key is found where it is read, before its value (as the reader of
            // events finds it). Equal as Swift strings is not enough: scalar by scalar.
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
        try skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
    }

    /// Skips the whitespace after a member's key and requires the `:`, which it consumes.
    mutating func expectColon() throws(JSONSyntaxError) {
        try skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        position += 1
    }

    /// After a member's value: `true` when a `,` says another member follows, `false` at the
    /// object's closing `}`; either is consumed.
    mutating func memberFollows() throws(JSONSyntaxError) -> Bool {
        try skipWhitespace()
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

    /// After an array's element: `true` when a `,` says another element follows, `false` at the
    /// array's closing `]`; either is consumed.
    mutating func elementFollows() throws(JSONSyntaxError) -> Bool {
        try skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case UInt8(ascii: "]"):
            position += 1
            return false
        default: throw error("expected ',' or ']'")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1  // [
        var elements: [JSONValue] = []
        try skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        repeat {
            elements.append(try parseValue())
        } while try elementFollows()
        return .array(elements)
    }

    /// Reads a value for its syntax only, with every check ``parseValue()`` makes (duplicate
    /// keys too), building nothing but the keys' fingerprints: how a large value is passed over.
    mutating func skipValue() throws(JSONSyntaxError) {
        try skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
        case UInt8(ascii: "{"):
            var keys = KeySet()
            try skipObject(keys: &keys)
        case UInt8(ascii: "["):
            try enter()
            defer { depth -= 1 }
            position += 1
            try skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return
            }
            repeat {
                try skipValue()
            } while try elementFollows()
        default:
            _ = try parseValue()
        }
    }

    /// Skips an object (the parser at its `{`) as ``skipValue()`` does, its keys checked in
    /// `keys` (emptied first): a caller that skips many objects keeps one set for them all.
    mutating func skipObject(keys: inout KeySet) throws(JSONSyntaxError) {
        try enter()
        defer { depth -= 1 }
        position += 1
        keys.removeAll()
        try skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        repeat {
            try expectKeyStart()
            try insertKey(into: &keys)
            try expectColon()
            try skipValue()
        } while try memberFollows()
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    // MARK: Whitespace, the window and units

    /// Skips whitespace. The one place where the window is refilled (and, between units, let go
    /// of what was read) and where a unit's length is checked, so that the same document gives
    /// the same error whether it is read whole or through a window.
    mutating func skipWhitespace() throws(JSONSyntaxError) {
        while true {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default:
                    if position >= boundary { try crossBoundary() }
                    return
                }
            }
            guard refill() else { return }
        }
    }

    private mutating func crossBoundary() throws(JSONSyntaxError) {
        if let unit, position - unit.start >= Self.maximumUnitLength {
            throw error(
                "more than \(Self.maximumUnitLength) bytes in one \(unit.name)", at: unit.start)
        }
        if !atEnd, bytes.count - position < Self.lookahead { _ = refill() }
        updateBoundary()
    }

    /// Asks the window for more bytes; `false` when the document has no more.
    private mutating func refill() -> Bool {
        guard !atEnd, let window else { return false }
        // Between units nothing holds a position: what was read can go.
        if unit == nil { compact() }
        let before = bytes.count
        window.fill(wanting: position + Self.lookahead)
        bytes = window.bytes
        atEnd = window.isAtEnd
        updateBoundary()
        return bytes.count > before
    }

    private mutating func updateBoundary() {
        var limit = unit.map { $0.start + Self.maximumUnitLength } ?? Int.max
        if !atEnd { limit = min(limit, bytes.count - Self.lookahead) }
        boundary = limit
    }

    /// Lets the window drop what was read, when that frees enough room to be worth a copy.
    private mutating func compact() {
        guard position >= StreamWindow.compactionThreshold, let window else { return }
        markRead()
        let dropped = position
        window.discard(dropped)
        bytes = window.bytes
        position -= dropped
        checkpoint.offset -= dropped
        checkpoint.lineStart -= dropped
    }

    /// Starts a unit at the position (an event, or a top-level field): the window keeps it whole
    /// until ``endUnit()``, and a unit longer than ``maximumUnitLength`` is an error.
    mutating func beginUnit(_ name: StaticString) {
        compact()
        unit = (position, name)
        updateBoundary()
    }

    /// Ends the unit: what it held may go.
    mutating func endUnit() {
        unit = nil
        updateBoundary()
    }

    /// The document offset of a position.
    func documentOffset(of position: Int) -> Int { offsetOfBytes + position }

    // MARK: Errors

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// A key quoted for a message: control characters escaped, cut to 60 characters.
    func echo(_ key: String) -> String {
        "\"\(EchoedText(key))\""
    }

    /// Remembers that everything before the position has been read, counting its lines once, so
    /// that an error later in a large document does not count them again.
    private mutating func markRead() {
        let end = min(position, bytes.count)
        guard let base = bytes.baseAddress, checkpoint.offset < end else { return }
        var lines = 0
        var index = checkpoint.offset
        // Eight bytes at a time: a byte that is a newline is a byte of `word ^ newlines` that is
        // zero, counted exactly as the bytes without their high bit set after the carry-free add.
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ newlines
            let nonzero = (((word & low) &+ low) | word) & ~low
            lines += 8 - nonzero.nonzeroBitCount
            index += 8
        }
        while index < end {
            if base[index] == 0x0A { lines += 1 }
            index += 1
        }
        guard lines > 0 else {
            checkpoint.offset = end
            return
        }
        var last = end - 1
        while base[last] != 0x0A { last -= 1 }
        checkpoint = (end, checkpoint.line + lines, last + 1)
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
