import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

/// Random sessions recorded from their start, reconfigurations among their inputs, replayed by
/// each of the reader's ways: the whole reader, the planner's (the fast event path), and the
/// planner's through a window fed a few bytes at a time (a stream).
@Suite("Random recorded sessions replay to the live session's decisions")
struct RecordingPropertyTests {
    /// The base seed; each session's seed is derived from it and printed when it fails, so that
    /// `RandomRecording.make(seed:strategy:start:)` makes it again.
    static let baseSeed: UInt64 = 0x5245_4344_2027

    static let sessions = 400

    @Test(
        "recorded from the start, with reconfigurations: every recording replays, by every reader, to the live session's actions",
        arguments: AvoidanceStrategy.allCases)
    func fromTheStart(strategy: AvoidanceStrategy) throws {
        var differing = 0
        var reconfigurations = 0
        var recorded = 0
        for index in 0..<Self.sessions {
            let seed = Self.baseSeed &+ UInt64(index) &* 0x9E37_79B9
            let session = RandomRecording.make(seed: seed, strategy: strategy, start: 0)
            guard let file = session.file else { continue }
            recorded += 1
            reconfigurations += session.steps.count { step in
                if case .reconfigure = step.input, step.written == 1 { return true }
                return false
            }
            let outputs = [
                ("planner", try ReaderRuns.plannedOutput(file)),
                ("stream", try ReaderRuns.plannedOutput(file, pieces: 61)),
                ("whole", try ReaderRuns.ordinaryOutput(file)),
            ]
            var problems: [String] = []
            for (reader, output) in outputs {
                problems += session.differences(fromPlanOutput: output).map { "\(reader): \($0)" }
            }
            // Written back: the file reads as the recording, on the whole reader and a stream.
            let scenario = try #require(session.recording.scenario)
            if try Scenario(jsonData: file) != scenario
                || ReaderRuns.windowedScenario(file, pieces: 61) != scenario
            {
                problems.append("the file does not read back as the recording")
            }
            if !problems.isEmpty {
                differing += 1
                if differing <= 3 {
                    Issue.record("seed \(seed) (\(strategy)): \(problems.prefix(3))")
                }
            }
        }
        print(
            "recorded from the start (\(strategy)): \(differing) of \(recorded) recordings differ; "
                + "\(reconfigurations) reconfigurations written")
        #expect(differing == 0)
        #expect(recorded > Self.sessions * 9 / 10)
        #expect(reconfigurations > Self.sessions)
    }
}
