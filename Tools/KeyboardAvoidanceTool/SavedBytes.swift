import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first bytes of a file that an in-place write is about to overwrite, kept so that they can
/// be put back when the write cannot finish (a signal, a full disk, a size limit): up to
/// ``largestInMemory`` in memory, beyond in a temporary file in `$TMPDIR` (else `/tmp`) that no
/// name points to, so that nothing is left behind whatever ends the tool.
final class SavedBytes {
    /// Why the bytes could not be kept: the file is then left as it was.
    struct Failure: Error {
        /// The reason, as a message's parentheses hold it.
        var reason: String
    }

    /// The most kept in memory: a picture's size; a larger file goes to a temporary file.
    static let largestInMemory = 16 << 20

    private let count: Int
    private var memory: [UInt8] = []
    private var descriptor: Int32?

    /// Keeps the first `count` bytes of the file at `path`. Stops, with nothing changed, when
    /// the file cannot be read, the copy cannot be made, or a held signal comes.
    init(of path: [UInt8], count: Int) throws(Failure) {
        self.count = count
        guard count > 0 else { return }
        let source = ToolFiles.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard source >= 0 else {
            throw Failure(
                reason: "\(ToolFiles.describe(errno)) reading what it holds, to put it back "
                    + "if the write fails")
        }
        defer { close(source) }
        if count > Self.largestInMemory {
            let directory = ToolFiles.temporaryDirectory
            guard
                let (copy, name) = ToolFiles.makeTemporaryFile(
                    Array((directory + "/keyboard-avoidance-saved").utf8))
            else {
                throw Failure(
                    reason: "cannot keep a copy of what it holds in \(ToolText.echo(directory)): "
                        + ToolFiles.describe(errno))
            }
            // No name points to the copy: it goes when the descriptor closes, however the tool
            // ends.
            _ = ToolFiles.withCString(name) { unlink($0) }
            descriptor = copy
        } else {
            memory = [UInt8](repeating: 0, count: count)
        }
        var buffer = [UInt8](repeating: 0, count: descriptor == nil ? 0 : OutputContent.pieceSize)
        var offset = 0
        while offset < count {
            if Interruption.isRequested { throw Failure(reason: ToolFiles.describe(EINTR)) }
            let wanted = min(OutputContent.pieceSize, count - offset)
            // In memory, read where the bytes are kept; else through the buffer into the copy.
            let read =
                descriptor == nil
                ? memory.withUnsafeMutableBytes {
                    Self.read(source, wanted, from: offset, into: $0, at: offset)
                }
                : buffer.withUnsafeMutableBytes {
                    Self.read(source, wanted, from: offset, into: $0, at: 0)
                }
            guard read > 0 else {
                throw Failure(
                    reason: read == 0
                        ? "it changed while what it holds was kept"
                        : "\(ToolFiles.describe(errno)) reading what it holds")
            }
            if let descriptor {
                let failed = buffer.withUnsafeBytes {
                    Self.writeAll(
                        UnsafeRawBufferPointer(rebasing: $0[0..<read]), to: descriptor, at: offset)
                }
                if let failed {
                    throw Failure(
                        reason: "cannot keep a copy of what it holds in "
                            + "\(ToolText.echo(ToolFiles.temporaryDirectory)): "
                            + ToolFiles.describe(failed))
                }
            }
            offset += read
        }
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Writes the kept bytes back at the start of the file open as `target`, those before
    /// `end` (how far a write went); `false` when a write failed.
    func restore(into target: Int32, upTo end: Int) -> Bool {
        let count = min(count, max(0, end))
        guard let descriptor else {
            return memory.withUnsafeBytes {
                Self.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: target, at: 0)
            } == nil
        }
        var buffer = [UInt8](repeating: 0, count: OutputContent.pieceSize)
        var offset = 0
        while offset < count {
            let wanted = min(buffer.count, count - offset)
            let read = buffer.withUnsafeMutableBytes {
                Self.read(descriptor, wanted, from: offset, into: $0, at: 0)
            }
            guard read > 0 else { return false }
            let failed = buffer.withUnsafeBytes {
                Self.writeAll(
                    UnsafeRawBufferPointer(rebasing: $0[0..<read]), to: target, at: offset)
            }
            guard failed == nil else { return false }
            offset += read
        }
        return true
    }

    /// Reads up to `count` bytes of a file from its byte `offset` into `buffer` at `start`;
    /// what `pread` returns, a read the system interrupted asked again.
    private static func read(
        _ descriptor: Int32, _ count: Int, from offset: Int,
        into buffer: UnsafeMutableRawBufferPointer, at start: Int
    ) -> Int {
        guard let base = buffer.baseAddress, start + count <= buffer.count else { return -1 }
        while true {
            let read = pread(descriptor, base + start, count, off_t(offset))
            if read >= 0 || errno != EINTR { return read }
        }
    }

    /// Writes every byte at `offset`; the system error that stopped it, if any.
    private static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int
    ) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, base + done, bytes.count - done, off_t(offset + done))
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return ENOSPC }
            done += written
        }
        return nil
    }
}
