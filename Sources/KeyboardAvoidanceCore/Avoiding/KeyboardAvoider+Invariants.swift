import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

#if KEYBOARD_AVOIDANCE_INVARIANTS
    extension KeyboardAvoider {
        /// What breaks the avoider's invariants now, in words; empty when everything holds.
        ///
        /// - The coverage kept is the keyboard's coverage of the layout now.
        /// - Every number applied is finite.
        /// - What is applied is the plan for the state now, within 0.01 pt (for `scroll`, the inset;
        ///   the offset is also the user's).
        /// - Without a keyboard over the container (or disabled), what is applied is exactly the rest
        ///   state: nothing drifts.
        /// - A `shift` never moves the container down.
        package var invariantViolations: [String] {
            var violations: [String] = []
            guard applied.isFinite else {
                return ["applied plan has a non-finite number: \(applied)"]
            }
            let keyboardCoverage = layout.coverage(
                ofKeyboard: keyboardFrame, floating: configuration.floatingKeyboard)
            if coverage != keyboardCoverage {
                violations.append("coverage \(coverage) is not the keyboard's, \(keyboardCoverage)")
            }
            let plan = currentPlan
            let rest = restPlan
            switch (applied, plan, rest) {
            case (
                .scroll(let appliedInset, _), .scroll(let planInset, _), .scroll(let restInset, _)
            ):
                if abs(appliedInset - planInset) > AvoidancePlan.tolerance {
                    violations.append(
                        "applied inset \(appliedInset) differs from the plan's \(planInset)")
                }
                if planInput.coverage.overlap == 0, appliedInset != restInset {
                    violations.append(
                        "applied inset \(appliedInset) is not the rest inset \(restInset)")
                }
            default:
                if applied.differs(from: plan) {
                    violations.append("applied \(applied) differs from the plan \(plan)")
                }
                if planInput.coverage.overlap == 0, applied != rest {
                    violations.append("applied \(applied) is not exactly the rest plan \(rest)")
                }
            }
            if case .shift(let translation) = applied, translation > 0 {
                violations.append("shift moved the container down by \(translation)")
            }
            return violations
        }
    }
#endif

extension KeyboardAvoider {
    /// With `KEYBOARD_AVOIDANCE_INTERNAL_CHECKS` (tests, fuzz targets, `stress`), traps when an
    /// invariant is broken after an event; otherwise does nothing: an app's builds, debug ones
    /// included, never trap here.
    func checkInvariantsIfEnabled() {
        #if KEYBOARD_AVOIDANCE_INTERNAL_CHECKS
            let violations = invariantViolations
            precondition(violations.isEmpty, "KeyboardAvoider invariants broken: \(violations)")
        #endif
    }
}
