import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension AvoidanceSession {
    /// What a session holds in effect beside its avoider's geometry, target, list and settings:
    /// the keyboard, the last keyboard animation, a finger's drag, what its views hold, the
    /// `safeArea` strategy's scroll view. A recording that starts mid-session opens its file with
    /// it (docs/scenario-project-fields.md, `inEffect`), and the replay's session takes it up as
    /// the state it starts with.
    package struct Resumption: Sendable, Equatable {
        /// The keyboard frame in effect, in screen coordinates; `nil`: none.
        package var keyboardFrame: CGRect?
        /// The animation of the last keyboard event that was not ignored: what a retarget, a
        /// layout change, a snapshot or a reconfiguration animates with.
        package var lastKeyboardAnimation: KeyboardAnimation
        /// A finger's drag of the keyboard in progress (spec §6.2), with what it started from.
        package var drag: KeyboardDrag?
        /// What the views hold (for `scroll`, with the offset in effect); `nil`: the plan for the
        /// state in effect with the offset kept, which it is within 0.01 pt.
        package var applied: AvoidancePlan?
        /// The scroll view a `safeArea` strategy reveals its target in, with the offset the
        /// session last set.
        package var revealScroll: RevealScroll?
        /// Whether a keyboard notification's reveal waits for the next snapshot, measured once
        /// UIKit has scrolled a list it insets for the keyboard itself.
        package var revealsOnNextSnapshot = false

        /// No keyboard, the default animation (0.25 s, curve 7), no drag, the plan for the state.
        package init(
            keyboardFrame: CGRect? = nil,
            lastKeyboardAnimation: KeyboardAnimation = .keyboardDefault,
            drag: KeyboardDrag? = nil, applied: AvoidancePlan? = nil,
            revealScroll: RevealScroll? = nil, revealsOnNextSnapshot: Bool = false
        ) {
            self.keyboardFrame = keyboardFrame
            self.lastKeyboardAnimation = lastKeyboardAnimation
            self.drag = drag
            self.applied = applied
            self.revealScroll = revealScroll
            self.revealsOnNextSnapshot = revealsOnNextSnapshot
        }
    }

    /// What the session holds in effect now, what is applied given; `nil` before it measured
    /// anything and once released.
    package var resumption: Resumption? {
        guard hasAvoider, !isReleased else { return nil }
        return Resumption(
            keyboardFrame: storedAvoider.keyboardFrame,
            lastKeyboardAnimation: storedAvoider.lastKeyboardAnimation, drag: storedAvoider.drag,
            applied: storedAvoider.applied, revealScroll: revealScroll,
            revealsOnNextSnapshot: storedAvoider.revealsAfterUIKit)
    }

    /// Takes up a state in effect as the one it starts with, planning nothing: no action, nothing
    /// revealed. The offset in effect is the avoider's own scroll offset (a scenario's header's).
    ///
    /// Only what the engine itself would hold is taken: a keyboard frame that is not usable
    /// (spec §2) leaves none in effect; an applied plan of another strategy, with a number that is
    /// not finite, farther than 0.01 pt from the plan for the state with the offset kept, or
    /// while nothing covers the container (the plan is then exactly the rest plan) gives way to
    /// that plan; a scroll view outside the `safeArea` strategy, or one with a number the engine
    /// does not take, is none. A session that is not active takes nothing.
    package mutating func resume(_ state: Resumption) {
        guard hasAvoider, !isReleased else { return }
        storedAvoider.resume(
            keyboardFrame: state.keyboardFrame, lastKeyboardAnimation: state.lastKeyboardAnimation,
            drag: state.drag, applied: state.applied,
            revealsAfterUIKit: state.revealsOnNextSnapshot)
        let scroll = state.revealScroll
        revealScroll = strategy == .safeArea && (scroll?.isValid ?? true) ? scroll : nil
        appliedSettings = settings(of: storedAvoider)
    }
}
