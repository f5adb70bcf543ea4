import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PlanInput {
    /// `targetVisible` under a plan (spec §6), for `shift` and `scroll`; `nil` for the other
    /// strategies, without a target and for invalid input (see ``PlanInput``).
    package func isTargetVisible(under plan: AvoidancePlan) -> Bool? {
        guard isPlannable, let target else { return nil }
        let tolerance = AvoidancePlan.tolerance
        switch plan {
        case .shift(let translation):
            return target.minY + translation >= layout.safeArea.top - tolerance
                && target.maxY + translation + margin <= keyboardTop + tolerance
        case .scroll(let inset, let offset):
            // The keyboard covers its overlap whatever inset is applied (spec §6); an inverted list
            // is looked at through the mirror.
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
