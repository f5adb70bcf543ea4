import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `plan` keeps of a stream until the stream is known to be a valid scenario: the plan made
/// while it is read, or the events when the header comes after them. Kept in memory up to
/// ``memoryLimit``, beyond in a temporary file unlinked as soon as it is made (nothing is left
/// behind, whatever happens), made before anything is read so that a temporary directory that
/// cannot be used is said at once. A regular file never needs one.
final class PlanSpool: @unchecked Sendable {
    // @unchecked: used by one thread at a time — the planning thread while it plans, the
    // command's once the pipeline finished.

    /// What is kept in memory before the file takes it: 1 MiB.
    static let memoryLimit = 1 << 20
    /// What is left on the temporary directory's device before the spool stops.
    static let spaceToLeave: UInt64 = 256 << 20

    private let descriptor: Int32
    /// What is kept, and of what, in messages: "the plan of <stdin>".
    private let what: String
    private var buffer: [UInt8] = []
    /// The bytes in the file.
    private(set) var fileLength = 0

    /// Makes the spool's file in the temporary directory; `what` ("the plan") and `name` (the
    /// input's) say what it keeps, in messages.
    init(keeping what: String, of name: String) throws(ToolError) {
        self.what = "\(what) of \(name)"
        let directory = ToolFiles.temporaryDirectory
        guard
            let (descriptor, path) = ToolFiles.makeTemporaryFile(
                Array(directory.utf8) + Array("/keyboard-avoidance-plan".utf8))
        else {
            throw .io(
                "cannot keep \(self.what) in \(directory) (\(ToolFiles.describe(errno)))"
            )
        }
        _ = ToolFiles.withCString(path) { unlink($0) }
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.memoryLimit)
    }

    deinit {
        close(descriptor)
    }

    /// Everything appended, in memory or in the file.
    var count: Int { fileLength + buffer.count }

    /// Keeps bytes.
    func append(_ bytes: UnsafeRawBufferPointer) throws(ToolError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.memoryLimit { try flush() }
    }

    /// Writes what memory holds to the file.
    func flush() throws(ToolError) {
        guard !buffer.isEmpty else { return }
        let before = fileLength
        if let failure = buffer.withUnsafeBytes({ OutputChannel.writeAll($0, to: descriptor) }) {
            throw .io(
                "cannot keep \(what) in \(ToolFiles.temporaryDirectory) "
                    + "(\(ToolFiles.describe(failure)))")
        }
        fileLength += buffer.count
        buffer.removeAll(keepingCapacity: true)
        if fileLength / (64 << 20) != before / (64 << 20), Self.freeSpace() < Self.spaceToLeave {
            throw .io(
                "cannot keep \(what) in \(ToolFiles.temporaryDirectory): "
                    + "\(fileLength >> 20) MB kept, less than \(Self.spaceToLeave >> 20) MB left")
        }
    }

    /// The file, once everything was flushed: to read back with `pread`.
    var file: Int32 { descriptor }

    /// Copies everything kept to an output.
    func copy(to output: OutputChannel) throws(ToolError) {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while offset < fileLength {
            let count = chunk.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(
                    "cannot read \(what) back from \(ToolFiles.temporaryDirectory) "
                        + "(\(ToolFiles.describe(errno)))")
            }
            if count == 0 { break }
            try Self.write(chunk[0..<count], to: output)
            offset += count
        }
        try Self.write(buffer[...], to: output)
    }

    private static func write(_ bytes: ArraySlice<UInt8>, to output: OutputChannel)
        throws(ToolError)
    {
        let result = bytes.withUnsafeBytes { bytes in
            Result { () throws(ToolError) in try output.write(bytes) }
        }
        try result.get()
    }

    /// Free bytes on the temporary directory's device.
    private static func freeSpace() -> UInt64 {
        var status = statvfs()
        guard statvfs(ToolFiles.temporaryDirectory, &status) == 0 else { return .max }
        return UInt64(status.f_bavail) * UInt64(status.f_frsize)
    }
}
