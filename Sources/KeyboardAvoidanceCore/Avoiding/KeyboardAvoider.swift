import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The avoidance state machine (spec §6): a value that takes keyboard events, retargets and
/// layout changes and returns the action to apply, if any.
///
/// It keeps the geometry at rest and computes every plan absolutely from it, so nothing
/// accumulates: a layout pass, a retarget or a storm of notifications cannot make the container
/// drift. It emits an action only when the plan changes by more than 0.01 pt, so iOS's
/// `WillChangeFrame`, `WillShow`, `DidChangeFrame`, `DidShow` for one show move the view once.
///
/// ```swift
/// var avoider = KeyboardAvoider(
///     strategy: .shift,
///     layout: AvoidanceLayout(screen: CGRect(x: 0, y: 0, width: 414, height: 736)),
///     target: CGRect(x: 20, y: 600, width: 374, height: 44))
/// let action = avoider.handle(.willShow(CGRect(x: 0, y: 465, width: 414, height: 271)))
/// // action?.plan == .shift(translationY: -179)
/// ```
public struct KeyboardAvoider: Sendable, Hashable {
    /// The strategy.
    public let strategy: AvoidanceStrategy
    /// Margin, floating-keyboard policy and whether avoidance is on.
    public private(set) var configuration: AvoiderConfiguration
    /// The geometry at rest.
    public private(set) var layout: AvoidanceLayout
    /// The scroll view at rest (`scroll` strategy); its `contentOffset` is the initial offset.
    public private(set) var scroll: ScrollMetrics
    /// The rect to keep visible, or `nil`.
    public private(set) var target: CGRect?
    /// The keyboard frame in effect, in screen coordinates; `nil` before any keyboard and after
    /// a hide event.
    public private(set) var keyboardFrame: CGRect?
    /// How the keyboard in effect covers the container. It follows from the keyboard frame, the
    /// layout and the floating policy, and is kept with them, so that an event works it out once.
    public private(set) var coverage: KeyboardCoverage
    /// What is applied now: the rest plan at first, then the plan of each action.
    public private(set) var applied: AvoidancePlan
    /// The animation of the last keyboard event that was not ignored (0.25 s, curve 7 before
    /// any): retargets, layout changes and reconfigurations animate with it.
    public private(set) var lastKeyboardAnimation: KeyboardAnimation
    /// The finger's drag of the keyboard in progress, if any (spec §6.2).
    private(set) var drag: KeyboardDrag?

    /// Creates an avoider at rest.
    ///
    /// What it is given is validated as a scenario file's reader validates it: every number
    /// within ``CoordinateLimit`` (finite), no size, safe-area inset or margin negative. When
    /// anything is not, nothing of it is taken — never half of it: the avoider starts with nothing
    /// measured (an empty screen, no target, no scroll view) and plans the rest state until a
    /// `layout` or `measure` event brings geometry it takes (``isMeasured``).
    ///
    /// - Parameters:
    ///   - strategy: How the container avoids the keyboard.
    ///   - layout: The geometry at rest.
    ///   - target: The rect to keep visible: container coordinates, or content coordinates for
    ///     `scroll`.
    ///   - configuration: Margin (default 0), floating policy, enabled.
    ///   - scroll: The scroll view, for the `scroll` strategy.
    public init(
        strategy: AvoidanceStrategy, layout: AvoidanceLayout, target: CGRect? = nil,
        configuration: AvoiderConfiguration = AvoiderConfiguration(),
        scroll: ScrollMetrics = ScrollMetrics()
    ) {
        let takes =
            layout.isValid && scroll.isValid && configuration.isValid
            && (target?.isValidGeometry ?? true)
        self.strategy = strategy
        self.configuration = takes ? configuration : AvoiderConfiguration()
        self.layout = takes ? layout : Self.nothingMeasured
        self.scroll = takes ? scroll : ScrollMetrics()
        self.target = takes ? target : nil
        keyboardFrame = nil
        coverage = self.layout.coverage(
            ofKeyboard: nil, floating: self.configuration.floatingKeyboard)
        applied = strategy.restPlan(layout: self.layout, scroll: self.scroll)
        lastKeyboardAnimation = .keyboardDefault
    }

    /// The layout of an avoider given nothing it takes: an empty screen, on which no keyboard
    /// covers anything.
    static let nothingMeasured = AvoidanceLayout(screen: .zero)

    /// Whether the avoider has geometry to plan with: `false` only for one created from values
    /// the engine does not take, until a `layout` or `measure` event brings some.
    public var isMeasured: Bool { layout.screen.width > 0 && layout.screen.height > 0 }

