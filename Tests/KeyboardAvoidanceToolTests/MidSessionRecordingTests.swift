import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceTool

/// A recording started at any point of a live session — the keyboard up or not, the field
/// scrolled away or not, after reconfigurations, during a finger's drag — replayed as
/// `keyboard-avoidance plan` plans a file.
@Suite("Recordings started mid-session replay as the session went on")
struct MidSessionRecordingTests {
    /// The base seed; each session's seed is derived from it and printed when it fails, so that
    /// `RandomRecording.make(seed:strategy:)` makes it again.
    static let baseSeed: UInt64 = 0x4D49_4453_2027

    static let sessions = 500

    @Test(
        "a recording started at a random point plans, with plan's own code, exactly the live session's actions from that point on",
        arguments: AvoidanceStrategy.allCases)
    func randomStart(strategy: AvoidanceStrategy) throws {
        var differing = 0
        var recorded = 0
        var keyboardUp = 0
        var dragging = 0
        // What the files' `inEffect` held: a keyboard, an animation, a drag, what is applied.
        var written = (keyboard: 0, animation: 0, drag: 0, applied: 0)
        for index in 0..<Self.sessions {
            let seed = Self.baseSeed &+ UInt64(index) &* 0x9E37_79B9
            let session = RandomRecording.make(seed: seed, strategy: strategy)
            guard let file = session.file else { continue }
            recorded += 1
            if session.startedWithKeyboard { keyboardUp += 1 }
            if session.startedDuringDrag { dragging += 1 }
            if let state = session.recording.scenario?.inEffect {
                if state.keyboardFrame != nil { written.keyboard += 1 }
                if state.lastKeyboardAnimation != .keyboardDefault { written.animation += 1 }
                if state.drag != nil { written.drag += 1 }
                if state.applied != nil { written.applied += 1 }
            }
            // The function `plan FILE` runs on a regular file: two readings, the pipeline.
            let output = try FilePlan.output(of: file)
            let problems = session.differences(fromPlanOutput: output)
            if !problems.isEmpty {
                differing += 1
                if differing <= 3 {
                    let start = session.start
                    Issue.record(
                        "seed \(seed) (\(strategy)), recorded from input \(start): \(problems.prefix(3))"
                    )
                }
            }
        }
        print(
            "recorded mid-session (\(strategy)): \(differing) of \(recorded) recordings differ "
                + "(\(keyboardUp) started with the keyboard up, \(dragging) during a drag; inEffect "
                + "with \(written.keyboard) keyboards, \(written.animation) animations, "
                + "\(written.drag) drags, \(written.applied) applied plans)")
        #expect(differing == 0)
        #expect(written.drag == dragging)
        #expect(recorded > Self.sessions * 3 / 4)
        #expect(keyboardUp > Self.sessions / 10)
    }
}
