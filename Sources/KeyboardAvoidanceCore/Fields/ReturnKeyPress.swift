import Foundation

/// A tap on a text field's return key as the shell saw it; ``FieldOrder/response(to:)`` decides.
package struct ReturnKeyPress<ID: Hashable & Sendable>: Sendable, Equatable {
    /// How the library heard of the tap.
    package enum Source: Sendable, Equatable {
        /// The library's own `editingDidEndOnExit` target, which UIKit calls after the delegate
        /// allowed return.
        case libraryTarget
        /// The app's delegate forwarded `textFieldShouldReturn(_:)`, and returns what we answer.
        case forwardedByApp
    }

    /// The field whose return key was tapped.
    package var field: ID
    /// How the library heard of the tap.
    package var source: Source
    /// Whether the field is still first responder; if not, the app has acted for this tap.
    package var fieldIsFirstResponder: Bool
    /// What the app has hooked to the field's return key now.
    package var hooks: ReturnKeyHooks
    /// Whether the library's return key moves on; a forwarded tap is answered regardless.
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
