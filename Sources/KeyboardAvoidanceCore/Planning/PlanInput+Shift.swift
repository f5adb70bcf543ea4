import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `shift` (spec §5); 0 without an overlap, without a target or for invalid input (see
    /// ``PlanInput``).
    package func shiftTranslation() -> CGFloat {
        guard isPlannable, coverage.overlap > 0, let target else { return 0 }
        let clearOfKeyboard = keyboardTop - margin - target.maxY
        let belowSafeAreaTop = layout.safeArea.top - target.minY
        return min(0, max(clearOfKeyboard, belowSafeAreaTop))
    }
}
