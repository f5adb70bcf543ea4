import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// A strict JSON parser over UTF-8 bytes (RFC 8259), with positions in its errors.
///
/// The tool's own, rather than `JSONSerialization` (which `Scenario(jsonData:)` reads with), so
/// that the scenario reader can read a million events a second from a window over a stream
/// without holding the document, an error names the line and column, duplicate keys are caught
/// (a scenario that says `"margin"` twice is ambiguous) and nesting is bounded (a hostile file
/// cannot exhaust the stack).
///
/// Keys and strings are compared by their Unicode scalars, as JSON does: `"é"` and `"e\u0301"` are
/// different keys (Swift's `String` would call them equal).
///
/// The bytes are a whole document, or a ``StreamWindow``'s: the window is refilled only in
/// ``skipWhitespace()``, which runs between any two tokens, so that at least ``lookahead`` bytes
/// follow the position there and no token is ever cut by the window's end. Positions are offsets
/// in ``bytes``; they move only in ``beginUnit(_:)`` and between units, where nothing holds one.
package struct JSONParser {
    // The limits of a scenario file (`ScenarioLimits`), written out: constants of this module,
    // which its innermost loops check (a test compares them).

    /// Nesting deeper than this is rejected rather than recursed into.
    package static let maximumDepth = 128
    /// A string (counted in the bytes that spell it) or a number longer than this many bytes is
    /// rejected: no field of a scenario needs one, and a hostile file could otherwise make one as
    /// large as itself.
    package static let maximumStringLength = 1 << 20
    /// An object with more members than this is rejected; a userInfo has a handful.
    package static let maximumMembers = 1_000_000
    /// The longest unit (one event, or one top-level field with its key): 16 MiB. A recorded
    /// notification is a few hundred bytes; a stream is read in bounded memory because a unit is
    /// all the reader ever keeps of it.
    package static let maximumUnitLength = 16 << 20
    /// What follows the position after ``skipWhitespace()`` (unless the document ends first):
    /// room for the longest token.
    static let lookahead = maximumStringLength + 64

    /// The document's bytes, or the part of a stream's that its window holds (set by the window's
    /// code only).
    var bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    var depth = 0
    /// A place whose line is known, so that an error's line is counted from there rather than
    /// from the start of a large document.
    var checkpoint = (offset: 0, line: 1, lineStart: 0)
    /// Where more bytes come from; `nil` when ``bytes`` is the whole document.
    let window: StreamWindow?
    /// Whether ``bytes`` end where the document does (the window's state, kept here so that
    /// a unit's start and end do not ask the window).
    var atEnd: Bool
    /// The unit being read: where it starts, and what it is called in an error.
    var unit: (start: Int, name: StaticString)?
    /// Whether lines are counted as the window lets bytes go, for errors that say where they
    /// are: a reading of bytes already checked has no use for them.
    var countsLines = true
    /// The first position at which ``skipWhitespace()`` has more to do than return: the unit's
    /// limit, or where the window must be refilled.
    var boundary = Int.max

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

    /// A parser over a stream that begins reading at `position` of its window, `depth` levels
    /// deep: the reader of a document's second half, in its events. Its lines are counted from
    /// there.
    init(window: StreamWindow, resumingAt position: Int, depth: Int) {
        self.init(window: window)
        resume(at: position, depth: depth)
    }

    /// A parser over a whole document that begins reading at `position`, `depth` levels deep.
    init(bytes: UnsafeBufferPointer<UInt8>, resumingAt position: Int, depth: Int) {
        self.init(bytes: bytes)
        resume(at: position, depth: depth)
    }

    private mutating func resume(at position: Int, depth: Int) {
        self.position = position
        self.depth = depth
        checkpoint = (position, 1, position)
        updateBoundary()
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
        if peek() == UInt8(ascii: ",") {
            position += 1
            return true
        }
        guard peek() == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        position += 1
        return false
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
}
