import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// Plans the scenario and checks, after every event, what must always hold; returns what did
    /// not, in words (empty when everything held).
    ///
    /// - Every number applied and reported is finite; the session's invariants hold
    ///   (``AvoidanceSession/invariantViolations``, where they are compiled: not in an iOS release
    ///   build).
    /// - An action comes only with a plan that differs from what was applied (more than 0.01 pt);
    ///   an ignored event changes nothing.
    /// - After a release, what is applied is exactly the rest state; when the last event is a hide,
    ///   likewise (for `scroll`, the app's own inset; the offset stays where it was scrolled).
    /// - `scroll` (spec §5, §6.1, §6.2, v2.1), by a model of its own: during a finger's drag of
    ///   the keyboard and for a tracking snapshot the offset is exactly the one in effect (after a
    ///   snapshot or `scrolled` adopted the user's); an event that changed nothing that can hide the
    ///   target (the overlap did not grow, target and geometry are the same, no drag ended) leaves
    ///   the offset in effect, at most clamped — and so does any event after which the keyboard
    ///   asks for no reveal (v2.2): none is up, a floating one is ignored, or avoidance is off. A
    ///   docked keyboard that covers none of the scroll view asks for one, as one that covers part
    ///   of it does.
    package func violations() -> [String] {
        var session = makeSession()
        var violations: [String] = []
        var dragging = false
        var beforeDrag: KeyboardAvoider?
        for (index, event) in events.enumerated() {
            let before = session
            let step = session.step(index: index, event: event)
            func fail(_ message: String) {
                violations.append("event \(index) (\(step.event)): \(message)")
            }
            // A released session takes nothing more, drags included.
            if before.isReleased { dragging = false }
            let endedDrag = dragging && Self.endsDrag(event) ? beforeDrag : nil
            if endedDrag != nil { dragging = false }
            if !dragging, !before.isReleased, let avoider = before.avoider,
                Self.startsDrag(event, keyboard: avoider.keyboardFrame)
            {
                dragging = true
                beforeDrag = avoider
            }
            if let message = Self.scrollRuleViolation(
                event, before: before, after: session, dragging: dragging, endedDrag: endedDrag)
            {
                fail(message)
            }
            if let action = step.action {
                if !action.plan.isFinite { fail("non-finite action \(action.plan)") }
                if let applied = Self.appliedBeforePlanning(event, by: before),
                    !action.plan.differs(from: applied)
                {
                    fail("action \(action.plan) for a plan unchanged from \(applied)")
                }
                if !(action.animation.duration.isFinite && action.animation.duration >= 0) {
                    fail("animation duration \(action.animation.duration)")
                }
            }
            // An ignored local notification still ends a drag (spec §6.2): nothing else changes.
            var unchanged = before
            if endedDrag != nil { unchanged.endDrag() }
            // A notification the engine ignores still tells the session that a keyboard layout
            // guide's reading is no longer news (docs/scenario-project-fields.md): the avoider,
            // and what is applied, stay.
            let changed =
                event.input.isKeyboardNotification
                ? session.phase != unchanged.phase : session != unchanged
            if step.ignored, step.action != nil || changed {
                fail("an ignored event changed something")
            }
            let height = session.avoider?.layout.container.height ?? 0
            if !step.keyboard.overlap.isFinite || step.keyboard.overlap < 0
                || step.keyboard.overlap > height
            {
                fail("overlap \(step.keyboard.overlap) outside 0…\(height)")
            }
            #if KEYBOARD_AVOIDANCE_INVARIANTS
                for violation in session.invariantViolations { fail(violation) }
            #endif
        }
        // A final hide leaves the rest state, but an undocking's under `.avoid`, whose end frame
        // floats: that keyboard is still up (KeyboardEvent.resultingFrame(floating:screen:)).
        if !session.isReleased, let hide = events.last?.input.keyboardEvent, hide.name.isHide,
            let avoider = session.avoider,
            hide.resultingFrame(floating: floating, screen: avoider.layout.screen) == nil
        {
            switch (avoider.applied, avoider.restPlan) {
            case (.scroll(let inset, _), .scroll(let restInset, _)):
                if inset != restInset {
                    violations.append(
                        "after the final hide the inset is \(inset), not \(restInset)")
                }
            case (let applied, let rest):
                if applied != rest {
                    violations.append("after the final hide \(applied) is applied, not \(rest)")
                }
            }
        }
        return violations
    }

    /// A local keyboard notification, usable or not (spec §6.2).
    private static func endsDrag(_ event: ScenarioEvent) -> Bool {
        guard let keyboard = event.input.keyboardEvent else { return false }
        return keyboard.isLocal
    }

    /// A usable sample whose frame differs from the keyboard in effect by more than 0.01 pt.
    private static func startsDrag(_ event: ScenarioEvent, keyboard: CGRect?) -> Bool {
        guard case .track(let frame?, _) = event,
            let sample = KeyboardEvent(name: .willChangeFrame, endFrame: frame).endFrame
        else { return false }
        guard let keyboard else { return true }
        let tolerance = AvoidancePlan.tolerance
        return abs(sample.minX - keyboard.minX) > tolerance
            || abs(sample.minY - keyboard.minY) > tolerance
            || abs(sample.width - keyboard.width) > tolerance
            || abs(sample.height - keyboard.height) > tolerance
    }

    /// The offset rule of v2.1 for `scroll`, checked from the outside: while the user or a drag
    /// has the offset it stays exactly as it is; after an event that changed nothing that can hide
    /// the target it stays, at most clamped — or, for a list (spec v2.2 §5, "Lists"), moves as
    /// its options say: to the new newest end when it showed its newest end and sticks, by as
    /// much as the newest end moved when it keeps its distance, to its newest end when editing
    /// began and it goes there then.
    private static func scrollRuleViolation(
        _ event: ScenarioEvent, before: AvoidanceSession, after: AvoidanceSession, dragging: Bool,
        endedDrag: KeyboardAvoider?
    ) -> String? {
        guard !after.isReleased, let old = before.avoider, let new = after.avoider,
            old.strategy == .scroll, case .scroll(_, let offset)? = after.applied,
            let inEffect = appliedBeforePlanning(event, by: before)?.contentOffset
        else { return nil }
        let tracking = event.snapshot?.isTracking ?? false
        if dragging || tracking {
            return offset == inEffect
                ? nil : "the offset moved from \(inEffect.y) to \(offset.y) while the user has it"
        }
        let base = endedDrag ?? old
        // The keyboard coming back reveals a target that was visible before the drag; nothing
        // reveals unless the keyboard asks for it (spec v2.2 §5).
        if keyboardAsksForReveal(new),
            endedDrag?.isTargetVisible == true || canHide(from: base, to: new)
        {
            return endedDrag == nil ? missedReveal(event, after: new, from: inEffect.y) : nil
        }
        let list = new.planInput.listViewport
        var allowed = [inEffect.y, list.clamped(inEffect.y)]
        var oldInput = old.planInput
        oldInput.scroll.contentOffset = inEffect
        let oldList = oldInput.listViewport
        if new.list.sticksToNewestEnd, oldList.isAtNewestEnd(inEffect.y) {
            allowed.append(list.newestEndOffset)
        }
        // Editing that began on the list's screen takes a list that goes to its newest end there.
        if new.list.scrollsToNewestEndOnEditing, event.snapshot?.editingBegan == true {
            allowed.append(list.newestEndOffset)
        }
        if new.list.scrolledAway == .keepsDistanceFromNewestEnd {
            // By the change of the newest end with the height and insets alone.
            var sameContent = list
            sameContent.contentHeight = oldList.contentHeight
            allowed.append(
                list.clamped(inEffect.y + sameContent.newestEndOffset - oldList.newestEndOffset))
        }
        guard offset.x == inEffect.x, allowed.contains(offset.y) else {
            return "nothing that can hide the target changed, yet the offset moved from "
                + "\(inEffect.y) to \(offset.y)"
        }
        return nil
    }

    /// Whether an event that can hide the target, with the keyboard asking for a reveal, left the
    /// offset where spec §5's least scrolling does not: by a model of its own, from the offset
    /// in effect `y`, the target (with the views revealed with it, as the avoider takes it) is
    /// brought just into the visible range — its top aligned when it does not fit — and the
    /// offset clamped. Only for a plain scroll view: a list's options and a list UIKit insets
    /// itself (whose keyboard notifications only clamp) move it by their own rules.
    private static func missedReveal(
        _ event: ScenarioEvent, after new: KeyboardAvoider, from y: CGFloat
    ) -> String? {
        guard new.list == .plain, case .scroll(_, let offset) = new.applied else {
            return nil
        }
        let input = new.planInput
        guard let target = input.target else { return nil }
        let viewport = input.scrollViewport
        let margin = input.margin
        let top = viewport.adjustedTop
        let bottom = viewport.adjustedBottom
        let height = viewport.height
        var expected = y
        if target.height + 2 * margin > height - top - bottom {
            expected = target.minY - margin - top
        } else if target.maxY + margin > y + height - bottom {
            expected = target.maxY + margin - height + bottom
        } else if target.minY - margin < y + top {
            expected = target.minY - margin - top
        }
        let upper = max(-top, viewport.contentHeight - height + bottom)
        expected = min(max(expected, -top), upper)
        guard abs(offset.y - expected) > AvoidancePlan.tolerance else { return nil }
        return "the keyboard asks for a reveal (spec v2.2 §5), yet the offset is \(offset.y), "
            + "not the least scrolling's \(expected)"
    }

    /// Whether the keyboard, as the avoider plans with it, asks for a reveal (spec v2.2 §5): it
    /// covers part of the scroll view, or a docked keyboard is up that covers none of it — a
    /// popover UIKit shrank, a scroll view a keyboard guide resized, a form sheet above a
    /// hardware keyboard's bar. Not with no keyboard up, a floating keyboard that is not avoided,
    /// or avoidance off (the planner then sees no keyboard).
    private static func keyboardAsksForReveal(_ avoider: KeyboardAvoider) -> Bool {
        let coverage = avoider.planInput.coverage
        return coverage.overlap > 0 || coverage.state == .docked
    }

    /// Whether anything that can hide the target changed (spec §5): the overlap grew, the target
    /// changed or appeared, the geometry changed (each by more than 0.01 pt), or the safe-area
    /// adjustment flipped.
    private static func canHide(from old: KeyboardAvoider, to new: KeyboardAvoider) -> Bool {
        func differ(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
            zip(a, b).contains { !(abs($0 - $1) <= AvoidancePlan.tolerance) }
        }
        func numbers(_ rect: CGRect) -> [CGFloat] {
            [rect.minX, rect.minY, rect.width, rect.height]
        }
        func numbers(_ insets: Insets) -> [CGFloat] {
            [insets.top, insets.left, insets.bottom, insets.right]
        }
        func geometry(_ avoider: KeyboardAvoider) -> [CGFloat] {
            let layout = avoider.layout
            let scroll = avoider.scroll
            return numbers(layout.screen) + numbers(layout.window) + numbers(layout.container)
                + numbers(layout.safeArea) + numbers(scroll.contentInset)
                + [scroll.contentSize.width, scroll.contentSize.height]
        }
        if new.coverage.overlap > old.coverage.overlap + AvoidancePlan.tolerance { return true }
        if let target = new.target {
            guard let oldTarget = old.target, !differ(numbers(oldTarget), numbers(target)) else {
                return true
            }
        }
        return differ(geometry(old), geometry(new))
            || old.scroll.adjustsForSafeArea != new.scroll.adjustsForSafeArea
    }

    /// What is applied when the session plans an event: for a snapshot or a `scrolled`, after it
    /// adopted the user's scroll (spec §6.1).
    private static func appliedBeforePlanning(_ event: ScenarioEvent, by session: AvoidanceSession)
        -> AvoidancePlan?
    {
        guard var avoider = session.avoider, !session.isReleased else { return session.applied }
        if case .measure(let snapshot) = event, let offset = snapshot.contentOffset,
            let applied = avoider.applied.contentOffset,
            abs(offset.x - applied.x) > AvoidancePlan.tolerance
                || abs(offset.y - applied.y) > AvoidancePlan.tolerance
        {
            _ = avoider.handle(.scrolled(to: offset))
        }
        if case .scrolled(let offset) = event { _ = avoider.handle(.scrolled(to: offset)) }
        // A notification's snapshot and a drag sample's offset are adopted first too.
        if case .notification(_, _, let snapshot?) = event, snapshot.isValid,
            let offset = snapshot.contentOffset, session.adoptsScroll(to: offset)
        {
            _ = avoider.handle(.scrolled(to: offset))
        }
        if case .track(let frame?, let offset?) = event,
            KeyboardEvent(name: .willChangeFrame, endFrame: frame).endFrame != nil,
            session.adoptsScroll(to: offset)
        {
            _ = avoider.handle(.scrolled(to: offset))
        }
        return avoider.applied
    }
}

extension AvoiderEvent {
    /// Whether the input is a keyboard notification.
    fileprivate var isKeyboardNotification: Bool {
        if case .keyboard = self { return true }
        return false
    }
}
