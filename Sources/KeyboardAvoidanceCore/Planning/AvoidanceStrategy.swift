import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a container keeps its target above the keyboard (spec §5).
public enum AvoidanceStrategy: String, Sendable, Hashable, Codable, CaseIterable {
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
    public func plan(for input: PlanInput) -> AvoidancePlan {
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
    /// area, inset or offset that is not a number within ``CoordinateLimit`` counts as 0, and so
    /// does a negative safe area.
    public func restPlan(layout: AvoidanceLayout, scroll: ScrollMetrics) -> AvoidancePlan {
        switch self {
        case .shift: .shift(translationY: 0)
        case .safeArea: .safeArea(additionalBottom: 0)
        case .guide: .guide(height: Self.restGuideHeight(layout))
        case .scroll:
            .scroll(
                contentInsetBottom: CoordinateLimit.value(scroll.contentInset.bottom),
                contentOffset: CGPoint(
                    x: CoordinateLimit.value(scroll.contentOffset.x),
                    y: CoordinateLimit.value(scroll.contentOffset.y)))
        }
    }

    /// The `guide` height without a keyboard: the bottom safe area, when it is a number ≥ 0
    /// within ``CoordinateLimit``, else 0.
    static func restGuideHeight(_ layout: AvoidanceLayout) -> CGFloat {
        max(0, CoordinateLimit.value(layout.safeArea.bottom))
    }
}
