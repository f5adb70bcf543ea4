import Foundation

/// A tap on a text field's return key, as the shell saw it: which field, how the library heard
/// of it, and what the field looks like now. ``FieldOrder/response(to:)`` decides what to do.
///
/// ```swift
/// let press = ReturnKeyPress(
///     field: id, source: .libraryTarget, fieldIsFirstResponder: field.isFirstResponder,
///     hooks: hooks, returnKeyAdvances: true)
/// switch order.response(to: press).action { … }
/// ```
package struct ReturnKeyPress<ID: Hashable & Sendable>: Sendable, Equatable {
    /// How the library heard of the tap.
    package enum Source: Sendable, Equatable {
        /// The library's own target for `UIControl.Event.editingDidEndOnExit`: UIKit sends it
        /// after the delegate's `textFieldShouldReturn(_:)` returned `true` (or with no delegate),
        /// and ends editing afterwards unless another field became first responder.
        case libraryTarget
        /// The app's delegate forwarded `textFieldShouldReturn(_:)` to the library, and returns
        /// what the library answers.
        case forwardedByApp
    }

    /// The field whose return key was tapped.
    package var field: ID
    /// How the library heard of the tap.
    package var source: Source
    /// Whether the field is still first responder. When it is not, something else — the app's
    /// delegate or one of its actions — has already moved focus or ended editing for this tap.
    package var fieldIsFirstResponder: Bool
    /// What the app has hooked to the field's return key now.
    package var hooks: ReturnKeyHooks
    /// Whether the library's return key moves on (the navigator's `returnKeyAdvances`). A
    /// forwarded tap is answered whatever this is: the app asked.
    package var returnKeyAdvances: Bool

    /// A tap as the shell saw it.
    package init(
        field: ID, source: Source, fieldIsFirstResponder: Bool,
        hooks: ReturnKeyHooks = ReturnKeyHooks(), returnKeyAdvances: Bool = true
    ) {
        self.field = field
        self.source = source
        self.fieldIsFirstResponder = fieldIsFirstResponder
        self.hooks = hooks
        self.returnKeyAdvances = returnKeyAdvances
    }
}
