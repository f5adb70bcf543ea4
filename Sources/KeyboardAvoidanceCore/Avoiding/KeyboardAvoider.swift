import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The avoidance state machine (spec §6): a value that takes ``AvoiderEvent``s and returns the
/// action to apply, if any.
///
/// Every plan is computed absolutely from the geometry at rest, and an action comes only when the
/// plan changes by more than ``AvoidancePlan/tolerance``, so the four notifications of one show
/// move the view once.
///
/// ```swift
/// var avoider = KeyboardAvoider(
///     strategy: .shift,
///     layout: AvoidanceLayout(screen: CGRect(x: 0, y: 0, width: 414, height: 736)),
///     target: CGRect(x: 20, y: 600, width: 374, height: 44))
/// let action = avoider.handle(.willShow(CGRect(x: 0, y: 465, width: 414, height: 271)))
/// // action?.plan == .shift(translationY: -179)
/// ```
public struct KeyboardAvoider: Sendable, Equatable {
    /// The strategy.
    public let strategy: AvoidanceStrategy
    /// Margin, floating-keyboard policy and whether avoidance is on.
    public private(set) var configuration: AvoiderConfiguration
    /// The geometry at rest.
    public private(set) var layout: AvoidanceLayout
    /// The scroll view at rest (`scroll` strategy); its `contentOffset` is the initial offset.
    public private(set) var scroll: AvoidanceLayout.ScrollMetrics
    /// The rect to keep visible, or `nil`.
    public private(set) var target: CGRect?
    /// The keyboard frame in effect, in screen coordinates; `nil` before any keyboard and after a
    /// hide.
    public private(set) var keyboardFrame: CGRect?
    /// How the keyboard in effect covers the container (spec §3–4).
    public private(set) var coverage: KeyboardCoverage
    /// What is applied now: the rest plan at first, then the plan of each action.
    public private(set) var applied: AvoidancePlan
    /// The animation of the last keyboard event that was not ignored (spec §6): retargets, layout
    /// changes and reconfigurations animate with it.
    public private(set) var lastKeyboardAnimation: KeyboardAnimation
    /// The finger's drag of the keyboard in progress, if any (spec §6.2).
    package private(set) var drag: KeyboardDrag?
    /// A list's parts and options (spec §5, "Lists").
    package private(set) var list: ListState = .plain
    /// The rects revealed with the target, in its coordinates, planned with it as far as they fit.
    package private(set) var companions: [CGRect] = []
    /// The target's own margin (``ContainerSnapshot/targetMargin``); `nil`: the configuration's.
    package private(set) var targetMargin: CGFloat?
    /// Whether a notification's reveal waits for the snapshot taken once UIKit has scrolled a list
    /// it insets itself (``ListState/systemInsetsKeyboard``).
    private(set) var revealsAfterUIKit = false
    /// Whether the snapshot being planned goes to the list's newest end
    /// (``ListState/scrollsToNewestEndOnEditing``).
    private var goesToNewestEnd = false

    /// Creates an avoider at rest.
    ///
    /// Input that is not valid (see ``AvoidanceLayout/isValid``) is not taken at all, never in
    /// part: the avoider then has nothing measured (``isMeasured``) and plans the rest state until
    /// a `layout` or `measure` event brings geometry it takes.
    ///
    /// - Parameters:
    ///   - strategy: How the container avoids the keyboard.
    ///   - layout: The geometry at rest.
    ///   - target: The rect to keep visible, in container coordinates (content coordinates for
    ///     `scroll`).
    ///   - configuration: Margin, floating policy, enabled.
    ///   - scroll: The scroll view, for the `scroll` strategy.
    public init(
        strategy: AvoidanceStrategy, layout: AvoidanceLayout, target: CGRect? = nil,
        configuration: AvoiderConfiguration = AvoiderConfiguration(),
        scroll: AvoidanceLayout.ScrollMetrics = AvoidanceLayout.ScrollMetrics()
    ) {
        let takes =
            layout.isValid && scroll.isValid && configuration.isValid
            && (target?.isValidGeometry ?? true)
        self.strategy = strategy
        self.configuration = takes ? configuration : AvoiderConfiguration()
        self.layout = takes ? layout : Self.nothingMeasured
        self.scroll = takes ? scroll : AvoidanceLayout.ScrollMetrics()
        self.target = takes ? target : nil
        keyboardFrame = nil
        coverage = self.layout.coverage(
            ofKeyboard: nil, floating: self.configuration.floatingKeyboard)
        applied = strategy.restPlan(layout: self.layout, scroll: self.scroll)
        lastKeyboardAnimation = .keyboardDefault
    }

