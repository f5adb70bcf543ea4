import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@Suite("§3 Classifying the keyboard")
struct ClassificationTests {
    static let phone = CGRect(0, 0, 414, 736)
    static let pad = CGRect(0, 0, 1024, 1366)

    @Test(
        "hidden at or below the bottom edge, docked within 1 pt of it, floating otherwise",
        arguments: [
            (CGRect(0, 465, 414, 271), phone, KeyboardCoverage.State.docked),
            (CGRect(0, 736, 414, 271), phone, .hidden),
            (CGRect(0, 744, 320, 216), phone, .hidden),
            (CGRect(0, 464.5, 414, 271), phone, .docked),  // bottom 735.5: within 1 pt
            (CGRect(0, 464, 414, 271), phone, .docked),  // bottom 735: exactly 1 pt above
            (CGRect(0, 463, 414, 271), phone, .floating),  // bottom 734
            (CGRect(0, 1311, 1024, 313), pad, .docked),  // a hardware keyboard's bar
            (CGRect(150, 500, 534, 280), pad, .floating),
            // Off to the side, as in a navigation transition.
            (CGRect(320, 465, 414, 271), phone, .docked),
        ])
    func classifies(frame: CGRect, screen: CGRect, expected: KeyboardCoverage.State) {
        #expect(KeyboardCoverage.State(frame: frame, screen: screen) == expected)
    }

    @Test("no keyboard (a hide event) is hidden")
    func noFrame() {
        #expect(KeyboardCoverage.State(frame: nil, screen: Self.phone) == .hidden)
    }

    @Test(
        "hide events leave no keyboard in every fixture, but an undocking's under avoid (§2)",
        arguments: Fixtures.names)
    func hideEventsInFixtures(name: String) throws {
        // After a release they are ignored (spec §6.1).
        let scenario = try Fixtures.scenario(name)
        for step in scenario.plan() where step.event.contains("Hide") && !step.ignored {
            // Issue 27's proposed §2: under "avoid", a local hide whose end frame floats (its
            // bottom more than 1 pt above the screen's, on it) leaves that keyboard.
            guard case .keyboard(let hide) = scenario.events[step.index].input else {
                Issue.record("\(name) \(step.index): not a notification")
                continue
            }
            let screen = scenario.layout.screen
            if scenario.floating == .avoid, hide.isLocal, let end = hide.endFrame,
                end.minY < screen.maxY, end.maxY < screen.maxY - 1
            {
                #expect(step.keyboard.state == .floating, "\(name) \(step.index)")
                // The plan's frame is in container coordinates (§1).
                let layout = scenario.layout
                let inContainer = end.offsetBy(
                    dx: -(layout.window.minX + layout.container.minX),
                    dy: -(layout.window.minY + layout.container.minY))
                #expect(step.keyboard.frame == inContainer, "\(name) \(step.index)")
            } else {
                #expect(
                    step.keyboard == KeyboardCoverage(state: .hidden, frame: nil, overlap: 0),
                    "\(name) \(step.index)")
            }
        }
    }
}

@Suite("§4 Overlap")
struct OverlapTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var layout: AvoidanceLayout
        var keyboard: CGRect?
        var floating: FloatingKeyboardPolicy = .ignore
        var overlap: CGFloat
        var frameInContainer: CGRect?
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "full-screen iPhone: the whole keyboard",
            layout: AvoidanceLayout(screen: CGRect(0, 0, 414, 736)),
            keyboard: CGRect(0, 465, 414, 271), overlap: 271,
            frameInContainer: CGRect(0, 465, 414, 271)),
        Case(
            label: "hardware bar: 55 of 313",
            layout: AvoidanceLayout(screen: CGRect(0, 0, 1024, 1366)),
            keyboard: CGRect(0, 1311, 1024, 313), overlap: 55,
            frameInContainer: CGRect(0, 1311, 1024, 313)),
        Case(
            label: "Stage Manager window ending above the keyboard's bottom",
            layout: AvoidanceLayout(
                screen: CGRect(0, 0, 1366, 1024), window: CGRect(183, 112, 1000, 700)),
            keyboard: CGRect(0, 626, 1366, 398), overlap: 186,
            frameInContainer: CGRect(-183, 514, 1366, 398)),
        Case(
            label: "Stage Manager window above the keyboard",
            layout: AvoidanceLayout(
                screen: CGRect(0, 0, 1366, 1024), window: CGRect(183, 20, 1000, 500)),
            keyboard: CGRect(0, 626, 1366, 398), overlap: 0,
            frameInContainer: CGRect(-183, 606, 1366, 398)),
        Case(
            label: "a container touching the keyboard's top edge",
            layout: AvoidanceLayout(
                screen: CGRect(0, 0, 414, 736), container: CGRect(0, 0, 414, 465)),
            keyboard: CGRect(0, 465, 414, 271), overlap: 0,
            frameInContainer: CGRect(0, 465, 414, 271)),
        Case(
            label: "a form sheet",
            layout: AvoidanceLayout(
                screen: CGRect(0, 0, 1366, 1024), container: CGRect(413, 202, 540, 620)),
            keyboard: CGRect(0, 626, 1366, 398), overlap: 196,
            frameInContainer: CGRect(-413, 424, 1366, 398)),
        Case(
            label: "a keyboard beside the container (navigation transition)",
            layout: AvoidanceLayout(screen: CGRect(0, 0, 320, 480)),
            keyboard: CGRect(320, 264, 320, 216), overlap: 0,
            frameInContainer: CGRect(320, 264, 320, 216)),
        Case(
            label: "a floating keyboard, ignored",
            layout: AvoidanceLayout(screen: CGRect(0, 0, 834, 1194)),
            keyboard: CGRect(257, 700, 320, 254), overlap: 0,
            frameInContainer: CGRect(257, 700, 320, 254)),
        Case(
            label: "a floating keyboard, avoided",
            layout: AvoidanceLayout(screen: CGRect(0, 0, 834, 1194)),
            keyboard: CGRect(257, 700, 320, 254), floating: .avoid, overlap: 494,
            frameInContainer: CGRect(257, 700, 320, 254)),
        Case(
            label: "an external display: the window is offset",
            layout: AvoidanceLayout(
                screen: CGRect(0, 0, 1920, 1080), window: CGRect(460, 140, 1000, 800)),
            keyboard: CGRect(0, 700, 1920, 380), overlap: 240,
            frameInContainer: CGRect(-460, 560, 1920, 380)),
        Case(
            label: "no keyboard", layout: AvoidanceLayout(screen: CGRect(0, 0, 414, 736)),
            keyboard: nil, overlap: 0),
    ]

    @Test(
        "only the intersection with the container counts, never the keyboard's height",
        arguments: cases)
    func overlap(testCase: Case) {
        let coverage = testCase.layout.coverage(
            ofKeyboard: testCase.keyboard, floating: testCase.floating)
        #expect(coverage.overlap == testCase.overlap)
        #expect(coverage.frame == testCase.frameInContainer)
    }

    @Test("overlap stays within the container in every fixture", arguments: Fixtures.names)
    func overlapBounded(name: String) throws {
        let scenario = try Fixtures.scenario(name)
        var session = scenario.makeSession()
        for (index, event) in scenario.events.enumerated() {
            let step = session.step(index: index, event: event)
            let height = try #require(session.avoider).layout.container.height
            #expect(step.keyboard.overlap >= 0 && step.keyboard.overlap <= height)
            if step.keyboard.state == .hidden { #expect(step.keyboard.overlap == 0) }
        }
    }
}
