import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The flags of one view that decide whether a field inside it can be seen and touched: the field's
/// own view, or one that contains it (``FieldAvailability``).
package struct FieldViewFlags: Sendable, Equatable {
    /// The view's `isHidden`.
    package var isHidden: Bool
    /// The view's `alpha`, from 0 (transparent) to 1.
    package var alpha: CGFloat
    /// The view's `isUserInteractionEnabled`.
    package var isUserInteractionEnabled: Bool

    /// Flags as read off a view; by default a visible view the user can touch.
    package init(isHidden: Bool = false, alpha: CGFloat = 1, isUserInteractionEnabled: Bool = true)
    {
        self.isHidden = isHidden
        self.alpha = alpha
        self.isUserInteractionEnabled = isUserInteractionEnabled
    }

    /// Whether the view hides what it contains: hidden, or an alpha below
    /// ``FieldAvailability/minimumVisibleAlpha`` (or NaN).
    package var hidesContents: Bool {
        isHidden || !(alpha >= FieldAvailability.minimumVisibleAlpha)
    }
}
