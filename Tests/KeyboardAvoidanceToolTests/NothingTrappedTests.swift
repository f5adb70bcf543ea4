import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceTool

/// Commands that counted wrong, ran on forever, or printed a row into the next: each ends, with
/// the right status and a line that says why.
@Suite("Nothing trapped: counts, loops and closed pipes")
struct NothingTrappedTests {
    static let header = #""screen": [0, 0, 414, 736], "strategy": "shift", "#

    /// A scenario of `count` retargets, with the header before the events and, when
    /// `fieldAfterEvents`, one more header field after them.
    static func scenario(events count: Int, fieldAfterEvents: Bool) -> [UInt8] {
        let events = (0..<count).map { _ in #"{"retarget": [20, 600, 374, 44]}"# }
        let tail = fieldAfterEvents ? #", "margin": 8}"# : "}"
        return Array(
            ("{" + header + #""events": ["# + events.joined(separator: ", ") + "]" + tail).utf8)
    }

    @Test(
        "render counts each event once, whatever the order of the header's fields",
        arguments: [false, true])
    func renderCountsOnce(fieldAfterEvents: Bool) {
        let document = Self.scenario(events: 300, fieldAfterEvents: fieldAfterEvents)
        let result = InProcess.run(["render", "-"], stdin: document)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#299 "))
        #expect(!result.stdout.contains("#300 "))
    }

    @Test(
        "render refuses a range of events beyond the file, naming how many it has",
        arguments: [false, true])
    func renderRangeBeyondFile(fieldAfterEvents: Bool) {
        let document = Self.scenario(events: 10, fieldAfterEvents: fieldAfterEvents)
        let result = InProcess.run(["render", "-", "--events", "15..19"], stdin: document)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("10 events"), "\(result.stderr)")
        let last = InProcess.run(["render", "-", "--events", "9"], stdin: document)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(last.stdout.contains("#9 "))
        #expect(!last.stdout.contains("#8 "))
    }

    @Test("bench refuses fixtures without a keyboard notification instead of looping forever")
    func benchWithoutNotifications() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.scenario(events: 3, fieldAfterEvents: false)).write(
            to: directory.appendingPathComponent("retargets.json"))
        // The timeout only ends the old endless loop; the status is what the test checks.
        let result = try Tool.runShell(
            "timeout 120 \"$TOOL\" bench --events 10 --fixtures '\(directory.path)'")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("no keyboard notification"), "\(result.stderr)")
    }

    @Test(
        "bench refuses a fixture that is not a regular file (a FIFO, a link to one or to a device) instead of waiting forever",
        arguments: ["mkfifo a.json", "mkfifo pipe && ln -s pipe a.json", "ln -s /dev/zero a.json"])
    func benchFixtureNotRegular(make: String) throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Tool.fixtures.appendingPathComponent("iphone-curve-7-show-hide.json"),
            to: directory.appendingPathComponent("b.json"))
        // The timeout only ends a bench that waits for the FIFO's writer.
        let result = try Tool.runShell(
            """
            cd '\(directory.path)' && \(make) && \
            timeout 120 "$TOOL" bench --events 10 --fixtures '\(directory.path)'
            """)
        #expect(result.status == 2, "\(result.stderr)")
        let kind = make.contains("/dev/zero") ? "a device" : "a FIFO"
        #expect(
            result.stderr
                == "keyboard-avoidance: \(directory.path)/a.json: cannot read the file (it is "
                + "\(kind), not a regular file)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("plan and render read a FIFO named on the command line as they read standard input")
    func namedFIFOIsAStream() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let example = OutputFileTests.example
        // The timeouts only free a writer nobody reads.
        let result = try Tool.runShell(
            """
            cd '\(directory.path)' && mkfifo scenario.json
            timeout 120 cat '\(example)' > scenario.json &
            "$TOOL" plan scenario.json > from-fifo.jsonl; echo "plan $?"
            timeout 120 cat '\(example)' > scenario.json &
            "$TOOL" render scenario.json -o from-fifo.svg; echo "render $?"
            "$TOOL" plan '\(example)' | cmp - from-fifo.jsonl && echo "the same plan"
            "$TOOL" render '\(example)' | cmp - from-fifo.svg && echo "the same picture"
            """)
        #expect(
            result.stdout == "plan 0\nrender 0\nthe same plan\nthe same picture\n",
            "\(result.stderr)")
    }

    @Test("stress stops at its first failed write when the reader goes away")
    func stressIntoClosedPipe() throws {
        // `head -1` takes the table's first row and leaves; a hundred million sequences would run
        // for hours. The timeout only ends a stress that never noticed.
        let result = try Tool.runShell(
            """
            status=$( exec 4>&1; { timeout 120 "$TOOL" stress --sequences 100000000 \
            --strategy shift; echo $? >&4; } | head -1 >/dev/null ); echo "$status"
            """)
        #expect(result.stdout == "1\n", "\(result.stderr)")
        #expect(result.stderr.contains("cannot write standard output"), "\(result.stderr)")
    }

    @Test("the tool's usage has a gap between every command and its summary, in one column")
    func usageColumns() throws {
        let usage = CommandLineTool.usage
        let rows = usage.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "Usage:" }.dropFirst().prefix { !$0.isEmpty }
        #expect(rows.count == CommandLineTool.commands.count + 1)
        var columns: Set<Int> = []
        for row in rows {
            let gap = try #require(row.dropFirst(2).range(of: "  "), "\(row)")
            let summary = row[gap.upperBound...].drop { $0 == " " }
            #expect(!summary.isEmpty, "\(row)")
            columns.insert(row.distance(from: row.startIndex, to: summary.startIndex))
        }
        #expect(columns.count == 1, "\(usage)")
        #expect(usage.contains("help [COMMAND]  "))
    }
}
