import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@Suite("Fixtures: the plan agrees with the one worked out by hand")
struct FixturePlanTests {
    @Test("there are fixtures for every quirk the issue names")
    func fixturesExist() {
        for name in [
            "iphone-curve-7-show-hide", "zero-and-garbage-frames", "ipad-undock-sends-willhide",
            "ipad-split-view-non-local", "ipad-hardware-keyboard-bar", "ipad-stage-manager-window",
            "ipad-slide-over-scroll", "ipad-form-sheet", "iphone-rotation",
            "iphone-predictive-bar-duration-0",
            "did-events-catch-up", "third-party-repeated-willshow",
            // Issue 27: undocking and splitting under "floating": "avoid", and a floating
            // keyboard's dismissal.
            "ipad-undock-avoided", "ipad-split-avoided", "ipad-floating-dismissed-avoided",
            // Issue 30, spec v2.2 §5: a docked keyboard that covers none of the scroll view
            // reveals — a popover UIKit shrank, a guide-resized form, Next to a field below, a
            // form sheet above a hardware keyboard's bar — and nothing reveals with no keyboard.
            "reveal-popover-shrunk-by-uikit", "reveal-guide-resized-form",
            "reveal-next-to-field-below", "reveal-docked-keyboard-covers-none",
            "reveal-no-keyboard-no-reveal",
        ] {
            #expect(Fixtures.names.contains(name), "missing fixture \(name)")
        }
    }

    @Test("every fixture cites where its numbers come from", arguments: Fixtures.names)
    func citesSource(name: String) throws {
        let source = try #require(try Fixtures.scenario(name).source)
        #expect(source.count > 20)
    }

    @Test("the plan of each fixture, line by line (spec §8)", arguments: Fixtures.names)
    func planMatches(name: String) throws {
        let scenario = try Fixtures.scenario(name)
        let expected = try Fixtures.expectedPlan(name)
        let lines = scenario.plan().map(\.jsonLine)
        #expect(lines.count == scenario.events.count)
        #expect(lines.count == expected.count)
        for (line, expectedLine) in zip(lines, expected) {
            let actual = try JSONValue(parsing: Array(line.utf8))
            let difference = actual.firstDifference(from: expectedLine)
            #expect(difference == nil, "\(name): \(difference ?? "")\n\(line)")
        }
    }
}
