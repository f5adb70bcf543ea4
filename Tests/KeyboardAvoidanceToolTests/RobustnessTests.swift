import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceTool

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The tool under bad input: each item of the attack list, in process where it can be, end to end
/// where it needs a process or a file descriptor. Timing and memory are measured by
/// `Scripts/attack`, not here.
@Suite("The tool under bad input")
struct RobustnessTests {
    static let header =
        #"{"screen": [0, 0, 414, 736], "strategy": "shift", "target": [20, 600, 374, 44], "#

    static func notification(_ extra: String = "") -> String {
        #"{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271]\#(extra)}}"#
    }

    // 1. Linear in userInfo keys.

    @Test("a userInfo with 100,000 unknown keys plans, and a repeated one among them is found")
    func manyKeys() throws {
        var keys = ""
        for index in 0..<100_000 { keys += ", \"k\(index)\": \(index)" }
        let document = Self.header + #""events": ["# + Self.notification(keys) + "]}"
        let result = InProcess.run(["plan", "-"], stdin: Array(document.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"translationY\": -179"))
        let repeated =
            Self.header + #""events": ["# + Self.notification(keys + #", "k77777": 0"#) + "]}"
        let duplicate = InProcess.run(["plan", "-"], stdin: Array(repeated.utf8))
        #expect(duplicate.status == 2)
        #expect(duplicate.stderr.contains("duplicate key \"k77777\""))
        #expect(duplicate.stdout.isEmpty)
    }

    // 2. No traps on I/O.

    @Test(
        "closed or unreadable streams: a clear line and the table's status, never a trap",
        arguments: [
            ("\"$TOOL\" plan - <&-", Int32(2), "cannot read standard input (it is closed)"),
            ("\"$TOOL\" plan - < /tmp", Int32(2), "cannot read standard input (it is a directory)"),
            (
                "\"$TOOL\" plan Examples/iphone-field-near-bottom.json >&-", Int32(1),
                "cannot write standard output"
            ),
            (
                "\"$TOOL\" plan Examples/iphone-field-near-bottom.json > /dev/full", Int32(1),
                "cannot write standard output"
            ),
            ("\"$TOOL\" --help > /dev/full", Int32(1), "cannot write standard output"),
            ("\"$TOOL\" animation --to 336 > /dev/full", Int32(1), "cannot write standard output"),
            (
                "\"$TOOL\" render Examples/ipad-stage-manager.json > /dev/full", Int32(1),
                "cannot write standard output"
            ),
            (
                "\"$TOOL\" stress --sequences 5 > /dev/full", Int32(1),
                "cannot write standard output"
            ),
            ("\"$TOOL\" plan no-such.json 2>&-", Int32(2), ""),
            ("\"$TOOL\" plan no-such.json 2> /dev/full", Int32(2), ""),
        ])
    func streams(script: String, status: Int32, message: String) throws {
        let result = try Tool.runShell(script)
        #expect(result.status == status, "\(script): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(script)")
        if !message.isEmpty { #expect(result.stderr.contains(message), "\(result.stderr)") }
    }

    // 3. Bounded input, nothing half-written.

    @Test(
        "a file that cannot be JSON is rejected at its first byte: /dev/zero, as a file and as input"
    )
    func devZero() throws {
        let file = try Tool.runShell("\"$TOOL\" plan /dev/zero")
        #expect(file.status == 2)
        #expect(file.stderr.contains("line 1, column 1"))
        let input = try Tool.runShell("\"$TOOL\" plan - < /dev/zero")
        #expect(input.status == 2)
        #expect(input.stderr.contains("line 1, column 1"))
    }

    @Test("standard input is read as it comes: a stream that is not JSON stops at its first error")
    func streamStopsAtItsFirstError() throws {
        // Before, all of standard input was copied to a temporary file first: `yes` never ends.
        let result = try Tool.runShell("(echo '{'; yes) | timeout 60 \"$TOOL\" plan -")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("<stdin>: invalid JSON at line 2, column 1"))
        #expect(result.stdout.isEmpty)
    }

