import Foundation

extension TapToDismissRegion {
    /// A view a touch landed in, or one that contains it, as the tap-to-dismiss recognizer read
    /// it off the view hierarchy.
    package enum TouchedView: Sendable, Equatable {
        /// A text input (a `UITextInput`: a text field, a text view, a web view's content), or a
        /// view inside one (a text field's clear button): tapping it moves editing there, or
        /// stays in it.
        case textInput
        /// A view the app listed to keep the keyboard on a tap (`viewsKeepingKeyboardOnTap`):
        /// a formatting bar, a show-password button that is not a `UIControl`.
        case keepsKeyboard
        /// Any other view.
        case other
    }

    /// Whether a touch may end editing, from the views it landed in: the touched view first,
    /// then each view that contains it, up to the recognizer's view (not that view itself).
    ///
    /// Not when any of them is a text input, or a view the app listed to keep the keyboard: a
    /// tap anywhere inside a kept view — on a label or an image inside a formatting bar — keeps
    /// the keyboard, as a tap on a view marked `keepsKeyboardOnTap()` does in SwiftUI. A kept view
    /// around the recognizer's view is not one of them, and keeps nothing.
    ///
    /// ```swift
    /// let views = ancestry(of: touch.view, upTo: container).map(touchedView(for:))
    /// guard TapToDismissRegion.mayEndEditing(touching: views) else { return false }
    /// ```
    package static func mayEndEditing(touching views: some Sequence<TouchedView>) -> Bool {
        !views.contains { $0 != .other }
    }
}
