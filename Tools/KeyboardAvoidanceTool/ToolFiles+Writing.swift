import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ToolFiles {
    /// Writes `bytes` to the file an `-o` names, by ``writeOutput(_:to:)-(OutputContent,_)``'s
    /// rules.
    static func writeOutput(_ bytes: [UInt8], to path: Argument) throws(ToolError) {
        try writeOutput(OutputContent(bytes), to: path)
    }

    /// Writes `content` to the file an `-o` names, where it points, and keeps what the user set
    /// up:
    ///
    /// - a new file, or a regular file with no other name: written to a temporary file beside
    ///   it, then renamed over it, so that it is whole or unchanged (atomic); an existing file
    ///   keeps its mode, and its owner where the system allows;
    /// - a symbolic link: followed (to the end of a chain), what it names written by these rules;
    ///   the link stays a link, and a link to nothing yet makes the file it names;
    /// - a regular file with other hard links, or one in a directory where no file can be made
    ///   beside it: rewritten in place, so that every name sees the new bytes. What the new
    ///   bytes overwrite is kept first (in memory, or in a temporary file no name points to) and
    ///   put back if the write cannot finish; the space is reserved before a byte changes. A
    ///   reader may see the file half written, never left so;
    /// - a FIFO or a device: opened and written, as a shell's `>` does (a FIFO waits for its
    ///   reader).
    ///
    /// A regular file the user may not write (by the rule the system applies to them, as the
    /// shell's `>` does: root may) is refused, as is one larger than the limit on a file's size
    /// (`ulimit -f`). SIGINT, SIGTERM and SIGHUP are held while a regular file is written
    /// (``Interruption``): the write stops, the temporary file goes or the old bytes come back,
    /// then the tool ends by the signal. On any failure nothing new is left behind, and the file
    /// is as it was.
    static func writeOutput(_ content: OutputContent, to path: Argument) throws(ToolError) {
        let failure = { (reason: String) -> ToolError in
            .io("\(path.echo): cannot write the file (\(reason))")
        }
        // What the path ends at, links followed: a FIFO, a device or a pipe (`/dev/stdout` on a
        // pipe is a link to "pipe:[N]", which names no file) is opened through the path itself.
        var followed = stat()
        if withCString(path.bytes, { stat($0, &followed) }) == 0,
            ![S_IFREG, S_IFDIR].contains(followed.st_mode & S_IFMT)
        {
            try writeDirectly(path.bytes, content, failure: failure)
            return
        }
        let target = try resolvingLinks(path.bytes, failure: failure)
        guard let status = linkStatus(target) else {
            let code = errno
            guard code == ENOENT else { throw failure(describe(code)) }
            if exceedsSizeLimit(content.count) { throw failure(describe(EFBIG)) }
            try Interruption.holdingSignals { () throws(ToolError) in
                try replace(target, with: content, keeping: nil, failure: failure)
            }
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            if let code = refusal(toWrite: target) { throw failure(describe(code)) }
            if exceedsSizeLimit(content.count) { throw failure(describe(EFBIG)) }
            try Interruption.holdingSignals { () throws(ToolError) in
                if status.st_nlink > 1 {
                    try writeInPlace(target, content, failure: failure)
                } else {
                    try replace(target, with: content, keeping: status, failure: failure)
                }
            }
        case S_IFDIR:
            throw failure(describe(EISDIR))
        default:
            // A FIFO, a device; a socket refuses to open.
            try writeDirectly(target, content, failure: failure)
        }
    }

    /// Why the user may not write an existing file, by the rule the system applies to them
    /// (their effective user and groups: root may write a 0444 file, as the shell's `>` does);
    /// `nil` when they may. Replacing it by a rename would otherwise need only its directory.
    static func refusal(toWrite path: [UInt8]) -> Int32? {
        withCString(path) { faccessat(AT_FDCWD, $0, W_OK, AT_EACCESS) } == 0 ? nil : errno
    }

    /// Whether a file of `count` bytes is larger than the process may make (`ulimit -f`, a
    /// service's `LimitFSIZE`): beyond it a write fails with EFBIG (SIGXFSZ is ignored).
    static func exceedsSizeLimit(_ count: Int) -> Bool {
        var limit = rlimit()
        #if canImport(Glibc)
            let asked = getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        #else
            let asked = getrlimit(RLIMIT_FSIZE, &limit)
        #endif
        // No limit is RLIM_INFINITY, a value no file reaches (Swift cannot import it on Linux).
        guard asked == 0 else { return false }
        return UInt64(count) > UInt64(limit.rlim_cur)
    }

    /// Checks, before any work, that an output file (the value of `option`) can be written as
    /// ``writeOutput(_:to:)-(OutputContent,_)`` writes it: not a directory, not a file the user
    /// may not write, in a directory that is there — else status 1 — and not the input file
    /// `input` (the same file through any name: a symbolic or a hard link), which writing would
    /// destroy — a usage error, status 2. A FIFO or a device is not opened here.
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
                if let code = refusal(toWrite: path.bytes) { throw failure(describe(code)) }
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
    private static func resolvingLinks(_ path: [UInt8], failure: (String) -> ToolError)
        throws(ToolError) -> [UInt8]
    {
        var current = path
        for _ in 0..<40 {
            guard let status = linkStatus(current), status.st_mode & S_IFMT == S_IFLNK else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = withCString(current) { readlink($0, &buffer, buffer.count) }
            guard count >= 0 else { throw failure(describe(errno)) }
            guard count < buffer.count else { throw failure(describe(ENAMETOOLONG)) }
            let destination = buffer[0..<count].map { UInt8(bitPattern: $0) }
            current =
                destination.first == UInt8(ascii: "/")
                ? destination : directory(of: current) + destination
        }
        throw failure(describe(ELOOP))
    }

    /// A new file beside `target` renamed over it; signals held by the caller.
    private static func replace(
        _ target: [UInt8], with content: OutputContent, keeping existing: stat?,
        failure: (String) -> ToolError
    ) throws(ToolError) {
        guard
            let (descriptor, temporary) = makeNewFile(
                directory(of: target) + Array(".keyboard-avoidance".utf8), mode: 0o666)
        else {
            let code = errno
            // A file the user may write in a directory they may not: as `>` would, in place.
            if existing != nil, code == EACCES, refusal(toWrite: target) == nil {
                try writeInPlace(target, content, failure: failure)
                return
            }
            throw failure(describe(code))
        }
        func removeTemporary() {
            _ = withCString(temporary) { unlink($0) }
        }
        var touched = 0
        if let stop = write(content, to: descriptor, touched: &touched) {
            close(descriptor)
            removeTemporary()
            throw failure(describe(stop))
        }
        if let existing {
            // The owner first: changing it clears the set-user-ID bits the mode then restores.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
        }
        guard close(descriptor) == 0 else {
            let code = errno
            removeTemporary()
            throw failure(describe(code))
        }
        // The last moment to stop: after the rename, the new file is in place whole.
        guard !Interruption.isRequested else {
            removeTemporary()
            throw failure(describe(EINTR))
        }
        let renamed = withCString(temporary) { from in withCString(target) { rename(from, $0) } }
        guard renamed == 0 else {
            let code = errno
            removeTemporary()
            throw failure(describe(code))
        }
    }

    /// The file's own bytes rewritten, its inode (and so its other names) kept; signals held by
    /// the caller. What the new bytes overwrite is kept first and put back, the old size with
    /// it, when the write fails or is interrupted.
    private static func writeInPlace(
        _ target: [UInt8], _ content: OutputContent, failure: (String) -> ToolError
    ) throws(ToolError) {
        let descriptor = withCString(target) { open($0, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure(describe(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(describe(code))
        }
        let oldSize = Int(status.st_size)
        let saved: SavedBytes
        do throws(SavedBytes.Failure) {
            saved = try SavedBytes(of: target, count: min(oldSize, content.count))
        } catch {
            close(descriptor)
            throw failure(error.reason)
        }
        var stop: Int32?
        #if canImport(Glibc)
            if content.count > 0 {
                let reserved = posix_fallocate(descriptor, 0, off_t(content.count))
                // A file system that cannot reserve space says so; only a full one stops here.
                if reserved != 0, reserved != EOPNOTSUPP, reserved != EINVAL { stop = reserved }
            }
        #endif
        var touched = 0
        if stop == nil { stop = write(content, to: descriptor, touched: &touched) }
        if stop == nil, ftruncate(descriptor, off_t(content.count)) != 0 { stop = errno }
        if let stop {
            // The old bytes back where a piece went, then the old size: a reservation or a longer
            // write undone. Nothing is rewritten that was not touched (a full disk stops before).
            var now = stat()
            let restored =
                saved.restore(into: descriptor, upTo: touched)
                && (fstat(descriptor, &now) == 0 && Int(now.st_size) == oldSize
                    || ftruncate(descriptor, off_t(oldSize)) == 0)
            close(descriptor)
            guard restored else {
                throw failure(
                    describe(stop) + "; what it held could not be put back: it is left half written"
                )
            }
            throw failure(describe(stop))
        }
        guard close(descriptor) == 0 else { throw failure(describe(errno)) }
    }

    /// A FIFO or a device, opened and written.
    private static func writeDirectly(
        _ target: [UInt8], _ content: OutputContent, failure: (String) -> ToolError
    ) throws(ToolError) {
        let descriptor = withCString(target) { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure(describe(errno)) }
        var touched = 0
        if let code = write(content, to: descriptor, touched: &touched) {
            close(descriptor)
            throw failure(describe(code))
        }
        guard close(descriptor) == 0 else { throw failure(describe(errno)) }
    }

    /// Writes every byte of `content` at the descriptor's offset; returns the system error that
    /// stopped it, or EINTR when a held signal came (asked between pieces). `touched` is how far
    /// the writes went: the end of the last piece begun.
    private static func write(
        _ content: OutputContent, to descriptor: Int32, touched: inout Int
    ) -> Int32? {
        var stop: Int32?
        var end = 0
        content.forEachPiece { piece in
            if Interruption.isRequested {
                stop = EINTR
                return false
            }
            end += piece.count
            stop = OutputChannel.writeAll(piece, to: descriptor)
            return stop == nil
        }
        touched = end
        // A content that handed over less than it said would leave a file cut short.
        if stop == nil, end != content.count { stop = EIO }
        return stop
    }
}
