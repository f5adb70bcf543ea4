import Foundation
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceTool

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a scenario: a file that shrinks under the reader is a message, not a bus error; a
/// regular file is read where it is, with no temporary file.
@Suite("Reading a scenario file")
struct InputFileTests {
    static let header = #"{"screen": [0, 0, 414, 736], "strategy": "shift", "margin": 8, "#

    /// A scenario of `count` retargets.
    static func scenario(events count: Int) -> String {
        let events = (0..<count).map { "{\"retarget\": [20, \($0 % 600), 374, 44]}" }
        return header + #""events": ["# + events.joined(separator: ",\n") + "]}\n"
    }

    /// Opens a scenario file of `events` events, cuts it to its first page, then has `command`
    /// read it; returns 0 when the command stopped with status 2 saying so (the exit tests' child
    /// reports by its status).
    static func readShrunkFile(events: Int, command: (InputFile, ToolIO) throws(ToolError) -> Void)
        -> Int32
    {
        guard let directory = try? InProcess.temporaryDirectory() else { return 10 }
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("recording.json").path
        guard
            (try? Data(scenario(events: events).utf8).write(to: URL(fileURLWithPath: path))) != nil
        else { return 11 }
        let io = ToolIO.memory()
        guard let input = try? InputFile(Argument(path), io: io) else { return 12 }
        // The recording is rewritten: shorter than what was mapped.
        guard truncate(path, 4096) == 0 else { return 13 }
        do {
            try command(input, io)
            return 14
        } catch {
            let said = error.message.contains("the file changed while it was read")
            return error.exitStatus == 2 && said && io.output.captured.isEmpty ? 0 : 15
        }
    }

