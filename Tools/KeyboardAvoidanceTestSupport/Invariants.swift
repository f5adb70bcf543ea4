import KeyboardAvoidanceCore

#if KEYBOARD_AVOIDANCE_INVARIANTS
    extension KeyboardAvoider {
        /// Traps when an invariant is broken (see `invariantViolations`): for tests and fuzz targets.
        package func checkInvariants() {
            let violations = invariantViolations
            precondition(violations.isEmpty, "KeyboardAvoider invariants broken: \(violations)")
        }
    }

    extension AvoidanceSession {
        /// Traps when an invariant is broken (see `invariantViolations`): for tests and fuzz targets.
        package func checkInvariants() {
            let violations = invariantViolations
            precondition(violations.isEmpty, "AvoidanceSession invariants broken: \(violations)")
        }
    }
#endif
