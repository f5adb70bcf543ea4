import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A scenario of the catalogue whose keyboard is not docked, as a test argument named by what it
/// shows.
struct UndockedCase: Sendable, CustomTestStringConvertible {
    var scenario: KeyboardScenario
    var testDescription: String { scenario.name }
}

/// An iPad's docked keyboard undocking, splitting or floating: iOS posts `WillChangeFrame`,
/// `WillHide`, `DidChangeFrame`, `DidHide` with the new frame, and the keyboard stays on screen
/// (issue 27, finding 6; a proposed change of spec §2). Under `"floating": "avoid"` that is one
/// action, ending where a direct floating show ends; under `"ignore"` nothing changes.
@Suite("§2 A hide whose end frame is a floating keyboard")
struct UndockingTests {
    static let strategies: [AvoidanceStrategy] = [.shift, .safeArea, .guide, .scroll]

    /// The scenarios whose keyboard is not docked: the iPad's floating, split and undocked ones.
    static let undocked = KeyboardScenario.all.filter { !$0.keyboard.isDocked }.map(
        UndockedCase.init)

    /// A field 60 pt above the bottom safe area, in container coordinates (content for `scroll`).
    static func target(_ scenario: KeyboardScenario) -> CGRect {
        CGRect(
            x: 16, y: scenario.container.height - scenario.safeArea.bottom - 104,
            width: scenario.container.width - 32, height: 44)
    }

