import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scenario file's bytes, read in bounded memory: a regular file is mapped where it is (its
/// pages let go as the reader passes them), with no temporary file; standard input, a pipe or a
/// device is first copied to a temporary file that is unlinked at once, then mapped.
///
/// A copy stops at its first byte when that byte cannot begin a scenario (`/dev/zero`), and when
/// the temporary directory runs low on space.
///
/// A file rewritten while it is read (shorter, or changed) is not a crash: ``MappedFileGuard``
/// turns the pages it lost into zeros, and ``checkUnchanged()`` — which a command calls once it
/// has read the bytes, before it trusts what it read — reports it.
final class InputFile {
    /// How the input is named in messages: the path, or `<stdin>`.
    let displayName: String
    private(set) var bytes: UnsafeRawBufferPointer
    private var mapping: UnsafeMutableRawPointer?
    private var mappedLength = 0
    /// The mapping's slot in ``MappedFileGuard``.
    private var guardSlot: Int?
    /// A regular file: kept open, with its status when it was mapped, to tell whether it changed.
    private var file: (descriptor: Int32, status: stat)?
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
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let code = errno
                close(descriptor)
                throw .badInput(
                    "\(displayName): cannot read the file (\(ToolFiles.describe(code)))")
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                close(descriptor)
                throw .badInput("\(displayName): cannot read the file (it is a directory)")
            case S_IFREG:
                file = (descriptor, status)
                try map(descriptor, length: Int(status.st_size))
            default:
                defer { close(descriptor) }
                try copyAndMap(descriptor)
            }
        }
    }

    deinit {
        if let guardSlot { MappedFileGuard.unregister(guardSlot) }
        if let mapping { munmap(mapping, mappedLength) }
        if let file { close(file.descriptor) }
        allocated?.deallocate()
    }

    /// Stops with a message when the file changed while it was read: shorter than what was
    /// mapped (its lost pages read as zeros), or written to since it was opened.
    func checkUnchanged() throws(ToolError) {
        var changed = guardSlot.map(MappedFileGuard.wasCut) ?? false
        if let file {
            var now = stat()
            if fstat(file.descriptor, &now) == 0 {
                changed = changed || now.st_size != file.status.st_size
                #if canImport(Glibc)
                    changed =
                        changed || now.st_mtim.tv_sec != file.status.st_mtim.tv_sec
                        || now.st_mtim.tv_nsec != file.status.st_mtim.tv_nsec
                #else
                    changed =
                        changed || now.st_mtimespec.tv_sec != file.status.st_mtimespec.tv_sec
                        || now.st_mtimespec.tv_nsec != file.status.st_mtimespec.tv_nsec
                #endif
            }
        }
        if changed {
            throw .badInput(
                "\(displayName): the file changed while it was read; run again once it is "
                    + "written whole")
        }
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
        mapping = address
        mappedLength = length
        guard let slot = MappedFileGuard.register(address, length: length) else {
            throw .io("\(displayName): cannot read the file (too many files mapped at once)")
        }
        guardSlot = slot
        _ = madvise(address, length, Int32(MADV_SEQUENTIAL))
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
