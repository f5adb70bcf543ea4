import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scenario of the catalogue as a test argument, named by what it shows.
struct CatalogueCase: Sendable, CustomTestStringConvertible {
    var scenario: KeyboardScenario
    var testDescription: String { scenario.name }

    static let all = KeyboardScenario.all.map(CatalogueCase.init)
}

/// The plan the spec gives, worked out here from its formulas — never from the engine — for one
/// strategy in one scenario: §2 (which notifications count, and, as issue 27 proposes, a hide
/// whose end frame floats under `"floating": "avoid"`), §3 (classification), §1 and §4
/// (the intersection), §5 (each strategy's formula), §6 (when an action happens, and with which
/// animation), §6.2 (samples).
private struct SpecModel {
    var layout: AvoidanceLayout
    var strategy: AvoidanceStrategy
    var target: CGRect
    var margin: CGFloat
    var avoidsFloating: Bool

    /// §3 and §4: how much of the container's bottom a keyboard frame in screen coordinates covers.
    func overlap(_ frame: CGRect?) -> CGFloat {
        guard let frame, frame.minY < layout.screen.maxY else { return 0 }  // hidden
        let docked = frame.maxY >= layout.screen.maxY - 1
        guard docked || avoidsFloating else { return 0 }
        // §1: screen → window → container, no transforms.
        let inContainer = frame.offsetBy(
            dx: -(layout.window.origin.x + layout.container.origin.x),
            dy: -(layout.window.origin.y + layout.container.origin.y))
        let bounds = CGRect(origin: .zero, size: layout.container.size)
        let covered = inContainer.intersection(bounds)
        guard !covered.isNull, !covered.isEmpty else { return 0 }
        return bounds.height - covered.origin.y
    }

    /// §5.
    func plan(overlap: CGFloat) -> AvoidancePlan {
        let safeArea = layout.safeArea
        switch strategy {
        case .shift:
            guard overlap > 0 else { return .shift(translationY: 0) }
            let keyboardTop = layout.container.height - overlap
            let up = keyboardTop - margin - target.maxY
            let limit = safeArea.top - target.minY
            return .shift(translationY: min(0, max(up, limit)))
        case .safeArea:
            return .safeArea(additionalBottom: max(0, overlap - safeArea.bottom))
        case .guide:
            return .guide(height: max(overlap, safeArea.bottom))
        case .scroll:
            fatalError("not modelled here")
        }
    }

    /// §2, §6, §6.2: the action each step produces, if any.
    func actions(_ steps: [KeyboardSequence.Step]) -> [AvoidanceAction?] {
        var keyboard: CGRect?
        var applied = plan(overlap: 0)
        return steps.map { step in
            let animation: KeyboardAnimation
            switch step {
            case .notification(let value):
                let isHide = value.name == .willHide || value.name == .didHide
                let usable = value.endFrame.map { $0.width > 0 && $0.height > 0 } ?? false
                if !isHide && (!value.isLocal || !usable) { return nil }  // ignored
                // §2 as proposed in issue 27: a local hide whose end frame is a floating keyboard
                // (§3: on screen, its bottom more than 1 pt above the screen's) is an undocking,
                // the keyboard still there, when floating keyboards are avoided.
                let floats =
                    value.endFrame.map { frame in
                        usable && frame.minY < layout.screen.maxY
                            && frame.maxY < layout.screen.maxY - 1
                    } ?? false
                let undocks = isHide && avoidsFloating && value.isLocal && floats
                keyboard = isHide && !undocks ? nil : value.endFrame
                let isDid = [.didShow, .didHide, .didChangeFrame].contains(value.name)
                animation = KeyboardAnimation(
                    duration: isDid ? 0 : value.duration,
                    curve: KeyboardAnimation.Curve(rawValue: value.curve))
            case .dragSample(let frame):
                keyboard = frame
                animation = KeyboardAnimation(duration: 0, curve: .easeInOut)
            }
            let planned = plan(overlap: overlap(keyboard))
            guard planned.differs(from: applied) else { return nil }
            applied = planned
            return AvoidanceAction(plan: planned, animation: animation)
        }
    }
}

@Suite("The catalogue replays through the engine to the plan the spec gives")
struct CatalogueReplayTests {
    static let strategies: [AvoidanceStrategy] = [.shift, .safeArea, .guide]

    /// A field 44 pt tall, 60 pt above the bottom safe area, and a block that fills the container
    /// between its safe-area edges less 20 pt at the top: one the keyboard pushes up, one the
    /// safe area's top stops (§5's second term).
    static func targets(_ scenario: KeyboardScenario) -> [CGRect] {
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

    /// The sequences a scenario replays, each from a keyboard that is hidden.
    static func sequences(_ scenario: KeyboardScenario) -> [KeyboardSequence] {
        var sequences: [KeyboardSequence] = [
            .show(scenario),
            .show(scenario) + .hide(scenario),
            (.show(scenario) + .hide(scenario)).fromAnotherApp(),
        ]
        // The QuickType bar appears over the keyboard shown without it.
        sequences.append(.show(scenario, quickTypeBar: false) + .quickTypeBarAppearing(scenario))
        if scenario.keyboard.isDocked {
            sequences.append(.show(scenario) + .drag(scenario, ending: .dismissal))
            sequences.append(.show(scenario) + .drag(scenario, ending: .snapBack))
        } else {
            var docked = scenario
            docked.keyboard = .docked
            sequences.append(.show(docked) + .undocking(scenario) + .docking(scenario))
        }
        return sequences
    }

    @Test(
        "every sequence of every scenario, for shift, safeArea and guide",
        arguments: CatalogueCase.all)
    func replays(_ argument: CatalogueCase) {
        let scenario = argument.scenario
        for strategy in Self.strategies {
            for target in Self.targets(scenario) {
                for avoidsFloating in [false, true] {
                    let model = SpecModel(
                        layout: scenario.layout, strategy: strategy, target: target, margin: 8,
                        avoidsFloating: avoidsFloating)
                    for sequence in Self.sequences(scenario) {
                        var session = AvoidanceSession(
                            avoider: KeyboardAvoider(
                                strategy: strategy, layout: scenario.layout, target: target,
                                configuration: AvoiderConfiguration(
                                    margin: 8, floatingKeyboard: avoidsFloating ? .avoid : .ignore))
                        )
                        let actual = sequence.avoiderEvents.map { session.handle($0) }
                        let expected = model.actions(sequence.steps)
                        #expect(
                            actual == expected,
                            "\(strategy), target \(target), floating \(avoidsFloating ? "avoided" : "ignored"): \(sequence.name)"
                        )
                    }
                }
            }
        }
    }
}
