import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a strategy wants applied to the container: one number (or, for `scroll`, an inset and
/// an offset), always absolute, computed from the geometry at rest.
public enum AvoidancePlan: Sendable, Hashable {
    /// Translate the container vertically by this many points (≤ 0: up), as a transform.
    case shift(translationY: CGFloat)
    /// Add this to the container's bottom safe-area inset (`additionalSafeAreaInsets.bottom`).
    case safeArea(additionalBottom: CGFloat)
    /// Make the keyboard guide this tall, measured from the container's bottom.
    case guide(height: CGFloat)
    /// Set the scroll view's bottom content inset and content offset.
    case scroll(contentInsetBottom: CGFloat, contentOffset: CGPoint)

    /// Two plans are the same within this many points (spec §6): 0.01.
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

    /// The plan with each number that lies within ``tolerance`` of the rest plan's set to it
    /// exactly, so that what is applied is either exactly the rest state or visibly away from it
    /// and returning to rest is always exact. The scroll offset is not snapped: it has no rest
    /// value to return to.
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

    /// Whether applying this plan returns what is applied exactly to the rest state from a plan
    /// within ``tolerance`` of it: a rest value that moved by less than 0.01 pt while nothing
    /// covered the container (a safe area of 34 becoming 34.005). At rest what is applied is
    /// exactly the rest state, however small the difference; for `scroll`, the inset (the offset
    /// has no rest value).
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
