import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An inverted list (a transform of −1 on y), mirrored so that its newest end is the bottom the
/// keyboard covers (spec §5, "Lists").
///
/// Mirroring is its own inverse. For content shorter than the list, clamp an offset brought back
/// to the list's own ``ScrollViewport`` (UIKit rests such a list at `−adjustedTop`).
package enum InvertedList {
    /// The offset `y` on the other side of the mirror.
    package static func mirroredOffset(
        _ y: CGFloat, contentHeight: CGFloat, height: CGFloat
    ) -> CGFloat {
        contentHeight - height - y
    }

    /// A rect in the content on the other side of the mirror.
    package static func mirroredRect(_ rect: CGRect, contentHeight: CGFloat) -> CGRect {
        CGRect(
            x: rect.minX, y: contentHeight - rect.maxY, width: rect.width, height: rect.height)
    }

    /// Insets with top and bottom swapped.
    package static func mirroredInsets(_ insets: Insets) -> Insets {
        Insets(top: insets.bottom, left: insets.left, bottom: insets.top, right: insets.right)
    }

    /// The scroll metrics of an inverted list of `height` as the engine plans with them.
    package static func mirroredMetrics(_ metrics: AvoidanceLayout.ScrollMetrics, height: CGFloat)
        -> AvoidanceLayout.ScrollMetrics
    {
        var mirrored = metrics
        mirrored.contentOffset.y = mirroredOffset(
            metrics.contentOffset.y, contentHeight: metrics.contentSize.height, height: height)
        mirrored.contentInset = mirroredInsets(metrics.contentInset)
        return mirrored
    }
}
