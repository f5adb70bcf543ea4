import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// Plans the scenario and checks, after every event, what must always hold; returns what did
    /// not, in words (empty when everything held).
    ///
    /// - Every number applied and reported is finite; the session's invariants hold
    ///   (``AvoidanceSession/invariantViolations``).
    /// - An action comes only with a plan that differs from what was applied (more than 0.01 pt);
    ///   an ignored event changes nothing.
    /// - After a release, what is applied is exactly the rest state; when the last event is a hide,
    ///   likewise (for `scroll`, the app's own inset; the offset stays where it was scrolled).
    package func violations() -> [String] {
        var session = makeSession()
        var violations: [String] = []
        for (index, event) in events.enumerated() {
            let before = session
            let step = session.step(index: index, event: event)
            func fail(_ message: String) {
                violations.append("event \(index) (\(step.event)): \(message)")
            }
            if let action = step.action {
                if !action.plan.isFinite { fail("non-finite action \(action.plan)") }
                if let applied = Self.appliedBeforePlanning(event, by: before),
                    !action.plan.differs(from: applied)
                {
                    fail("action \(action.plan) for a plan unchanged from \(applied)")
                }
                if !(action.animation.duration.isFinite && action.animation.duration >= 0) {
                    fail("animation duration \(action.animation.duration)")
                }
            }
            if step.ignored, step.action != nil || session != before {
                fail("an ignored event changed something")
            }
            let height = session.avoider?.layout.container.height ?? 0
            if !step.keyboard.overlap.isFinite || step.keyboard.overlap < 0
                || step.keyboard.overlap > height
            {
                fail("overlap \(step.keyboard.overlap) outside 0…\(height)")
            }
            for violation in session.invariantViolations { fail(violation) }
        }
        if !session.isReleased, case .notification(let name, _)? = events.last, name.isHide,
            let avoider = session.avoider
        {
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

    /// What is applied when the session plans an event: for a snapshot, after it adopted the
    /// user's scroll (spec §6.1).
    private static func appliedBeforePlanning(_ event: ScenarioEvent, by session: AvoidanceSession)
        -> AvoidancePlan?
    {
        guard var avoider = session.avoider, !session.isReleased else { return session.applied }
        if case .measure(let snapshot) = event, let offset = snapshot.contentOffset,
            let applied = avoider.applied.contentOffset,
            abs(offset.x - applied.x) > AvoidancePlan.tolerance
                || abs(offset.y - applied.y) > AvoidancePlan.tolerance
        {
            _ = avoider.handle(.scrolled(to: offset))
        }
        return avoider.applied
    }
}
