import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scenario file's bytes, read in bounded memory: a regular file is mapped (its pages let go as
/// the reader passes them); standard input, a pipe or a device is first copied to a temporary
/// file that is unlinked at once, then mapped.
///
/// A copy stops at its first byte when that byte cannot begin a scenario (`/dev/zero`), and when
/// the temporary directory runs low on space.
final class InputFile {
    /// How the input is named in messages: the path, or `<stdin>`.
    let displayName: String
    private(set) var bytes: UnsafeRawBufferPointer
    private var mapping: UnsafeMutableRawPointer?
    private var mappedLength = 0
    /// A copy of bytes given in memory (a test's standard input).
    private var allocated: UnsafeMutableRawBufferPointer?

    /// What is left on the temporary directory's device before a copy of standard input stops.
    static let spaceToLeave: UInt64 = 256 << 20

    /// Opens `path` (`-` for standard input).
    init(_ path: Argument, io: ToolIO) throws(ToolError) {
        bytes = UnsafeRawBufferPointer(start: nil, count: 0)
        if path.text == "-" {
            displayName = "<stdin>"
            switch io.input {
            case .bytes(let data):
                let copy = UnsafeMutableRawBufferPointer.allocate(
                    byteCount: max(data.count, 1), alignment: 1)
                copy.copyBytes(from: data)
                allocated = copy
                bytes = UnsafeRawBufferPointer(rebasing: copy[0..<data.count])
            case .descriptor(let descriptor):
                try copyAndMap(descriptor)
            case .closed:
                throw .badInput("<stdin>: cannot read standard input (it is closed)")
            }
        } else {
            displayName = path.echo
            let descriptor = ToolFiles.withCString(path.bytes) { open($0, O_RDONLY) }
            guard descriptor >= 0 else {
                throw .badInput(
                    "\(displayName): cannot read the file (\(ToolFiles.describe(errno)))")
            }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                throw .badInput(
                    "\(displayName): cannot read the file (\(ToolFiles.describe(errno)))")
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw .badInput("\(displayName): cannot read the file (it is a directory)")
            case S_IFREG:
                try map(descriptor, length: Int(status.st_size))
            default:
                try copyAndMap(descriptor)
            }
        }
    }

    deinit {
        if let mapping { munmap(mapping, mappedLength) }
        allocated?.deallocate()
    }

    /// Lets the pages before `offset` go: they are not read again, and need not stay resident.
    func release(upTo offset: Int) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = (min(offset, mappedLength) / page) * page
        guard length > 0 else { return }
        _ = madvise(mapping, length, Int32(MADV_DONTNEED))
    }

    private func map(_ descriptor: Int32, length: Int) throws(ToolError) {
        guard length > 0 else { return }
        let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else {
            throw .badInput("\(displayName): cannot read the file (\(ToolFiles.describe(errno)))")
        }
        _ = madvise(address, length, Int32(MADV_SEQUENTIAL))
        mapping = address
        mappedLength = length
        bytes = UnsafeRawBufferPointer(start: address, count: length)
    }

    /// Copies a stream to an unlinked temporary file, then maps it.
    private func copyAndMap(_ source: Int32) throws(ToolError) {
        guard
            let (spool, path) = ToolFiles.makeTemporaryFile(
                Array(ToolFiles.temporaryDirectory.utf8) + Array("/keyboard-avoidance-input".utf8))
        else {
            throw .io(
                "\(displayName): cannot keep a copy in \(ToolFiles.temporaryDirectory) "
                    + "(\(ToolFiles.describe(errno)))")
        }
        // Unlinked at once: nothing is left behind, whatever happens next.
        _ = ToolFiles.withCString(path) { unlink($0) }
        defer { close(spool) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var total: UInt64 = 0
        var checkedStart = false
        while true {
            let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .badInput(
                    "\(displayName): cannot read standard input (\(ToolFiles.describe(errno)))")
            }
            if count == 0 { break }
            if let failure = chunk.withUnsafeBytes({
                OutputChannel.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: spool)
            }) {
                throw .io(
                    "\(displayName): cannot keep a copy in \(ToolFiles.temporaryDirectory) "
                        + "(\(ToolFiles.describe(failure)))")
            }
            total += UInt64(count)
            if !checkedStart, let first = chunk[0..<count].first(where: { !Self.isWhitespace($0) })
            {
                checkedStart = true
                // Not a `{` (nor a byte order mark): this can never be a scenario; what was read
                // is enough for the reader to say why.
                if first != UInt8(ascii: "{") && first != 0xEF { break }
            }
            if total % (64 << 20) < UInt64(count), Self.freeSpace() < Self.spaceToLeave {
                throw .io(
                    "\(displayName): standard input is too large to keep in "
                        + "\(ToolFiles.temporaryDirectory) (\(total >> 20) MB read, less than "
                        + "\(Self.spaceToLeave >> 20) MB left)")
            }
        }
        try map(spool, length: Int(total))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Free bytes on the temporary directory's device.
    private static func freeSpace() -> UInt64 {
        var status = statvfs()
        guard statvfs(temporaryDirectoryPath, &status) == 0 else { return .max }
        return UInt64(status.f_bavail) * UInt64(status.f_frsize)
    }

    private static var temporaryDirectoryPath: String { ToolFiles.temporaryDirectory }
}

/// An unlinked temporary file that the plan is written to while its scenario is being checked,
/// then copied out once the scenario is known to be valid.
final class SpoolFile: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    private var length: Int64 = 0

    init() throws(ToolError) {
        guard
            let (descriptor, path) = ToolFiles.makeTemporaryFile(
                Array(ToolFiles.temporaryDirectory.utf8) + Array("/keyboard-avoidance-plan".utf8))
        else {
            throw .io(
                "cannot keep the plan in \(ToolFiles.temporaryDirectory) (\(ToolFiles.describe(errno)))"
            )
        }
        _ = ToolFiles.withCString(path) { unlink($0) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The file as a plan sink.
    var sink: @Sendable (UnsafeRawBufferPointer) throws -> Void {
        { [self] bytes in try append(bytes) }
    }

    private func append(_ bytes: UnsafeRawBufferPointer) throws(ToolError) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try drain() }
    }

    private func drain() throws(ToolError) {
        guard !buffer.isEmpty else { return }
        if let failure = buffer.withUnsafeBytes({ OutputChannel.writeAll($0, to: descriptor) }) {
            throw .io(
                "cannot keep the plan in \(ToolFiles.temporaryDirectory) (\(ToolFiles.describe(failure)))"
            )
        }
        length += Int64(buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Copies the whole file to an output.
    func copy(to output: OutputChannel) throws(ToolError) {
        lock.lock()
        defer { lock.unlock() }
        try drain()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: Int64 = 0
        while offset < length {
            let count = chunk.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(
                    "cannot read the plan back from \(ToolFiles.temporaryDirectory) "
                        + "(\(ToolFiles.describe(errno)))")
            }
            if count == 0 { break }
            let result = chunk.withUnsafeBytes { bytes in
                Result { () throws(ToolError) in
                    try output.write(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
                }
            }
            try result.get()
            offset += Int64(count)
        }
    }
}
