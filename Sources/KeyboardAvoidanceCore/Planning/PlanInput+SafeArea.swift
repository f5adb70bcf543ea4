import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `safeArea` (spec §5): the overlap beyond what the bottom safe area already keeps clear, so
    /// that the home-indicator area is not counted twice. 0 for a layout or scroll metrics that
    /// are not valid (see ``PlanInput``).
    package func additionalSafeAreaBottom() -> CGFloat {
        guard isPlannable else { return 0 }
        return max(0, coverage.overlap - layout.safeArea.bottom)
    }
}
