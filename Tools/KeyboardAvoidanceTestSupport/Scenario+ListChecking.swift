import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One event of a `scroll` scenario as the checker sees it: the session before and after, the
/// plan line, and the checker's own list model before and after (``ListModel``).
struct ScrollStepCheck {
    var event: ScenarioEvent
    var before: AvoidanceSession
    var after: AvoidanceSession
    var step: PlanStep
    /// Whether a finger drags the keyboard during the event (spec §6.2).
    var dragging: Bool
    /// The avoider before the drag the event ended, if it ended one.
    var endedDrag: KeyboardAvoider?
    var modelBefore: ListModel
    var modelAfter: ListModel
    /// Whether a keyboard notification's reveal may wait for this snapshot: a list UIKit insets
    /// for the keyboard itself took a notification since the last snapshot
    /// (docs/scenario-project-fields.md, `systemInsetsKeyboard`).
    var revealMayWaitForSnapshot: Bool
    /// What the component's views hold, as the last plan line's `surface` gave it; `nil` while
    /// no line has said.
    var viewsHold: SurfaceInsets?

    /// A difference the model's numbers allow: the engine works out the same formulas in its own
    /// order of operations.
    static let rounding: CGFloat = 1e-6
    /// What an applied number may lie from the plan: an action comes only for a change of more.
    static let applying = AvoidancePlan.tolerance + rounding

    /// What does not hold, in words.
    func violations() -> [String] {
        guard let old = before.avoider, !before.isReleased, old.strategy == .scroll,
            let new = after.avoider
        else { return [] }
        if after.isReleased { return releaseViolations(old: old, new: new) }
        guard case .scroll(let inset, let offset) = new.applied,
            let inEffect = Scenario.appliedBeforePlanning(event, by: before)?.contentOffset
        else { return [] }
        var violations: [String] = []
        let geometry = modelAfter.geometry(of: new)
        // The list's whole inset at its newest end (docs/scenario-project-fields.md).
        if !(abs(inset - geometry.inset) <= Self.applying) {
            violations.append(
                "the inset at the newest end is \(inset), not the documents' \(geometry.inset)")
        }
        if let message = offsetViolation(old: old, new: new, inEffect: inEffect, offset: offset) {
            violations.append(message)
        }
        if step.reportsSurface {
            violations += surfaceViolations(
                geometry: geometry, inset: inset, inEffect: inEffect.y, offset: offset.y)
        }
        return violations
    }

    /// A release (spec §6.1, docs/scenario-project-fields.md): the app's own inset exactly — the
    /// extras and the accessory's part go with the component — and the offset clamped to the
    /// range at rest; the views given exactly the app's own insets.
    private func releaseViolations(old: KeyboardAvoider, new: KeyboardAvoider) -> [String] {
        guard case .scroll(let inset, let offset) = new.applied,
            let y = old.applied.contentOffset?.y
        else { return [] }
        var violations: [String] = []
        let rest = modelAfter.releaseGeometry(of: new)
        if inset != rest.app {
            violations.append("released with the inset \(inset), not the app's own \(rest.app)")
        }
        if !(abs(offset.y - rest.clamped(y)) <= Self.rounding) {
            violations.append(
                "released at the offset \(offset.y), not \(rest.clamped(y)) (\(y) clamped at rest)")
        }
        guard step.reportsSurface else { return violations }
        let own = SurfaceInsets(
            isAtTop: modelAfter.isInverted, content: rest.app, indicator: modelAfter.indicatorInset)
        if let surface = step.surface {
            if SurfaceInsets(surface.settings) != own {
                violations.append("released, the views are given \(surface.settings), not \(own)")
            }
            let moved = abs(offset.y - y) > AvoidancePlan.tolerance
            if surface.contentOffsetY != (moved ? offset.y : nil) {
                violations.append(
                    "released, the surface's offset is \(String(describing: surface.contentOffsetY))"
                )
            }
        } else if let held = viewsHold, held != own {
            violations.append("released, the views keep \(held), not \(own)")
        }
        return violations
    }

