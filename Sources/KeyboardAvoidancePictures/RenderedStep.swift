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

    /// Plans a scenario, keeping the engine's state around each event (of those in `range`, when
    /// given: the others are planned, not kept).
    public static func steps(of scenario: Scenario, in range: ClosedRange<Int>? = nil)
        -> [RenderedStep]
    {
        var session = scenario.makeSession()
        // A scenario's session has measured its header, so it always has an avoider.
        var avoider = scenario.makeAvoider()
        var steps: [RenderedStep] = []
        for (index, event) in scenario.events.enumerated() {
            let before = avoider
            let step = session.step(index: index, event: event)
            avoider = session.avoider ?? avoider
            if range?.contains(index) ?? true {
                steps.append(RenderedStep(event: event, step: step, before: before, after: avoider))
            }
        }
        return steps
    }

    /// The keyboard event, when the event is a notification.
    var keyboardEvent: KeyboardEvent? {
        if case .keyboard(let event) = event.input { return event }
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
