import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceTool

/// `bench`'s generated scenario, made on demand: the bytes it always wrote, any range of them
/// read as a file's, and a scenario of millions of events written in the memory of one.
@Suite("bench's generated scenario, made as it is written")
struct GeneratedScenarioTests {
    /// The fixtures as `bench` reads them (not Sendable: read by each test).
    static var sequences: [BenchCommand.Sequence] {
        BenchCommand.specOnly(
            (try? BenchCommand.loadSequences(Tool.fixtures.path, io: .memory())) ?? [])
    }

    /// The scenario as `bench` made it before, every event's line held: the reference.
    static func heldWhole(events target: Int) -> [UInt8] {
        let sequences = sequences
        let base = sequences[0].scenario
        var lines: [String] = []
        outer: while true {
            for sequence in sequences {
                for event in sequence.scenario.events where event != .release {
                    lines.append(event.json.jsonText)
                    if lines.count >= target { break outer }
                }
            }
        }
        var header = base
        header.events = []
        let text = header.formattedJSON.replacingOccurrences(
            of: "\"events\": []",
            with: "\"events\": [\n    " + lines.joined(separator: ",\n    ") + "\n  ]")
        return Array(text.utf8)
    }

    /// How many events one turn of the fixtures gives.
    static var turn: Int {
        sequences.reduce(0) { $0 + $1.scenario.events.filter { $0 != .release }.count }
    }

    @Test(
        "the bytes are the ones bench always wrote, for one event, a turn of the fixtures and more")
    func sameBytes() throws {
        try #require(!Self.sequences.isEmpty, "no fixtures")
        let turn = Self.turn
        for count in [1, 2, turn - 1, turn, turn + 1, 2 * turn + 7] {
            let scenario = try BenchCommand.generatedScenario(Self.sequences, events: count)
            let expected = Self.heldWhole(events: count)
            #expect(scenario.count == count)
            #expect(scenario.size == expected.count, "\(count) events")
            #expect(scenario.bytes == expected, "\(count) events")
            #expect(scenario.prefix(count).bytes == expected)
        }
        let longer = try BenchCommand.generatedScenario(Self.sequences, events: 3 * turn)
        #expect(longer.prefix(turn + 1).bytes == Self.heldWhole(events: turn + 1))
    }

    @Test("any range reads as the whole scenario's bytes, whatever the buffer (seeded)")
    func anyRange() throws {
        try #require(!Self.sequences.isEmpty, "no fixtures")
        let scenario = try BenchCommand.generatedScenario(Self.sequences, events: 3 * Self.turn + 5)
        let whole = scenario.bytes
        var generator = SplitMix64(seed: 27)
        for _ in 0..<500 {
            let offset = Int(generator.next() % UInt64(whole.count + 10))
            let length = [1, 7, 333, 4096, 1 << 20][Int(generator.next() % 5)]
            var buffer = [UInt8](repeating: 0, count: length)
            let count = buffer.withUnsafeMutableBytes { scenario.copy(from: offset, into: $0) }
            let expected =
                offset < whole.count ? whole[offset..<min(whole.count, offset + length)] : []
            #expect(buffer[0..<count].elementsEqual(expected), "seed 27: \(offset), \(length)")
        }
    }

    @Test("the ordinary way on a scenario's first events: figures say so, and compare its lines")
    func ordinaryOnFirstEvents() throws {
        try #require(!Self.sequences.isEmpty, "no fixtures")
        let scenario = try BenchCommand.generatedScenario(Self.sequences, events: 5000)
        let capped = BenchCommand.measurePlan(scenario, ordinaryLimit: 300)
        #expect(capped.events == 5000)
        #expect(capped.total == "yes (its first 300 events)")
        #expect(capped.plan.hasSuffix(" (its first 300 events)"))
        let whole = BenchCommand.measurePlan(scenario, ordinaryLimit: 5000)
        #expect(whole.total == "yes")
    }

    @Test(
        "bench --write of a million events under a 300 MB data limit writes the whole scenario",
        .enabled(if: Child.canWatch, "a data limit (ulimit -d) holds on Linux"))
    func boundedMemory() throws {
        try #require(!Self.sequences.isEmpty, "no fixtures")
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = try BenchCommand.generatedScenario(Self.sequences, events: 1_000_000)
        // Held whole, the scenario took a kilobyte an event: 1.3 GB. Once the file is there
        // (renamed into place: whole), the figures that follow are not waited for: SIGKILL, as
        // a shell the test runner starts may pass on SIGTERM blocked.
        let result = try Tool.runShell(
            """
            cd '\(directory.path)'
            ( ulimit -d 300000; exec "$TOOL" bench --fixtures '\(Tool.fixtures.path)' \
              --events 1000000 --write out.json ) > /dev/null 2> errors &
            pid=$!; tries=0
            while [ ! -e out.json ] && kill -0 $pid 2>/dev/null && [ $tries -lt 12000 ]; do
              sleep 0.05; tries=$((tries + 1))
            done
            if [ -e out.json ]; then kill -KILL $pid; wait $pid; echo "written $(wc -c < out.json)"
            else wait $pid; echo "ended $? without it"; tail -c 2000 errors >&2; fi
            tail -c 6 out.json
            """)
        #expect(result.stdout == "written \(expected.size)\n  ]\n}\n", "\(result.stderr)")
    }
}
