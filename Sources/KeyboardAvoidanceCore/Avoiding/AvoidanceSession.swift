import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One component's avoidance from creation to release: what a UIKit or SwiftUI component hands
/// over — keyboard notifications, snapshots of what it measured, a release — and what it applies
/// in return.
///
/// A component is made before it can measure anything (its view is not in a window yet), and a
/// keyboard notification may come meanwhile: the session keeps it and plans it with the first
/// snapshot. From then on it drives a ``KeyboardAvoider``; released, it leaves the views at rest and
/// takes nothing more. The component's own code is only: observe, measure, hand over, apply.
///
/// ```swift
/// var session = AvoidanceSession(strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
/// session.handle(.keyboard(event))                  // nil: nothing to plan with yet
/// let action = session.handle(.measure(snapshot))   // plans the keyboard that came before
/// ```
///
/// `keyboard-avoidance plan` replays a session: a scenario's header is its first snapshot, and
/// `measure` and `release` events are what a component hands over (spec §6.1).
public struct AvoidanceSession: Sendable, Hashable {
    /// Where a session is in its life.
    public enum Phase: Sendable, Hashable {
        /// Nothing measured yet. `pending` is the last keyboard notification that was not ignored,
        /// planned with the first snapshot.
        case waiting(pending: KeyboardEvent?)
        /// Measured: the avoider plans every input.
        case active(KeyboardAvoider)
        /// Released: the avoider as the release left it (`nil` when released before anything was
        /// measured); every later input is ignored.
        case released(KeyboardAvoider?)
    }

    /// The stage of life, without the avoider: the avoider is stored beside it so that an event
    /// mutates it in place rather than copying it out of an enum and back, a million times a
    /// second in `keyboard-avoidance plan`. ``phase`` is the two together.
    private enum Stage: Sendable, Hashable {
        case waiting(pending: KeyboardEvent?)
        case active
        case released(measured: Bool)
    }

    /// The strategy.
    public let strategy: AvoidanceStrategy
    /// Margin, floating policy and whether avoidance is on.
    public private(set) var configuration: AvoiderConfiguration
    private var stage: Stage
    /// The avoider once measured; before that, one at rest on an empty screen, never read.
    private(set) var storedAvoider: KeyboardAvoider

    /// Creates a session that waits for its first snapshot. The configuration is validated as a
    /// `reconfigure` input is (``AvoiderConfiguration/isValid``).
    public init(
        strategy: AvoidanceStrategy, configuration: AvoiderConfiguration = AvoiderConfiguration()
    ) {
        self.strategy = strategy
        self.configuration = configuration
        stage = .waiting(pending: nil)
        storedAvoider = KeyboardAvoider(
            strategy: strategy, layout: AvoidanceLayout(screen: .zero), configuration: configuration
        )
    }

    /// Creates an active session from an avoider: a scenario's header, or a component's geometry
    /// measured before the session began.
    public init(avoider: KeyboardAvoider) {
        strategy = avoider.strategy
        configuration = avoider.configuration
        stage = .active
        storedAvoider = avoider
    }

    /// Where the session is.
    public var phase: Phase {
        switch stage {
        case .waiting(let pending): .waiting(pending: pending)
        case .active: .active(storedAvoider)
        case .released(let measured): .released(measured ? storedAvoider : nil)
        }
    }

    /// Whether the session has measured anything.
    var hasAvoider: Bool {
        switch stage {
        case .waiting, .released(measured: false): false
        case .active, .released(measured: true): true
        }
    }

    /// The avoider, once the session has measured anything.
    public var avoider: KeyboardAvoider? { hasAvoider ? storedAvoider : nil }

    /// Whether the session was released.
    public var isReleased: Bool {
        if case .released = stage { return true }
        return false
    }

    /// Whether the session would ignore an input: every input after the release, and keyboard
    /// notifications the engine ignores (spec §2).
    public func ignores(_ input: AvoiderEvent) -> Bool {
        if isReleased { return true }
        switch input {
        case .keyboard(let event): return event.isIgnored
        case .track(let frame):
            // A sample means only what a local change's end frame would.
            return KeyboardEvent(name: .willChangeFrame, endFrame: frame).isIgnored
        default: return false
        }
    }

    /// How the keyboard in effect covers the container (hidden before anything was measured).
    public var coverage: KeyboardCoverage {
        hasAvoider
            ? storedAvoider.coverage : KeyboardCoverage(state: .hidden, frame: nil, overlap: 0)
    }

    /// Whether the target is visible under what is applied now (spec §6); `nil` before anything
    /// was measured, for `safeArea` and `guide`, and without a target.
    public var isTargetVisible: Bool? {
        hasAvoider ? storedAvoider.isTargetVisible : nil
    }

