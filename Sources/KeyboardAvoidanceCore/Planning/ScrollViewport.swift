import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scroll view's vertical geometry with the keyboard's inset applied (spec §5).
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
}
