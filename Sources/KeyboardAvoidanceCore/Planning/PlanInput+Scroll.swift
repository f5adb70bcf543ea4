import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// The safe area a scroll view adds to its content inset at the bottom: all of it, or none for
    /// `contentInsetAdjustmentBehavior = .never`. A safe area that is not a number within
    /// ``CoordinateLimit`` counts as 0.
    public var scrollSafeAreaBottom: CGFloat {
        scroll.adjustsForSafeArea ? CoordinateLimit.value(layout.safeArea.bottom) : 0
    }

    /// The scroll view's insets as the planner sees them, with the keyboard's inset applied.
    package var scrollViewport: ScrollViewport {
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
    /// scrolling while the keyboard covers the container, and always keep the offset in range —
    /// the plan of an event that changed what can hide the target. For a layout or scroll metrics
    /// that are not valid, the rest plan (see ``PlanInput``).
    public func scrollPlan() -> AvoidancePlan {
        scrollPlan(offset: .reveal)
    }

    /// `scroll` (spec §5) with the offset as the event's rule says: revealed and clamped, only
    /// clamped, or kept (the user is scrolling, or a finger drags the keyboard). The inset is
    /// always planned.
    package func scrollPlan(offset rule: OffsetRule) -> AvoidancePlan {
        guard isPlannable else {
            return AvoidanceStrategy.scroll.restPlan(layout: layout, scroll: scroll)
        }
        let viewport = scrollViewport
        let y: CGFloat =
            switch rule {
            case .reveal:
                viewport.offset(
                    revealing: target, margin: margin, from: scroll.contentOffset.y,
                    keyboardCovers: coverage.overlap > 0)
            case .clamp: viewport.clamped(scroll.contentOffset.y)
            case .keep: scroll.contentOffset.y
            }
        return .scroll(
            contentInsetBottom: viewport.contentInsetBottom,
            contentOffset: CGPoint(x: scroll.contentOffset.x, y: y))
    }
}
