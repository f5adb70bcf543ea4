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
                    + KeyboardEvent.Name.allCases.map(\.rawValue)))
        #expect(ignored > 0)
    }

    @Test(
        "half the scroll scenarios are a list's, from a stream of their own; the rest are as before"
    )
    func lists() {
        var lists = 0
        var kinds: Set<String> = []
        for seed in 0..<200 as Range<UInt64> {
            let scenario = RandomScenario.make(seed: seed, strategy: .scroll)
            let before = RandomScenario.make(seed: seed, strategy: .scroll, lists: false)
            // A scenario without a list is the one the seed gave before lists; other strategies
            // never have one.
            guard scenario.list != nil else {
                #expect(scenario == before, "seed \(seed)")
                continue
            }
            #expect(before.list == nil)
            lists += 1
            for event in scenario.events {
                guard case .measure(let snapshot) = event else { continue }
                if snapshot.editingBegan { kinds.insert("editing began") }
                if snapshot.isTracking, snapshot.list != nil {
                    kinds.insert("grows while tracking")
                }
                if let list = snapshot.list {
                    if list.extraInset != nil { kinds.insert("extra inset") }
                    if list.coveredExtraInset != nil { kinds.insert("covered extra inset") }
                    if list.indicatorInset != nil { kinds.insert("indicator inset") }
                    switch list.accessory {
                    case .frame?: kinds.insert("accessory")
                    case .outOfWindow?: kinds.insert("out of window")
                    case .absent?: kinds.insert("absent")
                    case nil: break
                    }
                }
                if snapshot.layout.contentSize != nil { kinds.insert("content") }
            }
            if scenario.list?.isInverted == true { kinds.insert("inverted") }
        }
        #expect((60...140).contains(lists))
        #expect(
            kinds.isSuperset(of: [
                "editing began", "grows while tracking", "extra inset", "covered extra inset",
                "indicator inset", "accessory", "out of window", "absent", "content", "inverted",
            ]))
        for strategy in [AvoidanceStrategy.shift, .safeArea, .guide] {
            #expect(
                RandomScenario.make(seed: 7, strategy: strategy)
                    == RandomScenario.make(seed: 7, strategy: strategy, lists: false))
        }
    }
}
