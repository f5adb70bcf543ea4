import Foundation
import Testing

@testable import KeyboardAvoidanceTool

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write the user interrupts, or the disk stops: the file under every name is its old content
/// or its new one, never a mix, and nothing is left beside it. The binary writes a large output
/// (`bench --write` of a million events, about 170 MB) and is signalled once it has written a few
/// megabytes of it, as Ctrl-C, a `kill` or a closed terminal would.
@Suite("Nothing lost, nothing left behind: a write interrupted by a signal or a full disk")
struct InterruptedWriteTests {
    /// What `--write` points at.
    enum Target: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// A file with a second name: rewritten in place.
        case hardLinked = "a file with another hard link"
        /// A file with one name: replaced by a rename.
        case ordinary = "an ordinary file"
        /// Nothing yet.
        case new = "a new file"

        var testDescription: String { rawValue }
    }

    /// How many events `bench --write` writes: about 170 MB, long enough to signal mid-way.
    static let events = 1_000_000
    /// What the file held before the run.
    static let old = Data("the user's old scenario, which must survive\n".utf8)

    /// What `bench --write` writes for ``events`` events, to recognise a write that finished.
    static let written: GeneratedScenario? = {
        let sequences = try? BenchCommand.loadSequences(Tool.fixtures.path, io: .memory())
        return sequences.flatMap { try? BenchCommand.generatedScenario($0, events: events) }
    }()

    /// What a file holds after the run, as the test tells it apart.
    enum Outcome: Equatable {
        /// No file.
        case absent
        /// Exactly what it held before.
        case old
        /// Exactly what the command writes, whole.
        case new
        /// Anything else: a file lost.
        case mixed(String)
    }

    /// Tells what the file at `path` holds: nothing, exactly the old bytes, exactly the new, or
    /// something else (described).
    static func outcome(of path: String) -> Outcome {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .absent }
        defer { try? handle.close() }
        let size = Int((try? handle.seekToEnd()) ?? 0)
        try? handle.seek(toOffset: 0)
        if size == old.count, (try? handle.readToEnd()) == old { return .old }
        guard let written, size == written.size else {
            return .mixed("\(size) bytes, neither the old \(old.count) nor the new")
        }
        var expected = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while offset < size {
            let count = expected.withUnsafeMutableBytes { written.copy(from: offset, into: $0) }
            guard let read = try? handle.read(upToCount: count),
                read.elementsEqual(expected[0..<count])
            else { return .mixed("\(size) bytes, the new size, but other bytes after \(offset)") }
            offset += count
        }
        return .new
    }

    @Test(
        "SIGINT, SIGTERM or SIGHUP mid-write: old or new under every name, nothing beside it, the tool ended by the signal",
        .enabled(if: Child.canWatch, "needs /proc/PID/io to see the write under way"),
        arguments: [SIGINT, SIGTERM, SIGHUP], Target.allCases)
    func signalMidWrite(signal: Int32, target: Target) throws {
        try #require(Self.written != nil, "the fixtures make no scenario")
        var interrupted = 0
        // A signal that comes once the write has finished proves nothing: up to three runs to
        // catch one mid-write (the first does: the write has 170 MB to go).
        for _ in 1...3 where interrupted == 0 {
            let directory = try InProcess.temporaryDirectory()
            let logs = try InProcess.temporaryDirectory()
            defer {
                try? FileManager.default.removeItem(at: directory)
                try? FileManager.default.removeItem(at: logs)
            }
            let path = directory.path + "/scenario.json"
            let other = directory.path + "/other-name.json"
            if target != .new { try Self.old.write(to: URL(fileURLWithPath: path)) }
            if target == .hardLinked { try #require(link(path, other) == 0) }
            let inode = OutputFileTests.status(path)?.st_ino
            let child = try Child(
                [
                    "bench", "--fixtures", Tool.fixtures.path, "--events", "\(Self.events)",
                    "--write", path,
                ], errors: logs.path + "/stderr")
            guard child.waitFor("wchar", toReach: 4 << 20) else {
                Issue.record("the tool ended before writing 4 MB: \(child.wait()), \(child.errors)")
                return
            }
            child.send(signal)
            let ending = child.wait()
            #expect(ending == .signaled(signal), "\(child.errors)")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let outcome = Self.outcome(of: path)
            switch target {
            case .hardLinked:
                #expect(names == ["other-name.json", "scenario.json"])
                #expect(OutputFileTests.status(path)?.st_ino == inode)
                #expect(Self.outcome(of: other) == outcome)
                #expect(outcome == .old || outcome == .new, "\(outcome)")
            case .ordinary:
                #expect(names == ["scenario.json"])
                #expect(outcome == .old || outcome == .new, "\(outcome)")
            case .new:
                #expect(names == (outcome == .absent ? [] : ["scenario.json"]))
                #expect(outcome == .absent || outcome == .new, "\(outcome)")
            }
            if outcome == .old || outcome == .absent { interrupted += 1 }
        }
        #expect(interrupted == 1, "every signal came after the write had finished")
    }

    @Test(
        "a full disk: a file with another hard link, an ordinary one and a new one left as they were",
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
            "needs a small file system of its own: root, and unshare to mount it privately"))
    func fullDisk() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A 4 MB file system of the test's own, in a mount namespace nothing else sees.
        let result = try Tool.runShell(
            """
            unshare -m sh -c '
              cd "\(directory.path)" && mount -t tmpfs -o size=4m tmpfs . && cd "\(directory.path)" \
                || exit 99
              printf "old\\n" > linked.json; ln linked.json other-name.json
              printf "old\\n" > ordinary.json
              for name in linked.json ordinary.json new.json; do
                "$TOOL" bench --fixtures "\(Tool.fixtures.path)" --events 100000 --write $name
                echo "$name $?"
              done
              cat linked.json other-name.json ordinary.json; ls -a | tr "\\n" " "'
            """)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "linked.json 1\nordinary.json 1\nnew.json 1\nold\nold\nold\n"
                + ". .. linked.json ordinary.json other-name.json ", "\(result.stderr)")
        #expect(
            result.stderr.components(separatedBy: "(no space left on the device)\n").count == 4,
            "\(result.stderr)")
    }

    /// A file of more than ``SavedBytes/largestInMemory`` with a second name, and the private
    /// temporary directory its old bytes are kept in: for the child processes below.
    static func largeLinkedFile() throws -> (directory: URL, path: String, old: Data) {
        let directory = try InProcess.temporaryDirectory()
        let path = directory.path + "/picture.svg"
        let old = Data(String(repeating: "old bytes of the user's picture\n", count: 700_000).utf8)
        try old.write(to: URL(fileURLWithPath: path))
        try #require(link(path, directory.path + "/other-name.svg") == 0)
        try FileManager.default.createDirectory(
            atPath: directory.path + "/tmp", withIntermediateDirectories: true)
        setenv("KA_SAVED_TARGET", path, 1)
        setenv("KA_SAVED_TMPDIR", directory.path + "/tmp", 1)
        return (directory, path, old)
    }

    /// Content of 40 MiB of "n" that, after `pieces` pieces, calls `stop` and then goes on
    /// (`goesOn`) or hands over nothing more: a write that cannot finish.
    static func failingContent(after pieces: Int, goesOn: Bool, _ stop: @escaping () -> Void)
        -> OutputContent
    {
        OutputContent(count: 40 << 20) { write in
            let piece = [UInt8](repeating: UInt8(ascii: "n"), count: OutputContent.pieceSize)
            for index in 0..<40 {
                if index == pieces { stop() }
                guard index < pieces || goesOn, piece.withUnsafeBytes({ write($0) }) else {
                    return
                }
            }
        }
    }

    @Test(
        "an in-place write that fails half-way puts a large file's old bytes back, from a copy no name points to"
    )
    func inPlaceFailurePutsBack() async throws {
        let (directory, path, old) = try Self.largeLinkedFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        // In a child, so that its TMPDIR is its own: it exits 0 when the write failed as an I/O
        // failure that says the file is left as it was.
        await #expect(processExitsWith: .exitCode(0)) {
            let environment = ProcessInfo.processInfo.environment
            setenv("TMPDIR", environment["KA_SAVED_TMPDIR"] ?? "", 1)
            let content = InterruptedWriteTests.failingContent(after: 8, goesOn: false) {}
            do throws(ToolError) {
                try ToolFiles.writeOutput(
                    content, to: Argument(environment["KA_SAVED_TARGET"] ?? ""))
                exit(1)
            } catch {
                exit(error.exitStatus == 1 && !error.message.contains("half written") ? 0 : 2)
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == old)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: directory.path + "/other-name.svg")) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/tmp") == [])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == ["other-name.svg", "picture.svg", "tmp"])
    }

    @Test(
        "SIGINT half-way through an in-place write of a large file: the old bytes back, then the signal"
    )
    func inPlaceInterruptedPutsBack() async throws {
        let (directory, path, old) = try Self.largeLinkedFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        await #expect(processExitsWith: .signal(SIGINT)) {
            let environment = ProcessInfo.processInfo.environment
            setenv("TMPDIR", environment["KA_SAVED_TMPDIR"] ?? "", 1)
            // The child may start with SIGINT blocked or ignored, as a background job does.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGINT)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            signal(SIGINT, SIG_DFL)
            let content = InterruptedWriteTests.failingContent(after: 8, goesOn: true) {
                raise(SIGINT)
            }
            try? ToolFiles.writeOutput(content, to: Argument(environment["KA_SAVED_TARGET"] ?? ""))
            exit(0)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == old)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: directory.path + "/other-name.svg")) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/tmp") == [])
    }
}
