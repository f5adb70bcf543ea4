import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `shift` (spec §5): the smallest upward move that puts the target's bottom plus the margin
    /// above the keyboard, never one that pushes the target's top above the safe area's top,
    /// never a downward move; 0 without a keyboard over the container or without a target.
    public func shiftTranslation() -> CGFloat {
        guard coverage.overlap > 0, let target else { return 0 }
        let clearOfKeyboard = keyboardTop - margin - target.maxY
        let belowSafeAreaTop = layout.safeArea.top - target.minY
        return min(0, max(clearOfKeyboard, belowSafeAreaTop))
    }

    /// `safeArea` (spec §5): the overlap beyond what the bottom safe area already keeps clear, so
    /// that the home-indicator area is not counted twice.
    public func additionalSafeAreaBottom() -> CGFloat {
        max(0, coverage.overlap - layout.safeArea.bottom)
    }

    /// `guide` (spec §5): the keyboard's overlap, and never less than the bottom safe area.
    public func guideHeight() -> CGFloat {
        max(coverage.overlap, layout.safeArea.bottom)
    }

    /// The safe area a scroll view adds to its content inset at the bottom: all of it, or none for
    /// `contentInsetAdjustmentBehavior = .never`.
    public var scrollSafeAreaBottom: CGFloat {
        scroll.adjustsForSafeArea ? layout.safeArea.bottom : 0
    }

    /// The scroll view's insets as the planner sees them, with the keyboard's inset applied.
    public var scrollViewport: ScrollViewport {
        let safeTop = scroll.adjustsForSafeArea ? layout.safeArea.top : 0
        let safeBottom = scrollSafeAreaBottom
        // Restored exactly to the app's own inset without a keyboard, even a negative one.
        let insetBottom =
            coverage.overlap > 0
            ? max(scroll.contentInset.bottom, coverage.overlap - safeBottom)
            : scroll.contentInset.bottom
        return ScrollViewport(
            height: layout.container.height,
            contentHeight: scroll.contentSize.height,
            contentInsetBottom: insetBottom,
            adjustedTop: scroll.contentInset.top + safeTop,
            adjustedBottom: insetBottom + safeBottom)
    }

    /// `scroll` (spec §5): inset by the covered part, reveal the target with the least
    /// scrolling while the keyboard covers the container, and always keep the offset in range.
    public func scrollPlan() -> AvoidancePlan {
        let viewport = scrollViewport
        let y = viewport.offset(
            revealing: target, margin: margin, from: scroll.contentOffset.y,
            keyboardCovers: coverage.overlap > 0)
        return .scroll(
            contentInsetBottom: viewport.contentInsetBottom,
            contentOffset: CGPoint(x: scroll.contentOffset.x, y: y))
    }

    /// Whether the target is visible under a plan (spec §6), with 0.01 pt tolerance: above the
    /// keyboard with its margin and below the safe area's top (`shift`), or inside the visible
    /// content range with its margin (`scroll`). `nil` for `safeArea` and `guide`, and without a
    /// target.
    public func isTargetVisible(under plan: AvoidancePlan) -> Bool? {
        guard let target else { return nil }
        let tolerance = AvoidancePlan.tolerance
        switch plan {
        case .shift(let translation):
            return target.minY + translation >= layout.safeArea.top - tolerance
                && target.maxY + translation + margin <= keyboardTop + tolerance
        case .scroll(_, let offset):
            let viewport = scrollViewport
            let visible = viewport.visibleRange(atOffset: offset.y)
            return target.minY - margin >= visible.lower - tolerance
                && target.maxY + margin <= visible.upper + tolerance
        case .safeArea, .guide:
            return nil
        }
    }
}

/// A scroll view's vertical geometry with the keyboard's inset applied (spec §5).
public struct ScrollViewport: Sendable, Hashable {
    /// Creates a viewport from a scroll view's measured geometry.
    public init(
        height: CGFloat, contentHeight: CGFloat, contentInsetBottom: CGFloat, adjustedTop: CGFloat,
        adjustedBottom: CGFloat
    ) {
        self.height = height
        self.contentHeight = contentHeight
        self.contentInsetBottom = contentInsetBottom
        self.adjustedTop = adjustedTop
        self.adjustedBottom = adjustedBottom
    }

    /// The scroll view's height, `h`.
    public var height: CGFloat
    /// The content's height.
    public var contentHeight: CGFloat
    /// The bottom content inset: the app's own, or the keyboard's overlap beyond the safe area.
    public var contentInsetBottom: CGFloat
    /// `contentInset.top + safeTop`.
    public var adjustedTop: CGFloat
    /// `contentInsetBottom + safeBottom`.
    public var adjustedBottom: CGFloat

    /// `h − adjustedTop − adjustedBottom`.
    public var visibleHeight: CGFloat { height - adjustedTop - adjustedBottom }

    /// The visible content range at an offset: `[y + adjustedTop, y + h − adjustedBottom]`.
    /// When the insets leave no room, `upper` is below `lower` and nothing fits.
    public func visibleRange(atOffset y: CGFloat) -> (lower: CGFloat, upper: CGFloat) {
        (y + adjustedTop, y + height - adjustedBottom)
    }

    /// The offset range: `[−adjustedTop, max(−adjustedTop, contentHeight − h + adjustedBottom)]`.
    public var offsetRange: ClosedRange<CGFloat> {
        let lower = -adjustedTop
        return lower...max(lower, contentHeight - height + adjustedBottom)
    }

    /// An offset clamped to ``offsetRange``.
    public func clamped(_ y: CGFloat) -> CGFloat {
        min(max(y, offsetRange.lowerBound), offsetRange.upperBound)
    }

    /// The offset to scroll to (spec §5): while the keyboard covers the scroll view, the one that
    /// reveals the target with the least scrolling; always clamped to ``offsetRange``.
    ///
    /// The UIKit layer asks this of a viewport it measures too, after the safe area moved.
    public func offset(
        revealing target: CGRect?, margin: CGFloat, from y: CGFloat, keyboardCovers: Bool
    ) -> CGFloat {
        guard keyboardCovers, let target else { return clamped(y) }
        return clamped(revealingOffset(for: target, margin: margin, from: y))
    }

    /// The offset that reveals the target with the least scrolling from `y`: align its top when
    /// it does not fit, else bring its bottom or its top just into the visible range, else keep
    /// `y`.
    public func revealingOffset(for target: CGRect, margin: CGFloat, from y: CGFloat) -> CGFloat {
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
