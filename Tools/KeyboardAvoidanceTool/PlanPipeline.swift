import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

/// Plans events and writes their lines on a thread of its own, so that planning and writing run
/// beside reading: the reader hands over batches of events, at most two wait at a time (memory
/// stays flat whatever the plan's length), and the lines go to the sink 64 KiB at a time.
///
/// A sink that fails stops the planning; the failure comes back from the next ``add(_:)`` or from
/// ``finish()``.
final class PlanPipeline: @unchecked Sendable {
    // @unchecked: everything below `condition` is touched with it held; `header` and `sink` only
    // on the planning thread; `batch` only on the reader's.
    static let batchSize = 4096
    private static let flushSize = 1 << 16

    private let condition = NSCondition()
    private var waiting: [[ReadEvent]] = []
    private var spare: [[ReadEvent]] = []
    private var closed = false
    private var finished = false
    private var failure: ToolError?

    private let header: Scenario
    /// Whether each line reports `surface`.
    private let reportsSurface: Bool
    /// Where the lines go.
    typealias Sink = (UnsafeRawBufferPointer) throws(ToolError) -> Void

    private let sink: Sink
    private var batch: [ReadEvent] = []

    /// A pipeline that plans events after `header` into `sink`; `reportsSurface`: whether each
    /// line reports `surface` (a header with a list does in any case).
    init(header: Scenario, reportsSurface: Bool, sink: @escaping Sink) {
        self.header = header
        self.reportsSurface = reportsSurface
        self.sink = sink
        batch.reserveCapacity(Self.batchSize)
        let thread = Thread { [self] in run() }
        thread.name = "keyboard-avoidance plan"
        thread.start()
    }

    /// Adds an event; throws the sink's failure, if it failed.
    func add(_ event: ReadEvent) throws(ToolError) {
        batch.append(event)
        if batch.count == Self.batchSize { try handOver() }
    }

    /// Plans what is left and waits for the last line to be written.
    func finish() throws(ToolError) {
        try handOver()
        condition.lock()
        closed = true
        condition.broadcast()
        while !finished { condition.wait() }
        let failure = failure
        condition.unlock()
        if let failure { throw failure }
    }

    /// Stops without planning what waits, and waits for the thread to end (after ``finish()``,
    /// nothing).
    func cancel() {
        condition.lock()
        closed = true
        waiting.removeAll()
        if failure == nil { failure = .io("cancelled") }
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    private func handOver() throws(ToolError) {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        guard !batch.isEmpty else { return }
        while waiting.count >= 2 && failure == nil { condition.wait() }
        if let failure { throw failure }
        var next = spare.popLast() ?? []
        next.reserveCapacity(Self.batchSize)
        swap(&next, &batch)
        waiting.append(next)
        condition.broadcast()
    }

    /// The planning thread.
    private func run() {
        // A local value, not a property: the session is then planned in place, never copied
        // for a call.
        var lines = PlanLines(header: header, reportsSurface: reportsSurface)
        var writing = true
        while writing, let events = take() {
            events.withUnsafeBufferPointer { events in
                for index in events.indices {
                    lines.append(events[index])
                    if lines.bytes.count >= Self.flushSize {
                        writing = flush(&lines)
                        if !writing { break }
                    }
                }
            }
            give(back: events)
        }
        condition.lock()
        let cancelled = failure != nil
        condition.unlock()
        if writing, !cancelled { _ = flush(&lines) }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, or `nil` once the reader closed the pipeline (or the sink failed) and
    /// nothing waits.
    private func take() -> [ReadEvent]? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !closed { condition.wait() }
        guard failure == nil, !waiting.isEmpty else { return nil }
        return waiting.removeFirst()
    }

    private func give(back events: [ReadEvent]) {
        var events = events
        events.removeAll(keepingCapacity: true)
        condition.lock()
        spare.append(events)
        condition.broadcast()
        condition.unlock()
    }

    /// Writes the lines made; `false` when the sink failed.
    private func flush(_ lines: inout PlanLines) -> Bool {
        guard !lines.bytes.isEmpty else { return true }
        let result = lines.bytes.withUnsafeBytes { bytes in
            Result { () throws(ToolError) in try sink(bytes) }
        }
        lines.bytes.removeAll(keepingCapacity: true)
        if case .failure(let error) = result {
            condition.lock()
            if self.failure == nil { self.failure = error }
            waiting.removeAll()
            condition.broadcast()
            condition.unlock()
            return false
        }
        return true
    }
}