    /// Takes one event and returns the action that brings what is applied to the new plan, or
    /// `nil` when the plan did not change (within 0.01 pt) or the event was ignored.
    ///
    /// For `scroll`, the offset is revealed only when something that can hide the target changed
    /// (spec §5, "When to reveal"); otherwise it is kept, only clamped, and while the user scrolls
    /// (a tracking snapshot) or a finger drags the keyboard (spec §6.2) it is kept as it is.
    public mutating func handle(_ event: AvoiderEvent) -> AvoidanceAction? {
        decide(event).action
    }

    /// Takes one event: the action, and whether the event reveals the target.
    package mutating func decide(_ event: AvoiderEvent) -> AvoidanceDecision {
        // What could hide the target before the event (spec §5), read by each event that changes
        // the state before it does.
        let before: RevealConditions
        var userScrolls = false
        let animation: KeyboardAnimation
        switch event {
        case .keyboard(let keyboard):
            return take(keyboard)
        case .retarget(let newTarget):
            if let newTarget, !newTarget.isValidGeometry { return .none }
            before = revealConditions
            target = newTarget
            animation = lastKeyboardAnimation
        case .layout(let change):
            let newLayout = layout.applying(change)
            let newScroll = scroll.applying(change)
            guard newLayout.isValid, newScroll.isValid else { return .none }
            before = revealConditions
            layout = newLayout
            scroll = newScroll
            animation = lastKeyboardAnimation
        case .reconfigure(let newConfiguration):
            guard newConfiguration.isValid else { return .none }
            before = revealConditions
            configuration = newConfiguration
            animation = lastKeyboardAnimation
        case .track(let frame):
            // A sample means what a local change's end frame would: nothing unless it is usable.
            guard let sampled = KeyboardEvent.usable(frame) else { return .none }
            if isFollowingDrag {
                // A finger moves the keyboard: the views follow at once, frame by frame, and
                // nothing reveals until the drag ends.
                keyboardFrame = sampled
                return apply(.keep, to: refreshedInput(), animation: .release)
            }
            before = revealConditions
            // A drag starts with the first sample that moves the keyboard in effect.
            if keyboardFrame.map({ !$0.isWithinTolerance(of: sampled) }) ?? true {
                drag = KeyboardDrag(before: before, targetWasVisible: isTargetVisible)
            }
            keyboardFrame = sampled
            animation = .release
        case .scrolled(let offset):
            // The user (or the app) scrolled: adopt the offset as what is applied, re-plan nothing.
            guard CoordinateLimit.contains(Double(offset.x)),
                CoordinateLimit.contains(Double(offset.y))
            else { return .none }
            adoptScroll(to: offset)
            return .none
        case .release:
            drag = nil
            return AvoidanceDecision(action: release(), revealsTarget: false)
        case .measure(let snapshot):
            let newLayout = layout.applying(snapshot.layout)
            let newScroll = scroll.applying(snapshot.layout)
            guard snapshot.isValid, newLayout.isValid, newScroll.isValid else { return .none }
            before = revealConditions
            // In the spec's order: the user's scroll first, so that nothing plans from an older
            // offset; then the geometry; then the target.
            if let offset = snapshot.contentOffset, let appliedOffset = applied.contentOffset,
                abs(offset.x - appliedOffset.x) > AvoidancePlan.tolerance
                    || abs(offset.y - appliedOffset.y) > AvoidancePlan.tolerance
            {
                adoptScroll(to: offset)
            }
            layout = newLayout
            scroll = newScroll
            if let newTarget = snapshot.target { target = newTarget }
            userScrolls = snapshot.isTracking
            animation = lastKeyboardAnimation
        }
        // The state now, made once: what can hide the target and the plan both read it.
        let input = refreshedInput()
        let rule: OffsetRule
        if isFollowingDrag || userScrolls {
            rule = .keep
        } else {
            let now = revealConditions(overlap: input.coverage.overlap)
            rule = before.reveal(comparedWith: now) ? .reveal : .clamp
        }
        return apply(rule, to: input, animation: animation)
    }

