import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scroll view a `safeArea` strategy reveals its target in (`SafeAreaKeyboardAvoidance`'s
/// scroll view, the `UIScrollView` behind a SwiftUI `Form`), measured with the snapshot: the
/// session works out where it will be once the safe area grew, and the offset that reveals the
/// target there, without a layout pass to read it back.
///
/// A scroll view pinned to the view's bottom edge is inset by the safe area it then covers; one
/// pinned to the safe area shrinks by as much: either way its visible content ends at the safe
/// area's new bottom, and its offset range grows by the part of its frame below that line.
package struct RevealScroll: Sendable, Hashable {
    /// Its frame in the container's coordinates, as laid out now.
    package var frame: CGRect
    /// The content's height.
    package var contentHeight: CGFloat
    /// Its adjusted top inset (`adjustedContentInset.top`).
    package var adjustedTop: CGFloat
    /// Its bottom inset apart from the safe area it covers: the app's own content inset (and, for
    /// SwiftUI, its bars in a safe-area inset).
    package var ownBottom: CGFloat
    /// Whether it adds the safe area to its inset: `false` for
    /// `contentInsetAdjustmentBehavior = .never`, whose visible range the safe area does not
    /// change.
    package var adjustsForSafeArea: Bool
    /// Its vertical offset now.
    package var offsetY: CGFloat
    /// Whether the user's finger or its deceleration moves it now: nothing is revealed then.
    package var isTracking: Bool

    package init(
        frame: CGRect, contentHeight: CGFloat, adjustedTop: CGFloat, ownBottom: CGFloat,
        adjustsForSafeArea: Bool = true, offsetY: CGFloat, isTracking: Bool = false
    ) {
        self.frame = frame
        self.contentHeight = contentHeight
        self.adjustedTop = adjustedTop
        self.ownBottom = ownBottom
        self.adjustsForSafeArea = adjustsForSafeArea
        self.offsetY = offsetY
        self.isTracking = isTracking
    }

    /// Whether every number is one the engine takes: within ±10⁷ pt, the frame valid
    /// geometry, the content's height not negative.
    package var isValid: Bool {
        frame.isValidGeometry && contentHeight >= 0
            && CoordinateLimit.contains(Double(contentHeight))
            && CoordinateLimit.contains(Double(adjustedTop))
            && CoordinateLimit.contains(Double(ownBottom))
            && CoordinateLimit.contains(Double(offsetY))
    }

    /// Its viewport once the container's safe area ends `safeBottom` above the container's bottom
    /// (the safe area with the library's part), in a container `height` tall.
    package func viewport(containerHeight height: CGFloat, safeBottom: CGFloat)
        -> ScrollViewport
    {
        let below = adjustsForSafeArea ? max(0, frame.maxY - (height - safeBottom)) : 0
        let bottom = ownBottom + below
        return ScrollViewport(
            height: frame.height, contentHeight: contentHeight, contentInsetBottom: bottom,
            adjustedTop: adjustedTop, adjustedBottom: bottom)
    }
}
