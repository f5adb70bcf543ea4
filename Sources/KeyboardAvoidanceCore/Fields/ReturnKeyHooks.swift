import Foundation

/// What an app has hooked to a text field's return key, as the shell read it off the field:
/// whether the app answers the key itself, so that the library leaves the key alone.
///
/// UIKit asks the delegate's `textFieldShouldReturn(_:)` first, then sends the return key's
/// control events — `UIControl.Event.editingDidEndOnExit`, and
/// `UIControl.Event.primaryActionTriggered` — to their handlers, targets and `UIAction`s alike. A
/// library target that moved on as well would move a second time, from the field that sent
/// return, after the app had already acted; so a field the app answers for is not the library's,
/// and an app that wants the library to act there forwards the key
/// (``ReturnKeyPress/Source/forwardedByApp``).
///
/// ```swift
/// let hooks = ReturnKeyHooks(
///     delegateAnswersReturn: delegate.responds(to: #selector(textFieldShouldReturn(_:))),
///     handlers: handlersReadOffTheField)
/// if hooks.appHandlesReturn { /* leave the return key type and the target alone */ }
/// ```
package struct ReturnKeyHooks: Sendable, Equatable {
    /// Whether the field's delegate implements `textFieldShouldReturn(_:)`.
    package var delegateAnswersReturn: Bool
    /// Whether the field has a handler of an event its return key sends other than the library's
    /// own target: a target for `UIControl.Event.editingDidEndOnExit` (an action of the app's, or
    /// one made in Interface Builder), or a target or a `UIAction` for
    /// `UIControl.Event.primaryActionTriggered`.
    package var hasOtherReturnTargets: Bool

    /// What the shell read off the field; by default, nothing of the app's.
    package init(delegateAnswersReturn: Bool = false, hasOtherReturnTargets: Bool = false) {
        self.delegateAnswersReturn = delegateAnswersReturn
        self.hasOtherReturnTargets = hasOtherReturnTargets
    }

    /// Whether the app answers the return key itself: the library then neither sets the key's
    /// type nor acts on its own target, and moves on only when the app forwards the key.
    package var appHandlesReturn: Bool {
        delegateAnswersReturn || hasOtherReturnTargets
    }
}

extension ReturnKeyHooks {
    /// One handler of a text field's control events, as the shell read it off the field
    /// (`UIControl.enumerateEventHandlers`): a target and its action, or a `UIAction`.
    package struct Handler: Sendable, Equatable {
        /// The control events it handles, as `UIControl.Event`'s raw value.
        package var controlEvents: UInt
        /// Whether it is the library's own target.
        package var isLibraryTarget: Bool

        /// A handler as read off the field; by default one of the app's.
        package init(controlEvents: UInt, isLibraryTarget: Bool = false) {
            self.controlEvents = controlEvents
            self.isLibraryTarget = isLibraryTarget
        }
    }

    /// The control events a text field's return key sends, as `UIControl.Event`'s raw value:
    /// `editingDidEndOnExit` (1 << 19) and `primaryActionTriggered` (1 << 13) — the event of a
    /// `UIAction` given as `UITextField(frame:primaryAction:)`. A handler of either answers the
    /// key.
    package static let returnKeyControlEvents: UInt = 1 << 19 | 1 << 13

    /// What the app has hooked to a text field's return key, from the field's delegate and the
    /// handlers of its control events: a handler other than the library's own, target or
    /// `UIAction`, of an event the return key sends (``returnKeyControlEvents``) answers the key.
    ///
    /// - Parameters:
    ///   - delegateAnswersReturn: Whether the delegate implements `textFieldShouldReturn(_:)`.
    ///   - handlers: Every handler of the field's control events, the library's own included.
    package init(delegateAnswersReturn: Bool, handlers: [Handler]) {
        self.init(
            delegateAnswersReturn: delegateAnswersReturn,
            hasOtherReturnTargets: handlers.contains {
                !$0.isLibraryTarget && $0.controlEvents & Self.returnKeyControlEvents != 0
            })
    }
}