    /// The layout of an avoider given nothing it takes: an empty screen.
    static let nothingMeasured = AvoidanceLayout(screen: .zero)

    /// Whether the avoider has geometry to plan with: `false` only after invalid input, until a
    /// `layout` or `measure` event brings some.
    public var isMeasured: Bool { layout.screen.width > 0 && layout.screen.height > 0 }

    /// Takes one event and returns the action that brings what is applied to the new plan, or `nil`
    /// when the plan did not change (within ``AvoidancePlan/tolerance``) or the event was ignored.
    public mutating func handle(_ event: AvoiderEvent) -> AvoidanceAction? {
        decide(event).action
    }

    /// Takes one event: the action, and whether the event reveals the target.
    package mutating func decide(_ event: AvoiderEvent) -> AvoidanceDecision {
        // What could hide the target before the event (spec §5), read before the state changes.
        let before: RevealConditions
        let animation: KeyboardAnimation
        switch event {
        case .keyboard(let keyboard):
            return take(keyboard, listBefore: listBefore)
        case .measuredKeyboard(let keyboard, let snapshot):
            return take(keyboard, measured: snapshot)
        case .retarget(let newTarget):
            if let newTarget, !newTarget.isValidGeometry { return .none }
            before = revealConditions
            let list = listBefore
            target = newTarget
            return apply(
                rule(from: before), to: refreshedInput(), animation: lastKeyboardAnimation,
                listBefore: list)
        case .layout(let change):
            let newLayout = layout.applying(change)
            let newScroll = scroll.applying(change)
            guard newLayout.isValid, newScroll.isValid else { return .none }
            before = revealConditions
            let list = listBefore
            layout = newLayout
            scroll = newScroll
            return apply(
                rule(from: before), to: refreshedInput(), animation: lastKeyboardAnimation,
                listBefore: list)
        case .reconfigure(let newConfiguration):
            guard newConfiguration.isValid else { return .none }
            before = revealConditions
            let list = listBefore
            configuration = newConfiguration
            animation = lastKeyboardAnimation
            return apply(
                rule(from: before), to: refreshedInput(), animation: animation, listBefore: list)
        case .track(let frame, let offset):
            // A sample counts as a local change's end frame would (spec §6.2).
            guard let sampled = KeyboardEvent.usable(frame) else { return .none }
            // The finger may scroll the content too: its offset first, never an older one.
            if let offset, CoordinateLimit.contains(Double(offset.x)),
                CoordinateLimit.contains(Double(offset.y))
            {
                adoptScrollIfMoved(to: offset)
            }
            if isFollowingDrag {
                // A drag: the views follow at once, and nothing reveals until it ends (spec §6.2).
                keyboardFrame = sampled
                return apply(.keep, to: refreshedInput(), animation: .release, listBefore: nil)
            }
            before = revealConditions
            // A drag starts with the first sample that moves the keyboard in effect.
            if keyboardFrame.map({ !$0.isWithinTolerance(of: sampled) }) ?? true {
                drag = KeyboardDrag(before: before, targetWasVisible: isTargetVisible)
            }
            keyboardFrame = sampled
            return apply(
                rule(from: before), to: refreshedInput(), animation: .release, listBefore: nil)
        case .scrolled(let offset):
            // The user (or the app) scrolled: adopt the offset as what is applied, re-plan nothing.
            guard CoordinateLimit.contains(Double(offset.x)),
                CoordinateLimit.contains(Double(offset.y))
            else { return .none }
            adoptScroll(to: offset)
            return .none
        case .release:
            drag = nil
            let before = applied.contentOffset
            var decision = AvoidanceDecision(action: release(), revealsTarget: false)
            // The offset clamped to the rest range (spec §6.1) moves: the layer sets it.
            if let before, let after = decision.action?.plan.contentOffset {
                decision.movesOffset =
                    abs(after.y - before.y) > AvoidancePlan.tolerance
                    || abs(after.x - before.x) > AvoidancePlan.tolerance
            }
            return decision
        case .measure(let snapshot):
            guard let taken = takeIn(snapshot) else { return .none }
            var rule: OffsetRule = snapshot.isTracking ? .keep : rule(from: taken.before)
            if revealsAfterUIKit, !snapshot.isTracking, !isFollowingDrag { rule = .reveal }
            revealsAfterUIKit = false
            // A composer that grew with no keyboard event: in the caller's animation (spec §5,
            // *same pass*).
            var decision = apply(
                rule, to: refreshedInput(),
                animation: taken.extrasChanged
                    ? lastKeyboardAnimation.immediate : lastKeyboardAnimation,
                listBefore: taken.listBefore)
            decision.joinsCallerAnimation = taken.extrasChanged && decision.action != nil
            return decision
        }
    }

