import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scroll view's vertical geometry as UIKit scrolls it, the keyboard's inset applied (spec §5):
/// what the `scroll` planner reveals in, and where a list's newest end is.
package struct ScrollViewport: Sendable, Equatable {
    /// Creates a viewport from a scroll view's measured geometry.
    package init(
        height: CGFloat, contentHeight: CGFloat, contentInsetBottom: CGFloat, adjustedTop: CGFloat,
        adjustedBottom: CGFloat
    ) {
        self.height = height
        self.contentHeight = contentHeight
        self.contentInsetBottom = contentInsetBottom
        self.adjustedTop = adjustedTop
        self.adjustedBottom = adjustedBottom
    }

    /// A list's geometry as UIKit measures it: the adjusted bottom inset is its content inset.
    package init(
        height: CGFloat, contentHeight: CGFloat, adjustedTop: CGFloat, adjustedBottom: CGFloat,
        isInverted: Bool = false
    ) {
        self.init(
            height: height, contentHeight: contentHeight, contentInsetBottom: adjustedBottom,
            adjustedTop: adjustedTop, adjustedBottom: adjustedBottom)
        self.isInverted = isInverted
    }

    /// A scroll view whose adjusted bottom inset is `restBottom` plus the library's `addedBottom`
    /// (a SwiftUI scroll view inset through a safe-area inset applied after it was measured).
    package init(
        height: CGFloat, contentHeight: CGFloat, adjustedTop: CGFloat, restBottom: CGFloat,
        addedBottom: CGFloat
    ) {
        self.init(
            height: height, contentHeight: contentHeight,
            contentInsetBottom: restBottom + addedBottom, adjustedTop: adjustedTop,
            adjustedBottom: restBottom + addedBottom)
    }

    /// The scroll view's height, `h`.
    package var height: CGFloat
    /// The content's height.
    package var contentHeight: CGFloat
    /// The bottom content inset (spec §5's `contentInsetBottom`).
    package var contentInsetBottom: CGFloat
    /// `contentInset.top + safeTop`.
    package var adjustedTop: CGFloat
    /// `contentInsetBottom + safeBottom`, plus UIKit's own keyboard inset where it adds one (a
    /// `UITableViewController`'s table): the inset the scroll view scrolls with.
    package var adjustedBottom: CGFloat
    /// Whether the list is drawn upside down (a transform of −1 on y).
    package var isInverted = false

    /// `h − adjustedTop − adjustedBottom`.
    package var visibleHeight: CGFloat { height - adjustedTop - adjustedBottom }

    /// The visible content range at offset `y` (spec §5); `upper < lower` when nothing fits.
    package func visibleRange(atOffset y: CGFloat) -> (lower: CGFloat, upper: CGFloat) {
        (y + adjustedTop, y + height - adjustedBottom)
    }

    /// The offset range (spec §5's clamp); `0...0` for a non-finite viewport.
    package var offsetRange: ClosedRange<CGFloat> {
        let lower = -adjustedTop
        let upper = max(lower, contentHeight - height + adjustedBottom)
        guard lower.isFinite, upper.isFinite, lower <= upper else { return 0...0 }
        return lower...upper
    }

    /// `y` clamped to ``offsetRange``; NaN becomes the lower bound.
    package func clamped(_ y: CGFloat) -> CGFloat {
        guard !y.isNaN else { return offsetRange.lowerBound }
        return min(max(y, offsetRange.lowerBound), offsetRange.upperBound)
    }

    /// The offset to scroll to (spec §5): the least scrolling that reveals `target` while the
    /// keyboard covers the scroll view, always clamped to ``offsetRange``.
    package func offset(
        revealing target: CGRect?, margin: CGFloat, from y: CGFloat, keyboardCovers: Bool
    ) -> CGFloat {
        guard keyboardCovers, let target else { return clamped(y) }
        return clamped(revealingOffset(for: target, margin: margin, from: y))
    }

    /// The least scrolling from `y` that reveals `target`, unclamped (spec §5's rules).
    package func revealingOffset(for target: CGRect, margin: CGFloat, from y: CGFloat) -> CGFloat {
        let alignTop = target.minY - margin - adjustedTop
        if target.height + 2 * margin > visibleHeight { return alignTop }
        let visible = visibleRange(atOffset: y)
        if target.maxY + margin > visible.upper {
            return target.maxY + margin - height + adjustedBottom
        }
        if target.minY - margin < visible.lower { return alignTop }
        return y
    }

    /// How close to its newest end, in points, a list counts as at it (spec §5, "Lists": 8 pt).
    package static let newestEndTolerance: CGFloat = 8

    /// The offset that shows a list's newest end: the upper bound, the lower one when inverted.
    package var newestEndOffset: CGFloat {
        isInverted ? offsetRange.lowerBound : offsetRange.upperBound
    }

    /// Whether `y` shows the newest end within `tolerance`, or lies past it.
    package func isAtNewestEnd(_ y: CGFloat, tolerance: CGFloat = newestEndTolerance) -> Bool {
        isInverted ? y <= newestEndOffset + tolerance : y >= newestEndOffset - tolerance
    }

    /// Whether the height or the insets differ from `other`'s by more than
    /// ``AvoidancePlan/tolerance``: what moves a list's newest end, as content alone does not.
    package func changesFrameOrInsets(to other: ScrollViewport) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(other.height - height) > tolerance
            || abs(other.adjustedTop - adjustedTop) > tolerance
            || abs(other.adjustedBottom - adjustedBottom) > tolerance
    }
}
