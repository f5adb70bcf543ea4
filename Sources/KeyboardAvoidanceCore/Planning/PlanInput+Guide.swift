import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `guide` (spec §5): the keyboard's overlap, and never less than the bottom safe area. For a
    /// layout or scroll metrics that are not valid, the rest plan's height (see ``PlanInput``).
    package func guideHeight() -> CGFloat {
        guard isPlannable else { return AvoidanceStrategy.restGuideHeight(layout) }
        return max(coverage.overlap, layout.safeArea.bottom)
    }
}
