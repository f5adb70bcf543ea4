import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceTool

/// The tool's commands run in process, through memory: the same code the binary runs.
enum InProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], stdin: [UInt8] = []) -> Result {
        run(arguments.map { Argument($0) }, stdin: stdin)
    }

    static func run(_ arguments: [Argument], stdin: [UInt8] = []) -> Result {
        let io = ToolIO.memory(standardInput: stdin)
        let status = CommandLineTool.run(arguments, io: io)
        return Result(status: status, stdout: io.output.text, stderr: io.errors.text)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ka-tool-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Suite("The command line, declared and run in process")
struct InProcessToolTests {
    @Test("stress --hostile runs the engine's public entries and counts what it checked")
    func hostile() {
        let result = InProcess.run(["stress", "--hostile", "40", "--jobs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("rounds") == true)
        let numbers = lines.dropFirst().first?.split(separator: " ").compactMap { Double($0) } ?? []
        // 40 rounds, thousands of inputs, 0 actions that are not finite.
        #expect(numbers.count == 5)
        #expect(numbers.first == 40)
        #expect((numbers.dropFirst().first ?? 0) > 1000)
        #expect(numbers.dropFirst(3).first == 0)
    }

    @Test("stress checks every change of the catalogue's keyboard acts once, both policies")
    func catalogueTransitions() {
        let result = InProcess.run(["stress", "--sequences", "1", "--strategy", "safeArea"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let heading = lines.firstIndex { $0.hasPrefix("catalogue transitions") }
        let row = heading.map { lines[$0 + 1].split(separator: " ") } ?? []
        // safeArea: thousands of transitions, every device and keyboard, 0 violations.
        #expect(row.first == "safeArea")
        #expect((row.dropFirst().first.flatMap { Int($0) } ?? 0) > 1000)
        #expect(row.dropFirst(3).first == "0")
    }

    @Test("stress plays lists among the scroll sequences and counts them on a row of their own")
    func lists() {
        let result = InProcess.run(["stress", "--sequences", "40", "--strategy", "scroll"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let scroll = lines.first { $0.hasPrefix("scroll ") }?.split(separator: " ") ?? []
        let lists = lines.first { $0.hasPrefix("  lists ") }?.split(separator: " ") ?? []
        // About half of the 40, with their events among the strategy's; 0 violations.
        #expect(scroll.dropFirst().first == "40")
        let count = lists.dropFirst().first.flatMap { Int($0) } ?? 0
        #expect((5...35).contains(count))
        let events = lists.dropFirst(2).first.flatMap { Int($0) } ?? 0
        #expect(events > count * 12)
        #expect(events < scroll.dropFirst(2).first.flatMap { Int($0) } ?? 0)
        #expect(lists.dropFirst(3).first == "0")
    }

    @Test("stress --userinfo copies real and hostile userInfos within one notification's budget")
    func userInfoCopies() {
        let result = InProcess.run(["stress", "--userinfo", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "budget: 512 values a notification, all its keys and copies")
        // A row for each userInfo: its name, then the values copied and four more figures.
        let copied = lines.dropFirst(2).map { line in
            let words = line.split(separator: " ")
            return words.count > 5 ? Double(words[words.count - 5]) ?? -1 : -1
        }
        #expect(copied.count == 8)
        #expect(copied.prefix(3) == [5, 8, 16])  // the real ones, whole
        #expect(copied.dropFirst(3).allSatisfy { $0 <= 517 })
        #expect(
            InProcess.run(["stress", "--userinfo", "1", "--seed", "2"]).stderr.contains(
                "--userinfo does not take --seed (it copies userInfos, alone)"))
    }

    @Test(
        "plan in process prints the hand-computed plan of every fixture", arguments: Fixtures.names)
    func planFixture(name: String) throws {
        let result = InProcess.run([
            "plan", Fixtures.directory.appendingPathComponent("\(name).json").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let expected = try Fixtures.expectedPlan(name)
        #expect(lines.count == expected.count)
        for (line, wanted) in zip(lines, expected) {
            let difference = try JSONValue(parsing: Array(line.utf8)).firstDifference(from: wanted)
            #expect(difference == nil, "\(name): \(difference ?? "")")
        }
    }

    @Test("plan reads standard input in process")
    func planStandardInput() throws {
        let bytes = Array(try Fixtures.data("ipad-form-sheet"))
        let piped = InProcess.run(["plan", "-"], stdin: bytes)
        #expect(piped.status == 0)
        #expect(Array(piped.stdout.utf8) == (try ReaderRuns.ordinaryOutput(bytes)))
    }

    @Test(
        "plan on standard input reports surface on every line when a list or a revealScroll comes only late, or in a header after the events",
        arguments: [
            #"{"screen": [0, 0, 375, 812], "strategy": "scroll", "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 477, 375, 335]}}, {"retarget": null}, {"measure": {"list": {"extraInset": 10}}}]}"#,
            #"{"screen": [0, 0, 375, 812], "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 477, 375, 335]}}], "strategy": "scroll", "list": {"extraInset": 10}}"#,
            #"{"screen": [0, 0, 375, 812], "strategy": "safeArea", "target": [0, 700, 375, 44], "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 477, 375, 335]}}, {"measure": {"target": [0, 900, 375, 44], "revealScroll": {"frame": [0, 0, 375, 812], "contentHeight": 1500, "offsetY": 0}}}]}"#,
            #"{"screen": [0, 0, 375, 812], "strategy": "scroll", "events": [{"retarget": null}]}"#,
        ])
    func planStandardInputSurface(text: String) throws {
        let bytes = Array(text.utf8)
        let expected = try ReaderRuns.ordinaryOutput(bytes)
        let piped = InProcess.run(["plan", "-"], stdin: bytes)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(Array(piped.stdout.utf8) == expected)
        let reports = try Scenario(jsonData: bytes).reportsSurface
        let lines = piped.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.contains("\"surface\": ") == reports })
    }

    @Test(
        "plan on standard input prints what the file's plan prints for every fixture with the project's fields",
        arguments: Fixtures.names.filter { name in
            (try? Fixtures.scenario(name).reportsSurface) == true
        })
    func planStandardInputFixture(name: String) throws {
        let bytes = Array(try Fixtures.data(name))
        let piped = InProcess.run(["plan", "-"], stdin: bytes)
        #expect(piped.status == 0)
        #expect(Array(piped.stdout.utf8) == (try ReaderRuns.ordinaryOutput(bytes)))
    }

    @Test("every command's usage is written from its declaration: every option, --help, an example")
    func usageFromDeclaration() {
        for command in CommandLineTool.commands {
            let usage = command.spec.usage
            for option in command.spec.options {
                for name in option.names {
                    #expect(usage.contains(name), "\(command.spec.name) \(name)")
                }
            }
            #expect(usage.contains("--help"))
            #expect(usage.contains("Example"))
            let help = InProcess.run([command.spec.name, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout == usage)
            #expect(InProcess.run(["help", command.spec.name]).stdout == usage)
        }
        #expect(InProcess.run(["--help"]).stdout == CommandLineTool.usage)
    }

    @Test("--name value and --name=value are the same; -o and --output are one option")
    func optionSpellings() throws {
        let spaced = InProcess.run([
            "animation", "--to", "100", "--fps", "10", "--curve", "3", "--duration", "0.5",
        ])
        let joined = InProcess.run([
            "animation", "--to=100", "--fps=10", "--curve=3", "--duration=0.5",
        ])
        #expect(spaced.status == 0)
        #expect(spaced.stdout == joined.stdout)
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let example = Fixtures.examples.appendingPathComponent("ipad-stage-manager.json").path
        let short = directory.appendingPathComponent("short.svg").path
        let long = directory.appendingPathComponent("long.svg").path
        #expect(InProcess.run(["render", example, "-o", short]).status == 0)
        #expect(InProcess.run(["render", example, "--output=\(long)"]).status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: short))
                == Data(contentsOf: URL(fileURLWithPath: long)))
    }

    @Test(
        "bad command lines: exit 2, one line naming the option",
        arguments: [
            (["render", "x.json", "-o", "a.svg", "--output", "b.svg"], "-o/--output given twice"),
            (["animation", "--to", "1", "--to", "2"], "--to given twice"),
            (
                ["stress", "--strategy", "sideways"],
                "--strategy: expected one of shift, safeArea, guide, scroll, all"
            ),
            (["stress", "--sequences=x"], "--sequences: expected a decimal integer, got 'x'"),
            (
                ["stress", "--seed", "+1"],
                "--seed: expected a non-negative decimal integer, got '+1'"
            ),
            (["animation", "--to", "0x10"], "--to: expected a decimal number, got '0x10'"),
            (["animation", "--from", "016"], "--from: expected a decimal number, got '016'"),
            (["animation", "--fps", "1e999"], "--fps: 1e999 is too large for a number"),
            (["animation", "--curve", "99999999999999999999"], "--curve: must be between"),
            (
                ["render", "x.json", "--events", "0..999999999999999999999"],
                "--events: 999999999999999999999 is too large (at most 9223372036854775807)"
            ),
            (["plan", ""], "keyboard-avoidance plan: FILE: expected a path, got an empty one"),
            (
                ["help", "plan", "plan"],
                "unexpected argument 'plan' (try: keyboard-avoidance help plan)"
            ),
            (
                ["stress", "--hostile", "5", "--replay", "3"],
                "--hostile does not take --replay (it runs hostile numbers, with --seed and --jobs "
                    + "only); give one of them"
            ),
            (
                ["stress", "--hostile", "5", "--sequences", "3"],
                "--hostile does not take --sequences"
            ),
            (["stress", "--hostile=5", "--strategy=shift"], "--hostile does not take --strategy"),
            (["stress", "--blocks", "3", "--hostile", "5"], "--hostile does not take --blocks"),
            (
                ["stress", "--replay", "3", "--strategy", "shift", "--seed", "4"],
                "--replay does not take --seed"
            ),
            (
                ["render", "x.json", "-o", "/dev/full"],
                "-o: expected a file name ending in .svg or .html, got '/dev/full' (for a FIFO or a "
                    + "device, say what to write with --format svg or --format html)"
            ),
            (
                ["render", "x.json", "-o", "a.svg", "--format", "html"],
                "--format html disagrees with -o 'a.svg', named .svg (give one of them)"
            ),
            (["demo", "-o", ""], "-o: expected a path, got an empty one"),
            (["demo", "--output="], "--output: expected a path, got an empty one"),
            (["plan"], "expected FILE"),
            (["plan", "a.json", "b.json"], "unexpected argument 'b.json'"),
            (["plan", "--frobnicate", "a.json"], "unknown option '--frobnicate'"),
            (["render", "x.json", "--animate=yes"], "--animate takes no value"),
            (["render", "x.json", "--events", "5..2"], "--events: expected A..B"),
            (["frobnicate"], "unknown command 'frobnicate'"),
        ])
    func badCommandLines(arguments: [String], message: String) {
        let result = InProcess.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("one table maps every reason to its exit status")
    func exitTable() {
        #expect(ToolError.usage("").exitStatus == 2)
        #expect(ToolError.badInput("").exitStatus == 2)
        #expect(ToolError.io("").exitStatus == 1)
        #expect(ToolError.failedCheck("").exitStatus == 1)
        // An output that cannot be written: 1; an input that cannot be read: 2.
        let example = Fixtures.examples.appendingPathComponent("ipad-stage-manager.json").path
        #expect(InProcess.run(["render", example, "-o", "/no-such-directory/x.svg"]).status == 1)
        #expect(InProcess.run(["plan", "/no-such-directory/x.json"]).status == 2)
    }
}
