import Foundation

/// What an avoider or a session decided for one input: the action, and whether the input reveals
/// the target (spec §5, "When to reveal") for a layer that scrolls to it itself.
package struct AvoidanceDecision: Sendable, Equatable {
    /// The action that brings what is applied to the new plan; `nil` when nothing changes.
    package var action: AvoidanceAction?
    /// Whether the input changed what can hide the target or ended a drag: only then may the target
    /// be scrolled to.
    package var revealsTarget: Bool
    /// Whether the action moves the offset from the one in effect: only then does a layer set it
    /// (spec §6.2).
    package var movesOffset = false
    /// Whether the action joins the caller's animation (spec §5, "Lists", *same pass*).
    package var joinsCallerAnimation = false

    package init(action: AvoidanceAction?, revealsTarget: Bool) {
        self.action = action
        self.revealsTarget = revealsTarget
    }

    /// Nothing to apply, nothing to reveal.
    package static let none = AvoidanceDecision(action: nil, revealsTarget: false)
}