    @Test("plan on a file that shrinks while it is read: status 2 and a message, not SIGBUS")
    func planShrinkingFile() async {
        await #expect(processExitsWith: .exitCode(0)) {
            exit(
                InputFileTests.readShrunkFile(events: 50_000) { input, io throws(ToolError) in
                    try PlanCommand.plan(input, io: io)
                })
        }
    }

    @Test("render on a file that shrinks while it is read: status 2 and a message, not SIGBUS")
    func renderShrinkingFile() async {
        await #expect(processExitsWith: .exitCode(0)) {
            exit(
                InputFileTests.readShrunkFile(events: 300) { input, io throws(ToolError) in
                    let parsed = try RenderCommand.spec.parse(["recording.json"])
                    try RenderCommand.render(input, parsed: parsed, io: io)
                })
        }
    }

    @Test("plan reads a regular file, small or large, without a temporary directory")
    func planWithoutTemporaryDirectory() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let large = directory.appendingPathComponent("large.json").path
        // A plan of several megabytes: more than is kept in memory while the file is checked.
        try Data(Self.scenario(events: 40_000).utf8).write(to: URL(fileURLWithPath: large))
        for path in ["Examples/iphone-field-near-bottom.json", large] {
            let usual = try Tool.runShell("\"$TOOL\" plan '\(path)'")
            let without = try Tool.runShell("TMPDIR=/no-such-directory \"$TOOL\" plan '\(path)'")
            #expect(usual.status == 0, "\(usual.stderr)")
            #expect(without.status == 0, "\(without.stderr)")
            #expect(without.stdout == usual.stdout)
            #expect(!usual.stdout.isEmpty)
        }
        #expect(
            try Tool.runShell("\"$TOOL\" plan '\(large)'").stdout.split(separator: "\n").count
                == 40_000)
        // Standard input is kept in a copy: that one needs the directory, and says so.
        let piped = try Tool.runShell(
            "TMPDIR=/no-such-directory \"$TOOL\" plan - < Examples/iphone-field-near-bottom.json")
        #expect(piped.status == 1)
        #expect(piped.stderr.contains("/no-such-directory"), "\(piped.stderr)")
    }

    /// Rewrites `count` bytes at `offset` of a file in place with `bytes`, then gives the file back
    /// the modification time it had: the same size, the same time, other bytes.
    static func rewrite(_ path: String, at offset: Int, with bytes: [UInt8]) -> Bool {
        var before = stat()
        guard stat(path, &before) == 0 else { return false }
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes {
            pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset))
        }
        #if canImport(Glibc)
            var times = [before.st_atim, before.st_mtim]
        #else
            var times = [before.st_atimespec, before.st_mtimespec]
        #endif
        return written == bytes.count && futimens(descriptor, &times) == 0
    }

    @Test(
        "a file rewritten between the readings, same size and time: status 2 at the changed megabyte, every line printed is the checked file's"
    )
    func rewrittenBetweenReadings() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("recording.json").path
        // About 12 MiB: the window lets bytes go before the change, near the end, is met.
        let text = Self.scenario(events: 330_000)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let checked = String(
            decoding: try ReaderRuns.ordinaryOutput(Array(text.utf8)), as: UTF8.self
        )
        .split(separator: "\n")
        let bytes = Array(text.utf8)
        let target = Array(#"{"retarget": [20, 1"#.utf8)
        guard
            let offset = (2_500_000..<bytes.count).first(where: {
                bytes[$0..<min(bytes.count, $0 + target.count)].elementsEqual(target)
            })
        else {
            Issue.record("no retarget to change")
            return
        }
        let io = ToolIO.memory()
        let input = try InputFile(Argument(path), io: io)
        var rewritten = false
        let error = #expect(throws: ToolError.self) {
            try FilePlan.plan(input, io: io) {
                // "[20, 1…" becomes "[20, 2…": a valid scenario, another plan.
                rewritten = Self.rewrite(path, at: offset + target.count - 1, with: Array("2".utf8))
            }
        }
        #expect(rewritten)
        #expect(error?.exitStatus == 2)
        #expect(error?.message.contains("the file changed while it was read") == true)
        let printed = io.output.text.split(separator: "\n")
        #expect(printed.count < checked.count)
        #expect(Array(checked.prefix(printed.count)) == printed)
    }

    @Test(
        "render of a file rewritten between its readings (same size and time, 1,000 events more) stops with status 2 and draws nothing",
        .enabled(if: Child.canWatch, "needs /proc/PID/io to catch the first reading under way"))
    func renderRewrittenBetweenReadings() throws {
        let directory = try InProcess.temporaryDirectory()
        let logs = try InProcess.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: logs)
        }
        let path = directory.path + "/recording.json"
        let picture = directory.path + "/picture.svg"
        // Ten events, room after them in the first megabyte, and 60 MiB of spaces to read after
        // it: the first reading is stopped once past the first megabyte, and that megabyte given
        // 1,000 more events in the room, the size and the time kept.
        let event = #"{"retarget": [20, 300, 374, 44]}"#
        let start =
            Self.header + #""events": ["#
            + Array(repeating: event, count: 10).joined(separator: ", ")
        let room = 40_000
        let more = String(repeating: ", " + event, count: 1000)
        let replacement = Array((more + String(repeating: " ", count: room - more.count)).utf8)
        var document = Array(start.utf8) + Array(repeating: UInt8(ascii: " "), count: room)
        document += Array("]}".utf8) + Array(repeating: UInt8(ascii: " "), count: 60 << 20)
        var caught = false
        // The first reading takes a few hundred milliseconds; up to three runs to stop it within.
        for _ in 1...3 where !caught {
            try? FileManager.default.removeItem(atPath: picture)
            try Data(document).write(to: URL(fileURLWithPath: path))
            let child = try Child(["render", path, "-o", picture], errors: logs.path + "/stderr")
            guard child.waitFor("rchar", toReach: 3 << 20), child.stop() else {
                Issue.record(
                    "render ended before it had read 3 MiB: \(child.wait()), \(child.errors)")
                return
            }
            // Past the first megabyte (1 MiB is the look for a second half, in the middle),
            // still in the first reading.
            guard let read = child.count("rchar"), read < document.count else {
                child.resume()
                _ = child.wait()
                continue
            }
            caught = true
            #expect(Self.rewrite(path, at: start.utf8.count, with: replacement))
            child.resume()
            #expect(child.wait() == .exited(2), "\(child.errors)")
            #expect(
                child.errors
                    == "keyboard-avoidance: \(Argument(path).echo): the file changed while it was read; run "
                    + "again once it is written whole\n")
            #expect(!FileManager.default.fileExists(atPath: picture))
        }
        #expect(caught, "the first reading ended before it could be stopped")
    }
}
