import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@Suite("The keyboard-avoidance tool, run as a binary")
struct ToolTests {
    static let fixtureNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Tool.fixtures.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static let invalidNames: [String] = {
        let directory = Tool.fixtures.appendingPathComponent("invalid")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static let exampleNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Tool.examples.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test("plan prints the hand-computed plan of every fixture", arguments: fixtureNames)
    func planFixture(name: String) throws {
        let result = try Tool.run(["plan", "Tests/Fixtures/\(name).json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let expected = try String(
            contentsOf: Tool.fixtures.appendingPathComponent("\(name).plan.jsonl"), encoding: .utf8)
        let actualLines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(actualLines.count == expectedLines.count)
        for (actual, wanted) in zip(actualLines, expectedLines) where !wanted.isEmpty {
            let difference = try JSONValue(parsing: Array(actual.utf8)).firstDifference(
                from: try JSONValue(parsing: Array(wanted.utf8)))
            #expect(difference == nil, "\(name): \(difference ?? "")")
        }
    }

    @Test(
        "Scenario.planOutput(jsonData:) prints the tool's plan, byte for byte",
        arguments: fixtureNames)
    func planOutputMatchesTool(name: String) throws {
        #expect(!Self.fixtureNames.isEmpty)
        let url = Tool.fixtures.appendingPathComponent("\(name).json")
        let output = try Scenario.planOutput(jsonData: Array(try Data(contentsOf: url)))
        let result = try Tool.run(["plan", "Tests/Fixtures/\(name).json"])
        #expect(result.status == 0)
        #expect(!output.isEmpty)
        #expect(String(decoding: output, as: UTF8.self) == result.stdout)
    }

    @Test("Scenario.planOutput(jsonData:) yields nothing for an invalid document")
    func planOutputRefusesInvalid() {
        let document = Array(#"{"layout": {"container": [0, 0, 390, 844]}, "events": [}"#.utf8)
        #expect(throws: ScenarioError.self) { try Scenario.planOutput(jsonData: document) }
    }

    @Test("plan runs on every example: one valid JSON line per event", arguments: exampleNames)
    func planExample(file: String) throws {
        let result = try Tool.run(["plan", "Examples/\(file)"])
        #expect(result.status == 0, "\(result.stderr)")
        let scenario = try Scenario(
            jsonData: try Data(contentsOf: Tool.examples.appendingPathComponent(file)))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == scenario.events.count)
        for line in lines {
            #expect(throws: Never.self) { try JSONValue(parsing: Array(line.utf8)) }
        }
    }

    @Test("plan reads standard input with -")
    func planStdin() throws {
        let data = try Data(
            contentsOf: Tool.fixtures.appendingPathComponent("ipad-form-sheet.json"))
        let piped = try Tool.run(["plan", "-"], stdin: data)
        let direct = try Tool.run(["plan", "Tests/Fixtures/ipad-form-sheet.json"])
        #expect(piped.status == 0)
        #expect(piped.stdout == direct.stdout)
        #expect(!piped.stdout.isEmpty)
    }

    @Test(
        "a malformed file: one line on stderr naming the file and the field, exit 2, nothing on stdout",
        arguments: invalidNames)
    func malformed(file: String) throws {
        let path = "Tests/Fixtures/invalid/\(file)"
        let result = try Tool.run(["plan", path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stderr.hasPrefix("keyboard-avoidance: \(path): "), "\(result.stderr)")
    }

    @Test("the message names the field")
    func messageNamesField() throws {
        let result = try Tool.run(["plan", "Tests/Fixtures/invalid/rect-with-three-numbers.json"])
        #expect(
            result.stderr
                == "keyboard-avoidance: Tests/Fixtures/invalid/rect-with-three-numbers.json: container: expected a rect [x, y, width, height] or \"{{x, y}, {width, height}}\", got 3 numbers\n"
        )
        let stdin = try Tool.run(
            ["plan", "-"],
            stdin: Data("{\"screen\": [0, 0, 1, 1], \"strategy\": \"x\", \"events\": []}".utf8))
        #expect(stdin.status == 2)
        #expect(stdin.stderr.hasPrefix("keyboard-avoidance: <stdin>: strategy: "))
    }

    @Test("a missing file or bad usage: exit 2 with a message")
    func usageErrors() throws {
        for arguments in [
            ["plan", "no-such-file.json"], ["plan"], ["plan", "a.json", "b.json"], ["frobnicate"],
            [],
        ] {
            let result = try Tool.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(!result.stderr.isEmpty)
        }
        #expect(
            try Tool.run(["plan", "no-such-file.json"]).stderr
                == "keyboard-avoidance: no-such-file.json: cannot read the file (no such file)\n")
    }

    @Test("bench --field-order: one layout's figures, without the fixtures; others are refused")
    func fieldOrderFigures() throws {
        for layout in ["staircase", "random", "nested"] {
            let result = try Tool.run(["bench", "--field-order", layout, "--fields", "12"])
            #expect(result.status == 0, "\(layout)")
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == 2, "\(layout)")
            #expect(
                lines.first?.hasPrefix("FieldOrder, \(layout), 12 fields: ordered in ") == true,
                "\(layout)")
            #expect(lines.first?.contains("peak resident memory") == true, "\(layout)")
            #expect(
                lines.last?.hasPrefix("  next, previous and return key of every field: ") == true,
                "\(layout)")
        }
        for arguments in [
            ["--field-order", "helix"], ["--field-order", "random", "--fields", "0"],
        ] {
            let result = try Tool.run(["bench"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
    }

    @Test("--help on the tool and on each command explains usage with an example")
    func help() throws {
        for arguments in [
            ["--help"], ["help"], ["plan", "--help"], ["animation", "--help"], ["help", "plan"],
            ["help", "animation"],
        ] {
            let result = try Tool.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.contains("Example"), "\(arguments)")
        }
    }

    @Test("animation: curve 7 from 0 to 336 at 120 fps, until within 0.01 pt of the end")
    func animationSpring() throws {
        let result = try Tool.run([
            "animation", "--curve", "7", "--duration", "0.25", "--from", "0", "--to", "336",
            "--fps", "120",
        ])
        #expect(result.status == 0)
        let frames = try result.stdout.split(separator: "\n").map {
            try JSONValue(parsing: Array($0.utf8))
        }
        let values = frames.compactMap { $0.objectValue?["value"]?.numberValue }
        let times = frames.compactMap { $0.objectValue?["time"]?.numberValue }
        #expect(values.count == frames.count)
        #expect(times.first == 0)
        #expect(values.first == 0)
        // Settled within 0.01 pt on the last frame and not before.
        #expect(abs(336 - (values.last ?? 0)) <= 0.01)
        #expect(values.dropLast().allSatisfy { abs(336 - $0) > 0.01 })
        // 1/120 s apart; monotone.
        for (index, time) in times.enumerated() { #expect(abs(time - Double(index) / 120) < 1e-12) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        // (1 + s)e^(-s) = 0.01/336 at s ≈ 13.16: about 0.72 s, so 87 or so frames.
        #expect(frames.count > 80 && frames.count < 95)
    }

    @Test("animation: a Bézier ends exactly at its duration; duration 0 is one frame")
    func animationBezier() throws {
        let linear = try Tool.run([
            "animation", "--curve", "3", "--duration", "0.5", "--to", "100", "--fps", "10",
        ])
        let lines = linear.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.last == #"{"time": 0.5, "progress": 1, "value": 100}"#)
        #expect(lines[2] == #"{"time": 0.2, "progress": 0.4, "value": 40}"#)
        let immediate = try Tool.run(["animation", "--duration", "0", "--from", "10", "--to", "20"])
        #expect(immediate.stdout == #"{"time": 0, "progress": 1, "value": 20}"# + "\n")
    }

    @Test("animation: bad options exit 2 with a message naming the option")
    func animationErrors() throws {
        for (arguments, option) in [
            (["--to", "x"], "--to"), (["--to", "1", "--fps", "0"], "--fps"),
            (["--to", "1", "--curve", "7.5"], "--curve"),
            (["--from", "1"], "--to"), (["--to", "1", "--duration", "-1"], "--duration"),
            (["--to", "1", "--speed", "2"], "--speed"),
            (["--to", "nan"], "--to"), (["--to"], "--to"),
        ] {
            let result = try Tool.run(["animation"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(option), "\(result.stderr)")
        }
    }

    @Test("bench --callgrind-loop runs its loop alone: 4 notifications or 120 drag frames a pass")
    func callgrindLoop() throws {
        for (loop, events) in [("whole", 8), ("whole-cgrect", 8), ("decision", 8), ("drag", 240)] {
            let result = try Tool.run(
                ["bench", "--callgrind-loop", "2", "--loop", loop, "--strategy", "scroll"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stdout == "\(loop) (scroll): \(events) events, allocations not measured\n")
        }
    }
}

@Suite("keyboard-avoidance render and demo, run as a binary")
struct PictureCommandTests {
    static let scenarioPaths: [String] =
        ToolTests.fixtureNames.map { "Tests/Fixtures/\($0).json" }
        + ToolTests.exampleNames.map { "Examples/\($0)" }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ka-pictures-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(
        "render writes an SVG and an HTML page for every fixture and example",
        arguments: scenarioPaths)
    func render(path: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("out.svg").path
        let html = directory.appendingPathComponent("out.html").path
        let first = try Tool.run(["render", path, "-o", svg, "--animate"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        let second = try Tool.run(["render", path, "-o", html])
        #expect(second.status == 0, "\(second.stderr)")
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(svgText.hasPrefix("<?xml"))
        #expect(svgText.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(try String(contentsOfFile: html, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test("render without -o writes the SVG to standard output")
    func renderStdout() throws {
        let result = try Tool.run(["render", "Examples/ipad-stage-manager.json"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<?xml"))
    }

    @Test(
        "render on malformed input or a bad output: exit 2, one line naming the file",
        arguments: ToolTests.invalidNames)
    func renderMalformed(file: String) throws {
        let result = try Tool.run([
            "render", "Tests/Fixtures/invalid/\(file)", "-o", "/tmp/never-written.svg",
        ])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("Tests/Fixtures/invalid/\(file)"))
    }

    @Test("render refuses an output that is neither .svg nor .html")
    func renderBadOutput() throws {
        let result = try Tool.run(["render", "Examples/ipad-stage-manager.json", "-o", "out.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("-o"))
    }

    @Test("demo writes the gallery into a folder, the same bytes each time")
    func demo() throws {
        let first = try Self.temporaryDirectory()
        let second = try Self.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let result = try Tool.run(["demo", "-o", first.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("index.html"))
        _ = try Tool.run(["demo", "-o", second.path])
        let index = try Data(contentsOf: first.appendingPathComponent("index.html"))
        #expect(index == (try Data(contentsOf: second.appendingPathComponent("index.html"))))
        let pictures = try FileManager.default.contentsOfDirectory(
            atPath: first.appendingPathComponent("pictures").path)
        #expect(pictures.count == 44)
        // Each panel's scenario plans with the tool.
        let scenario = first.appendingPathComponent("scenarios/stage-manager-shift.json").path
        let plan = try Tool.run(["plan", scenario])
        #expect(plan.status == 0)
        // The 12.9-inch iPad Pro's 498-pt keyboard from 526, under a window ending at 812.
        #expect(plan.stdout.contains("\"overlap\": 286"))
    }
}