    /// The offset rule of an event that changed the state from `before` (spec §5; keep during a
    /// drag, spec §6.2).
    @inline(__always)
    private func rule(from before: RevealConditions) -> OffsetRule {
        if isFollowingDrag { return .keep }
        return before.reveal(comparedWith: revealConditions) ? .reveal : .clamp
    }

    /// What a snapshot changed, once taken in.
    private struct TakenSnapshot {
        /// What could hide the target before it.
        var before: RevealConditions
        /// The list as it was, with the offset in effect once the user's scroll was adopted.
        var listBefore: ListBefore?
        /// Whether a list's extras or, with nothing else measured, its content changed: the app's
        /// change, in the app's animation.
        var extrasChanged: Bool
    }

    /// Takes a snapshot in, in spec §6.1's order, without planning; `nil` for an invalid snapshot.
    private mutating func takeIn(_ snapshot: ContainerSnapshot) -> TakenSnapshot? {
        let newLayout = layout.applying(snapshot.layout)
        let newScroll = scroll.applying(snapshot.layout)
        guard snapshot.isValid, newLayout.isValid, newScroll.isValid else { return nil }
        let before = revealConditions
        if let offset = snapshot.contentOffset { adoptScrollIfMoved(to: offset) }
        let listBefore = self.listBefore
        let oldList = list
        let oldContentHeight = scroll.contentSize.height
        layout = newLayout
        scroll = newScroll
        // A list is a scroll container's: no other strategy plans with it.
        if strategy == .scroll, let change = snapshot.list {
            list = list.applying(
                change, list: newLayout.container,
                windowBounds: CGRect(origin: .zero, size: newLayout.window.size))
        }
        if let newTarget = snapshot.target { target = newTarget }
        if let reveal = snapshot.reveal { companions = reveal }
        if let margin = snapshot.targetMargin { targetMargin = margin }
        goesToNewestEnd = snapshot.editingBegan && list.scrollsToNewestEndOnEditing
        // Content that changed with nothing else measured (rows inserted) is the app's change too.
        let contentOnly =
            list.sticksToNewestEnd
            && abs(scroll.contentSize.height - oldContentHeight) > AvoidancePlan.tolerance
            && before.changesOnlyContent(comparedWith: revealConditions)
        return TakenSnapshot(
            before: before, listBefore: listBefore,
            extrasChanged: list.extrasDiffer(from: oldList) || contentOnly)
    }

