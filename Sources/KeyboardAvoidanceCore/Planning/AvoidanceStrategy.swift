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

    /// The plan for the given situation: a pure function of geometry, keyboard, target, margin
    /// and what is applied now. Always finite: for a layout or scroll metrics that are not valid,
    /// the rest plan (``restPlan(layout:scroll:)``; see ``PlanInput``).
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

    /// The plan with no keyboard (spec §6): 0 for `shift` and `safeArea`, the bottom safe area
    /// for `guide`, the app's own inset and the given offset for `scroll`. Always finite: a safe
    /// area, inset or offset that is not a number within ±10⁷ pt counts as 0, and so
    /// does a negative safe area.
    public func restPlan(layout: AvoidanceLayout, scroll: AvoidanceLayout.ScrollMetrics)
        -> AvoidancePlan
    {
        restPlan(layout: layout, scroll: scroll, list: .plain)
    }

    /// The plan with no keyboard for a scroll container that keeps more than the app's own inset
    /// at its newest end (spec §5, "Lists"): for `scroll`, the app's own inset with the docked
    /// accessory's part beyond the safe area and the extra inset on top.
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

    /// The `scroll` inset without a keyboard at the newest end: the app's own, the docked
    /// accessory's part beyond the safe area, the extra inset. A number that is not within
    /// ±10⁷ pt counts as 0.
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

    /// The `guide` height without a keyboard: the bottom safe area, when it is a number ≥ 0
    /// within ±10⁷ pt, else 0.
    static func restGuideHeight(_ layout: AvoidanceLayout) -> CGFloat {
        max(0, CoordinateLimit.value(layout.safeArea.bottom))
    }
}
