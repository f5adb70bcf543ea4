import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a container keeps its target above the keyboard (spec §5).
public enum AvoidanceStrategy: String, Sendable, Hashable, CaseIterable {
    /// Move the whole container up, as `KeepViewAboveKeyboard` does.
    case shift
    /// Add the covered part to the container's bottom safe-area inset, as
    /// `KeyboardAvoidanceViewController` does.
    case safeArea
    /// A layout guide whose top follows the keyboard, like UIKit's keyboard layout guide.
    case guide
    /// Inset a scroll view by the covered part and scroll the target into view.
    case scroll

    /// The plan for `input` (spec §5), with the offset revealed; always finite, the rest plan for
    /// invalid input (see ``PlanInput``).
    package func plan(for input: PlanInput) -> AvoidancePlan {
        plan(for: input, offset: .reveal)
    }

    /// The plan, with the scroll offset as the event's rule says (spec §5, "When to reveal").
    package func plan(for input: PlanInput, offset rule: OffsetRule) -> AvoidancePlan {
        switch self {
        case .shift: .shift(translationY: input.shiftTranslation())
        case .safeArea: .safeArea(additionalBottom: input.additionalSafeAreaBottom())
        case .guide: .guide(height: input.guideHeight())
        case .scroll: input.scrollPlan(offset: rule)
        }
    }

    /// The plan with no keyboard (spec §6): 0 for `shift` and `safeArea`, the bottom safe area for
    /// `guide`, the app's own inset and `scroll`'s offset for `scroll`. Always finite: an invalid
    /// number counts as 0.
    public func restPlan(layout: AvoidanceLayout, scroll: AvoidanceLayout.ScrollMetrics)
        -> AvoidancePlan
    {
        restPlan(layout: layout, scroll: scroll, list: .plain)
    }

    /// The rest plan for a list (spec §5, "Lists"): for `scroll`, the app's inset plus the docked
    /// accessory's part beyond the safe area and the extra inset.
    package func restPlan(
        layout: AvoidanceLayout, scroll: AvoidanceLayout.ScrollMetrics, list: ListState
    )
        -> AvoidancePlan
    {
        switch self {
        case .shift: .shift(translationY: 0)
        case .safeArea: .safeArea(additionalBottom: 0)
        case .guide: .guide(height: Self.restGuideHeight(layout))
        case .scroll:
            .scroll(
                contentInsetBottom: Self.restInset(layout: layout, scroll: scroll, list: list),
                contentOffset: CGPoint(
                    x: CoordinateLimit.value(scroll.contentOffset.x),
                    y: CoordinateLimit.value(scroll.contentOffset.y)))
        }
    }

    /// The `scroll` inset with no keyboard, as ``restPlan(layout:scroll:list:)`` plans it.
    static func restInset(
        layout: AvoidanceLayout, scroll: AvoidanceLayout.ScrollMetrics, list: ListState
    )
        -> CGFloat
    {
        let inverted = list.isInverted
        var inset = CoordinateLimit.value(
            inverted ? scroll.contentInset.top : scroll.contentInset.bottom)
        guard list.accessory.cover > 0 || list.extraInset > 0 else { return inset }
        let safe =
            scroll.adjustsForSafeArea
            ? max(0, CoordinateLimit.value(inverted ? layout.safeArea.top : layout.safeArea.bottom))
            : 0
        inset += max(0, list.accessory.cover - safe) + list.extraInset
        return inset
    }

    /// The `guide` height with no keyboard: the bottom safe area, 0 when invalid.
    static func restGuideHeight(_ layout: AvoidanceLayout) -> CGFloat {
        max(0, CoordinateLimit.value(layout.safeArea.bottom))
    }
}
