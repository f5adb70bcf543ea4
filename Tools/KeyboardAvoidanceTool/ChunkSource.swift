import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the scenario reader's window gets a document's bytes: a regular file read from its start
/// with `pread`, a stream read as it comes, bytes in memory, or a document made on demand.
///
/// A file is read in whole chunks (``StreamWindow/chunkSize``), each one fingerprinted
/// (``ChunkHash``): a first reading records the fingerprints, a second compares each chunk with
/// the first reading's before the reader sees a byte of it, and stops the reading at the first
/// that differs — so that nothing is planned from bytes that were not checked.
final class ChunkSource {
    enum Origin {
        case file(Int32)
        case stream(Int32)
        /// Bytes in memory read as a stream is (a test's standard input).
        case memory([UInt8])
        /// A whole document in memory, which its owner keeps: read where it is, not through a
        /// window.
        case document(UnsafeRawBufferPointer)
        /// A document made on demand (`bench`'s generated scenario), read as a file is.
        case generated(GeneratedScenario)
    }

    /// What the source does with each chunk's fingerprint.
    enum Fingerprints {
        case none
        case record(ChunkHash.Key)
        /// The first reading's fingerprints, by chunk, and its length.
        case compare(ChunkHash.Key, [Int: ChunkHash], length: Int)
    }

    private let origin: Origin
    private let name: String
    private var fingerprints: Fingerprints
    private var offset = 0
    /// The fingerprints recorded, by chunk (a chunk's offset divided by the chunk size).
    private(set) var recorded: [Int: ChunkHash] = [:]
    /// Why the source stopped early, if it did: what the reader's error then really is.
    private(set) var failure: ToolError?

    init(_ origin: Origin, name: String, fingerprints: Fingerprints = .none) {
        self.origin = origin
        self.name = name
        self.fingerprints = fingerprints
    }

    /// How many bytes were read.
    var bytesRead: Int { offset }

    /// A reader of the whole document: through a window, or where it is in memory.
    func reader(detail: ScenarioReader.Detail, checked: Bool = false) -> ScenarioReader {
        if case .document(let bytes) = origin {
            return ScenarioReader(bytes: bytes, detail: detail)
        }
        return ScenarioReader(window: window(), detail: detail, checked: checked)
    }

    /// A reader of the document's events from byte `start`, taken to be an event's first
    /// (``SecondHalf``); `nil` for a stream.
    func reader(eventsFrom start: Int) -> ScenarioReader? {
        switch origin {
        case .document(let bytes):
            return ScenarioReader(bytes: bytes, detail: .check, eventsFrom: start)
        case .stream:
            return nil
        case .file, .memory, .generated:
            let window = window()
            guard window.restart(at: start) else { return nil }
            return ScenarioReader(
                window: window, detail: .check, eventsFrom: start % StreamWindow.chunkSize)
        }
    }

    /// A window over the source, for one reader; over a file or bytes in memory, one that can
    /// go on elsewhere.
    func window() -> StreamWindow {
        if case .stream = origin { return StreamWindow { [self] in read(into: $0) } }
        return StreamWindow(source: { [self] in read(into: $0) }, seek: { [self] in seek(to: $0) })
    }

    /// Goes to a chunk's offset of a file or of bytes in memory; `false` for a stream.
    func seek(to offset: Int) -> Bool {
        if case .stream = origin { return false }
        guard offset % StreamWindow.chunkSize == 0 else { return false }
        self.offset = offset
        return true
    }

    /// Fills `buffer` (a whole chunk, from a file) and returns how many bytes it holds; `0` at the
    /// end, `nil` when the source cannot go on (``failure`` says why).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard failure == nil, let base = buffer.baseAddress else { return nil }
        var count = 0
        switch origin {
        case .file(let descriptor):
            while count < buffer.count {
                let read = pread(
                    descriptor, base + count, buffer.count - count, off_t(offset + count))
                if read < 0 {
                    if errno == EINTR { continue }
                    return fail(
                        .badInput("\(name): cannot read the file (\(ToolFiles.describe(errno)))"))
                }
                if read == 0 { break }
                count += read
            }
        case .stream(let descriptor):
            while true {
                let read = systemRead(descriptor, base, buffer.count)
                if read < 0 {
                    if errno == EINTR { continue }
                    return fail(
                        .badInput(
                            "\(name): cannot read standard input (\(ToolFiles.describe(errno)))"))
                }
                count = read
                break
            }
        case .memory(let bytes):
            count = bytes.withUnsafeBytes { Self.copy(from: $0, at: offset, into: buffer) }
        case .document(let bytes):
            count = Self.copy(from: bytes, at: offset, into: buffer)
        case .generated(let scenario):
            count = scenario.copy(from: offset, into: buffer)
        }
        guard compare(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) else {
            return fail(
                .badInput(
                    "\(name): the file changed while it was read; run again once it is written whole"
                ))
        }
        offset += count
        return count
    }

    /// Records or compares a chunk's fingerprint; `false` for a chunk unlike the first reading's.
    private func compare(_ chunk: UnsafeRawBufferPointer) -> Bool {
        switch fingerprints {
        case .none:
            return true
        case .record(let key):
            if !chunk.isEmpty {
                recorded[offset / StreamWindow.chunkSize] = ChunkHash(chunk, key: key)
            }
            return true
        case .compare(let key, let expected, let length):
            if chunk.isEmpty { return offset == length }
            let index = offset / StreamWindow.chunkSize
            return expected[index].map { ChunkHash(chunk, key: key) == $0 } ?? false
        }
    }

    private static func copy(
        from bytes: UnsafeRawBufferPointer, at offset: Int,
        into buffer: UnsafeMutableRawBufferPointer
    ) -> Int {
        let count = max(0, min(buffer.count, bytes.count - offset))
        if count > 0, let source = bytes.baseAddress, let target = buffer.baseAddress {
            target.copyMemory(from: source + offset, byteCount: count)
        }
        return count
    }

    private func fail(_ error: ToolError) -> Int? {
        failure = error
        return nil
    }
}

/// The system's `read`, by a name that does not clash with the source's own.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
