import Foundation

/// What an app has hooked to a text field's return key, as the shell read it off the field:
/// whether the app answers the key itself, so that the library leaves the key alone.
///
/// UIKit asks the delegate's `textFieldShouldReturn(_:)` first, then sends
/// `UIControl.Event.editingDidEndOnExit` to every target in turn. A library target that moved on
/// as well would move a second time, from the field that sent return, after the app had already
/// acted; so a field the app answers for is not the library's, and an app that wants the library
/// to act there forwards the key (``ReturnKeyPress/Source/forwardedByApp``).
///
/// ```swift
/// let hooks = ReturnKeyHooks(
///     delegateAnswersReturn: delegate.responds(to: #selector(textFieldShouldReturn(_:))),
///     hasOtherReturnTargets: false)
/// if hooks.appHandlesReturn { /* leave the return key type and the target alone */ }
/// ```
public struct ReturnKeyHooks: Sendable, Hashable {
    /// Whether the field's delegate implements `textFieldShouldReturn(_:)`.
    public var delegateAnswersReturn: Bool
    /// Whether the field has a target for `UIControl.Event.editingDidEndOnExit` other than the
    /// library's own (an action of the app's, or one made in Interface Builder).
    public var hasOtherReturnTargets: Bool

    /// What the shell read off the field; by default, nothing of the app's.
    public init(delegateAnswersReturn: Bool = false, hasOtherReturnTargets: Bool = false) {
        self.delegateAnswersReturn = delegateAnswersReturn
        self.hasOtherReturnTargets = hasOtherReturnTargets
    }

    /// Whether the app answers the return key itself: the library then neither sets the key's
    /// type nor acts on its own target, and moves on only when the app forwards the key.
    public var appHandlesReturn: Bool {
        delegateAnswersReturn || hasOtherReturnTargets
    }
}
