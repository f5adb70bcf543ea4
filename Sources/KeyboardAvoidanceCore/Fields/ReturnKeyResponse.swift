import Foundation

/// What the library does about a tap on a return key (``ReturnKeyPress``), and what the app's
/// `textFieldShouldReturn(_:)` returns when it forwarded the tap.
package struct ReturnKeyResponse<ID: Hashable & Sendable>: Sendable, Equatable {
    /// What the library does.
    package enum Action: Sendable, Equatable {
        /// Make the field `ID` first responder.
        case focus(ID)
        /// End editing: the field resigns first responder.
        case endEditing
        /// Nothing: the tap is not the library's, or focus has already moved.
        case nothing
    }

    /// What the library does.
    package var action: Action
    /// What a forwarding `textFieldShouldReturn(_:)` returns: `false` when the library dealt with
    /// the tap, `true` for a field it does not move through (and for its own target's taps).
    package var textFieldShouldReturn: Bool

    /// A response.
    package init(action: Action, textFieldShouldReturn: Bool) {
        self.action = action
        self.textFieldShouldReturn = textFieldShouldReturn
    }
}
