import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

#if KEYBOARD_AVOIDANCE_INVARIANTS
    extension KeyboardAvoider {
        /// What breaks the avoider's invariants now, in words (the coverage matches the layout, the
        /// applied plan is finite and the state's, exactly rest without a keyboard, a `shift` never
        /// down); empty when everything holds.
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
    /// With `KEYBOARD_AVOIDANCE_INTERNAL_CHECKS`, traps when an invariant is broken; otherwise does
    /// nothing, so an app's builds never trap here.
    func checkInvariantsIfEnabled() {
        #if KEYBOARD_AVOIDANCE_INTERNAL_CHECKS
            let violations = invariantViolations
            precondition(violations.isEmpty, "KeyboardAvoider invariants broken: \(violations)")
        #endif
    }
}
