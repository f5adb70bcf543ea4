import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceScenario

/// `Scenario.strategy` refuses a strategy that the scenario's other parts do not allow, as the
/// reader would refuse the file: what `formattedJSON` writes always reads back.
@Suite("Changing a scenario's strategy")
struct ScenarioStrategySetterTests {
    @Test(
        "a strategy the header's or the events' parts do not allow is refused",
        arguments: [
            ("list-docked-accessory", AvoidanceStrategy.shift),
            ("list-docked-accessory", .guide),
            ("safearea-reveal-scroll", .shift),
            ("safearea-reveal-scroll", .guide),
        ])
    func refused(fixture: String, strategy: AvoidanceStrategy) throws {
        try expectRefused(Fixtures.scenario(fixture), strategy: strategy)
    }

    @Test("an inEffect plan of the scenario's strategy keeps the strategy")
    func inEffectPlan() throws {
        let file = #"""
            {"screen": [0, 0, 375, 812], "strategy": "scroll", "target": [16, 700, 343, 44],
             "scroll": {"contentSize": [375, 2000], "contentOffset": [0, 0],
                        "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
                        "adjustsForSafeArea": true},
             "inEffect": {"applied": {"contentInsetBottom": 301}}, "events": []}
            """#
        let scenario = try Scenario(jsonData: Array(file.utf8))
        #expect(scenario.inEffect?.applied != nil)
        try expectRefused(scenario, strategy: .shift)
    }

    private func expectRefused(_ original: Scenario, strategy: AvoidanceStrategy) throws {
        var scenario = original
        let before = scenario.strategy
        #expect(before != strategy)
        scenario.strategy = strategy
        #expect(scenario.strategy == before)
        let read = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        #expect(read.strategy == before)
    }

    @Test("a strategy the scenario allows is taken, and reads back")
    func taken() throws {
        var scenario = try Fixtures.scenario("did-events-catch-up")
        #expect(scenario.strategy == .shift)
        scenario.strategy = .guide
        #expect(scenario.strategy == .guide)
        let read = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        #expect(read.strategy == .guide)
    }
}
