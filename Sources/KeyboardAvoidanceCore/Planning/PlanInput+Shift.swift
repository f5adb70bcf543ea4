import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `shift` (spec §5): the smallest upward move that puts the target's bottom plus the margin
    /// above the keyboard, never one that pushes the target's top above the safe area's top,
    /// never a downward move; 0 without a keyboard over the container or without a target, and
    /// for a layout or scroll metrics that are not valid (see ``PlanInput``).
    package func shiftTranslation() -> CGFloat {
        guard isPlannable, coverage.overlap > 0, let target else { return 0 }
        let clearOfKeyboard = keyboardTop - margin - target.maxY
        let belowSafeAreaTop = layout.safeArea.top - target.minY
        return min(0, max(clearOfKeyboard, belowSafeAreaTop))
    }
}
