import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `safeArea` (spec §5); 0 for invalid input (see ``PlanInput``).
    package func additionalSafeAreaBottom() -> CGFloat {
        guard isPlannable else { return 0 }
        return max(0, coverage.overlap - layout.safeArea.bottom)
    }
}
