import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files as the tool uses them: paths as bytes, system errors in words, new files made without
/// clashing with what is there.
enum ToolFiles {
    /// A system error, in words.
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case EISDIR: "it is a directory"
        case ENOTDIR: "a part of the path is not a directory"
        case ENOSPC: "no space left on the device"
        case EPIPE: "the reader went away"
        case EBADF: "it is closed"
        case EFBIG: "file too large: more than the limit on a file's size, ulimit -f"
        case EINTR: "interrupted"
        default: String(cString: strerror(code))
        }
    }

    /// What a file's mode says it is, as a message names it: "a file", "a device"…
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a file"
        case S_IFDIR: "a directory"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "neither a file nor a directory"
        }
    }

    /// A file's device and inode: the same file, whatever its name (a symbolic link, a hard link).
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// The directory for temporary files: `$TMPDIR`, else `/tmp`.
    static var temporaryDirectory: String {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"] ?? ""
        return directory.isEmpty ? "/tmp" : directory
    }

    /// Calls `body` with bytes as a C string.
    static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result)
        -> Result
    {
        let characters = (bytes + [0]).map { CChar(bitPattern: $0) }
        return characters.withUnsafeBufferPointer { buffer in
            // A non-empty array always has storage; an empty C string otherwise.
            guard let base = buffer.baseAddress else { return "".withCString(body) }
            return body(base)
        }
    }

    /// A path's directory, with its final `/`: empty for a name in the current directory.
    static func directory(of path: [UInt8]) -> [UInt8] {
        path.lastIndex(of: UInt8(ascii: "/")).map { Array(path[...$0]) } ?? []
    }

    /// The status of what `path` names, not following a symbolic link; `nil` with `errno` set.
    static func linkStatus(_ path: [UInt8]) -> stat? {
        var status = stat()
        return withCString(path) { lstat($0, &status) } == 0 ? status : nil
    }

    /// Creates a new file `PREFIX-XXXXXXXXXXXX` (unique) with `mode` (less the umask, as `open`
    /// applies it) and opens it for reading and writing; returns its descriptor and path, or `nil` with
    /// `errno` set.
    static func makeNewFile(_ prefix: [UInt8], mode: mode_t) -> (Int32, [UInt8])? {
        for _ in 0..<100 {
            let path = prefix + Array("-\(uniqueSuffix())".utf8)
            let descriptor = withCString(path) {
                open($0, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            }
            if descriptor >= 0 { return (descriptor, path) }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// Creates a new file only this process can read (for temporary copies).
    static func makeTemporaryFile(_ prefix: [UInt8]) -> (Int32, [UInt8])? {
        makeNewFile(prefix, mode: 0o600)
    }

    /// Twelve random letters and digits, for names nothing else picks.
    static func uniqueSuffix() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<12).map { _ in alphabet[Int.random(in: 0..<alphabet.count)] })
    }
}