    /// Takes a notification with its snapshot: the snapshot first, then the notification, planned
    /// once with the notification's animation.
    private mutating func take(_ keyboard: KeyboardEvent, measured snapshot: ContainerSnapshot)
        -> AvoidanceDecision
    {
        guard let taken = takeIn(snapshot) else { return take(keyboard, listBefore: listBefore) }
        var endsDrag = false
        if keyboard.isLocal, case .some = drag { endsDrag = true }
        guard !keyboard.isIgnored else {
            // Nothing from the keyboard: what the snapshot changed is planned as a `measure`.
            if endsDrag { drag = nil }
            let rule: OffsetRule = snapshot.isTracking ? .keep : rule(from: taken.before)
            return apply(
                rule, to: refreshedInput(), animation: lastKeyboardAnimation,
                listBefore: taken.listBefore)
        }
        // A hide whose end frame floats is an undocking
        // (`KeyboardEvent.resultingFrame(floating:screen:)`).
        keyboardFrame = keyboard.resultingFrame(
            floating: configuration.floatingKeyboard, screen: layout.screen)
        lastKeyboardAnimation = keyboard.animation
        let input = refreshedInput()
        let rule: OffsetRule
        if endsDrag, case .some(let ended) = drag {
            let now = revealConditions(overlap: input.coverage.overlap)
            let reveals = ended.before.reveal(comparedWith: now) || ended.targetWasVisible != false
            drag = nil
            rule = snapshot.isTracking ? .keep : reveals ? .reveal : .clamp
        } else if isFollowingDrag || snapshot.isTracking {
            rule = .keep
        } else {
            let now = revealConditions(overlap: input.coverage.overlap)
            rule = taken.before.reveal(comparedWith: now) ? .reveal : .clamp
        }
        let animation = keyboard.name.isDid ? keyboard.animation.immediate : keyboard.animation
        return apply(
            revealedByUIKit(rule), to: input, animation: animation, listBefore: taken.listBefore)
    }

    /// Takes a keyboard notification: it reveals only when the overlap grew, or when it ends a
    /// drag.
    private mutating func take(_ keyboard: KeyboardEvent, listBefore: ListBefore?)
        -> AvoidanceDecision
    {
        // Any local notification ends a drag, one the engine ignores too (spec §6.2).
        var endsDrag = false
        if keyboard.isLocal, case .some = drag { endsDrag = true }
        guard !keyboard.isIgnored else {
            if endsDrag { drag = nil }
            return .none
        }
        let overlapBefore = avoidedOverlap
        // A hide whose end frame floats is an undocking
        // (`KeyboardEvent.resultingFrame(floating:screen:)`).
        keyboardFrame = keyboard.resultingFrame(
            floating: configuration.floatingKeyboard, screen: layout.screen)
        lastKeyboardAnimation = keyboard.animation
        let input = refreshedInput()
        let rule: OffsetRule
        if endsDrag, case .some(let ended) = drag {
            // The drag ends: compared with the state before it, revealing again if the target was
            // visible.
            let now = revealConditions(overlap: input.coverage.overlap)
            let reveals = ended.before.reveal(comparedWith: now) || ended.targetWasVisible != false
            drag = nil
            rule = reveals ? .reveal : .clamp
        } else if isFollowingDrag {
            rule = .keep  // another app's keyboard hides during the drag
        } else {
            let grew = RevealConditions.overlapGrew(from: overlapBefore, to: input.coverage.overlap)
            rule = grew ? .reveal : .clamp
        }
        // A Did… that still changes the plan applies at once (spec §6).
        let animation = keyboard.name.isDid ? keyboard.animation.immediate : keyboard.animation
        return apply(revealedByUIKit(rule), to: input, animation: animation, listBefore: listBefore)
    }

