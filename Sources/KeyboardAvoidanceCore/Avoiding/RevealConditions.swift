import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What can hide the target (spec §5, "When to reveal"): an event reveals only when one of these
/// changed. Package-visible for a recording that starts during a drag (`inEffect.drag`).
package struct RevealConditions: Sendable, Equatable {
    /// The overlap the plan avoids (0 when avoidance is off or the keyboard is not avoided).
    package var overlap: CGFloat
    /// The target planned with: the field with what fits of the views revealed with it.
    package var target: CGRect?
    package var layout: AvoidanceLayout
    /// The scroll view's geometry; its offset is not a condition (it is the user's).
    package var contentSize: CGSize
    package var contentInset: Insets
    package var adjustsForSafeArea: Bool
    /// Not in spec §5's list: a larger margin can hide a target as a larger overlap can.
    package var margin: CGFloat

    package init(
        overlap: CGFloat, target: CGRect?, layout: AvoidanceLayout, contentSize: CGSize,
        contentInset: Insets, adjustsForSafeArea: Bool, margin: CGFloat
    ) {
        self.overlap = overlap
        self.target = target
        self.layout = layout
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.adjustsForSafeArea = adjustsForSafeArea
        self.margin = margin
    }

    /// Whether `now` can hide a target that was visible under this state (spec §5).
    func reveal(comparedWith now: RevealConditions) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        if Self.overlapGrew(from: overlap, to: now.overlap) || now.margin > margin + tolerance {
            return true
        }
        if let newTarget = now.target {
            guard let target, target.isWithinTolerance(of: newTarget) else { return true }
        }
        return !layout.screen.isWithinTolerance(of: now.layout.screen)
            || !layout.window.isWithinTolerance(of: now.layout.window)
            || !layout.container.isWithinTolerance(of: now.layout.container)
            || !layout.safeArea.isWithinTolerance(of: now.layout.safeArea)
            || !contentInset.isWithinTolerance(of: now.contentInset)
            || !(abs(contentSize.width - now.contentSize.width) <= tolerance)
            || !(abs(contentSize.height - now.contentSize.height) <= tolerance)
            || adjustsForSafeArea != now.adjustsForSafeArea
    }
}

extension RevealConditions {
    /// Whether `now` differs only in the content's size: a list's own layout pass that added rows.
    func changesOnlyContent(comparedWith now: RevealConditions) -> Bool {
        var same = now
        same.contentSize = contentSize
        return !reveal(comparedWith: same) && !same.reveal(comparedWith: self)
    }
}

extension RevealConditions {
    /// Whether the overlap grew by more than ``AvoidancePlan/tolerance``: all a notification can
    /// do.
    static func overlapGrew(from before: CGFloat, to now: CGFloat) -> Bool {
        now > before + AvoidancePlan.tolerance
    }
}

/// A finger dragging the keyboard (spec §6.2).
package struct KeyboardDrag: Sendable, Equatable {
    /// What could hide the target before the drag: the notification that ends it compares with it.
    package var before: RevealConditions
    /// Whether the target was visible before the drag (`nil`: the strategy cannot tell).
    package var targetWasVisible: Bool?

    package init(before: RevealConditions, targetWasVisible: Bool?) {
        self.before = before
        self.targetWasVisible = targetWasVisible
    }
}

/// What a re-plan does to the scroll offset (spec §5).
package enum OffsetRule: Sendable, Equatable {
    /// Reveal the target with the least scrolling, then clamp.
    case reveal
    /// Keep the offset in effect, only clamped: nothing that can hide the target changed.
    case clamp
    /// Keep the offset as it is, even out of range: the user scrolls, or a finger drags the
    /// keyboard.
    case keep
}
