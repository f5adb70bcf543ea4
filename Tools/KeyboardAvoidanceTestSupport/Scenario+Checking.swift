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
    ///   target (the overlap did not grow, target and geometry are the same, no drag ended)
    ///   leaves the offset in effect, at most clamped — and so does any event after which the
    ///   keyboard asks for no reveal (v2.2): none is up, a floating one is ignored, or avoidance is
    ///   off. One that did, with a target and a keyboard that asks — it covers part of the scroll
    ///   view, or a docked one covers none of it — reveals the target with the least scrolling.
    /// - Lists (spec v2.2 §5, docs/scenario-project-fields.md), by ``ListModel``, a model of the
    ///   documents' own (a plain scroll view is a list with the defaults): the inset at the newest
    ///   end by the documents' formula after every event; *stick*, *scrolled away* (keeping the
    ///   offset or the distance), going to the newest end when editing began, in place of the
    ///   clamp; a release back to the app's own inset exactly; and what the component is given
    ///   (`surface`): the insets at the edge, the offset only when it moved, a change of the
    ///   extras with no keyboard event in the caller's animation (*same pass*).
    package func violations() -> [String] {
        var session = makeSession()
        var violations: [String] = []
        var dragging = false
        var beforeDrag: KeyboardAvoider?
        var list = ListModel(header: self)
        let reportsSurface = self.reportsSurface
        var revealMayWaitForSnapshot = false
        var viewsHold: SurfaceInsets?
        for (index, event) in events.enumerated() {
            let before = session
            let listBefore = list
            let step = session.step(index: index, event: event, reportingSurface: reportsSurface)
            list.take(event, before: before, after: session)
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
            let check = ScrollStepCheck(
                event: event, before: before, after: session, step: step, dragging: dragging,
                endedDrag: endedDrag, modelBefore: listBefore, modelAfter: list,
                revealMayWaitForSnapshot: revealMayWaitForSnapshot, viewsHold: viewsHold)
            for message in check.violations() { fail(message) }
            if let insets = step.surface.flatMap({ SurfaceInsets($0.settings) }) {
                viewsHold = insets
            }
            // A notification a list UIKit insets takes may leave its reveal to the next snapshot.
            if case .notification = event, !step.ignored, list.systemInsetsKeyboard {
                revealMayWaitForSnapshot = true
            }
            if let snapshot = event.snapshot, case .measure = event,
                ListModel.takes(snapshot, before: before)
            {
                revealMayWaitForSnapshot = false
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

    /// Whether anything that can hide the target changed (spec §5): the overlap grew, the target
    /// changed or appeared, the geometry changed (each by more than 0.01 pt), or the safe-area
    /// adjustment flipped.
    static func canHide(from old: KeyboardAvoider, to new: KeyboardAvoider) -> Bool {
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
    static func appliedBeforePlanning(_ event: ScenarioEvent, by session: AvoidanceSession)
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
