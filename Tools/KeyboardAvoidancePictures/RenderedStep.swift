import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One event of a scenario with the engine's state before and after it: what a panel draws.
public struct RenderedStep: Sendable {
    /// The event.
    public var event: ScenarioEvent
    /// The plan output line of the event.
    public var step: PlanStep
    /// The engine before the event.
    public var before: KeyboardAvoider
    /// The engine after the event.
    public var after: KeyboardAvoider
    /// For the last sample of a drag (spec §6.2), the engine after each sample of it, in order:
    /// what the drag's filmstrip draws. Empty for any other event.
    public var drag: [KeyboardAvoider] = []

    /// Plans a scenario, keeping the engine's state around each event (of those in `range`, when
    /// given: the others are planned, not kept).
    public static func steps(of scenario: Scenario, in range: ClosedRange<Int>? = nil)
        -> [RenderedStep]
    {
        var session = scenario.makeSession()
        // A scenario's session has measured its header, so it always has an avoider: with what
        // the header says is in effect (a recording started mid-session).
        var avoider = session.avoider ?? scenario.makeAvoider()
        var steps: [RenderedStep] = []
        var drag: [KeyboardAvoider] = []
        for (index, event) in scenario.events.enumerated() {
            let before = avoider
            let step = session.step(index: index, event: event)
            avoider = session.avoider ?? avoider
            if case .track = event, !step.ignored { drag.append(avoider) }
            var rendered = RenderedStep(event: event, step: step, before: before, after: avoider)
            let endsDrag: Bool
            if case .track = event {
                if index + 1 < scenario.events.count, case .track = scenario.events[index + 1] {
                    endsDrag = false
                } else {
                    endsDrag = true
                }
            } else {
                endsDrag = false
            }
            if endsDrag {
                rendered.drag = drag
                drag = []
            }
            if range?.contains(index) ?? true { steps.append(rendered) }
        }
        return steps
    }

    /// The keyboard event, when the event is a notification.
    var keyboardEvent: KeyboardEvent? {
        if let event = event.input.keyboardEvent { return event }
        return nil
    }

    /// Where the keyboard starts its animation, in screen coordinates: the notification's begin
    /// frame, else the frame before the event, else just below the screen.
    var keyboardStartFrame: CGRect? {
        if let begin = keyboardEvent?.beginFrame { return begin }
        if let previous = before.keyboardFrame { return previous }
        guard let end = after.keyboardFrame else { return nil }
        return end.offsetBy(dx: 0, dy: after.layout.screen.maxY - end.minY)
    }

    /// Where the keyboard ends, in screen coordinates: off screen below for a hide.
    var keyboardEndFrame: CGRect? {
        if let frame = after.keyboardFrame { return frame }
        guard let start = before.keyboardFrame else { return nil }
        return start.offsetBy(dx: 0, dy: after.layout.screen.maxY - start.minY)
    }
}
