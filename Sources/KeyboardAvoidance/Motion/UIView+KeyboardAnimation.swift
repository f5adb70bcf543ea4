#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension UIView {
        /// Runs `changes` in step with the keyboard, as the components move: with its duration
        /// (at most ``KeyboardAnimation/longestFollowedDuration``) and curve, from the current
        /// state, or with no animation for a duration of 0 (not even UIKit's enclosing one).
        /// The animated views take touches meanwhile.
        ///
        /// ```swift
        /// observation = keyboardObserver.observe { [weak self] state in
        ///     guard let self else { return }
        ///     UIView.animateAlongKeyboard(state.event.animation) {
        ///         self.jumpButtonBottom.constant = -state.liftAboveSafeArea - 8
        ///         self.view.layoutIfNeeded()
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - animation: The keyboard's animation: a notification's (`KeyboardEvent/animation`),
        ///     or a phase's.
        ///   - changes: The changes to animate.
        ///   - completion: Called when the animation ends, with `true` when it finished; at once
        ///     for a duration of 0.
        @MainActor
        public static func animateAlongKeyboard(
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
