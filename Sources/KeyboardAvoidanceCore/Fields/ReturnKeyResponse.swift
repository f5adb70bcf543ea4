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
    /// What a forwarding `textFieldShouldReturn(_:)` returns: `false` when the library has dealt
    /// with the tap (UIKit then does nothing more), `true` for a field the library does not move
    /// through (UIKit then does what it does by default). For a tap heard through the library's
    /// own target UIKit asks nothing, and this is `true`.
    package var textFieldShouldReturn: Bool

    /// A response.
    package init(action: Action, textFieldShouldReturn: Bool) {
        self.action = action
        self.textFieldShouldReturn = textFieldShouldReturn
    }
}