    @Test("a stream with header fields on both sides of its events plans as the file does")
    func streamWithHeaderOnBothSides() throws {
        let usual = try Fixtures.scenario("iphone-rotation")
        guard case .object(var members) = usual.json, let events = members["events"],
            let margin = members["margin"], let target = members["target"]
        else {
            Issue.record("not an object")
            return
        }
        members["events"] = nil
        members["margin"] = nil
        members["target"] = nil
        let header = JSONValue.object(members).jsonText.dropLast()
        let text =
            header + #", "events": "# + events.jsonText + #", "margin": "# + margin.jsonText
            + #", "target": "# + target.jsonText + "}"
        let streamed = InProcess.run(["plan", "-"], stdin: Array(text.utf8))
        #expect(streamed.status == 0, "\(streamed.stderr)")
        #expect(Array(streamed.stdout.utf8) == (try ReaderRuns.ordinaryOutput(Array(text.utf8))))
        #expect(
            streamed.stdout
                == InProcess.run(["plan", "-"], stdin: Array(usual.formattedJSON.utf8)).stdout)
    }

    @Test("nothing is printed for a document with an error at its very end, in either key order")
    func nothingHalfWritten() {
        let events = (0..<20_000).map { _ in Self.notification() }.joined(separator: ", ")
        for document in [
            Self.header + #""events": ["# + events + "]} x",
            Self.header + #""events": ["# + events + #"], "margn": 1}"#,
            #"{"events": ["# + events + #"], "screen": [0, 0, 414, 736], "strategy": "sideways"}"#,
        ] {
            let result = InProcess.run(["plan", "-"], stdin: Array(document.utf8))
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test("a file written with sorted keys (events first) plans as the usual order does")
    func sortedKeys() throws {
        let usual = try Fixtures.scenario("iphone-rotation")
        let sorted = Array(usual.json.jsonText.utf8)  // keys sorted: "events" before "screen"
        let first = InProcess.run(["plan", "-"], stdin: sorted)
        let second = InProcess.run(["plan", "-"], stdin: Array(usual.formattedJSON.utf8))
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.isEmpty)
    }

    @Test("render refuses more panels than a page holds, and draws a range of events")
    func renderLimit() throws {
        let events = (0..<401).map { _ in #"{"retarget": null}"# }.joined(separator: ", ")
        let document = Array((Self.header + #""events": ["# + events + "]}").utf8)
        let refused = InProcess.run(["render", "-"], stdin: document)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--events"))
        let range = InProcess.run(["render", "-", "--events", "10..12"], stdin: document)
        #expect(range.status == 0, "\(range.stderr)")
        #expect(range.stdout.contains("#10 "))
        #expect(range.stdout.contains("#12 "))
        #expect(!range.stdout.contains("#13 "))
    }

    @Test("render of a file larger than it reads whole says what works, before counting events")
    func renderTooLarge() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // 65 MiB of nothing (a sparse file): larger than the 64 MiB render reads.
        #expect(truncate(path, 65 << 20) == 0)
        let result = InProcess.run(["render", path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "keyboard-avoidance: \(path): 65 MB is more than render reads whole (64 MB); "
                + "plan it with `keyboard-avoidance plan`\n")
    }

    // 4. Text from the file is echoed escaped and cut.

    @Test(
        "an unknown key with terminal escapes and newlines, or 10,000 characters long, makes one short line"
    )
    func echoedText() {
        let hostile = Self.header + #""events": [], "\u001b[2J\nrm -rf": 1}"#
        let result = InProcess.run(["plan", "-"], stdin: Array(hostile.utf8))
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stderr.contains("\\u{1B}[2J\\nrm -rf"))
        let long = String(repeating: "k", count: 10_000)
        let longKey = InProcess.run(
            ["plan", "-"], stdin: Array((Self.header + "\"events\": [], \"\(long)\": 1}").utf8))
        #expect(longKey.stderr.contains(String(repeating: "k", count: 60) + "…"))
        #expect(longKey.stderr.count < 400)
        let rect = Self.header + #""events": [{"retarget": "\u0007\u0007 not a rect \u001b"}]}"#
        let bell = InProcess.run(["plan", "-"], stdin: Array(rect.utf8))
        #expect(bell.status == 2)
        #expect(!bell.stderr.contains("\u{07}"))
    }

    // 5. Animation is bounded.

    @Test("animation refuses more than a million frames, saying how many it would take")
    func animationBound() {
        let result = InProcess.run([
            "animation", "--to", "336", "--curve", "0", "--duration", "3600", "--fps", "10000",
        ])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("frames at 10000 fps; at most 1000000 are printed"))
        #expect(
            InProcess.run(["animation", "--to", "1", "--duration", "1e308", "--curve", "0"]).status
                == 2)
    }

    // 6. Writes checked, files whole or absent.

    @Test("render to a directory that does not exist: status 1, nothing written")
    func renderUnwritable() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("missing/out.html").path
        let example = Fixtures.examples.appendingPathComponent("ipad-stage-manager.json").path
        let result = InProcess.run(["render", example, "-o", target])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write the file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("an atomic write that fails leaves no file and no temporary file behind")
    func atomicWrite() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A directory where the file should be: the rename fails.
        let blocked = directory.appendingPathComponent("blocked.svg")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        #expect(throws: ToolError.self) {
            try ToolFiles.writeOutput(Array("x".utf8), to: Argument(blocked.path))
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["blocked.svg"])
        let written = directory.appendingPathComponent("ok.svg")
        try ToolFiles.writeOutput(Array("<svg/>".utf8), to: Argument(written.path))
        #expect(try String(contentsOf: written, encoding: .utf8) == "<svg/>")
    }

    @Test("a demo that fails leaves nothing new behind")
    func demoFailure() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // `pictures` is a file: the gallery's pictures cannot go there.
        try Data("not a directory".utf8).write(to: directory.appendingPathComponent("pictures"))
        let result = InProcess.run(["demo", "-o", directory.path])
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["pictures"])
        #expect(
            InProcess.run(["demo", "-o", directory.appendingPathComponent("pictures").path]).status
                == 1)
    }

    // 7. SVG well-formed whatever the name.

    @Test("a scenario name with NUL, U+0001, ESC and U+FFFE still makes well-formed SVG and HTML")
    func controlCharactersInName() throws {
        let document =
            #"{"name": "a\u0000b\u0001c\u001bd\ufffee\uffff", "#
            + #""screen": [0, 0, 414, 736], "strategy": "shift", "events": ["# + Self.notification()
            + "]}"
        for arguments in [["render", "-"], ["render", "-", "--animate"]] {
            let result = InProcess.run(arguments, stdin: Array(document.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let parser = XMLParser(data: Data(result.stdout.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        }
    }

    // 8. Keys compared by their scalars.

    @Test(
        "a look-alike notification name is not one; keys that differ only in their scalars are two keys"
    )
    func scalarComparison() {
        let kelvin =
            Self.header
            + #""events": [{"name": "UI\u212AeyboardWillShowNotification", "userInfo": {}}]}"#
        let lookalike = InProcess.run(["plan", "-"], stdin: Array(kelvin.utf8))
        #expect(lookalike.status == 2)
        #expect(lookalike.stderr.contains("unknown event"))
        let accents =
            Self.header + #""events": ["# + Self.notification(#", "\u00e9": 1, "e\u0301": 2"#)
            + "]}"
        let twoKeys = InProcess.run(["plan", "-"], stdin: Array(accents.utf8))
        #expect(twoKeys.status == 0, "\(twoKeys.stderr)")
        // A look-alike userInfo key is not the key: the frame is missing, the event ignored.
        let key =
            Self.header
            + #""events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"UI\u212AeyboardFrameEndUserInfoKey": [0, 465, 414, 271]}}]}"#
        let ignored = InProcess.run(["plan", "-"], stdin: Array(key.utf8))
        #expect(ignored.status == 0)
        #expect(ignored.stdout.contains("\"ignored\": true"))
    }

    // 9. The rest.

    @Test("a file name that is not valid UTF-8 opens")
    func nonUTF8FileName() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name =
            Array(directory.path.utf8) + Array("/sc\u{FF}".utf8).prefix(3) + [0xFF, 0xFE]
            + Array(".json".utf8)
        let bytes = Array(try Fixtures.data("ipad-form-sheet"))
        let descriptor = ToolFiles.withCString(name) { open($0, O_WRONLY | O_CREAT, 0o644) }
        #expect(descriptor >= 0)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let result = InProcess.run([Argument("plan"), Argument(bytes: name)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }

    @Test("extreme coordinates are drawn at a scale that keeps the picture a sane size")
    func extremeCoordinates() throws {
        let document = #"{"screen": [0, 0, 10000000, 5000000], "strategy": "guide", "events": []}"#
        let result = InProcess.run(["render", "-"], stdin: Array(document.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let width = result.stdout.firstMatch(of: /<svg [^>]*width="([0-9.]+)"/).flatMap {
            Double($0.1)
        }
        #expect((width ?? .infinity) < 5000)
    }
}
