import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a set of files into a directory without losing anything that was there.
///
/// - A new directory is made beside its place under a hidden name, filled, then renamed into
///   place: it appears whole or not at all.
/// - Into a directory that is there, every file is first written beside its place, then each is
///   renamed over its place, its old version kept under a hidden name until all are in. On a
///   failure every file is put back as it was and everything new is removed. Whatever else the
///   directory holds is never touched; a file that is replaced keeps its mode.
enum GalleryWriter {
    static func write(_ files: [(path: String, contents: String)], to directory: Argument)
        throws(ToolError)
    {
        try write(files, to: directory, beforeEachStep: {})
    }

    /// `beforeEachStep` runs before each file is written and each is swapped in: where a test
    /// sends itself a signal.
    static func write(
        _ files: [(path: String, contents: String)], to directory: Argument,
        beforeEachStep: () -> Void
    ) throws(ToolError) {
        var root = directory.bytes
        while root.count > 1, root.last == UInt8(ascii: "/") { root.removeLast() }
        // Ctrl-C (or a TERM, a HUP) while the files go in undoes them, then ends the tool.
        try Interruption.holdingSignals { () throws(ToolError) in
            try write(files, root: root, directory: directory, beforeEachStep: beforeEachStep)
        }
    }

    private static func write(
        _ files: [(path: String, contents: String)], root: [UInt8], directory: Argument,
        beforeEachStep: () -> Void
    ) throws(ToolError) {
        var changes = Changes()
        do throws(Failure) {
            var status = stat()
            if ToolFiles.withCString(root, { stat($0, &status) }) != 0 {
                guard errno == ENOENT else { throw Failure(path: "", code: errno) }
                try writeNew(files, at: root, changes: &changes, beforeEachStep: beforeEachStep)
            } else if status.st_mode & S_IFMT == S_IFDIR {
                try update(files, in: root, changes: &changes, beforeEachStep: beforeEachStep)
            } else {
                throw Failure(
                    path: "", reason: "it is \(ToolFiles.kind(status.st_mode)), not a directory")
            }
        } catch {
            changes.undo()
            let place = error.path.isEmpty ? "" : "\(ToolText.echo(error.path)): "
            throw .io("\(directory.echo): cannot write the gallery (\(place)\(error.reason))")
        }
        changes.finish()
    }

    /// A new directory: filled under a hidden name beside it, then renamed into place.
    private static func writeNew(
        _ files: [(path: String, contents: String)], at root: [UInt8], changes: inout Changes,
        beforeEachStep: () -> Void
    ) throws(Failure) {
        let name = root.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
        let staging =
            ToolFiles.directory(of: root) + Array(".".utf8) + name
            + Array(".keyboard-avoidance-\(ToolFiles.uniqueSuffix())".utf8)
        try changes.makeDirectory(staging, as: "")
        for file in files {
            beforeEachStep()
            try stopIfInterrupted()
            try changes.makeDirectories(for: file.path, under: staging)
            try changes.writeFile(
                staging + Array("/\(file.path)".utf8), file.contents, as: file.path, mode: nil)
        }
        let renamed = ToolFiles.withCString(staging) { from in
            ToolFiles.withCString(root) { rename(from, $0) }
        }
        guard renamed == 0 else { throw Failure(path: "", code: errno) }
        changes.forget()
    }

    /// A directory that is there: every file beside its place, then each renamed into place.
    private static func update(
        _ files: [(path: String, contents: String)], in root: [UInt8], changes: inout Changes,
        beforeEachStep: () -> Void
    ) throws(Failure) {
        var staged: [(temporary: [UInt8], target: [UInt8], path: String)] = []
        for file in files {
            beforeEachStep()
            try stopIfInterrupted()
            try changes.makeDirectories(for: file.path, under: root)
            let target = root + Array("/\(file.path)".utf8)
            let existing = ToolFiles.linkStatus(target)
            let mode = existing.flatMap { $0.st_mode & S_IFMT == S_IFREG ? $0.st_mode : nil }
            let temporary =
                ToolFiles.directory(of: target)
                + Array(".keyboard-avoidance-\(ToolFiles.uniqueSuffix())".utf8)
            try changes.writeFile(temporary, file.contents, as: file.path, mode: mode)
            staged.append((temporary, target, file.path))
        }
        for file in staged {
            beforeEachStep()
            try stopIfInterrupted()
            try changes.swap(file.temporary, into: file.target, as: file.path)
        }
    }

    private static func stopIfInterrupted() throws(Failure) {
        if Interruption.isRequested { throw Failure(path: "", reason: "interrupted") }
    }

    /// Why the gallery could not be written, and which of its files said so.
    struct Failure: Error {
        var path: String
        var reason: String

        init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        init(path: String, code: Int32) {
            self.init(path: path, reason: ToolFiles.describe(code))
        }
    }