    /// Takes a keyboard notification, which changes the keyboard in effect and nothing else that
    /// can hide the target: it reveals the target only when the overlap grew, or when it ends a
    /// finger's drag.
    private mutating func take(_ keyboard: KeyboardEvent) -> AvoidanceDecision {
        // Any local notification ends a drag, one the engine ignores too (spec §6.2).
        var endsDrag = false
        if keyboard.isLocal, case .some = drag { endsDrag = true }
        guard !keyboard.isIgnored else {
            if endsDrag { drag = nil }
            return .none
        }
        let overlapBefore = avoidedOverlap
        // A hide whose end frame floats is an undocking: under `.avoid` the keyboard stays there.
        keyboardFrame = keyboard.resultingFrame(
            floating: configuration.floatingKeyboard, screen: layout.screen)
        lastKeyboardAnimation = keyboard.animation
        let input = refreshedInput()
        let rule: OffsetRule
        if endsDrag, case .some(let ended) = drag {
            // The keyboard is back (or gone): compared with the state before the drag, and the
            // target revealed again if it was visible then.
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
        // A Did… event that still changes the plan catches up at once: the keyboard is already
        // where it was going.
        let animation = keyboard.name.isDid ? keyboard.animation.immediate : keyboard.animation
        return apply(rule, to: input, animation: animation)
    }

    /// The planner's input once an event changed the state: the coverage worked out again first.
    @inline(__always)
    private mutating func refreshedInput() -> PlanInput {
        coverage = layout.coverage(
            ofKeyboard: keyboardFrame, floating: configuration.floatingKeyboard, inValidLayout: ())
        return planInput
    }

    /// Plans `input` with the offset as `rule` says, and applies the plan when it changed (by more
    /// than 0.01 pt, or back to rest exactly).
    @inline(__always)
    private mutating func apply(
        _ rule: OffsetRule, to input: PlanInput, animation: KeyboardAnimation
    ) -> AvoidanceDecision {
        let rest = restPlan
        let plan = strategy.plan(for: input, offset: rule).snapped(toRest: rest)
        guard plan.differs(from: applied) || plan.returnsExactlyToRest(rest, from: applied)
        else {
            checkInvariantsIfEnabled()
            return AvoidanceDecision(action: nil, revealsTarget: rule == .reveal)
        }
        applied = plan
        checkInvariantsIfEnabled()
        return AvoidanceDecision(
            action: AvoidanceAction(plan: plan, animation: animation),
            revealsTarget: rule == .reveal)
    }

    /// The planner's input for the state now, with the offset applied now.
    @inline(__always)
    public var planInput: PlanInput {
        var scroll = scroll
        if let offset = applied.contentOffset { scroll.contentOffset = offset }
        var coverage = coverage
        if !configuration.isEnabled { coverage.overlap = 0 }
        // Every entry validated the state: the planner's input is not checked again.
        return PlanInput(
            validated: layout, coverage: coverage, target: target, margin: configuration.margin,
            scroll: scroll)
    }

    /// The plan for the state now, snapped to the rest plan within 0.01 pt, as an event that
    /// changed nothing that can hide the target plans it: for `scroll`, the offset in effect only
    /// clamped.
    public var currentPlan: AvoidancePlan { plan(offset: .clamp) }

    /// Whether a finger is dragging the keyboard (spec §6.2): from the first sample that moved the
    /// keyboard in effect until the next local keyboard notification. Nothing reveals meanwhile.
    public var isFollowingDrag: Bool {
        // A match, not `drag != nil`, which copies the drag to compare it.
        if case .some = drag { true } else { false }
    }

    /// Forgets a drag in progress, as a local notification the engine ignores does.
    mutating func endDrag() { drag = nil }

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

    /// What can hide the target now, given the overlap the plan avoids (`planInput`'s).
    @inline(__always)
    private func revealConditions(overlap: CGFloat) -> RevealConditions {
        RevealConditions(
            overlap: overlap, target: target, layout: layout,
            contentSize: scroll.contentSize, contentInset: scroll.contentInset,
            adjustsForSafeArea: scroll.adjustsForSafeArea, margin: configuration.margin)
    }

    /// The plan with no keyboard, for the geometry now.
    @inline(__always)
    public var restPlan: AvoidancePlan {
        strategy.restPlan(layout: layout, scroll: scroll)
    }

    /// What a component that goes away leaves applied (spec §6.1): the rest plan for the geometry
    /// now; for `scroll`, the app's own inset and the offset applied now, clamped to the range the
    /// scroll view has at rest.
    public var releasePlan: AvoidancePlan {
        guard case .scroll(let inset, _) = restPlan, let offset = applied.contentOffset else {
            return restPlan
        }
        var rest = planInput
        rest.coverage = KeyboardCoverage(state: .hidden, frame: nil, overlap: 0)
        let y = rest.scrollViewport.clamped(offset.y)
        return .scroll(contentInsetBottom: inset, contentOffset: CGPoint(x: offset.x, y: y))
    }

    /// Leaves the release plan applied (``AvoiderEvent/release``). Returns the action, applied
    /// at once (duration 0, curve 0), or `nil` when it is applied already.
    private mutating func release() -> AvoidanceAction? {
        let plan = releasePlan
        guard plan.differs(from: applied) else { return nil }
        applied = plan
        return AvoidanceAction(plan: plan, animation: .release)
    }

    /// The user's scroll becomes the offset applied (`scroll` strategy; nothing for the others).
    private mutating func adoptScroll(to offset: CGPoint) {
        guard case .scroll(let inset, _) = applied else { return }
        applied = .scroll(contentInsetBottom: inset, contentOffset: offset)
    }

    /// Whether the target is visible under what is applied now (spec §6); `nil` for `safeArea`
    /// and `guide`, and without a target.
    public var isTargetVisible: Bool? {
        planInput.isTargetVisible(under: applied)
    }
}
