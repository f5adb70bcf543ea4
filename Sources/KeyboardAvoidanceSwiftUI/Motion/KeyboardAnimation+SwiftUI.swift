#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension KeyboardAnimation {
        /// The SwiftUI animation that moves as the keyboard does; `nil` for a change of duration 0.
        ///
        /// Curves 0–3 are UIKit's Bézier over the duration (at most
        /// ``KeyboardAnimation/longestFollowedDuration``); curve 7 and any other value are the
        /// keyboard's own spring (the core's model), whatever the duration.
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

    /// Runs `changes` animated as the keyboard moves, or with no animation at all (an enclosing
    /// one included) for a duration of 0.
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
