import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scroll view a `safeArea` strategy reveals its target in, measured with the snapshot, so that
/// the session works out the revealing offset once the safe area grew without reading a layout
/// back: pinned to the view's bottom or to the safe area, its visible content ends at the safe
/// area's new bottom.
package struct RevealScroll: Sendable, Hashable {
    /// Its frame in the container's coordinates, as laid out now.
    package var frame: CGRect
    /// The content's height.
    package var contentHeight: CGFloat
    /// Its adjusted top inset (`adjustedContentInset.top`).
    package var adjustedTop: CGFloat
    /// Its bottom inset apart from the safe area it covers (the app's own; SwiftUI's bars).
    package var ownBottom: CGFloat
    /// Whether it adds the safe area to its inset: `false` for `.never` adjustment.
    package var adjustsForSafeArea: Bool
    /// Its vertical offset now.
    package var offsetY: CGFloat
    /// Whether the user scrolls it now: nothing is revealed then.
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

    /// Whether every number is one the engine takes (``CoordinateLimit``, valid frame, content
    /// height ≥ 0).
    package var isValid: Bool {
        frame.isValidGeometry && contentHeight >= 0
            && CoordinateLimit.contains(Double(contentHeight))
            && CoordinateLimit.contains(Double(adjustedTop))
            && CoordinateLimit.contains(Double(ownBottom))
            && CoordinateLimit.contains(Double(offsetY))
    }

    /// Its viewport once the safe area (with the library's part) ends `safeBottom` above the bottom
    /// of a container `height` tall.
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
