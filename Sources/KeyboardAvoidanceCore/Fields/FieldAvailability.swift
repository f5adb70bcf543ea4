import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether the user can see a field and type in it, from the flags of its view and of every view
/// that contains it (hidden, nearly transparent, not accepting input or touches).
package struct FieldAvailability: Sendable, Equatable {
    /// The alpha below which UIKit's hit-testing skips a view: the field reads as hidden.
    package static let minimumVisibleAlpha: CGFloat = 0.01

    /// The field's own view's flags.
    package var field: FieldViewFlags
    /// Whether the field itself accepts input: a control's `isEnabled`, a text view's
    /// `isEditable`, `true` for another view.
    package var acceptsInput: Bool
    /// The flags of the views that contain the field, in any order.
    package var ancestors: [FieldViewFlags]
    /// Whether the field is in a window.
    package var isInWindow: Bool

    /// The field's flags, as the shell read them off the view and its ancestors.
    package init(
        field: FieldViewFlags, acceptsInput: Bool = true, ancestors: [FieldViewFlags] = [],
        isInWindow: Bool = true
    ) {
        self.field = field
        self.acceptsInput = acceptsInput
        self.ancestors = ancestors
        self.isInWindow = isInWindow
    }

    /// Whether the user cannot see the field: it is in no window, or it or a view that contains
    /// it is hidden or (nearly) transparent.
    package var isHidden: Bool {
        !isInWindow || field.hidesContents || ancestors.contains(where: \.hidesContents)
    }

    /// Whether the user can type in the field: it accepts input, and it and every view that
    /// contains it take touches.
    package var isEnabled: Bool {
        acceptsInput && field.isUserInteractionEnabled
            && ancestors.allSatisfy(\.isUserInteractionEnabled)
    }
}
