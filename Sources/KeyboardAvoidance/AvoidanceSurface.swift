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
        /// Sets the plan's numbers on the views; `input` is what the session planned it for.
        func apply(_ plan: AvoidancePlan, after input: SessionInput, session: AvoidanceSession)
        /// The view laid out once inside the animation, if applying the plan changes layout.
        var layoutRoot: UIView? { get }
        /// Called after every input the session took, with its action, once it is applied, and
        /// the target view.
        func didTake(_ action: AvoidanceAction?, session: AvoidanceSession, target: UIView?)
    }

    extension AvoidanceSurface {
        func scrollMetrics() -> ScrollMetrics? { nil }
        var layoutRoot: UIView? { container }
        func didTake(_ action: AvoidanceAction?, session: AvoidanceSession, target: UIView?) {}
    }
#endif
