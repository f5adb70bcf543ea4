import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `guide` (spec §5): the keyboard's overlap, and never less than the bottom safe area.
    public func guideHeight() -> CGFloat {
        max(coverage.overlap, layout.safeArea.bottom)
    }
}