    /// Takes one input and returns what to apply, and how, or `nil` when nothing changes.
    ///
    /// - A keyboard notification before the first snapshot is kept (the last one that was not
    ///   ignored); the first snapshot that has a screen starts the avoider at rest and plans it.
    /// - Before the first snapshot, retargets, layout changes and scrolls change nothing: the
    ///   snapshot measures all of them.
    /// - After ``AvoiderEvent/release`` every input is ignored.
    public mutating func handle(_ input: AvoiderEvent) -> AvoidanceAction? {
        decide(input).action
    }

    /// Takes one input: the action, and whether the input reveals the target (spec §5).
    package mutating func decide(_ input: AvoiderEvent) -> AvoidanceDecision {
        switch stage {
        case .released:
            return .none
        case .waiting(let pending):
            return start(with: input, pending: pending)
        case .active:
            if case .release = input { stage = .released(measured: true) }
            let decision = storedAvoider.decide(input)
            // The avoider's, which only a `reconfigure` changes (no copy of the input to ask).
            configuration = storedAvoider.configuration
            return decision
        }
    }

    private mutating func start(with input: AvoiderEvent, pending: KeyboardEvent?)
        -> AvoidanceDecision
    {
        switch input {
        case .keyboard(let event):
            if !event.isIgnored { stage = .waiting(pending: event) }
            return .none
        case .reconfigure(let newConfiguration):
            if newConfiguration.isValid { configuration = newConfiguration }
            return .none
        case .release:
            stage = .released(measured: false)
            return .none
        case .retarget, .layout, .scrolled, .track:
            // Nothing to change before the first snapshot: it measures all of them (and a drag
            // ends with the notification that says where the keyboard went).
            return .none
        case .measure(let snapshot):
            guard snapshot.canStartSession, snapshot.isValid, let screen = snapshot.layout.screen
            else { return .none }
            // The first snapshot is the geometry at rest: as a scenario's header reads it, the
            // window defaults to the screen and the container to the window's bounds.
            let rest = AvoidanceLayout(
                screen: screen, window: snapshot.layout.window,
                container: snapshot.layout.container, safeArea: snapshot.layout.safeArea ?? .zero)
            var scroll = ScrollMetrics().applying(snapshot.layout)
            if let offset = snapshot.contentOffset { scroll.contentOffset = offset }
            guard rest.isValid, scroll.isValid else { return .none }
            storedAvoider = KeyboardAvoider(
                strategy: strategy, layout: rest, target: snapshot.target ?? nil,
                configuration: configuration, scroll: scroll)
            stage = .active
            return pending.map { storedAvoider.decide(.keyboard($0)) } ?? .none
        }
    }
}

extension AvoidanceSession {
    /// Forgets a finger's drag in progress (spec §6.2), as a local notification the engine ignores
    /// does: what a checker expects of such a notification.
    package mutating func endDrag() {
        if hasAvoider { storedAvoider.endDrag() }
    }

    /// What is applied now, once the session has measured anything.
    public var applied: AvoidancePlan? { avoider?.applied }

    /// The animation in which what follows an input is shown — the views it moves, the keyboard
    /// as a layer reports it: none for a frame of a finger's drag, the action's when there is
    /// one, else the keyboard's last. `nil` before the session has measured anything.
    public func animation(after input: AvoiderEvent, action: AvoidanceAction?)
        -> KeyboardAnimation?
    {
        guard let avoider else { return nil }
        if input.isDragSample { return .release }
        return action?.animation ?? avoider.lastKeyboardAnimation
    }

    /// Whether a scroll view's offset read now is one the session must adopt (a `scrolled`
    /// input) before it plans again: it differs from the applied offset by more than
    /// ``AvoidancePlan/tolerance`` — the user (or the app) scrolled. A component hands the
    /// offset over before each frame of a finger's drag, which may be scrolling the content too.
    public func adoptsScroll(to offset: CGPoint) -> Bool {
        guard !isReleased, let applied = applied?.contentOffset,
            CoordinateLimit.contains(Double(offset.x)), CoordinateLimit.contains(Double(offset.y))
        else { return false }
        return abs(offset.x - applied.x) > AvoidancePlan.tolerance
            || abs(offset.y - applied.y) > AvoidancePlan.tolerance
    }

    /// The overlap the plan avoids with the margin on top of it while there is one: how far from
    /// the container's bottom a layout guide with a margin puts its top (its safe-area part being
    /// a constraint). 0 when ``avoidedOverlap`` is; the spec's `guide` plan itself has no margin.
    package var avoidedOverlapWithMargin: CGFloat {
        let overlap = avoidedOverlap
        return overlap > 0 ? overlap + configuration.margin : 0
    }

    /// How much of the container's bottom the plan avoids: the keyboard's overlap, 0 when it
    /// covers nothing, floats and is ignored, or avoidance is off. A layout guide whose safe-area
    /// part is a constraint applies this (its plan is `max(overlap, safeArea.bottom)`).
    public var avoidedOverlap: CGFloat {
        guard hasAvoider, !isReleased else { return 0 }
        return storedAvoider.planInput.coverage.overlap
    }
}
