import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The second half of a large file's events, checked on a thread of its own while the caller
/// checks the first half, so that `plan`'s first reading takes both processors.
///
/// It begins at what looks like an event in the middle of the file — a `{` after `},` — and reads
/// events until their array ends, fingerprinting its chunks. Whether it began at an event is
/// known only when the first reader gets there (``ScenarioReader/skip``): if it lands on the same
/// byte, it takes this reader's count and goes on after the events; if not, or if this reader
/// met anything but valid events, its work is dropped and the first reader reads on itself.
final class SecondHalf: @unchecked Sendable {
    // @unchecked: `outcome` and `stopped` are touched with `condition` held; `source` and
    // `reader` by the thread until it ends, then by the caller.

    /// Files smaller than this are read in one piece: a thread would cost more than it saves.
    static let smallestFile = 16 << 20

    private let start: Int
    private let source: ChunkSource
    /// The reader, the thread's until it ends.
    private var reader: ScenarioReader
    private let condition = NSCondition()
    private var outcome: SkippedEvents??
    private var stopped = false

    /// Starts checking the second half of a large regular file; `nil` for a small file, or when
    /// no event is found where it looks for one.
    convenience init?(of input: InputFile, key: ChunkHash.Key) {
        guard let size = input.size, size >= Self.smallestFile,
            let start = Self.eventStart(in: input, near: size / 2)
        else { return nil }
        self.init(input, key: key, at: start)
    }

    /// Starts checking a regular file from `start`, taken to be where an event begins (tests
    /// give any offset: a wrong one only costs the work).
    init?(_ input: InputFile, key: ChunkHash.Key, at start: Int) {
        let source = input.source(fingerprints: .record(key))
        guard let reader = source.reader(eventsFrom: start) else { return nil }
        self.start = start
        self.source = source
        self.reader = reader
        let thread = Thread { [self] in run() }
        thread.name = "keyboard-avoidance check"
        thread.start()
    }

    /// What the first reader asks of this one where its events begin.
    var skip: EventsSkip {
        EventsSkip(offset: start, result: { [self] in wait() }, missed: { [self] in stop() })
    }

    /// Waits for the thread: what it read, or `nil` when its work is of no use.
    func wait() -> SkippedEvents? {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome ?? nil
    }

    /// Stops the thread (its work is of no use) and waits for it.
    func stop() {
        condition.lock()
        stopped = true
        condition.unlock()
        _ = wait()
    }

    /// The chunks' fingerprints, once the thread ended.
    var fingerprints: [Int: ChunkHash] { source.recorded }

    private func run() {
        var skipped: SkippedEvents?
        do {
            reading: while true {
                switch try reader.next() {
                case .event:
                    // Asked between events, a few thousand at a time: a lock costs more than one.
                    if reader.eventCount % 4096 == 0, isStopped { break reading }
                case .eventsEnd:
                    skipped = reader.skippedEvents()
                    break reading
                case .eventsBegin, .end:
                    break reading
                }
            }
        } catch {
            skipped = nil
        }
        condition.lock()
        outcome = .some(skipped)
        condition.broadcast()
        condition.unlock()
    }

    private var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    /// The offset of the first `{` after `},` in the chunk that holds `offset` from which a
    /// valid event can be read (a `{` inside a string, `"{{0, 465}, {414, 271}}"`, cannot): where
    /// an event seems to begin.
    private static func eventStart(in input: InputFile, near offset: Int) -> Int? {
        let source = input.source()
        let start = offset - offset % StreamWindow.chunkSize
        guard source.seek(to: start) else { return nil }
        var chunk = [UInt8](repeating: 0, count: StreamWindow.chunkSize)
        guard let count = chunk.withUnsafeMutableBytes({ source.read(into: $0) }) else {
            return nil
        }
        return chunk.withUnsafeBytes { chunk in
            let bytes = UnsafeRawBufferPointer(rebasing: chunk[0..<count])
            func isSpace(_ byte: UInt8) -> Bool {
                byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            }
            for index in bytes.indices where bytes[index] == UInt8(ascii: "{") {
                var before = index - 1
                while before >= 0, isSpace(bytes[before]) { before -= 1 }
                guard before >= 0, bytes[before] == UInt8(ascii: ",") else { continue }
                before -= 1
                while before >= 0, isSpace(bytes[before]) { before -= 1 }
                guard before >= 0, bytes[before] == UInt8(ascii: "}") else { continue }
                var reader = ScenarioReader(bytes: bytes, detail: .check, eventsFrom: index)
                if case .event? = try? reader.next() { return start + index }
            }
            return nil
        }
    }
}
