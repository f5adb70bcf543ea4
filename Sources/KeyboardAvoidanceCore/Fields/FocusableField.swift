import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A field the user can move to with the keyboard toolbar's buttons, as the shell measured it
/// (frames in one coordinate space); ``FieldOrder`` does the rest.
package struct FocusableField<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The app's name for the field: a view's identifier, a SwiftUI focus value, an index.
    package var id: ID
    /// The field's frame, in the coordinate space shared by all the fields.
    package var frame: CGRect
    /// Whether the field can become first responder: `false` for a label or a plain button.
    package var canBecomeFirstResponder: Bool
    /// Whether the field is enabled.
    package var isEnabled: Bool
    /// Whether the field, or a view that contains it, is hidden.
    package var isHidden: Bool

    /// Creates a field; by default it can take focus.
    package init(
        id: ID, frame: CGRect, canBecomeFirstResponder: Bool = true, isEnabled: Bool = true,
        isHidden: Bool = false
    ) {
        self.id = id
        self.frame = frame
        self.canBecomeFirstResponder = canBecomeFirstResponder
        self.isEnabled = isEnabled
        self.isHidden = isHidden
    }

    /// Whether the toolbar can move to the field: it can become first responder, is enabled, shown,
    /// and has a valid frame with an area (a zero-size frame is a collapsed view).
    package var canTakeFocus: Bool {
        canBecomeFirstResponder && isEnabled && !isHidden && frame.isValidGeometry
            && frame.width > 0 && frame.height > 0
    }
}

extension FocusableField {
    /// Creates a field whose hidden and enabled flags ``FieldAvailability`` decides.
    package init(
        id: ID, frame: CGRect, canBecomeFirstResponder: Bool = true,
        availability: FieldAvailability
    ) {
        self.init(
            id: id, frame: frame, canBecomeFirstResponder: canBecomeFirstResponder,
            isEnabled: availability.isEnabled, isHidden: availability.isHidden)
    }
}
