import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// The parser's window over a stream, its units, and where its errors are.
extension JSONParser {
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

    mutating func crossBoundary() throws(JSONSyntaxError) {
        if let unit, position - unit.start >= Self.maximumUnitLength {
            throw error(
                "more than \(Self.maximumUnitLength) bytes in one \(unit.name)", at: unit.start)
        }
        if !atEnd, bytes.count - position < Self.lookahead { _ = refill() }
        updateBoundary()
    }

    /// Asks the window for more bytes; `false` when the document has no more.
    mutating func refill() -> Bool {
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

    mutating func updateBoundary() {
        var limit = unit.map { $0.start + Self.maximumUnitLength } ?? Int.max
        if !atEnd { limit = min(limit, bytes.count - Self.lookahead) }
        boundary = limit
    }

    /// Lets the window drop what was read, when that frees enough room to be worth a copy.
    mutating func compact() {
        guard position >= StreamWindow.compactionThreshold, let window else { return }
        if countsLines {
            markRead()
        } else {
            // Lines not counted: the place to count from is still kept inside the window.
            checkpoint = (position, checkpoint.line, position)
        }
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

    /// The newlines read so far (counted up to the position) and the document offset where the
    /// last line read starts.
    mutating func linesRead() -> (newlines: Int, lineStart: Int) {
        markRead()
        return (checkpoint.line - 1, offsetOfBytes + checkpoint.lineStart)
    }

    /// Goes on at document offset `offset` as if the bytes before it had been read here:
    /// `newlines` more lines, the last starting at document offset `lineStart` (`nil`: no new
    /// line). `false`, the parser unmoved, when its window cannot go there.
    mutating func jump(to offset: Int, newlines: Int, lineStart: Int?) -> Bool {
        guard unit == nil, offset <= offsetOfBytes + bytes.count || window != nil else {
            return false
        }
        guard let window else {
            // A whole document: its lines are counted from its start when they are needed.
            position = offset
            return true
        }
        markRead()
        let line = checkpoint.line + newlines
        let start = lineStart ?? offsetOfBytes + checkpoint.lineStart
        guard window.restart(at: offset) else { return false }
        bytes = window.bytes
        position = offset - window.discarded
        checkpoint = (position, line, start - window.discarded)
        atEnd = false
        _ = refill()
        updateBoundary()
        return true
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
    mutating func markRead() {
        let end = min(position, bytes.count)
        guard let base = bytes.baseAddress, checkpoint.offset < end else { return }
        var lines = 0
        var index = checkpoint.offset
        // Eight bytes at a time, four words a turn: a byte that is a newline is a byte of
        // `word ^ newlines` that is zero, counted exactly as the bytes whose high bit stays clear
        // after a carry-free add.
        func newlineBytes(_ offset: Int) -> Int {
            let word =
                UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                ^ 0x0A0A_0A0A_0A0A_0A0A
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            return 8 - ((((word & low) &+ low) | word) & ~low).nonzeroBitCount
        }
        while index + 32 <= end {
            lines +=
                newlineBytes(index) + newlineBytes(index + 8) + newlineBytes(index + 16)
                + newlineBytes(index + 24)
            index += 32
        }
        while index + 8 <= end {
            lines += newlineBytes(index)
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
        // Counted from what the window still holds: the checkpoint, else its first byte.
        var (index, line, lineStart) =
            offset >= checkpoint.offset && checkpoint.offset >= 0 ? checkpoint : (0, 1, 0)
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
