#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension UIView {
        /// Runs `changes` in step with the keyboard: inside `UIView.animate` with the animation's
        /// duration (at most ``KeyboardAnimation/longestFollowedDuration``) and curve
        /// (`UIView.AnimationOptions(rawValue: curve << 16)`) from the current state, or without
        /// any animation for a duration of 0 — keyboard notifications arrive inside UIKit's own
        /// animation block, which must not be inherited then. The animated views take touches
        /// meanwhile: a finger that lands during a reveal scrolls or taps as it would after it.
        @MainActor
        package static func animateAlongKeyboard(
            _ animation: KeyboardAnimation, changes: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            guard animation.isAnimated else {
                performWithoutAnimation(changes)
                completion?(true)
                return
            }
            let options: AnimationOptions = [
                AnimationOptions(rawValue: animation.curve.animationOptionsRawValue),
                .beginFromCurrentState,
                // UIView.h: without it, the animated views ignore touches until the end.
                .allowUserInteraction,
            ]
            animate(
                withDuration: animation.followedDuration, delay: 0, options: options,
                animations: changes,
                completion: completion)
        }
    }
#endif
