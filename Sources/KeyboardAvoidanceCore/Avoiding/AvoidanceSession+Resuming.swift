import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension AvoidanceSession {
    /// What a session holds in effect beside its avoider's geometry: what a recording that starts
    /// mid-session writes first (`inEffect`, docs/scenario-project-fields.md) and a replay takes
    /// up.
    package struct Resumption: Sendable, Equatable {
        /// The keyboard frame in effect, in screen coordinates; `nil`: none.
        package var keyboardFrame: CGRect?
        /// The animation of the last keyboard event that was not ignored.
        package var lastKeyboardAnimation: KeyboardAnimation
        /// A finger's drag of the keyboard in progress (spec §6.2), with what it started from.
        package var drag: KeyboardDrag?
        /// What the views hold; `nil`: the plan for the state in effect with the offset kept.
        package var applied: AvoidancePlan?
        /// The `safeArea` strategy's scroll view, with the offset the session last set.
        package var revealScroll: RevealScroll?
        /// Whether a notification's reveal waits for the next snapshot (a list UIKit insets
        /// itself).
        package var revealsOnNextSnapshot = false

        /// No keyboard, ``KeyboardAnimation/keyboardDefault``, no drag, the plan for the state.
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

    /// What the session holds in effect now; `nil` before it measured anything and once released.
    package var resumption: Resumption? {
        guard hasAvoider, !isReleased else { return nil }
        return Resumption(
            keyboardFrame: storedAvoider.keyboardFrame,
            lastKeyboardAnimation: storedAvoider.lastKeyboardAnimation, drag: storedAvoider.drag,
            applied: storedAvoider.applied, revealScroll: revealScroll,
            revealsOnNextSnapshot: storedAvoider.revealsAfterUIKit)
    }

    /// Takes up a state in effect as the one it starts with, planning nothing. Only what the engine
    /// itself would hold is taken; anything else (an unusable frame, an applied plan farther than
    /// ``AvoidancePlan/tolerance`` from the state's) gives way to the state's own. Only when
    /// active.
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
