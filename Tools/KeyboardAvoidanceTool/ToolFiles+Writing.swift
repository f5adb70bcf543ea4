import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ToolFiles {
    /// Writes `bytes` to the file an `-o` names, where it points, and keeps what the user set up:
    ///
    /// - a new file, or a regular file with no other name: written to a temporary file beside
    ///   it, then renamed over it, so that it is whole or unchanged (atomic); an existing file
    ///   keeps its mode, and its owner where the system allows;
    /// - a symbolic link: followed (to the end of a chain), what it names written by these rules;
    ///   the link stays a link, and a link to nothing yet makes the file it names;
    /// - a regular file with other hard links, or one in a directory where no file can be made
    ///   beside it: rewritten in place, so that every name sees the new bytes. Not atomic: the
    ///   space is reserved first, so that a full disk fails before a byte changes, but a reader
    ///   may see the file half written;
    /// - a FIFO or a device: opened and written, as a shell's `>` does (a FIFO waits for its
    ///   reader).
    ///
    /// On any failure nothing new is left behind, and an atomic write leaves the file unchanged.
    static func writeOutput(_ bytes: [UInt8], to path: Argument) throws(ToolError) {
        let failure = { (code: Int32) -> ToolError in
            .io("\(path.echo): cannot write the file (\(describe(code)))")
        }
        // What the path ends at, links followed: a FIFO, a device or a pipe (`/dev/stdout` on a
        // pipe is a link to "pipe:[N]", which names no file) is opened through the path itself.
        var followed = stat()
        if withCString(path.bytes, { stat($0, &followed) }) == 0,
            ![S_IFREG, S_IFDIR].contains(followed.st_mode & S_IFMT)
        {
            try writeDirectly(path.bytes, bytes, failure: failure)
            return
        }
        let target = try resolvingLinks(path.bytes, failure: failure)
        guard let status = linkStatus(target) else {
            let code = errno
            guard code == ENOENT else { throw failure(code) }
            try replace(target, with: bytes, keeping: nil, failure: failure)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG where status.st_nlink > 1:
            try writeInPlace(target, bytes, failure: failure)
        case S_IFREG:
            try replace(target, with: bytes, keeping: status, failure: failure)
        case S_IFDIR:
            throw failure(EISDIR)
        default:
            // A FIFO, a device; a socket refuses to open.
            try writeDirectly(target, bytes, failure: failure)
        }
    }

    /// Checks, before any work, that an output file (the value of `option`) can be written as
    /// ``writeOutput(_:to:)`` writes it: not a directory, in a directory that is there, and not
    /// the input file `input` (the same file through any name: a symbolic or a hard link), which
    /// writing would destroy — a usage error, status 2. A FIFO or a device is not opened here.
    static func checkOutput(_ path: Argument, option: String, input: ToolFiles.Identity? = nil)
        throws(ToolError)
    {
        let failure = { (reason: String) -> ToolError in
            .io("\(path.echo): cannot write the file (\(reason))")
        }
        var status = stat()
        if withCString(path.bytes, { stat($0, &status) }) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw failure("it is a directory")
            case S_IFREG:
                if let input, input == Identity(status) {
                    throw .usage(
                        "\(option): '\(path.echo)' is the input file: writing it would replace "
                            + "what is read; choose another output")
                }
            default:
                break
            }
            return
        }
        let code = errno
        guard code == ENOENT else { throw failure(describe(code)) }
        // A link to nothing yet makes the file it names: the writer says what stops that.
        if let link = linkStatus(path.bytes), link.st_mode & S_IFMT == S_IFLNK { return }
        let directory = directory(of: path.bytes)
        let place = directory.isEmpty ? Array(".".utf8) : directory
        var parent = stat()
        guard withCString(place, { stat($0, &parent) }) == 0 else {
            throw failure(errno == ENOENT ? "its directory does not exist" : describe(errno))
        }
        guard parent.st_mode & S_IFMT == S_IFDIR else {
            throw failure("a part of the path is not a directory")
        }
        guard withCString(place, { access($0, W_OK | X_OK) }) == 0 else {
            throw failure(describe(errno))
        }
    }

    /// The path a chain of symbolic links ends at (which may not exist yet).
    private static func resolvingLinks(_ path: [UInt8], failure: (Int32) -> ToolError)
        throws(ToolError) -> [UInt8]
    {
        var current = path
        for _ in 0..<40 {
            guard let status = linkStatus(current), status.st_mode & S_IFMT == S_IFLNK else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = withCString(current) { readlink($0, &buffer, buffer.count) }
            guard count >= 0 else { throw failure(errno) }
            guard count < buffer.count else { throw failure(ENAMETOOLONG) }
            let destination = buffer[0..<count].map { UInt8(bitPattern: $0) }
            current =
                destination.first == UInt8(ascii: "/")
                ? destination : directory(of: current) + destination
        }
        throw failure(ELOOP)
    }

    /// A new file beside `target` renamed over it.
    private static func replace(
        _ target: [UInt8], with bytes: [UInt8], keeping existing: stat?,
        failure: (Int32) -> ToolError
    ) throws(ToolError) {
        guard
            let (descriptor, temporary) = makeNewFile(
                directory(of: target) + Array(".keyboard-avoidance".utf8), mode: 0o666)
        else {
            let code = errno
            // A file the user may write in a directory they may not: as `>` would, in place.
            if existing != nil, code == EACCES, withCString(target, { access($0, W_OK) }) == 0 {
                try writeInPlace(target, bytes, failure: failure)
                return
            }
            throw failure(code)
        }
        func removeTemporary() {
            _ = withCString(temporary) { unlink($0) }
        }
        if let code = bytes.withUnsafeBytes({ OutputChannel.writeAll($0, to: descriptor) }) {
            close(descriptor)
            removeTemporary()
            throw failure(code)
        }
        if let existing {
            // The owner first: changing it clears the set-user-ID bits the mode then restores.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
        }
        guard close(descriptor) == 0 else {
            let code = errno
            removeTemporary()
            throw failure(code)
        }
        let renamed = withCString(temporary) { from in withCString(target) { rename(from, $0) } }
        guard renamed == 0 else {
            let code = errno
            removeTemporary()
            throw failure(code)
        }
    }

    /// The file's own bytes rewritten, its inode (and so its other names) kept.
    private static func writeInPlace(
        _ target: [UInt8], _ bytes: [UInt8], failure: (Int32) -> ToolError
    ) throws(ToolError) {
        let descriptor = withCString(target) { open($0, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure(errno) }
        #if canImport(Glibc)
            if !bytes.isEmpty {
                let reserved = posix_fallocate(descriptor, 0, off_t(bytes.count))
                // A file system that cannot reserve space says so; only a full one stops here.
                if reserved != 0, reserved != EOPNOTSUPP, reserved != EINVAL {
                    close(descriptor)
                    throw failure(reserved)
                }
            }
        #endif
        if let code = bytes.withUnsafeBytes({ OutputChannel.writeAll($0, to: descriptor) }) {
            close(descriptor)
            throw failure(code)
        }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        guard close(descriptor) == 0 else { throw failure(errno) }
    }

    /// A FIFO or a device, opened and written.
    private static func writeDirectly(
        _ target: [UInt8], _ bytes: [UInt8], failure: (Int32) -> ToolError
    ) throws(ToolError) {
        let descriptor = withCString(target) { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure(errno) }
        if let code = bytes.withUnsafeBytes({ OutputChannel.writeAll($0, to: descriptor) }) {
            close(descriptor)
            throw failure(code)
        }
        guard close(descriptor) == 0 else { throw failure(errno) }
    }
}
