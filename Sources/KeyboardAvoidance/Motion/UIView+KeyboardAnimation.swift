#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension UIView {
        /// Runs `changes` in step with the keyboard: inside `UIView.animate` with the animation's
        /// duration (at most ``KeyboardAnimation/longestFollowedDuration``) and curve (`UIView.AnimationOptions(rawValue: curve << 16)`) from the current
        /// state, or without any animation for a duration of 0 — keyboard notifications arrive
        /// inside UIKit's own animation block, which must not be inherited then.
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
            ]
            animate(
                withDuration: animation.followedDuration, delay: 0, options: options,
                animations: changes,
                completion: completion)
        }
    }
#endif