    /// An avoider for the scenario at rest; a scroll view twice the container's height for
    /// `scroll`.
    static func avoider(
        _ scenario: KeyboardScenario, _ strategy: AvoidanceStrategy,
        _ floating: FloatingKeyboardPolicy
    ) -> KeyboardAvoider {
        KeyboardAvoider(
            strategy: strategy, layout: scenario.layout, target: target(scenario),
            configuration: AvoiderConfiguration(margin: 8, floatingKeyboard: floating),
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(
                    width: scenario.container.width, height: 2 * scenario.container.height)))
    }

    /// The avoider after `sequence`, and the actions it took.
    static func replay(_ sequence: KeyboardSequence, on avoider: KeyboardAvoider)
        -> (KeyboardAvoider, [AvoidanceAction])
    {
        var avoider = avoider
        let actions = sequence.avoiderEvents.compactMap { avoider.handle($0) }
        return (avoider, actions)
    }

    @Test(
        "undocking under .avoid: one action, and the state a direct floating show ends in",
        arguments: undocked)
    func undockingAvoided(_ argument: UndockedCase) {
        let scenario = argument.scenario
        var docked = scenario
        docked.keyboard = .docked
        for strategy in Self.strategies {
            let atRest = Self.avoider(scenario, strategy, .avoid)
            let (shown, _) = Self.replay(.show(docked), on: atRest)
            let (undocked, actions) = Self.replay(.undocking(scenario), on: shown)
            let (direct, _) = Self.replay(.show(scenario), on: atRest)
            // Before, four: to the floating keyboard, to rest, to it at once, to rest at once.
            #expect(actions.count == 1, "\(strategy): \(actions)")
            #expect(actions.first?.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
            #expect(undocked.keyboardFrame == scenario.keyboardFrame, "\(strategy)")
            #expect(undocked.coverage == direct.coverage, "\(strategy)")
            #expect(undocked.coverage.state == .floating)
            // The offset of `scroll` comes from the docked keyboard's before: the inset is the
            // direct show's; for the others the whole plan is.
            if case .scroll(let inset, _) = undocked.applied,
                case .scroll(let directInset, _) = direct.applied
            {
                #expect(abs(inset - directInset) <= 0.01)
            } else {
                #expect(!undocked.applied.differs(from: direct.applied), "\(strategy)")
            }
            #expect(undocked.invariantViolations.isEmpty)
        }
    }

    @Test("undocking under .ignore is as before: the keyboard read as gone, one action to rest")
    func undockingIgnored() {
        for argument in Self.undocked {
            let scenario = argument.scenario
            var docked = scenario
            docked.keyboard = .docked
            for strategy in Self.strategies {
                let atRest = Self.avoider(scenario, strategy, .ignore)
                let (shown, _) = Self.replay(.show(docked), on: atRest)
                let (undocked, actions) = Self.replay(.undocking(scenario), on: shown)
                #expect(undocked.keyboardFrame == nil, "\(scenario.name), \(strategy)")
                #expect(undocked.coverage.state == .hidden)
                #expect(actions.count <= 1, "\(scenario.name), \(strategy): \(actions)")
                #expect(undocked.applied == atRest.applied || strategy == .scroll)
            }
        }
    }

    @Test("a floating keyboard that goes posts frame changes only: under .avoid, back to rest")
    func floatingDismissedAvoided() {
        for argument in Self.undocked {
            let scenario = argument.scenario
            for strategy in Self.strategies {
                let atRest = Self.avoider(scenario, strategy, .avoid)
                let (shown, _) = Self.replay(.show(scenario), on: atRest)
                let (hidden, actions) = Self.replay(.hide(scenario), on: shown)
                #expect(hidden.coverage.state == .hidden, "\(scenario.name), \(strategy)")
                #expect(hidden.coverage.overlap == 0)
                #expect(actions.count <= 1, "\(scenario.name), \(strategy): \(actions)")
                if strategy != .scroll {
                    #expect(!hidden.applied.differs(from: atRest.applied), "\(strategy)")
                }
            }
        }
    }

    /// An 11-inch iPad Pro in portrait, `shift`, the field at 1000 (as in the fixtures).
    static func iPad(_ floating: FloatingKeyboardPolicy) -> KeyboardAvoider {
        KeyboardAvoider(
            strategy: .shift,
            layout: AvoidanceLayout(
                screen: CGRect(0, 0, 834, 1194), safeArea: Insets(top: 24, bottom: 20)),
            target: CGRect(20, 1000, 794, 44),
            configuration: AvoiderConfiguration(margin: 8, floatingKeyboard: floating))
    }

    @Test("every other hide still means no keyboard under .avoid, whatever its end frame says")
    func otherHides() {
        let floating = CGRect(150, 500, 534, 280)
        let shown = KeyboardEvent(name: .willChangeFrame, endFrame: floating)
        let hides: [(String, KeyboardEvent)] = [
            // v2.2: a docked input accessory left when the keyboard goes.
            (
                "a docked accessory",
                KeyboardEvent(name: .willHide, endFrame: CGRect(0, 1110, 834, 84))
            ),
            (
                "below the screen",
                KeyboardEvent(name: .willHide, endFrame: CGRect(0, 1194, 834, 313))
            ),
            ("no end frame", KeyboardEvent(name: .willHide, endFrame: nil)),
            ("a zero frame", KeyboardEvent(name: .didHide, endFrame: CGRect(0, 0, 0, 0))),
            (
                "another app's undocking",
                KeyboardEvent(name: .willHide, endFrame: floating, isLocal: false)
            ),
        ]
        for (label, hide) in hides {
            var avoider = Self.iPad(.avoid)
            #expect(avoider.handle(.keyboard(shown)) != nil)
            let action = avoider.handle(.keyboard(hide))
            #expect(avoider.keyboardFrame == nil, "\(label)")
            #expect(action?.plan == .shift(translationY: 0), "\(label)")
        }
        // The undocking's own hide keeps the floating keyboard: nothing to do.
        var avoider = Self.iPad(.avoid)
        _ = avoider.handle(.keyboard(shown))
        #expect(
            avoider.handle(.keyboard(KeyboardEvent(name: .willHide, endFrame: floating))) == nil)
        #expect(avoider.keyboardFrame == floating)
        // Its reading, for the layers: the end frame under .avoid only, for a local hide only.
        let screen = CGRect(0, 0, 834, 1194)
        let undocking = KeyboardEvent(name: .didHide, endFrame: floating)
        #expect(undocking.resultingFrame(floating: .avoid, screen: screen) == floating)
        #expect(undocking.resultingFrame(floating: .ignore, screen: screen) == nil)
        #expect(undocking.resultingFrame == nil)
        #expect(shown.resultingFrame(floating: .ignore, screen: screen) == floating)
    }

    @Test(
        "a session takes the undocking's hide as the avoider does, kept before the first snapshot")
    func sessionKeepsIt() {
        let scenario = KeyboardScenario(device: .iPadPro11, keyboard: .undocked)
        var docked = scenario
        docked.keyboard = .docked
        var session = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(floatingKeyboard: .avoid))
        // The notifications come before the view is measured: the last one is kept.
        for event in (KeyboardSequence.show(docked) + .undocking(scenario)).avoiderEvents {
            #expect(session.handle(event) == nil)
        }
        let action = session.handle(
            .measure(scenario.device.portraitSnapshot(target: Self.target(scenario))))
        let direct = Self.replay(.show(scenario), on: Self.avoider(scenario, .safeArea, .avoid)).0
        #expect(action?.plan == direct.applied)
        #expect(session.avoider?.keyboardFrame == scenario.keyboardFrame)
    }
}
