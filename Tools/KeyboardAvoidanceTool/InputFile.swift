import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scenario to read: a regular file, kept open with its status when it was opened so that a
/// change is seen; or a stream (standard input, a pipe, a device), read as it comes; or bytes in
/// memory (a test's standard input). Nothing is mapped and nothing is copied: a command reads
/// through ``source(fingerprints:)``, or reads a small file whole.
final class InputFile {
    /// How the input is named in messages: the path, or `<stdin>`.
    let displayName: String
    private let origin: ChunkSource.Origin
    /// A regular file's status when it was opened.
    private let status: stat?
    /// Whether the descriptor is the tool's to close.
    private let ownsDescriptor: Bool
    /// A document in memory, or made on demand, that is read as a file is (`bench`'s), not as
    /// a stream.
    private let isDocument: Bool

    /// Opens `path` (`-` for standard input). With `regularOnly` (a file found by listing a
    /// folder, which the user did not name), anything but a regular file is refused, status 2,
    /// before it is opened for good: a FIFO would wait for a writer forever, a device never end.
    init(_ path: Argument, io: ToolIO, regularOnly: Bool = false) throws(ToolError) {
        isDocument = false
        if path.text == "-" {
            displayName = "<stdin>"
            status = nil
            ownsDescriptor = false
            switch io.input {
            case .bytes(let data): origin = .memory(data)
            case .descriptor(let descriptor): origin = .stream(descriptor)
            case .closed:
                throw .badInput("<stdin>: cannot read standard input (it is closed)")
            }
            return
        }
        displayName = path.echo
        var found = stat()
        if regularOnly, ToolFiles.withCString(path.bytes, { stat($0, &found) }) == 0,
            found.st_mode & S_IFMT != S_IFREG
        {
            throw Self.notRegular(displayName, found.st_mode)
        }
        // Not blocking, so that a FIFO put there since cannot hold the open; a regular file
        // reads the same either way.
        let flags = O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0)
        let descriptor = ToolFiles.withCString(path.bytes) { open($0, flags) }
        guard descriptor >= 0 else {
            throw .badInput("\(displayName): cannot read the file (\(ToolFiles.describe(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .badInput("\(displayName): cannot read the file (\(ToolFiles.describe(code)))")
        }
        ownsDescriptor = true
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            close(descriptor)
            throw .badInput("\(displayName): cannot read the file (it is a directory)")
        case S_IFREG:
            self.status = status
            origin = .file(descriptor)
        default:
            guard !regularOnly else {
                close(descriptor)
                throw Self.notRegular(displayName, status.st_mode)
            }
            self.status = nil
            origin = .stream(descriptor)
        }
    }

    /// A document in memory, read as a regular file is: twice, its halves at once, where it is.
    init(document bytes: [UInt8], name: String) {
        displayName = name
        let copy = UnsafeMutableRawBufferPointer.allocate(
            byteCount: max(bytes.count, 1), alignment: 1)
        copy.copyBytes(from: bytes)
        origin = .document(UnsafeRawBufferPointer(rebasing: copy[0..<bytes.count]))
        status = nil
        ownsDescriptor = false
        isDocument = true
    }

    /// A document made on demand (`bench`'s generated scenario), read as a regular file is.
    init(generated scenario: GeneratedScenario, name: String) {
        displayName = name
        origin = .generated(scenario)
        status = nil
        ownsDescriptor = false
        isDocument = true
    }

    deinit {
        switch origin {
        case .file(let descriptor), .stream(let descriptor):
            if ownsDescriptor { close(descriptor) }
        case .document(let bytes): bytes.deallocate()
        case .memory, .generated: break
        }
    }

    /// Whether the input can be read again from its start, and from anywhere: a regular file
    /// (or a document in memory), not a stream.
    var canBeReadAgain: Bool { status != nil || isDocument }

    /// The device and inode of a regular file read (named, or standard input redirected from
    /// one): what an output must not be.
    var regularFileIdentity: ToolFiles.Identity? {
        switch origin {
        case .file(let descriptor), .stream(let descriptor):
            var now = stat()
            guard fstat(descriptor, &now) == 0, now.st_mode & S_IFMT == S_IFREG else { return nil }
            return ToolFiles.Identity(now)
        case .document, .memory, .generated:
            return nil
        }
    }

    /// The input's size, when it can be read again.
    var size: Int? {
        switch origin {
        case .document(let bytes): return bytes.count
        case .generated(let scenario): return scenario.size
        case .file, .stream, .memory: return status.map { Int($0.st_size) }
        }
    }

    /// A source of the input's bytes, for one reading. A regular file is read from its start each
    /// time; a stream only once. A document in memory cannot change: its chunks are not
    /// fingerprinted.
    func source(fingerprints: ChunkSource.Fingerprints = .none) -> ChunkSource {
        ChunkSource(origin, name: displayName, fingerprints: isDocument ? .none : fingerprints)
    }

    /// Stops with a message when a regular file changed since it was opened: another size, or
    /// written to (another modification time).
    func checkUnchanged() throws(ToolError) {
        guard let status, case .file(let descriptor) = origin else { return }
        var now = stat()
        guard fstat(descriptor, &now) == 0 else { return }
        var changed = now.st_size != status.st_size
        #if canImport(Glibc)
            changed =
                changed || now.st_mtim.tv_sec != status.st_mtim.tv_sec
                || now.st_mtim.tv_nsec != status.st_mtim.tv_nsec
        #else
            changed =
                changed || now.st_mtimespec.tv_sec != status.st_mtimespec.tv_sec
                || now.st_mtimespec.tv_nsec != status.st_mtimespec.tv_nsec
        #endif
        if changed { throw Self.changed(displayName) }
    }

    /// The error of a file found in a folder that is not a regular file.
    private static func notRegular(_ name: String, _ mode: mode_t) -> ToolError {
        .badInput(
            "\(name): cannot read the file (it is \(ToolFiles.kind(mode)), not a regular file)")
    }

    /// The error of a file that changed while it was read.
    static func changed(_ name: String) -> ToolError {
        .badInput("\(name): the file changed while it was read; run again once it is written whole")
    }

    /// The whole input, for a command that reads a scenario whole (`render`, `bench`): at most
    /// `limit` bytes, else an error that says so and names `command`. With `fingerprints`
    /// (`.compare`, a first reading's), a regular file's bytes are the ones that reading
    /// checked, or the reading stops saying the file changed.
    func readWhole(
        limit: Int, command: String, fingerprints: ChunkSource.Fingerprints = .none
    ) throws(ToolError) -> [UInt8] {
        if let size, size > limit { throw tooLarge(size, limit: limit, command: command) }
        switch origin {
        case .memory(let bytes):
            guard bytes.count <= limit else {
                throw tooLarge(bytes.count, limit: limit, command: command)
            }
            return bytes
        case .document(let bytes):
            guard bytes.count <= limit else {
                throw tooLarge(bytes.count, limit: limit, command: command)
            }
            return Array(bytes)
        case .file, .stream, .generated:
            break
        }
        let source = source(fingerprints: fingerprints)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: StreamWindow.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { source.read(into: $0) }
            guard let count else {
                throw source.failure ?? .badInput("\(displayName): cannot read")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw tooLarge(bytes.count, limit: limit, command: command) }
        }
    }

    /// Stops with the message of ``readWhole(limit:command:)`` when the input's size is known
    /// and larger than `limit`: before any of it is read.
    func checkSize(limit: Int, command: String) throws(ToolError) {
        if let size, size > limit { throw tooLarge(size, limit: limit, command: command) }
    }

    private func tooLarge(_ size: Int, limit: Int, command: String) -> ToolError {
        .badInput(
            "\(displayName): \(size >> 20) MB is more than \(command) reads whole "
                + "(\(limit >> 20) MB); plan it with `keyboard-avoidance plan`")
    }
}
