#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What a component measures and sets for its strategy; it decides nothing. It holds its
    /// views weakly and captures no component, so a component going away can still restore them.
    @MainActor
    package protocol AvoidanceSurface: AnyObject {
        /// The view the strategy plans for.
        var container: UIView? { get }
        /// The container's safe-area insets as the strategy plans with them, without any
        /// adjustment of ours.
        func safeArea() -> Insets
        /// Fills what the strategy measures beside the geometry and the target.
        func measure(into snapshot: inout ContainerSnapshot)
        /// The scroll view's offset now, handed over with each frame of a finger's drag; `nil`
        /// without a scroll view.
        var contentOffset: CGPoint? { get }
        /// A target's rect: container coordinates, or content coordinates for `scroll`.
        func rect(of target: UIView) -> CGRect?
        /// Sets the action's numbers on the views. `releasing`: the component goes away.
        func set(_ action: SurfaceAction, releasing: Bool)
        /// The view laid out once inside the animation, if setting the numbers changes layout.
        var layoutRoot: UIView? { get }
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
        /// A `safeArea` surface's scroll view as laid out now, to reveal in after the safe area's
        /// layout pass; `nil` without one.
        func revealViewport() -> (viewport: ScrollViewport, offsetY: CGFloat)?
        /// Sets the offset that reveals the target in that scroll view.
        func setRevealOffset(_ y: CGFloat)
        /// Whether a field that began editing outside the container is on its screen (a list's
        /// composer): by default, no.
        func sharesScreen(with field: UIView) -> Bool
        /// Runs `changes` as they are, inside whatever animation the caller runs: by default now.
        func setInCallerAnimation(_ changes: @escaping () -> Void)
        /// Called after every decision of the session, with what it returned.
        func sessionDidDecide(
            _ session: AvoidanceSession, after input: AvoiderEvent, action: SurfaceAction?)
    }

    extension AvoidanceSurface {
        package func measure(into snapshot: inout ContainerSnapshot) {}
        package var contentOffset: CGPoint? { nil }
        package var layoutRoot: UIView? { container }
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
        package func sessionDidDecide(
            _ session: AvoidanceSession, after input: AvoiderEvent, action: SurfaceAction?
        ) {}
        package func revealViewport() -> (viewport: ScrollViewport, offsetY: CGFloat)? { nil }
        package func setRevealOffset(_ y: CGFloat) {}
        package func setInCallerAnimation(_ changes: @escaping () -> Void) { changes() }
        package func sharesScreen(with field: UIView) -> Bool { false }
    }
#endif
