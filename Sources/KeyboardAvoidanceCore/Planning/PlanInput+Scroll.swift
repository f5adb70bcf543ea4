import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// The safe area a scroll view adds to its content inset at the edge the keyboard covers —
    /// the bottom, or the top of an inverted list (spec §5, "Lists") — all of it, or none for
    /// `contentInsetAdjustmentBehavior = .never`. A safe area that is not a number within
    /// ±10⁷ pt counts as 0.
    package var scrollSafeAreaBottom: CGFloat {
        guard scroll.adjustsForSafeArea else { return 0 }
        return CoordinateLimit.value(list.isInverted ? layout.safeArea.top : layout.safeArea.bottom)
    }

    /// The scroll view's insets as the planner sees them, with the keyboard's inset applied, in
    /// the planner's coordinates: the edge the keyboard covers is the bottom (an inverted list is
    /// mirrored, spec §5, "Lists").
    ///
    /// The inset at that edge is spec §5's `max(contentInset.bottom, overlap − safeBottom)`, with
    /// a list's parts: the docked accessory's part beyond the safe area counted as the app's own
    /// inset (spec §2), then the extra inset on top (and the part kept only while the keyboard
    /// covers the list). Without a keyboard it is exactly the app's own inset and the extras.
    package var scrollViewport: ScrollViewport {
        let inverted = list.isInverted
        let adjusts = scroll.adjustsForSafeArea
        let safeTop = adjusts ? (inverted ? layout.safeArea.bottom : layout.safeArea.top) : 0
        let safeBottom = scrollSafeAreaBottom
        let app = inverted ? scroll.contentInset.top : scroll.contentInset.bottom
        let far = inverted ? scroll.contentInset.bottom : scroll.contentInset.top
        let covered = coverage.overlap > 0
        // Restored exactly to the app's own inset without a keyboard, even a negative one.
        var insetBottom = app
        if list.accessory.cover > 0 { insetBottom += max(0, list.accessory.cover - safeBottom) }
        if covered { insetBottom = max(insetBottom, coverage.overlap - safeBottom) }
        if list.extraInset > 0 || list.coveredExtraInset > 0 {
            insetBottom += list.extraInset + (covered ? list.coveredExtraInset : 0)
        }
        // Where UIKit insets the list for the keyboard itself (a `UITableViewController`'s own
        // table) it adds its part on top of the content inset the layer sets, which never goes
        // below the app's own (`KeyboardAvoider.scrollInsets`): the list scrolls with the larger
        // of the plan's inset and the app's own with UIKit's part.
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

    /// The list's geometry as UIKit scrolls it, in its own coordinates (not mirrored), with the
    /// planned inset at its newest end.
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

    /// Whether spec §5 reveals while the keyboard is as it is: it covers part of the scroll view,
    /// or (v2.2) a docked keyboard is up that covers none of it — a popover UIKit shrank, a
    /// scroll view a keyboard layout guide resized. Never with no keyboard up, nor while
    /// avoidance is off (the planner's coverage is then none).
    var keyboardAsksForReveal: Bool {
        coverage.overlap > 0 || coverage.state == .docked
    }

    /// `scroll` (spec §5): inset by the covered part, reveal the target with the least
    /// scrolling while the keyboard covers the container, and always keep the offset in range —
    /// the plan of an event that changed what can hide the target. For a layout or scroll metrics
    /// that are not valid, the rest plan (see ``PlanInput``).
    package func scrollPlan() -> AvoidancePlan {
        scrollPlan(offset: .reveal)
    }

    /// `scroll` (spec §5) with the offset as the event's rule says: revealed and clamped, only
    /// clamped, or kept (the user is scrolling, or a finger drags the keyboard). The inset is
    /// always planned. An inverted list is revealed through the mirror and clamped to its own
    /// range.
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
