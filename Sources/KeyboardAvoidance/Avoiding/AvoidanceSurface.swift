#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What a component measures and applies for its strategy: the coordinator asks it for the
    /// numbers and hands it the plan. It holds its views weakly and captures no component, so
    /// that a component going away can still return its views to rest through it.
    ///
    /// Package-visible: the SwiftUI layer measures and applies through its own surfaces.
    @MainActor
    package protocol AvoidanceSurface: AnyObject {
        /// The view the strategy plans for.
        var container: UIView? { get }
        /// The container's safe-area insets as the strategy plans with them, without any
        /// adjustment of ours.
        func safeArea(applied: AvoidancePlan?) -> Insets
        /// The scroll view's metrics with the offset as it is now, for the `scroll` strategy.
        func scrollMetrics() -> ScrollMetrics?
        /// Whether the user is scrolling the scroll view the surface plans for — a finger dragging
        /// it, or its deceleration — which a snapshot reports (spec §6.1): its offset is the
        /// user's.
        var isUserScrolling: Bool { get }
        /// A target's rect: container coordinates, or content coordinates for `scroll`.
        func rect(of target: UIView) -> CGRect?
        /// Sets the plan's numbers on the views; `input` is what the session planned it for.
        func apply(_ plan: AvoidancePlan, after input: AvoiderEvent, session: AvoidanceSession)
        /// The offset on screen, when it is not the offset of the plan just applied — the surface
        /// declined it because the user scrolls, or set one of its own (a list kept at its bottom);
        /// `nil` otherwise. Read once after each input: the coordinator hands it to the session as
        /// `scrolled` (spec §6.1), so that what is applied is on screen and a recording replays.
        func takeOffsetOnScreen() -> CGPoint?
        /// Called before each measurement: a surface that measures views of its own (a list's
        /// composer) measures them once here.
        func prepareMeasurement()
        /// The container's frame in its window as the session plans with it: by default the
        /// container's own (a list plans with less at its top, spec §5's arithmetic kept whole).
        func plannedContainer(_ frame: CGRect) -> CGRect
        /// The view laid out once inside the animation, if applying the plan changes layout.
        var layoutRoot: UIView? { get }
        /// Called after every input the session took, with its decision (the action, once it is
        /// applied, and whether the input reveals the target), and the target view.
        func didTake(
            _ decision: AvoidanceDecision, after input: AvoiderEvent, session: AvoidanceSession,
            target: UIView?)
        /// Whether a field that began editing belongs to the container: by default, whether it is
        /// one of its descendants.
        func contains(_ field: UIView) -> Bool
        /// The rects of views revealed with the target that are not UIKit views (a SwiftUI
        /// layer's anchors), in the coordinates of ``rect(of:)``.
        func revealRects() -> [CGRect]
        /// Runs `changes` in step with the keyboard: by default in a `UIView` animation with the
        /// keyboard's curve and duration.
        func animate(
            _ animation: KeyboardAnimation, changes: @escaping () -> Void,
            completion: @escaping (Bool) -> Void)
    }

    extension AvoidanceSurface {
        package func scrollMetrics() -> ScrollMetrics? { nil }
        package var isUserScrolling: Bool { false }
        package func takeOffsetOnScreen() -> CGPoint? { nil }
        package func prepareMeasurement() {}
        package func plannedContainer(_ frame: CGRect) -> CGRect { frame }
        package var layoutRoot: UIView? { container }
        package func didTake(
            _ decision: AvoidanceDecision, after input: AvoiderEvent, session: AvoidanceSession,
            target: UIView?
        ) {}
        package func contains(_ field: UIView) -> Bool {
            guard let container else { return false }
            return field.isDescendant(of: container)
        }
        package func revealRects() -> [CGRect] { [] }
        package func animate(
            _ animation: KeyboardAnimation, changes: @escaping () -> Void,
            completion: @escaping (Bool) -> Void
        ) {
            UIView.animateAlongKeyboard(animation, changes: changes, completion: completion)
        }
    }
#endif