    /// A notification's rule where UIKit insets the list itself: a `UITableViewController` scrolls
    /// to its first responder in its own handler of the notification, so this one only clamps and
    /// the next snapshot (``AvoidanceSession/measuresAgain(after:)``) reveals.
    @inline(__always)
    private mutating func revealedByUIKit(_ rule: OffsetRule) -> OffsetRule {
        guard list.systemInsetsKeyboard, rule == .reveal else { return rule }
        revealsAfterUIKit = true
        return .clamp
    }

    /// The planner's input once an event changed the state: the coverage worked out again first.
    private mutating func refreshedInput() -> PlanInput {
        coverage = layout.coverage(
            ofKeyboard: keyboardFrame, floating: configuration.floatingKeyboard, inValidLayout: ())
        return planInput
    }

    /// Plans `input` with the offset as `rule` says (for a list, moved as its options say) and
    /// applies the plan when it changed, or returns exactly to rest.
    private mutating func apply(
        _ rule: OffsetRule, to input: PlanInput, animation: KeyboardAnimation,
        listBefore: ListBefore?
    ) -> AvoidanceDecision {
        let rest = restPlan
        var plan = strategy.plan(for: input, offset: rule).snapped(toRest: rest)
        if let listBefore, case .scroll(let inset, let offset) = plan,
            let y = listOffset(
                before: listBefore, after: input.listViewport, rule: rule, input: input)
        {
            plan = .scroll(contentInsetBottom: inset, contentOffset: CGPoint(x: offset.x, y: y))
        }
        goesToNewestEnd = false
        // The offset in effect before: the applied one, with the user's scroll adopted.
        let movesOffset =
            plan.contentOffset.map { offset in
                abs(offset.y - input.scroll.contentOffset.y) > AvoidancePlan.tolerance
                    || abs(offset.x - input.scroll.contentOffset.x) > AvoidancePlan.tolerance
            } ?? false
        guard plan.differs(from: applied) || plan.returnsExactlyToRest(rest, from: applied)
        else {
            checkInvariantsIfEnabled()
            return AvoidanceDecision(action: nil, revealsTarget: rule == .reveal)
        }
        applied = plan
        checkInvariantsIfEnabled()
        var decision = AvoidanceDecision(
            action: AvoidanceAction(plan: plan, animation: animation),
            revealsTarget: rule == .reveal)
        decision.movesOffset = movesOffset
        return decision
    }

    /// A list before an event: its geometry with the inset applied and the offset in effect.
    struct ListBefore: Sendable, Equatable {
        var viewport: ScrollViewport
        var offsetY: CGFloat
    }

    /// The list now, for a list whose options can move its offset; `nil` for any other container.
    var listBefore: ListBefore? {
        guard strategy == .scroll, list.movesWithNewestEnd, let offset = applied.contentOffset
        else { return nil }
        return ListBefore(viewport: planInput.listViewport, offsetY: offset.y)
    }

    /// The offset a list's options give after a change (``ListState/offset(following:at:to:)``), or
    /// `nil`: only when the offset may move and nothing is revealed (no target, or no keyboard
    /// asks).
    private func listOffset(
        before: ListBefore, after: ScrollViewport, rule: OffsetRule, input: PlanInput
    ) -> CGFloat? {
        let revealsNothing = input.target == nil || !input.keyboardAsksForReveal
        guard rule == .clamp || (rule == .reveal && revealsNothing) else { return nil }
        if goesToNewestEnd { return after.newestEndOffset }
        return list.offset(following: before.viewport, at: before.offsetY, to: after)
    }

