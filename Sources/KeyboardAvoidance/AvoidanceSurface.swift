#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What a component measures and applies for its strategy: the coordinator asks it for the
    /// numbers and hands it the plan. It holds its views weakly and captures no component, so
    /// that a component going away can still return its views to rest through it.
    @MainActor
    protocol AvoidanceSurface: AnyObject {
        /// The view the strategy plans for.
        var container: UIView? { get }
        /// The container's safe-area insets as the strategy plans with them, without any
        /// adjustment of ours.
        func safeArea(applied: AvoidancePlan?) -> Insets
        /// The scroll view's metrics with the offset as it is now, for the `scroll` strategy.
        func scrollMetrics() -> ScrollMetrics?
        /// A target's rect: container coordinates, or content coordinates for `scroll`.
        func rect(of target: UIView) -> CGRect?
        /// Sets the plan's numbers on the views.
        func apply(_ plan: AvoidancePlan, session: AvoidanceSession)
        /// Called after every input the session took, with its action, once it is applied.
        func didTake(_ action: AvoidanceAction?, session: AvoidanceSession)
    }

    extension AvoidanceSurface {
        func scrollMetrics() -> ScrollMetrics? { nil }
        func didTake(_ action: AvoidanceAction?, session: AvoidanceSession) {}
    }
#endif
