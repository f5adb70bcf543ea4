import Foundation

/// What an avoider or a session decided for one input: the action to apply, if any, and whether the
/// input reveals the target (spec §5, "When to reveal") — what a layer that scrolls a scroll view of
/// its own to the target (`KeyboardAvoidanceViewController`, SwiftUI's `.scroll`) needs beside it.
package struct AvoidanceDecision: Sendable, Equatable {
    /// The action that brings what is applied to the new plan; `nil` when nothing changes.
    package var action: AvoidanceAction?
    /// Whether the input changed what can hide the target (the keyboard's overlap grew, the target
    /// or the geometry changed) or ended a finger's drag of the keyboard: only then may the target
    /// be scrolled to. `false` for an ignored input, during a drag and while the user scrolls.
    package var revealsTarget: Bool
    /// Whether the action moves the scroll offset from the one in effect before it (the applied
    /// one, with the user's scroll adopted): only then does a layer set it (spec §6.2) — setting
    /// the offset in effect again would stop a deceleration.
    package var movesOffset = false
    /// Whether the action is applied as is, inside whatever animation the caller runs, with no
    /// animation of its own: a list's extra inset that changed with no keyboard event (a
    /// composer that grew a line, spec §5, "Lists", same pass).
    package var joinsCallerAnimation = false

    package init(action: AvoidanceAction?, revealsTarget: Bool) {
        self.action = action
        self.revealsTarget = revealsTarget
    }

    /// Nothing to apply, nothing to reveal.
    package static let none = AvoidanceDecision(action: nil, revealsTarget: false)
}
