import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// Plans the scenario and checks, after every event, what must always hold; returns what did
    /// not, in words (empty when everything held).
    ///
    /// - Every number applied and reported is finite; the avoider's invariants hold
    ///   (``KeyboardAvoider/invariantViolations``).
    /// - An action comes only with a plan that differs from what was applied (more than 0.01 pt);
    ///   an ignored event changes nothing.
    /// - When the last event is a hide, what is applied afterwards is exactly the rest state
    ///   (for `scroll`, the app's own inset; the offset stays where it was scrolled).
    public func violations() -> [String] {
        var avoider = makeAvoider()
        var violations: [String] = []
        for (index, event) in events.enumerated() {
            let before = avoider
            let step = avoider.step(index: index, event: event)
            func fail(_ message: String) {
                violations.append("event \(index) (\(step.event)): \(message)")
            }
            if let action = step.action {
                if !action.plan.isFinite { fail("non-finite action \(action.plan)") }
                if !action.plan.differs(from: before.applied) {
                    fail("action \(action.plan) for a plan unchanged from \(before.applied)")
                }
                if !(action.animation.duration.isFinite && action.animation.duration >= 0) {
                    fail("animation duration \(action.animation.duration)")
                }
            }
            if step.ignored, step.action != nil || avoider.keyboardFrame != before.keyboardFrame {
                fail("an ignored event changed something")
            }
            if !step.keyboard.overlap.isFinite || step.keyboard.overlap < 0
                || step.keyboard.overlap > avoider.layout.container.height
            {
                fail(
                    "overlap \(step.keyboard.overlap) outside 0…\(avoider.layout.container.height)")
            }
            for violation in avoider.invariantViolations { fail(violation) }
        }
        if case .notification(let name, _)? = events.last, name.isHide {
            switch (avoider.applied, avoider.restPlan) {
            case (.scroll(let inset, _), .scroll(let restInset, _)):
                if inset != restInset {
                    violations.append(
                        "after the final hide the inset is \(inset), not \(restInset)")
                }
            case (let applied, let rest):
                if applied != rest {
                    violations.append("after the final hide \(applied) is applied, not \(rest)")
                }
            }
        }
        return violations
    }
}
