import Foundation

/// What an app has hooked to a text field's return key: whether the app answers the key itself, so
/// that the library leaves it alone (a library target would move a second time after the app's);
/// such an app forwards the key (``ReturnKeyPress/Source/forwardedByApp``).
package struct ReturnKeyHooks: Sendable, Equatable {
    /// Whether the field's delegate implements `textFieldShouldReturn(_:)`.
    package var delegateAnswersReturn: Bool
    /// Whether a handler other than the library's target handles an event the return key sends
    /// (``returnKeyControlEvents``).
    package var hasOtherReturnTargets: Bool

    /// What the shell read off the field; by default, nothing of the app's.
    package init(delegateAnswersReturn: Bool = false, hasOtherReturnTargets: Bool = false) {
        self.delegateAnswersReturn = delegateAnswersReturn
        self.hasOtherReturnTargets = hasOtherReturnTargets
    }

    /// Whether the app answers the return key itself: the library then neither sets the key's type
    /// nor acts, unless the app forwards the key.
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

    /// The control events a text field's return key sends: `editingDidEndOnExit` and
    /// `primaryActionTriggered` (a `UITextField(frame:primaryAction:)`'s).
    package static let returnKeyControlEvents: UInt = 1 << 19 | 1 << 13

    /// What the app has hooked to a text field's return key, from whether its delegate implements
    /// `textFieldShouldReturn(_:)` and every handler of its control events, the library's included.
    package init(delegateAnswersReturn: Bool, handlers: [Handler]) {
        self.init(
            delegateAnswersReturn: delegateAnswersReturn,
            hasOtherReturnTargets: handlers.contains {
                !$0.isLibraryTarget && $0.controlEvents & Self.returnKeyControlEvents != 0
            })
    }
}
