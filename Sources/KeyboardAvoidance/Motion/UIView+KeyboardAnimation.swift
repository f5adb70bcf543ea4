#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension UIView {
        /// Runs `changes` in step with the keyboard: inside `UIView.animate` with the animation's
        /// duration (at most ``KeyboardAnimation/longestFollowedDuration``) and curve
        /// (`UIView.AnimationOptions(rawValue: curve << 16)`, curve 7 being the keyboard's own
        /// spring) from the current state, or without any animation for a duration of 0 —
        /// keyboard notifications arrive inside UIKit's own animation block, which must not be
        /// inherited then. The animated views take touches meanwhile: a finger that lands during
        /// the move scrolls or taps as it would after it.
        ///
        /// What the library's components move with, for an app's own views: a badge that fades,
        /// a button that follows the composer.
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
