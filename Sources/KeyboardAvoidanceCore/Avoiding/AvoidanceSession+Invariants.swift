import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

#if KEYBOARD_AVOIDANCE_INVARIANTS
    extension AvoidanceSession {
        /// What breaks the session's invariants now, in words (the avoider's while active; exactly
        /// the rest state once released); empty when everything holds.
        package var invariantViolations: [String] {
            switch phase {
            case .waiting, .released(nil):
                return []
            case .active(let avoider):
                return avoider.invariantViolations
            case .released(let avoider?):
                let release = avoider.releasePlan
                switch (avoider.applied, release) {
                case (.scroll(let inset, let offset), .scroll(let restInset, let releaseOffset)):
                    var violations: [String] = []
                    if inset != restInset {
                        violations.append("released with the inset \(inset), not \(restInset)")
                    }
                    if abs(offset.y - releaseOffset.y) > AvoidancePlan.tolerance {
                        violations.append(
                            "released at the offset \(offset.y), outside the rest range (\(releaseOffset.y))"
                        )
                    }
                    return violations
                case (let applied, let release):
                    return applied == release
                        ? [] : ["released with \(applied) applied, not \(release)"]
                }
            }
        }
    }
#endif