    /// The offset rule (spec §5, §6.1, §6.2, v2.2 "Lists"), from the outside: hands off while the
    /// user or a drag has the offset; a target revealed when something that can hide it changed
    /// and a keyboard asks for it; otherwise the offset in effect, clamped — or, for a list, where
    /// its options take it.
    private func offsetViolation(
        old: KeyboardAvoider, new: KeyboardAvoider, inEffect: CGPoint, offset: CGPoint
    ) -> String? {
        let tracking = event.snapshot?.isTracking ?? false
        // Hands off: no stick, no clamp.
        if dragging || tracking {
            return offset == inEffect
                ? nil : "the offset moved from \(inEffect.y) to \(offset.y) while the user has it"
        }
        let base = endedDrag ?? old
        // The keyboard coming back reveals a target that was visible before the drag.
        let canHide = endedDrag?.isTargetVisible == true || Scenario.canHide(from: base, to: new)
        // A notification a list UIKit insets for the keyboard itself took may have left its
        // reveal to this snapshot: it may reveal, or follow the rules below.
        let mayReveal = revealMayWaitForSnapshot && isMeasure
        let y0 = inEffect.y
        let g0 = modelBefore.geometry(of: old)
        let g1 = modelAfter.geometry(of: new)
        // Only while a keyboard asks for it is anything revealed (spec v2.2 §5): one that covers
        // part of the scroll view, or a docked one that covers none of it; with none, or no
        // target, a reveal is the clamp, and a list's rules stand. Where UIKit insets the list
        // for the keyboard itself, a notification only clamps: its rules stand too.
        let keyboardAsks =
            new.configuration.isEnabled
            && (new.coverage.overlap > 0 || new.coverage.state == .docked)
        let uikitReveals = modelAfter.systemInsetsKeyboard && event.input.keyboardEvent != nil
        if keyboardAsks, new.target != nil, !uikitReveals {
            if canHide {
                // The keyboard coming back after a drag may reveal from the offset before it.
                guard endedDrag == nil else { return nil }
                return missedReveal(new: new, geometry: g1, from: y0, offset: offset.y)
            }
            if mayReveal { return nil }
        }
        guard g0.isInverted == g1.isInverted else { return nil }
        var allowed = [y0, g1.clamped(y0)]
        var tolerance = Self.rounding
        if modelBefore.sameOptions(as: modelAfter) {
            if modelAfter.movesWithNewestEnd,
                let expected = listOffset(options: modelAfter, g0: g0, g1: g1, y0: y0)
            {
                allowed = [expected]
                // Within 0.01 pt, nothing is applied.
                if abs(expected - y0) <= Self.applying { tolerance = Self.applying }
            }
        } else {
            // An option that changes with the event: either set of options, or the clamp.
            allowed += [modelBefore, modelAfter].compactMap {
                listOffset(options: $0, g0: g0, g1: g1, y0: y0)
            }
        }
        guard offset.x == inEffect.x, allowed.contains(where: { abs($0 - offset.y) <= tolerance })
        else {
            return "the offset moved from \(y0) to \(offset.y), not to "
                + allowed.map { "\($0)" }.joined(separator: " or ")
                + " (\(ruleName(g0: g0, g1: g1, y0: y0)))"
        }
        return nil
    }

    /// Whether an event that can hide the target, with a keyboard that asks for a reveal, left
    /// the offset where spec §5's least scrolling does not: from the offset in effect `y`, the
    /// target (with the views revealed with it, as the avoider takes it) is brought just into the
    /// visible range of the model's geometry — its top aligned when it does not fit — and the
    /// offset clamped. An inverted list is revealed through the mirror (spec §5, "Lists":
    /// everything is mirrored) and clamped to its own range. A list's options do not move a
    /// revealed target's offset.
    private func missedReveal(
        new: KeyboardAvoider, geometry: ListModel.Geometry, from y: CGFloat, offset: CGFloat
    ) -> String? {
        guard var target = new.planInput.target else { return nil }
        let margin = new.margin
        let height = geometry.height
        let content = geometry.contentHeight
        // The planner's side of the mirror: the newest end at the bottom.
        var top = geometry.adjustedTop
        var bottom = geometry.adjustedBottom
        var from = y
        if geometry.isInverted {
            target.origin.y = content - target.maxY
            from = content - height - y
            swap(&top, &bottom)
        }
        var expected = from
        if target.height + 2 * margin > height - top - bottom {
            expected = target.minY - margin - top
        } else if target.maxY + margin > from + height - bottom {
            expected = target.maxY + margin - height + bottom
        } else if target.minY - margin < from + top {
            expected = target.minY - margin - top
        }
        if geometry.isInverted { expected = content - height - expected }
        expected = geometry.clamped(expected)
        guard !(abs(offset - expected) <= Self.applying) else { return nil }
        return "the keyboard asks for a reveal (spec v2.2 §5), yet the offset went from \(y) to "
            + "\(offset), not the least scrolling's \(expected)"
    }

    /// Where a list's options take its offset after the event, from the documents alone; `nil`
    /// when they leave the offset in effect (clamped).
    ///
    /// - Editing that began takes a list that goes to its newest end there.
    /// - *Stick*: a list that showed its newest end (within 8 pt, or past it) shows the new one
    ///   after a change of its height or insets, and after content that grew at its newest end
    ///   (not an inverted list's: its new content needs no move).
    /// - *Scrolled away*, keeping its distance: by the change of `hi` (`lo` when inverted) with
    ///   the height and insets alone, clamped; content that grows never moves it.
    private func listOffset(
        options: ListModel, g0: ListModel.Geometry, g1: ListModel.Geometry, y0: CGFloat
    )
        -> CGFloat?
    {
        if options.scrollsToNewestEndOnEditing, event.snapshot?.editingBegan == true {
            return g1.newestEnd
        }
        let moved = g0.changesHeightOrInsets(to: g1)
        if g0.showsNewestEnd(y0) {
            let grew =
                !g1.isInverted && g1.contentHeight > g0.contentHeight + AvoidancePlan.tolerance
            return options.sticksToNewestEnd && (moved || grew) ? g1.newestEnd : nil
        }
        guard options.keepsDistanceFromNewestEnd, moved else { return nil }
        let sameContent = g1.with(contentHeight: g0.contentHeight)
        return g1.clamped(y0 + sameContent.newestEnd - g0.newestEnd)
    }

