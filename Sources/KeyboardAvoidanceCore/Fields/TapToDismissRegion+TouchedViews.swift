import Foundation

extension TapToDismissRegion {
    /// A view a touch landed in, or one that contains it.
    package enum TouchedView: Sendable, Equatable {
        /// A text input (`UITextInput`), or a view inside one such as a clear button.
        case textInput
        /// A view the app listed in `viewsKeepingKeyboardOnTap` (a formatting bar).
        case keepsKeyboard
        /// Any other view.
        case other
    }

    /// Whether a touch may end editing, from the views it landed in (the touched view up to, not
    /// including, the recognizer's view): not when one is a text input or a view that keeps the
    /// keyboard.
    package static func mayEndEditing(touching views: some Sequence<TouchedView>) -> Bool {
        !views.contains { $0 != .other }
    }
}