    /// What a write has changed so far, to undo on a failure or finish on success.
    private struct Changes {
        private var directories: [[UInt8]] = []
        private var files: [[UInt8]] = []
        private var swapped: [(target: [UInt8], backup: [UInt8]?)] = []

        /// Makes a directory, to remove again on a failure.
        mutating func makeDirectory(_ path: [UInt8], as name: String) throws(Failure) {
            guard ToolFiles.withCString(path, { mkdir($0, 0o777) }) == 0 else {
                throw Failure(path: name, code: errno)
            }
            directories.append(path)
        }

        /// Makes the directories a file's relative path goes through, where they are missing.
        mutating func makeDirectories(for relative: String, under root: [UInt8]) throws(Failure) {
            let parts = relative.split(separator: "/").dropLast()
            for end in parts.indices {
                let name = parts[...end].joined(separator: "/")
                let path = root + Array("/\(name)".utf8)
                var status = stat()
                if ToolFiles.withCString(path, { stat($0, &status) }) == 0 {
                    guard status.st_mode & S_IFMT == S_IFDIR else {
                        throw Failure(path: name, reason: "it is not a directory")
                    }
                } else {
                    try makeDirectory(path, as: name)
                }
            }
        }

        /// Writes a new file, to remove again on a failure; `mode`, if given, is set on it.
        mutating func writeFile(_ path: [UInt8], _ contents: String, as name: String, mode: mode_t?)
            throws(Failure)
        {
            let descriptor = ToolFiles.withCString(path) {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            }
            guard descriptor >= 0 else { throw Failure(path: name, code: errno) }
            files.append(path)
            var contents = contents
            let failed = contents.withUTF8 {
                OutputChannel.writeAll(UnsafeRawBufferPointer($0), to: descriptor)
            }
            if let mode { _ = fchmod(descriptor, mode & 0o7777) }
            let closed = close(descriptor) == 0 ? nil : errno
            if let code = failed ?? closed { throw Failure(path: name, code: code) }
        }

        /// Renames a written file over its place, keeping what was there under a hidden name
        /// (a second link to it, so that the place is never empty) until the write finishes.
        mutating func swap(_ temporary: [UInt8], into target: [UInt8], as name: String)
            throws(Failure)
        {
            var backup: [UInt8]?
            var moved = false
            if let status = ToolFiles.linkStatus(target) {
                // A directory is the user's, not an old version of a file: it stays.
                guard status.st_mode & S_IFMT != S_IFDIR else {
                    throw Failure(path: name, code: EISDIR)
                }
                let hidden =
                    ToolFiles.directory(of: target)
                    + Array(".keyboard-avoidance-old-\(ToolFiles.uniqueSuffix())".utf8)
                let linked = ToolFiles.withCString(target) { from in
                    ToolFiles.withCString(hidden) { linkat(AT_FDCWD, from, AT_FDCWD, $0, 0) }
                }
                if linked != 0 {
                    // A file system without hard links: the old file moves aside instead.
                    let renamed = ToolFiles.withCString(target) { from in
                        ToolFiles.withCString(hidden) { rename(from, $0) }
                    }
                    guard renamed == 0 else { throw Failure(path: name, code: errno) }
                    moved = true
                }
                backup = hidden
            }
            let renamed = ToolFiles.withCString(temporary) { from in
                ToolFiles.withCString(target) { rename(from, $0) }
            }
            guard renamed == 0 else {
                let code = errno
                if let backup {
                    ToolFiles.withCString(backup) { hidden in
                        if moved {
                            _ = ToolFiles.withCString(target) { rename(hidden, $0) }
                        } else {
                            _ = unlink(hidden)
                        }
                    }
                }
                throw Failure(path: name, code: code)
            }
            files.removeAll { $0 == temporary }
            swapped.append((target, backup))
        }

        /// Puts back every file replaced, removes every file and directory made.
        mutating func undo() {
            for (target, backup) in swapped.reversed() {
                ToolFiles.withCString(target) { target in
                    if let backup {
                        _ = ToolFiles.withCString(backup) { rename($0, target) }
                    } else {
                        _ = unlink(target)
                    }
                }
            }
            for file in files.reversed() { _ = ToolFiles.withCString(file) { unlink($0) } }
            for directory in directories.reversed() {
                _ = ToolFiles.withCString(directory) { rmdir($0) }
            }
            self = Changes()
        }

        /// Everything is in place: the old versions go.
        mutating func finish() {
            for backup in swapped.compactMap(\.backup) {
                _ = ToolFiles.withCString(backup) { unlink($0) }
            }
            self = Changes()
        }

        /// What was made is now in place under another name (a renamed directory): nothing to
        /// undo.
        mutating func forget() {
            self = Changes()
        }
    }
}
