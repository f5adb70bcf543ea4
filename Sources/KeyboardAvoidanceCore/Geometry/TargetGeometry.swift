import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The arithmetic of measuring a target and a safe area off views, done here so that it is
/// tested: the UIKit layer reads the raw numbers and hands them over.
public enum TargetGeometry {
    /// A rect in a container's bounds coordinates, moved into its visible coordinates: what the
    /// engine's container coordinates are for a container that scrolls (a table view given to
    /// `KeepViewAboveKeyboard`) — its bounds origin is its content offset.
    public static func visibleRect(_ rect: CGRect, boundsOrigin: CGPoint) -> CGRect {
        rect.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y)
    }

    /// A text view's caret kept inside the part of the text view that shows, so that a caret
    /// scrolled out of a scrolling text view asks for the text view's visible edge, not for a
    /// point outside it. An empty `visibleBounds` leaves the caret as it is.
    public static func caret(_ caret: CGRect, clampedTo visibleBounds: CGRect) -> CGRect {
        guard !visibleBounds.isEmpty else { return caret }
        let height = min(caret.height, visibleBounds.height)
        let y = min(max(caret.minY, visibleBounds.minY), visibleBounds.maxY - height)
        let x = min(max(caret.minX, visibleBounds.minX), visibleBounds.maxX)
        return CGRect(x: x, y: y, width: caret.width, height: height)
    }

    /// The safe-area insets of a view at rest, from its superview's: a view that is not a view
    /// controller's has the part of its frame that lies in the superview's unsafe edges. Derived
    /// from the rest frame, so that it neither moves with the library's own shift nor survives a
    /// rotation.
    ///
    /// - Parameters:
    ///   - frame: The view's frame at rest, in its superview's bounds coordinates.
    ///   - bounds: The superview's bounds.
    ///   - insets: The superview's safe-area insets.
    public static func safeArea(
        ofFrame frame: CGRect, in bounds: CGRect, whoseSafeAreaIs insets: Insets
    )
        -> Insets
    {
        func clamp(_ value: CGFloat, _ size: CGFloat) -> CGFloat {
            min(max(0, value), max(0, size))
        }
        return Insets(
            top: clamp(bounds.minY + insets.top - frame.minY, frame.height),
            left: clamp(bounds.minX + insets.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (bounds.maxY - insets.bottom), frame.height),
            right: clamp(frame.maxX - (bounds.maxX - insets.right), frame.width))
    }
}
