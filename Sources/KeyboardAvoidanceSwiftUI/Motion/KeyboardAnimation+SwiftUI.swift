#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension KeyboardAnimation {
        /// The SwiftUI animation that moves as the keyboard does, from the core's model of it; `nil` for a change without animation (duration 0).
        ///
        /// - Curves 0–3: UIKit's Bézier over the notification's duration (at most
        ///   ``KeyboardAnimation/longestFollowedDuration``), as `Animation.timingCurve`.
        /// - Curve 7, the keyboard's own, and any other value: the keyboard's spring, as
        ///   `Animation.interpolatingSpring` with its mass (3) and stiffness (1000) and the damping
        ///   that makes it critically damped (2·√(3 · 1000), about 109.5) —
        ///   the motion Core Animation gives the keyboard. The notification's duration does not
        ///   apply to it, as it does not to the keyboard.
        ///
        /// ```swift
        /// withAnimation(keyboard.keyboardAnimation.swiftUIAnimation) { isComposing = true }
        /// ```
        public var swiftUIAnimation: Animation? {
            switch followedTiming {
            case .immediate:
                return nil
            case .bezier(let curve, let duration):
                return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
            case .spring(let spring):
                return .interpolatingSpring(
                    mass: spring.mass, stiffness: spring.stiffness,
                    damping: spring.criticalDamping, initialVelocity: 0)
            }
        }
    }

    /// Runs `changes` in a transaction that animates them as the keyboard moves, or without any
    /// animation — an enclosing one included — for a change of duration 0 (a finger's drag, a
    /// release).
    @MainActor
    func withKeyboardAnimation(_ animation: KeyboardAnimation, _ changes: () -> Void) {
        if let animation = animation.swiftUIAnimation {
            withAnimation(animation, changes)
        } else {
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction, changes)
        }
    }
#endif
