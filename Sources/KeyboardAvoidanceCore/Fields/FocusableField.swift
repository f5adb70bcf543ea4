import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A field the user can move to with the keyboard toolbar's previous and next buttons, as the
/// shell measured it.
///
/// The shell reads the frames of all fields in one coordinate space (the form's, or the
/// window's) and the three flags from the views; ``FieldOrder`` does the rest.
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

    /// Whether the toolbar can move to the field: it can become first responder, is enabled and
    /// not hidden, and its frame is four numbers within ±10⁷ pt with a width and a
    /// height greater than 0. A zero-size frame is a collapsed view: there is nothing to type in.
    package var canTakeFocus: Bool {
        canBecomeFirstResponder && isEnabled && !isHidden && frame.isValidGeometry
            && frame.width > 0 && frame.height > 0
    }
}

extension FocusableField {
    /// Creates a field whose hidden and enabled flags are those ``FieldAvailability`` decides
    /// from the flags of its view and of the views that contain it.
    package init(
        id: ID, frame: CGRect, canBecomeFirstResponder: Bool = true,
        availability: FieldAvailability
    ) {
        self.init(
            id: id, frame: frame, canBecomeFirstResponder: canBecomeFirstResponder,
            isEnabled: availability.isEnabled, isHidden: availability.isHidden)
    }
}
