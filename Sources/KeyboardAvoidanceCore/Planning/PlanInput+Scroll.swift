import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// The safe area the scroll view adds at the edge the keyboard covers (the top of an inverted
    /// list); 0 for `.never` adjustment or an invalid number.
    package var scrollSafeAreaBottom: CGFloat {
        guard scroll.adjustsForSafeArea else { return 0 }
        return CoordinateLimit.value(list.isInverted ? layout.safeArea.top : layout.safeArea.bottom)
    }

    /// The scroll view's insets with the keyboard's applied (spec §5, `scroll` and "Lists"), in the
    /// planner's coordinates: an inverted list is mirrored so the keyboard's edge is the bottom.
    package var scrollViewport: ScrollViewport {
        let inverted = list.isInverted
        let adjusts = scroll.adjustsForSafeArea
        let safeTop = adjusts ? (inverted ? layout.safeArea.bottom : layout.safeArea.top) : 0
        let safeBottom = scrollSafeAreaBottom
        let app = inverted ? scroll.contentInset.top : scroll.contentInset.bottom
        let far = inverted ? scroll.contentInset.bottom : scroll.contentInset.top
        let covered = coverage.overlap > 0
        // The app's own inset without a keyboard, even a negative one (spec §5: restored exactly).
        var insetBottom = app
        if list.accessory.cover > 0 { insetBottom += max(0, list.accessory.cover - safeBottom) }
        if covered { insetBottom = max(insetBottom, coverage.overlap - safeBottom) }
        if list.extraInset > 0 || list.coveredExtraInset > 0 {
            insetBottom += list.extraInset + (covered ? list.coveredExtraInset : 0)
        }
        // A `UITableViewController`'s table: UIKit adds its keyboard inset on top of the one we
        // set, so the list scrolls with the larger of the two.
        var scrolledInset = insetBottom
        if systemKeyboardInset > 0 {
            scrolledInset = max(insetBottom, app + systemKeyboardInset)
        }
        return ScrollViewport(
            height: layout.container.height,
            contentHeight: scroll.contentSize.height,
            contentInsetBottom: insetBottom,
            adjustedTop: far + safeTop,
            adjustedBottom: scrolledInset + safeBottom)
    }

    /// The list's geometry as UIKit scrolls it (not mirrored), with the planned inset.
    package var listViewport: ScrollViewport {
        let viewport = scrollViewport
        return list.isInverted
            ? ScrollViewport(
                height: viewport.height, contentHeight: viewport.contentHeight,
                adjustedTop: viewport.adjustedBottom, adjustedBottom: viewport.adjustedTop,
                isInverted: true)
            : ScrollViewport(
                height: viewport.height, contentHeight: viewport.contentHeight,
                adjustedTop: viewport.adjustedTop, adjustedBottom: viewport.adjustedBottom)
    }

    /// Whether spec §5 reveals with the keyboard as it is: it covers the scroll view, or a docked
    /// keyboard is up that covers none of it (v2.2).
    var keyboardAsksForReveal: Bool {
        coverage.overlap > 0 || coverage.state == .docked
    }

    /// `scroll` (spec §5) with the target revealed; the rest plan for invalid input (see
    /// ``PlanInput``).
    package func scrollPlan() -> AvoidancePlan {
        scrollPlan(offset: .reveal)
    }

    /// `scroll` (spec §5) with the offset as `rule` says: revealed, only clamped, or kept. An
    /// inverted list is revealed through the mirror and clamped to its own range.
    package func scrollPlan(offset rule: OffsetRule) -> AvoidancePlan {
        guard isPlannable else {
            return AvoidanceStrategy.scroll.restPlan(layout: layout, scroll: scroll, list: list)
        }
        let viewport = scrollViewport
        let y = scroll.contentOffset.y
        let planned: CGFloat
        switch rule {
        case .keep:
            planned = y
        case .clamp:
            planned = list.isInverted ? listViewport.clamped(y) : viewport.clamped(y)
        case .reveal:
            guard list.isInverted else {
                planned = viewport.offset(
                    revealing: target, margin: margin, from: y,
                    keyboardCovers: keyboardAsksForReveal)
                break
            }
            let height = viewport.height
            let content = viewport.contentHeight
            let mirrored = viewport.offset(
                revealing: target.map { InvertedList.mirroredRect($0, contentHeight: content) },
                margin: margin,
                from: InvertedList.mirroredOffset(y, contentHeight: content, height: height),
                keyboardCovers: keyboardAsksForReveal)
            planned = listViewport.clamped(
                InvertedList.mirroredOffset(mirrored, contentHeight: content, height: height))
        }
        return .scroll(
            contentInsetBottom: viewport.contentInsetBottom,
            contentOffset: CGPoint(x: scroll.contentOffset.x, y: planned))
    }
}
