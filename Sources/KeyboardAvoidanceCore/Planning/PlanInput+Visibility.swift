import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// Whether the target is visible under a plan (spec §6), with 0.01 pt tolerance: above the
    /// keyboard with its margin and below the safe area's top (`shift`), or inside the visible
    /// content range with its margin (`scroll`: between the adjusted top and the higher of the
    /// applied bottom inset and the keyboard's overlap). `nil` for `safeArea` and `guide`, without a
    /// target, and for a layout or scroll metrics that are not valid (see ``PlanInput``).
    package func isTargetVisible(under plan: AvoidancePlan) -> Bool? {
        guard isPlannable, let target else { return nil }
        let tolerance = AvoidancePlan.tolerance
        switch plan {
        case .shift(let translation):
            return target.minY + translation >= layout.safeArea.top - tolerance
                && target.maxY + translation + margin <= keyboardTop + tolerance
        case .scroll(let inset, let offset):
            // The keyboard covers its overlap whatever inset is applied: after a release too.
            // An inverted list is looked at through the mirror, as it is planned.
            let viewport = scrollViewport
            var target = target
            var y = offset.y
            if list.isInverted {
                target = InvertedList.mirroredRect(target, contentHeight: viewport.contentHeight)
                y = InvertedList.mirroredOffset(
                    y, contentHeight: viewport.contentHeight, height: viewport.height)
            }
            let bottom = max(inset + scrollSafeAreaBottom, coverage.overlap)
            return target.minY - margin >= y + viewport.adjustedTop - tolerance
                && target.maxY + margin <= y + viewport.height - bottom + tolerance
        case .safeArea, .guide:
            return nil
        }
    }
}
