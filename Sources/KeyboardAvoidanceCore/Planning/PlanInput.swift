import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a planner reads: the geometry at rest, how the keyboard covers the container, the
/// target, the margin and — for `scroll` — the scroll view with its offset as it is now.
public struct PlanInput: Sendable, Hashable {
    /// The geometry at rest.
    public var layout: AvoidanceLayout
    /// How the keyboard covers the container.
    public var coverage: KeyboardCoverage
    /// The rect to keep visible: container coordinates, or content coordinates for `scroll`.
    public var target: CGRect?
    /// Space kept between the target and the keyboard, in points.
    public var margin: CGFloat
    /// The scroll view; its `contentOffset` is the offset applied now.
    public var scroll: ScrollMetrics

    /// Creates the input of a planner.
    public init(
        layout: AvoidanceLayout, coverage: KeyboardCoverage, target: CGRect?, margin: CGFloat,
        scroll: ScrollMetrics = ScrollMetrics()
    ) {
        self.layout = layout
        self.coverage = coverage
        self.target = target
        self.margin = margin
        self.scroll = scroll
    }

    /// The keyboard's top in container coordinates.
    public var keyboardTop: CGFloat {
        coverage.keyboardTop(inContainerOfHeight: layout.container.height)
    }
}
