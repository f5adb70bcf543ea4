import Foundation
import KeyboardAvoidanceScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the scenario reader's window gets a document's bytes: a regular file read from its start
/// with `pread`, a stream read as it comes, or bytes in memory.
///
/// A file is read in whole chunks (``StreamWindow/chunkSize``), each one fingerprinted
/// (``ChunkHash``): a first reading records the fingerprints, a second compares each chunk with
/// the first reading's before the reader sees a byte of it, and stops the reading at the first
/// that differs — so that nothing is planned from bytes that were not checked.
final class ChunkSource {
    enum Origin {
        case file(Int32)
        case stream(Int32)
        case memory([UInt8])
    }

    /// What the source does with each chunk's fingerprint.
    enum Fingerprints {
        case none
        case record(ChunkHash.Key)
        /// The first reading's fingerprints and its length.
        case compare(ChunkHash.Key, [ChunkHash], length: Int)
    }

    private let origin: Origin
    private let name: String
    private var fingerprints: Fingerprints
    private var offset = 0
    /// The fingerprints recorded, one per chunk.
    private(set) var recorded: [ChunkHash] = []
    /// Why the source stopped early, if it did: what the reader's error then really is.
    private(set) var failure: ToolError?

    init(_ origin: Origin, name: String, fingerprints: Fingerprints = .none) {
        self.origin = origin
        self.name = name
        self.fingerprints = fingerprints
        if case .record = fingerprints { recorded.reserveCapacity(64) }
    }

    /// How many bytes were read.
    var bytesRead: Int { offset }

    /// A window over the source, for one reader.
    func window() -> StreamWindow {
        StreamWindow { [self] buffer in read(into: buffer) }
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
            count = min(buffer.count, bytes.count - offset)
            bytes.withUnsafeBytes { bytes in
                if count > 0, let source = bytes.baseAddress {
                    base.copyMemory(from: source + offset, byteCount: count)
                }
            }
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
            if !chunk.isEmpty { recorded.append(ChunkHash(chunk, key: key)) }
            return true
        case .compare(let key, let expected, let length):
            if chunk.isEmpty { return offset == length }
            let index = offset / StreamWindow.chunkSize
            return index < expected.count && ChunkHash(chunk, key: key) == expected[index]
        }
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
