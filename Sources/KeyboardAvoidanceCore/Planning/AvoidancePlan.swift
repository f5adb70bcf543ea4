import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a strategy wants applied to the container (spec §8): one number, or for `scroll` an inset
/// and an offset, always absolute, computed from the geometry at rest.
public enum AvoidancePlan: Sendable, Hashable {
    /// Translate the container vertically by this many points (≤ 0: up), as a transform.
    case shift(translationY: CGFloat)
    /// Add this to the container's bottom safe-area inset (`additionalSafeAreaInsets.bottom`).
    case safeArea(additionalBottom: CGFloat)
    /// Make the keyboard guide this tall, measured from the container's bottom.
    case guide(height: CGFloat)
    /// Set the scroll view's bottom content inset and content offset.
    case scroll(contentInsetBottom: CGFloat, contentOffset: CGPoint)

    /// The tolerance within which two numbers of a plan are the same: 0.01 pt (spec §6). The
    /// reveal conditions (spec §5) and the target's visibility compare with it too.
    public static let tolerance: CGFloat = 0.01

    /// Whether this plan differs from another by more than ``tolerance`` in any number, or is
    /// of another strategy.
    public func differs(from other: AvoidancePlan) -> Bool {
        switch (self, other) {
        case (.shift(let a), .shift(let b)),
            (.safeArea(let a), .safeArea(let b)),
            (.guide(let a), .guide(let b)):
            return !(abs(a - b) <= Self.tolerance)
        case (.scroll(let insetA, let offsetA), .scroll(let insetB, let offsetB)):
            return
                !(abs(insetA - insetB) <= Self.tolerance
                && abs(offsetA.x - offsetB.x) <= Self.tolerance
                && abs(offsetA.y - offsetB.y) <= Self.tolerance)
        default:
            return true
        }
    }

    /// The plan with each number within ``tolerance`` of the rest plan's set to it exactly, so that
    /// returning to rest is exact; the scroll offset, which has no rest value, is kept.
    public func snapped(toRest rest: AvoidancePlan) -> AvoidancePlan {
        func snap(_ value: CGFloat, _ restValue: CGFloat) -> CGFloat {
            abs(value - restValue) <= Self.tolerance ? restValue : value
        }
        switch (self, rest) {
        case (.shift(let value), .shift(let restValue)):
            return .shift(translationY: snap(value, restValue))
        case (.safeArea(let value), .safeArea(let restValue)):
            return .safeArea(additionalBottom: snap(value, restValue))
        case (.guide(let value), .guide(let restValue)):
            return .guide(height: snap(value, restValue))
        case (.scroll(let inset, let offset), .scroll(let restInset, _)):
            return .scroll(contentInsetBottom: snap(inset, restInset), contentOffset: offset)
        default:
            return self
        }
    }

    /// Whether applying this plan takes what is applied (`applied`, within ``tolerance`` of rest)
    /// exactly back to `rest`, as after a safe area of 34 became 34.005; for `scroll`, the inset.
    public func returnsExactlyToRest(_ rest: AvoidancePlan, from applied: AvoidancePlan) -> Bool {
        switch (self, rest, applied) {
        case (.scroll(let inset, _), .scroll(let restInset, _), .scroll(let appliedInset, _)):
            inset == restInset && appliedInset != restInset
        default:
            self == rest && applied != rest
        }
    }

    /// Whether every number of the plan is finite.
    public var isFinite: Bool {
        switch self {
        case .shift(let value), .safeArea(let value), .guide(let value): value.isFinite
        case .scroll(let inset, let offset):
            inset.isFinite && offset.x.isFinite && offset.y.isFinite
        }
    }

    /// The scroll offset, for a `scroll` plan.
    public var contentOffset: CGPoint? {
        if case .scroll(_, let offset) = self { return offset }
        return nil
    }
}