    /// Which rule the offset was held to, for the message.
    private func ruleName(g0: ListModel.Geometry, g1: ListModel.Geometry, y0: CGFloat) -> String {
        let list = modelAfter
        if list.scrollsToNewestEndOnEditing, event.snapshot?.editingBegan == true {
            return "editing began: the newest end"
        }
        if g0.showsNewestEnd(y0), list.sticksToNewestEnd {
            return
                "it showed its newest end \(g0.newestEnd) and sticks: the new one \(g1.newestEnd)"
        }
        if list.keepsDistanceFromNewestEnd {
            return "scrolled away, keeps its distance from \(g0.newestEnd); now \(g1.newestEnd)"
        }
        return "nothing that can hide the target changed: kept, clamped to \(g1.lo)…\(g1.hi)"
    }

    private var isMeasure: Bool {
        if case .measure = event { return true }
        return false
    }

    /// What the component sets (docs/scenario-project-fields.md, `surface`): the insets at the
    /// edge, the offset only when the event moved it, and the same pass for extras that changed
    /// with no keyboard event.
    private func surfaceViolations(
        geometry: ListModel.Geometry, inset: CGFloat, inEffect: CGFloat, offset: CGFloat
    ) -> [String] {
        var violations: [String] = []
        let expected = SurfaceInsets(
            isAtTop: geometry.isInverted, content: geometry.surfaceContentInset(forPlanned: inset),
            indicator: geometry.surfaceIndicatorInset(
                forPlanned: inset, own: modelAfter.indicatorInset))
        let moved = abs(offset - inEffect) > AvoidancePlan.tolerance
        guard let surface = step.surface else {
            if moved { violations.append("the offset moved to \(offset), yet the surface is null") }
            if let held = viewsHold, !Self.alike(held, expected, within: Self.applying) {
                violations.append("the surface is null, the views keep \(held), not \(expected)")
            }
            return violations
        }
        guard let insets = SurfaceInsets(surface.settings) else {
            return ["a list's surface is \(surface.settings)"]
        }
        if !Self.alike(insets, expected, within: Self.rounding) {
            violations.append("the views are given \(insets), not the documents' \(expected)")
        }
        if surface.contentOffsetY != (moved ? offset : nil) {
            violations.append(
                "the surface's offset is \(String(describing: surface.contentOffsetY)), the offset "
                    + "went from \(inEffect) to \(offset)")
        }
        // Same pass: a change of the extras no keyboard event caused.
        let keyboardCaused =
            !isMeasure
            || (event.snapshot?.keyboardGuide != nil && before.readsKeyboardGuide)
        let extras = modelAfter.extrasDiffer(from: modelBefore)
        if keyboardCaused {
            if surface.joinsCallerAnimation {
                violations.append("a \(event.label) joins the caller's animation")
            }
        } else if extras, let action = step.action {
            if !surface.joinsCallerAnimation || surface.animation.duration != 0
                || action.animation.duration != 0
            {
                violations.append(
                    "the extras changed with no keyboard event, yet the surface does not join "
                        + "the caller's animation at once (\(surface.animation))")
            }
        } else if surface.joinsCallerAnimation, !extras,
            let old = before.avoider?.scroll.contentSize.height,
            let new = after.avoider?.scroll.contentSize.height,
            !(abs(new - old) > AvoidancePlan.tolerance)
        {
            violations.append("nothing of the app's changed, yet the surface joins its animation")
        }
        return violations
    }

    static func alike(_ a: SurfaceInsets, _ b: SurfaceInsets, within tolerance: CGFloat) -> Bool {
        a.isAtTop == b.isAtTop && abs(a.content - b.content) <= tolerance
            && abs(a.indicator - b.indicator) <= tolerance
    }
}

/// A scroll view's content and indicator insets at the edge the keyboard covers, as a plan line's
/// `surface` gives them (`contentInset`, `indicatorInset`, `edge`).
struct SurfaceInsets: Hashable, CustomStringConvertible {
    var isAtTop: Bool
    var content: CGFloat
    var indicator: CGFloat

    init(isAtTop: Bool, content: CGFloat, indicator: CGFloat) {
        self.isAtTop = isAtTop
        self.content = content
        self.indicator = indicator
    }

    /// A `scroll` surface's; `nil` for another strategy's.
    init?(_ settings: SurfaceSettings) {
        guard case .scroll(let insets) = settings else { return nil }
        self.init(isAtTop: insets.isAtTop, content: insets.content, indicator: insets.indicator)
    }

    var description: String {
        "\(content)/\(indicator) at the \(isAtTop ? "top" : "bottom")"
    }
}

extension ListModel {
    /// Whether the options that move the offset are the same.
    func sameOptions(as other: ListModel) -> Bool {
        sticksToNewestEnd == other.sticksToNewestEnd
            && keepsDistanceFromNewestEnd == other.keepsDistanceFromNewestEnd
            && scrollsToNewestEndOnEditing == other.scrollsToNewestEndOnEditing
    }
}