    /// The planner's input for the state now, with the offset applied now and the target grown to
    /// the field's reveal group as far as it fits (``RevealGroup``).
    package var planInput: PlanInput {
        var scroll = scroll
        if let offset = applied.contentOffset { scroll.contentOffset = offset }
        var coverage = coverage
        // Disabled: nothing covers the container, nothing is avoided or revealed.
        if !configuration.isEnabled { coverage = Self.noKeyboard }
        // Every entry validated the state: the planner's input is not checked again.
        var input = PlanInput(
            validated: layout, coverage: coverage, target: target, margin: margin,
            scroll: scroll, list: list)
        if list.systemInsetsKeyboard { input.systemKeyboardInset = systemKeyboardInset }
        if !companions.isEmpty, let target {
            input.target = RevealGroup(field: target, companions: companions).target(
                forAvailableHeight: input.availableHeight(for: strategy), margin: margin)
        }
        return input
    }

    /// The space kept between the target and the keyboard: the target's own margin when it has
    /// one (``targetMargin``), else the configuration's.
    @inline(__always)
    package var margin: CGFloat { targetMargin ?? configuration.margin }

    /// No keyboard over the container.
    static let noKeyboard = KeyboardCoverage(state: .hidden, frame: nil, overlap: 0)

    /// The inset UIKit adds itself at a `UITableViewController`'s list for a docked keyboard (its
    /// overlap beyond the safe area, avoidance on or off); none when inverted.
    var systemKeyboardInset: CGFloat {
        guard list.systemInsetsKeyboard, !list.isInverted, coverage.state == .docked,
            coverage.overlap > 0
        else { return 0 }
        let safe = scroll.adjustsForSafeArea ? CoordinateLimit.value(layout.safeArea.bottom) : 0
        return max(0, coverage.overlap - safe)
    }

    /// The plan for the state now, as an event that changed nothing that can hide the target plans
    /// it: for `scroll`, the offset in effect only clamped.
    public var currentPlan: AvoidancePlan { plan(offset: .clamp) }

    /// Whether a finger is dragging the keyboard (spec §6.2); nothing reveals meanwhile.
    public var isFollowingDrag: Bool {
        // A match, not `drag != nil`, which copies the drag.
        if case .some = drag { true } else { false }
    }

    /// Forgets a drag in progress, as a local notification the engine ignores does.
    mutating func endDrag() { drag = nil }

    /// Takes up the keyboard, the animation, the drag and what is applied, planning nothing
    /// (``AvoidanceSession/resume(_:)``).
    mutating func resume(
        keyboardFrame frame: CGRect?, lastKeyboardAnimation animation: KeyboardAnimation,
        drag: KeyboardDrag?, applied given: AvoidancePlan?, revealsAfterUIKit: Bool = false
    ) {
        keyboardFrame = frame.flatMap(KeyboardEvent.usable)
        self.revealsAfterUIKit = revealsAfterUIKit && list.systemInsetsKeyboard
        lastKeyboardAnimation = animation
        self.drag = drag
        // The offset in effect is the scroll view's own, which a snapshot at rest may have clamped.
        if case .scroll(let inset, _) = applied {
            applied = .scroll(contentInsetBottom: inset, contentOffset: scroll.contentOffset)
        }
        let input = refreshedInput()
        let planned = plan(offset: .keep)
        applied = planned
        if let given, given.isFinite, input.coverage.overlap > 0, !given.differs(from: planned),
            given.contentOffset == planned.contentOffset
        {
            applied = given
        }
        checkInvariantsIfEnabled()
    }

    /// The plan for the state now with the scroll offset as the rule says.
    private func plan(offset rule: OffsetRule) -> AvoidancePlan {
        strategy.plan(for: planInput, offset: rule).snapped(toRest: restPlan)
    }

    /// What can hide the target now (spec §5).
    @inline(__always)
    var revealConditions: RevealConditions {
        revealConditions(overlap: avoidedOverlap)
    }

    /// The overlap the plan avoids (`planInput`'s): 0 when avoidance is off.
    @inline(__always)
    private var avoidedOverlap: CGFloat {
        configuration.isEnabled ? coverage.overlap : 0
    }

