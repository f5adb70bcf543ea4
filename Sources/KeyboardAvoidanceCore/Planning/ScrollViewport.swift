import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scroll view's vertical geometry as UIKit scrolls it, the keyboard's inset applied (spec §5):
/// what the `scroll` planner reveals the target in, and, for a list — a chat's messages in a
/// table, collection or scroll view — where its newest end is: the bottom, or the top of an
/// inverted list (one drawn with a transform of −1 on y, whose first rows show at the bottom of
/// the screen).
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

    /// A list's geometry from what UIKit measures: its bottom content inset is taken as the
    /// adjusted one, which is what UIKit scrolls with.
    package init(
        height: CGFloat, contentHeight: CGFloat, adjustedTop: CGFloat, adjustedBottom: CGFloat,
        isInverted: Bool = false
    ) {
        self.init(
            height: height, contentHeight: contentHeight, contentInsetBottom: adjustedBottom,
            adjustedTop: adjustedTop, adjustedBottom: adjustedBottom)
        self.isInverted = isInverted
    }

    /// The viewport of a scroll view whose bottom inset grows by a part of the library's — a
    /// SwiftUI scroll view inset through a safe-area inset that SwiftUI applies after this is
    /// measured: its adjusted bottom inset is the one at rest (the safe area and the app's own
    /// bars) plus that part.
    ///
    /// - Parameters:
    ///   - height: The scroll view's height.
    ///   - contentHeight: The content's height.
    ///   - adjustedTop: The adjusted top inset.
    ///   - restBottom: The adjusted bottom inset without the library's part.
    ///   - addedBottom: The library's part, as planned.
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
    /// The bottom content inset: the app's own, or the keyboard's overlap beyond the safe area.
    package var contentInsetBottom: CGFloat
    /// `contentInset.top + safeTop`.
    package var adjustedTop: CGFloat
    /// `contentInsetBottom + safeBottom`; more where UIKit adds its own keyboard inset on top of
    /// the content inset the app keeps (a `UITableViewController`'s table): the inset the scroll
    /// view scrolls with.
    package var adjustedBottom: CGFloat
    /// Whether the list is drawn upside down (a transform of −1 on y): its newest end is the
    /// content's top, shown at the bottom of the screen.
    package var isInverted = false

    /// `h − adjustedTop − adjustedBottom`.
    package var visibleHeight: CGFloat { height - adjustedTop - adjustedBottom }

    /// The visible content range at an offset: `[y + adjustedTop, y + h − adjustedBottom]`.
    /// When the insets leave no room, `upper` is below `lower` and nothing fits.
    package func visibleRange(atOffset y: CGFloat) -> (lower: CGFloat, upper: CGFloat) {
        (y + adjustedTop, y + height - adjustedBottom)
    }

    /// The offset range: `[−adjustedTop, max(−adjustedTop, contentHeight − h + adjustedBottom)]`.
    /// A viewport with a number that is not finite (the engine never makes one) has the range
    /// `0...0` rather than trapping.
    package var offsetRange: ClosedRange<CGFloat> {
        let lower = -adjustedTop
        let upper = max(lower, contentHeight - height + adjustedBottom)
        guard lower.isFinite, upper.isFinite, lower <= upper else { return 0...0 }
        return lower...upper
    }

    /// An offset clamped to ``offsetRange``; an offset that is not a number is the range's lower
    /// bound.
    package func clamped(_ y: CGFloat) -> CGFloat {
        guard !y.isNaN else { return offsetRange.lowerBound }
        return min(max(y, offsetRange.lowerBound), offsetRange.upperBound)
    }

    /// The offset to scroll to (spec §5): while the keyboard covers the scroll view, the one that
    /// reveals the target with the least scrolling; always clamped to ``offsetRange``.
    ///
    /// The session asks this of a viewport the safe-area strategy's layer measures too, after the
    /// layout pass its new safe area caused.
    package func offset(
        revealing target: CGRect?, margin: CGFloat, from y: CGFloat, keyboardCovers: Bool
    ) -> CGFloat {
        guard keyboardCovers, let target else { return clamped(y) }
        return clamped(revealingOffset(for: target, margin: margin, from: y))
    }

    /// The offset that reveals the target with the least scrolling from `y`: align its top when
    /// it does not fit, else bring its bottom or its top just into the visible range, else keep
    /// `y`.
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

    /// How far from its newest end, in points, a list still counts as at it: a list a few points
    /// short of its bottom (a bounce settling, a row a point taller) sticks to it.
    package static let newestEndTolerance: CGFloat = 8

    /// The offset that shows a list's newest end: the range's upper bound (the bottom), or for an
    /// inverted list `−adjustedTop` (its top, which shows at the bottom of the screen).
    package var newestEndOffset: CGFloat {
        isInverted ? offsetRange.lowerBound : offsetRange.upperBound
    }

    /// Whether the offset `y` shows the newest end, within `tolerance` — or lies past it, as
    /// while the list bounces there.
    package func isAtNewestEnd(_ y: CGFloat, tolerance: CGFloat = newestEndTolerance) -> Bool {
        isInverted ? y <= newestEndOffset + tolerance : y >= newestEndOffset - tolerance
    }

    /// Whether the height or the insets UIKit scrolls with differ in `other` by more than
    /// ``AvoidancePlan/tolerance``: what moves a list's newest end — the keyboard, a composer, a
    /// typing indicator, UIKit's own keyboard inset — as content that only grows or shrinks does
    /// not.
    package func changesFrameOrInsets(to other: ScrollViewport) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(other.height - height) > tolerance
            || abs(other.adjustedTop - adjustedTop) > tolerance
            || abs(other.adjustedBottom - adjustedBottom) > tolerance
    }
}
