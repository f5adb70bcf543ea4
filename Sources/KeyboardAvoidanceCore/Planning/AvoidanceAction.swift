import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A plan to apply and the animation to apply it with.
public struct AvoidanceAction: Sendable, Hashable {
    /// What to apply.
    public var plan: AvoidancePlan
    /// How: the keyboard event's duration and curve (spec §6); duration 0 applies it at once.
    public var animation: KeyboardAnimation

    /// Creates an action.
    public init(plan: AvoidancePlan, animation: KeyboardAnimation) {
        self.plan = plan
        self.animation = animation
    }
}