    /// What can hide the target now, given the overlap the plan avoids (`planInput`'s). The
    /// target is the one planned with: the field with what fits of the views revealed with it.
    private func revealConditions(overlap: CGFloat) -> RevealConditions {
        RevealConditions(
            overlap: overlap, target: companions.isEmpty ? target : planInput.target,
            layout: layout, contentSize: scroll.contentSize, contentInset: scroll.contentInset,
            adjustsForSafeArea: scroll.adjustsForSafeArea, margin: margin)
    }

    /// The plan with no keyboard, for the geometry now.
    public var restPlan: AvoidancePlan {
        strategy.restPlan(layout: layout, scroll: scroll, list: list)
    }

    /// What a component that goes away leaves applied (spec §6.1): the rest plan for the geometry
    /// now; for `scroll`, the app's inset and the offset clamped to the rest range.
    public var releasePlan: AvoidancePlan {
        guard strategy == .scroll, let offset = applied.contentOffset else { return restPlan }
        // Nothing of the component's is left: a list's extras and accessory go with it.
        var rest = planInput
        rest.coverage = Self.noKeyboard
        var plain = ListState.plain
        plain.isInverted = list.isInverted
        // UIKit's own keyboard inset is not ours: the rest range keeps it while the keyboard
        // covers.
        rest.list = plain
        rest.systemKeyboardInset = systemKeyboardInset
        let app = list.isInverted ? scroll.contentInset.top : scroll.contentInset.bottom
        let y =
            list.isInverted
            ? rest.listViewport.clamped(offset.y) : rest.scrollViewport.clamped(offset.y)
        return .scroll(
            contentInsetBottom: CoordinateLimit.value(app),
            contentOffset: CGPoint(x: offset.x, y: y))
    }

    /// Leaves ``releasePlan`` applied; the action is applied at once, `nil` when already applied.
    private mutating func release() -> AvoidanceAction? {
        let plan = releasePlan
        // Exactly the app's own, even for a difference under the tolerance.
        guard plan.differs(from: applied) || plan.returnsExactlyToRest(plan, from: applied) else {
            return nil
        }
        applied = plan
        return AvoidanceAction(plan: plan, animation: .release)
    }

    /// Adopts the user's scroll when it differs from the offset applied (spec §6.1).
    @inline(__always)
    private mutating func adoptScrollIfMoved(to offset: CGPoint) {
        guard let applied = applied.contentOffset,
            abs(offset.x - applied.x) > AvoidancePlan.tolerance
                || abs(offset.y - applied.y) > AvoidancePlan.tolerance
        else { return }
        adoptScroll(to: offset)
    }

    /// The user's scroll becomes the offset applied (`scroll` strategy; nothing for the others).
    private mutating func adoptScroll(to offset: CGPoint) {
        guard case .scroll(let inset, _) = applied else { return }
        applied = .scroll(contentInsetBottom: inset, contentOffset: offset)
    }

    /// Whether the target is visible under what is applied now (spec §6, `targetVisible`); `nil`
    /// for `safeArea` and `guide`, and without a target.
    public var isTargetVisible: Bool? {
        planInput.isTargetVisible(under: applied)
    }
}

extension KeyboardAvoider {
    /// The content and indicator insets a scroll view holds for a planned `scroll` inset; for a
    /// list UIKit insets itself, the app's own plus the part UIKit does not add.
    package func scrollInsets(forPlannedInset planned: CGFloat) -> ScrollInsets {
        let app = CoordinateLimit.value(
            list.isInverted ? scroll.contentInset.top : scroll.contentInset.bottom)
        var content = planned
        if list.systemInsetsKeyboard {
            content = app + max(0, planned - app - systemKeyboardInset)
        }
        return ScrollInsets(
            isAtTop: list.isInverted, content: content,
            indicator: list.indicatorInset + (content - app))
    }
}
