import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One change of the keyboard from the core's catalogue (``KeyboardSequence``) — a show, a hide,
/// the QuickType bar appearing, an iPad keyboard undocking or docking, a drag's outcome, another
/// app's keyboard — after what leads to it, for checking that it acts once at most (spec §6: iOS
/// posts one change as several notifications, which produce one action).
package struct CatalogueTransition: Sendable {
    /// What it shows, for a failure's message.
    package var name: String
    /// The scenario it is posted for.
    package var scenario: KeyboardScenario
    /// What comes before it, from a keyboard that is hidden: not checked.
    package var before: KeyboardSequence
    /// The change: its notifications act once at most, together (a drag's samples, which act
    /// frame by frame, are not counted: its outcome is).
    package var change: KeyboardSequence

    /// The transitions of one scenario: the sequences the catalogue's replay tests replay, cut
    /// where one change of the keyboard ends and the next begins, and a floating keyboard going
    /// after it undocked.
    package static func all(of scenario: KeyboardScenario) -> [CatalogueTransition] {
        func transition(_ before: KeyboardSequence?, _ change: KeyboardSequence)
            -> CatalogueTransition
        {
            let before = before ?? KeyboardSequence(name: "nothing", steps: [])
            return CatalogueTransition(
                name: before.steps.isEmpty ? change.name : "\(before.name), then \(change.name)",
                scenario: scenario, before: before, change: change)
        }
        let show = KeyboardSequence.show(scenario)
        let hide = KeyboardSequence.hide(scenario)
        let withoutBar = KeyboardSequence.show(scenario, quickTypeBar: false)
        var transitions = [
            transition(nil, show),
            transition(show, hide),
            transition(nil, show.fromAnotherApp()),
            transition(show.fromAnotherApp(), hide.fromAnotherApp()),
            transition(nil, withoutBar),
            transition(withoutBar, .quickTypeBarAppearing(scenario)),
        ]
        if scenario.keyboard.isDocked {
            for ending in KeyboardSequence.DragEnding.allCases {
                transitions.append(transition(show, .drag(scenario, ending: ending)))
            }
        } else {
            var docked = scenario
            docked.keyboard = .docked
            let undocking = KeyboardSequence.undocking(scenario)
            transitions.append(transition(.show(docked), undocking))
            transitions.append(transition(.show(docked) + undocking, .docking(scenario)))
            transitions.append(transition(.show(docked) + undocking, hide))
        }
        return transitions
    }

    /// The actions its change took, the drag's samples left out, replayed after ``before``
    /// through `avoider`.
    package func actions(through avoider: KeyboardAvoider) -> [AvoidanceAction] {
        var avoider = avoider
        for event in before.avoiderEvents { _ = avoider.handle(event) }
        return change.steps.compactMap { step in
            let action = avoider.handle(step.avoiderEvent)
            if case .dragSample = step { return nil }
            return action
        }
    }

    /// A field 44 pt tall, 60 pt above the bottom safe area, and a block that fills the container
    /// between its safe-area edges less 20 pt at the top: one the keyboard pushes up, one the safe
    /// area's top stops (as the catalogue's replay tests).
    package static func targets(_ scenario: KeyboardScenario) -> [CGRect] {
        let container = scenario.container
        let safeArea = scenario.safeArea
        return [
            CGRect(
                x: 16, y: container.height - safeArea.bottom - 104, width: container.width - 32,
                height: 44),
            CGRect(
                x: 0, y: safeArea.top + 20, width: container.width,
                height: max(1, container.height - safeArea.top - 20 - safeArea.bottom)),
        ]
    }

    /// Every transition of every scenario of the catalogue, for `strategy`, with each target and
    /// under both floating policies: the avoiders at rest and the transitions they take.
    package static func cases(strategy: AvoidanceStrategy)
        -> [(avoider: KeyboardAvoider, floating: FloatingKeyboardPolicy, transition: Self)]
    {
        KeyboardScenario.all.flatMap { scenario in
            let transitions = all(of: scenario)
            return targets(scenario).flatMap { target in
                FloatingKeyboardPolicy.allCases.flatMap { floating in
                    let avoider = KeyboardAvoider(
                        strategy: strategy, layout: scenario.layout, target: target,
                        configuration: AvoiderConfiguration(margin: 8, floatingKeyboard: floating),
                        scroll: AvoidanceLayout.ScrollMetrics(
                            contentSize: CGSize(
                                width: scenario.container.width,
                                height: 2 * scenario.container.height)))
                    return transitions.map { (avoider, floating, $0) }
                }
            }
        }
    }

    /// Checks every transition of the catalogue for `strategy`: how many were run, and each that
    /// acted more than once, in words.
    package static func violations(strategy: AvoidanceStrategy, stop: () -> Bool = { false })
        -> (transitions: Int, events: Int, violations: [String])
    {
        var transitions = 0
        var events = 0
        var violations: [String] = []
        for (avoider, floating, transition) in cases(strategy: strategy) {
            if transitions % 256 == 0, stop() { break }
            transitions += 1
            events += transition.before.steps.count + transition.change.steps.count
            let actions = transition.actions(through: avoider)
            if actions.count > 1 {
                violations.append(
                    "\(transition.scenario.name), \(strategy), floating \(floating.rawValue), "
                        + "target \(avoider.target.map { "\(Int($0.minY))" } ?? "none"): "
                        + "\(transition.name): \(actions.count) actions")
            }
        }
        return (transitions, events, violations)
    }
}
