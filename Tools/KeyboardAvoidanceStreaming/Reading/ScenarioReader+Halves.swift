/// A document read in two halves at once: a second reader starts at an event in the middle and
/// reads the rest of the events while the first reads up to it; when the first lands exactly
/// where the second began, it takes the second's count and goes on after the events, as if it
/// had read them itself. The second reader's work counts only when it read cleanly — no error of
/// any kind — so that what the first reports is what it would have found alone.
package struct EventsSkip {
    /// Where the second reader began: the document offset of an event's first byte.
    package let offset: Int
    /// Waits for the second reader: what it read, or `nil` when it did not read cleanly.
    package let result: () -> SkippedEvents?
    /// Called when the first reader went past ``offset`` without landing on it: the second
    /// reader began inside something else, and its work is of no use.
    package let missed: () -> Void

    package init(
        offset: Int, result: @escaping () -> SkippedEvents?, missed: @escaping () -> Void
    ) {
        self.offset = offset
        self.result = result
        self.missed = missed
    }
}

/// What the reader of a document's second half read: events from its start to the end of the
/// events' array, all valid.
package struct SkippedEvents: Sendable {
    /// How many events.
    package var count: Int
    /// The document offset just past the events' `]`.
    package var end: Int
    /// The newlines from the first event's start to ``end``, and the document offset where the
    /// last of them starts its line (`nil`: none).
    package var newlines: Int
    package var lineStart: Int?
    /// The first of its events with a list, and the first with a `revealScroll`, counted from its
    /// first event.
    package var firstList: Int?
    package var firstRevealScroll: Int?

    package init(
        count: Int, end: Int, newlines: Int, lineStart: Int?, firstList: Int? = nil,
        firstRevealScroll: Int? = nil
    ) {
        self.count = count
        self.end = end
        self.newlines = newlines
        self.lineStart = lineStart
        self.firstList = firstList
        self.firstRevealScroll = firstRevealScroll
    }
}

extension ScenarioReader {
    /// A reader of a document's second half: it begins at `position` of its window, the first
    /// byte of an event (taken, not known, to be one), and reads events until their array ends.
    package init(window: StreamWindow, detail: Detail, eventsFrom position: Int) {
        self.init(window: window, detail: detail)
        parser = JSONParser(window: window, resumingAt: position, depth: 2)
        state = .event
        events = .array
    }

    /// A reader of a whole document's second half, from its byte `position`.
    package init(bytes: UnsafeRawBufferPointer, detail: Detail, eventsFrom position: Int) {
        self.init(bytes: bytes, detail: detail)
        parser = JSONParser(
            bytes: bytes.bindMemory(to: UInt8.self), resumingAt: position, depth: 2)
        state = .event
        events = .array
    }

    /// What a reader of a second half read, once it handed out ``Step/eventsEnd``: `nil` when an
    /// event was not valid.
    package mutating func skippedEvents() -> SkippedEvents? {
        guard eventError == nil, case .members = state else { return nil }
        let (newlines, lineStart) = parser.linesRead()
        return SkippedEvents(
            count: eventCount, end: parser.documentOffset(of: parser.position), newlines: newlines,
            lineStart: newlines > 0 ? lineStart : nil, firstList: firstList,
            firstRevealScroll: firstRevealScroll)
    }

    /// Where an event begins: takes the second reader's events when this is where it began, and
    /// goes on after them (`true`); else reads on (`false`).
    mutating func skipEvents() throws(JSONSyntaxError) -> Bool {
        guard let skip else { return false }
        try parser.skipWhitespace()
        let offset = parser.documentOffset(of: parser.position)
        guard offset >= skip.offset else { return false }
        self.skip = nil
        guard offset == skip.offset else {
            skip.missed()
            return false
        }
        guard let skipped = skip.result(),
            parser.jump(to: skipped.end, newlines: skipped.newlines, lineStart: skipped.lineStart)
        else { return false }
        if firstList == nil { firstList = skipped.firstList.map { eventCount + $0 } }
        if firstRevealScroll == nil {
            firstRevealScroll = skipped.firstRevealScroll.map { eventCount + $0 }
        }
        eventCount += skipped.count
        parser.leave()
        return true
    }
}
