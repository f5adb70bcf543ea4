import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension AvoidanceSession {
    /// The rect to plan with for a field and the views revealed with it (its error label, the
    /// submit button): their union when it fits the height the keyboard leaves with the margin,
    /// else the field, then its top (``RevealGroup``). `nil` when the field's rect is not valid.
    ///
    /// The height is the one the strategy plans in, with the keyboard in effect: above the
    /// keyboard and below the safe area's top for `shift`; the visible content height for `scroll`;
    /// the height the safe area leaves (the keyboard's overlap at least) for `safeArea` and
    /// `guide`. Before anything was measured, the union.
    package func target(revealing group: RevealGroup) -> CGRect? {
        guard hasAvoider, !isReleased else { return group.union }
        let input = storedAvoider.planInput
        let layout = input.layout
        let available: CGFloat =
            switch strategy {
            case .shift: input.keyboardTop - layout.safeArea.top
            case .scroll: input.scrollViewport.visibleHeight
            case .safeArea, .guide:
                layout.container.height - layout.safeArea.top
                    - max(input.coverage.overlap, layout.safeArea.bottom)
            }
        return group.target(forAvailableHeight: available, margin: input.margin)
    }

    /// The offset that reveals a target in a scroll view that the `safeArea` strategy insets
    /// through the safe area (`KeyboardAvoidanceViewController`): the least scrolling that shows the
    /// target with the margin, while the keyboard covers the container; `nil` when the offset
    /// should stay.
    ///
    /// As for the `scroll` strategy (spec §5, "When to reveal"), only an input whose decision
    /// reveals does: one that changed what can hide the target (the keyboard's overlap grew, the
    /// target or the geometry changed) or ended a finger's drag of the keyboard. A snapshot that
    /// repeats what is in effect, or the library's own inset being applied, keeps the user's
    /// scroll, and nothing reveals during a drag.
    ///
    /// - Parameters:
    ///   - viewport: The scroll view measured after the safe area changed: its height, content
    ///     height and adjusted insets.
    ///   - target: The target in the scroll view's content coordinates, measured after the same
    ///     layout; `nil`: the session's target.
    ///   - y: The offset now.
    ///   - decision: The session's decision for the input just taken.
    package func revealingOffset(
        in viewport: ScrollViewport, target: CGRect? = nil, from y: CGFloat,
        after decision: AvoidanceDecision
    ) -> CGFloat? {
        let numbers = [
            y, viewport.height, viewport.contentHeight, viewport.adjustedTop,
            viewport.adjustedBottom,
        ]
        guard decision.revealsTarget, let avoider, !isReleased,
            numbers.allSatisfy({ CoordinateLimit.contains(Double($0)) }),
            target?.isValidGeometry ?? true
        else { return nil }
        let revealed = viewport.offset(
            revealing: target ?? avoider.target, margin: avoider.configuration.margin, from: y,
            keyboardCovers: avoidedOverlap > 0)
        return abs(revealed - y) > AvoidancePlan.tolerance ? revealed : nil
    }
}
