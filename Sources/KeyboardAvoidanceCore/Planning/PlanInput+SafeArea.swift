import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `safeArea` (spec §5): the overlap beyond what the bottom safe area already keeps clear, so
    /// that the home-indicator area is not counted twice.
    public func additionalSafeAreaBottom() -> CGFloat {
        max(0, coverage.overlap - layout.safeArea.bottom)
    }
}
