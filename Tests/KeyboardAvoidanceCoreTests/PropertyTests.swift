import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@Suite("Random event sequences")
struct PropertyTests {
    /// The base seed; each sequence's seed is derived from it and printed when it fails, so that
    /// `RandomScenario.make(seed:strategy:)` replays it (and `formattedJSON` saves it as a fixture).
    static let baseSeed: UInt64 = 0x4B41_2026_1129

    @Test(
        "realistic, shuffled, dropped and repeated events: finite, no action for an unchanged plan, rest after the final hide",
        arguments: AvoidanceStrategy.allCases)
    func randomSequences(strategy: AvoidanceStrategy) {
        var failures = 0
        var events = 0
        for index in 0..<1500 {
            let seed = Self.baseSeed &+ UInt64(index) &* 0x9E37_79B9
            let scenario = RandomScenario.make(seed: seed, strategy: strategy, blocks: 12)
            events += scenario.events.count
            let violations = scenario.violations()
            if !violations.isEmpty {
                failures += 1
                Issue.record("seed \(seed) (\(strategy)): \(violations.prefix(3))")
                if failures >= 3 { break }
            }
        }
        #expect(events > 1500 * 12)
    }

    @Test("the generator is deterministic and varied")
    func generator() {
        let a = RandomScenario.make(seed: 42, strategy: .shift)
        #expect(a == RandomScenario.make(seed: 42, strategy: .shift))
        #expect(a != RandomScenario.make(seed: 43, strategy: .shift))
        // Over many seeds every kind of event appears, including ignored ones.
        var labels: Set<String> = []
        var ignored = 0
        for seed in 0..<200 as Range<UInt64> {
            for step in RandomScenario.make(seed: seed, strategy: .scroll).plan() {
                labels.insert(step.event)
                if step.ignored { ignored += 1 }
            }
        }
        #expect(
            labels.isSuperset(
                of: ["retarget", "layout", "scrolled", "measure", "release", "track"]
                    + KeyboardNotificationName.allCases.map(\.rawValue)))
        #expect(ignored > 0)
    }
}
