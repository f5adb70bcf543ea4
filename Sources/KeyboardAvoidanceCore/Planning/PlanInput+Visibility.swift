import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// Whether the target is visible under a plan (spec §6), with 0.01 pt tolerance: above the
    /// keyboard with its margin and below the safe area's top (`shift`), or inside the visible
    /// content range with its margin (`scroll`). `nil` for `safeArea` and `guide`, and without a
    /// target.
    public func isTargetVisible(under plan: AvoidancePlan) -> Bool? {
        guard let target else { return nil }
        let tolerance = AvoidancePlan.tolerance
        switch plan {
        case .shift(let translation):
            return target.minY + translation >= layout.safeArea.top - tolerance
                && target.maxY + translation + margin <= keyboardTop + tolerance
        case .scroll(_, let offset):
            let viewport = scrollViewport
            let visible = viewport.visibleRange(atOffset: offset.y)
            return target.minY - margin >= visible.lower - tolerance
                && target.maxY + margin <= visible.upper + tolerance
        case .safeArea, .guide:
            return nil
        }
    }
}
