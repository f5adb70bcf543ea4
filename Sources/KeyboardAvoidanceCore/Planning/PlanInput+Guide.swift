import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `guide` (spec §5); the rest height for invalid input (see ``PlanInput``).
    package func guideHeight() -> CGFloat {
        guard isPlannable else { return AvoidanceStrategy.restGuideHeight(layout) }
        return max(coverage.overlap, layout.safeArea.bottom)
    }
}
