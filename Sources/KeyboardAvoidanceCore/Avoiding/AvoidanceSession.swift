import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One component's avoidance from creation to release: it takes what a UIKit or SwiftUI component
/// hands over (notifications, snapshots, drag frames, its release) and returns what to apply.
///
/// A notification that comes before the first snapshot is kept and planned with it; after the
/// release every input is ignored. `keyboard-avoidance plan` replays a session (spec §6.1).
///
/// ```swift
/// var session = AvoidanceSession(strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
/// session.handle(.keyboard(event))                  // nil: nothing to plan with yet
/// let action = session.handle(.measure(snapshot))   // plans the keyboard that came before
/// ```
public struct AvoidanceSession: Sendable, Equatable {
    /// Where a session is in its life.
    public indirect enum Phase: Sendable, Equatable {
        /// Nothing measured yet; `pending` is the last notification not ignored, planned with the
        /// first snapshot.
        case waiting(pending: KeyboardEvent?)
        /// Measured: the avoider plans every input.
        case active(KeyboardAvoider)
        /// Released: the avoider as the release left it (`nil` if nothing was measured); every
        /// later input is ignored.
        case released(KeyboardAvoider?)
    }

    /// The stage of life without the avoider, which is stored beside it so that an event mutates it
    /// in place (``phase`` is the two together).
    private enum Stage: Sendable, Equatable {
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
    var storedAvoider: KeyboardAvoider
    /// Whether a snapshot's keyboard layout guide reading is taken: until a notification or a
    /// reading tells whether a keyboard is up (a component made while it is up hears no
    /// notification).
    package private(set) var readsKeyboardGuide = true
    /// The keyboard a guide's reading told of, until the layer takes it.
    private var keyboardFromGuide: KeyboardEvent?
    /// The `safeArea` strategy's scroll view as last measured, with the offset last set.
    var revealScroll: RevealScroll?
    /// What the layer's views hold, as last decided; `nil` before anything was measured.
    package internal(set) var appliedSettings: SurfaceSettings?

    /// Creates a session that waits for its first snapshot; an invalid configuration is refused as
    /// a `reconfigure` is.
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

    /// Creates an active session from an avoider (a scenario's header, or geometry measured
    /// before).
    public init(avoider: KeyboardAvoider) {
        strategy = avoider.strategy
        configuration = avoider.configuration
        stage = .active
        storedAvoider = avoider
        // The views hold what the avoider has applied.
        appliedSettings = settings(of: avoider)
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

    /// The target's own margin from the last snapshot, else the configuration's.
    package var margin: CGFloat { hasAvoider ? storedAvoider.margin : configuration.margin }

    /// Whether the session was released.
    public var isReleased: Bool {
        if case .released = stage { return true }
        return false
    }

    /// Whether the session would ignore an input: everything after the release, and ignored
    /// notifications (spec §2) that carry no snapshot.
    public func ignores(_ input: AvoiderEvent) -> Bool {
        if isReleased { return true }
        switch input {
        case .keyboard(let event): return event.isIgnored
        // Its snapshot is taken in even when the notification is ignored.
        case .measuredKeyboard: return false
        case .track(let frame, _):
            // A sample means only what a local change's end frame would (spec §6.2).
            return KeyboardEvent(name: .willChangeFrame, endFrame: frame).isIgnored
        default: return false
        }
    }

    /// How the keyboard in effect covers the container (hidden before anything was measured).
    public var coverage: KeyboardCoverage {
        hasAvoider
            ? storedAvoider.coverage : KeyboardCoverage(state: .hidden, frame: nil, overlap: 0)
    }

    /// Whether the target is visible under what is applied now (spec §6, `targetVisible`); `nil`
    /// before anything was measured, for `safeArea` and `guide`, and without a target.
    public var isTargetVisible: Bool? {
        hasAvoider ? storedAvoider.isTargetVisible : nil
    }

    /// Takes one input and returns what to apply, and how, or `nil` when nothing changes.
    ///
    /// Before the first snapshot that has a screen, a notification is kept and the other inputs
    /// change nothing; after ``AvoiderEvent/release`` every input is ignored.
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
            let decision: AvoidanceDecision
            switch input {
            case .keyboard, .measuredKeyboard, .measure:
                decision = storedAvoider.decide(readingGuide(input))
            default:
                // A drag's frame, the hot path: handed on as it is.
                decision = storedAvoider.decide(input)
            }
            // The avoider's configuration, which only a `reconfigure` changes.
            configuration = storedAvoider.configuration
            return decision
        }
    }

    private mutating func start(with input: AvoiderEvent, pending: KeyboardEvent?)
        -> AvoidanceDecision
    {
        switch input {
        case .keyboard(let event):
            // An ignored notification says nothing of whether a keyboard is up: the guide is still
            // read.
            if !event.isIgnored {
                readsKeyboardGuide = false
                stage = .waiting(pending: event)
            }
            return .none
        case .measuredKeyboard(let event, let snapshot):
            // The snapshot measured with it starts the session, and the notification is planned
            // with it.
            let kept = event.isIgnored ? pending : event
            if !event.isIgnored { readsKeyboardGuide = false }
            if let kept { stage = .waiting(pending: kept) }
            return start(with: .measure(snapshot), pending: kept)
        case .reconfigure(let newConfiguration):
            if newConfiguration.isValid { configuration = newConfiguration }
            return .none
        case .release:
            stage = .released(measured: false)
            return .none
        case .retarget, .layout, .scrolled, .track:
            // Nothing to change before the first snapshot, which measures all of them.
            return .none
        case .measure(let snapshot):
            guard snapshot.canStartSession, snapshot.isValid, let screen = snapshot.layout.screen
            else { return .none }
            // The first snapshot is the geometry at rest, with a scenario header's defaults.
            let rest = AvoidanceLayout(
                screen: screen, window: snapshot.layout.window,
                container: snapshot.layout.container, safeArea: snapshot.layout.safeArea ?? .zero)
            var scroll = AvoidanceLayout.ScrollMetrics().applying(snapshot.layout)
            if let offset = snapshot.contentOffset { scroll.contentOffset = offset }
            guard rest.isValid, scroll.isValid else { return .none }
            storedAvoider = KeyboardAvoider(
                strategy: strategy, layout: rest, target: snapshot.target ?? nil,
                configuration: configuration, scroll: scroll)
            stage = .active
            appliedSettings = settings(of: storedAvoider)
            // What the avoider does not start with (reveal group, list, guide reading) as a
            // snapshot takes it, with the keyboard that came before: one decision.
            var measured = ContainerSnapshot()
            measured.reveal = snapshot.reveal
            measured.targetMargin = snapshot.targetMargin
            measured.list = snapshot.list
            measured.revealScroll = snapshot.revealScroll
            measured.keyboardGuide = snapshot.keyboardGuide
            measured.isTracking = snapshot.isTracking
            if let pending { return decide(.keyboard(pending, measured: measured)) }
            let hasMore =
                measured.reveal != nil || measured.targetMargin != nil || measured.list != nil
                || measured.revealScroll != nil || measured.keyboardGuide != nil
            return hasMore ? decide(.measure(measured)) : .none
        }
    }

    /// The input as the avoider takes it: a snapshot whose guide reading tells of a keyboard no
    /// notification did becomes that keyboard's notification, with the snapshot.
    private mutating func readingGuide(_ input: AvoiderEvent) -> AvoiderEvent {
        switch input {
        case .keyboard(let event):
            // An ignored notification tells nothing of a keyboard: the guide is still read.
            if !event.isIgnored { readsKeyboardGuide = false }
            return input
        case .measuredKeyboard(let event, let measured):
            takeRevealScroll(from: measured)
            guard event.isIgnored else {
                readsKeyboardGuide = false
                return input
            }
            // Another app's keyboard, an unusable frame: the guide reading is read as on its own.
            let read = readingGuide(in: measured)
            return read.map { .measuredKeyboard($0, measured) } ?? input
        case .measure(let snapshot):
            takeRevealScroll(from: snapshot)
            return readingGuide(in: snapshot).map { .measuredKeyboard($0, snapshot) } ?? input
        default:
            return input
        }
    }

    /// The keyboard a snapshot's guide reading tells of, while the session reads one and knows of
    /// no keyboard; an invalid snapshot's reading is ignored.
    private mutating func readingGuide(in snapshot: ContainerSnapshot) -> KeyboardEvent? {
        guard readsKeyboardGuide, let reading = snapshot.keyboardGuide, isTaken(snapshot) else {
            return nil
        }
        switch reading {
        case .notLaidOut:
            return nil
        case .noKeyboard:
            readsKeyboardGuide = false
            return nil
        case .keyboard(let event):
            readsKeyboardGuide = false
            guard storedAvoider.keyboardFrame == nil else { return nil }
            keyboardFromGuide = event
            return event
        }
    }

    /// Whether the avoider takes a snapshot: it is valid, and its layout and scroll view with it.
    private func isTaken(_ snapshot: ContainerSnapshot) -> Bool {
        snapshot.isValid && storedAvoider.layout.applying(snapshot.layout).isValid
            && storedAvoider.scroll.applying(snapshot.layout).isValid
    }

    /// Takes the `safeArea` strategy's scroll view from a snapshot the avoider takes; otherwise the
    /// one measured before stays.
    private mutating func takeRevealScroll(from snapshot: ContainerSnapshot) {
        guard strategy == .safeArea, isTaken(snapshot) else { return }
        revealScroll = snapshot.revealScroll
    }
}

extension AvoidanceSession {
    /// Forgets a drag in progress (spec §6.2), as a local notification the engine ignores does.
    package mutating func endDrag() {
        if hasAvoider { storedAvoider.endDrag() }
    }

    /// What is applied now, once the session has measured anything.
    public var applied: AvoidancePlan? { avoider?.applied }

    /// The animation that shows what follows an input: none for a drag's frame, else the action's,
    /// else the keyboard's last; `nil` before anything was measured.
    public func animation(after input: AvoiderEvent, action: AvoidanceAction?)
        -> KeyboardAnimation?
    {
        guard let avoider else { return nil }
        if input.isDragSample { return .release }
        return action?.animation ?? avoider.lastKeyboardAnimation
    }

    /// Whether an offset read now must be handed over as `scrolled(to:)` before planning again: it
    /// differs from the applied one by more than ``AvoidancePlan/tolerance`` (spec §6.1).
    public func adoptsScroll(to offset: CGPoint) -> Bool {
        guard !isReleased, let applied = applied?.contentOffset,
            CoordinateLimit.contains(Double(offset.x)), CoordinateLimit.contains(Double(offset.y))
        else { return false }
        return abs(offset.x - applied.x) > AvoidancePlan.tolerance
            || abs(offset.y - applied.y) > AvoidancePlan.tolerance
    }

    /// ``avoidedOverlap`` plus the margin while it is not 0: where a guide with a margin puts its
    /// top (the spec's `guide` plan itself has no margin).
    package var avoidedOverlapWithMargin: CGFloat {
        let overlap = avoidedOverlap
        return overlap > 0 ? overlap + margin : 0
    }

    /// How much of the container's bottom the plan avoids: the overlap, 0 when the keyboard covers
    /// nothing, floats and is ignored, or avoidance is off. For a guide whose safe-area part is a
    /// constraint.
    public var avoidedOverlap: CGFloat {
        guard hasAvoider, !isReleased else { return 0 }
        return storedAvoider.planInput.coverage.overlap
    }
}

extension AvoidanceSession {
    /// Takes one input, as ``handle(_:)`` does, and returns every number the layer sets and how;
    /// `nil` when its views hold them already. The layer never hands its own writes back.
    package mutating func take(_ input: AvoiderEvent) -> SurfaceAction? {
        taking(input).surface
    }

    /// ``take(_:)`` with the decision beside it: what a replay reports of one input.
    package mutating func taking(_ input: AvoiderEvent)
        -> (decision: AvoidanceDecision, surface: SurfaceAction?)
    {
        let decision = decide(input)
        return (decision, surface(after: decision, for: input))
    }

    /// What the layer sets after `decision`; `nil` when its views hold it already.
    private mutating func surface(after decision: AvoidanceDecision, for input: AvoiderEvent)
        -> SurfaceAction?
    {
        guard hasAvoider else { return nil }
        let settings = settings(of: storedAvoider)
        var offset: CGFloat?
        var reveals = false
        switch strategy {
        case .scroll:
            if decision.movesOffset { offset = decision.action?.plan.contentOffset?.y }
        case .safeArea:
            reveals = revealsInScrollView(after: decision)
            if reveals { offset = revealOffset() }
        case .shift, .guide:
            break
        }
        // A release returns the views to exactly what they held at rest.
        let changed =
            appliedSettings.map {
                settings.differs(from: $0) || (input == .release && settings != $0)
            } ?? true
        guard changed || offset != nil || reveals else { return nil }
        appliedSettings = settings
        let animation =
            decision.action?.animation
            ?? (input.isDragSample ? .release : storedAvoider.lastKeyboardAnimation)
        return SurfaceAction(
            settings: settings, contentOffsetY: offset, revealsTarget: reveals,
            animation: animation,
            joinsCallerAnimation: decision.joinsCallerAnimation)
    }

    /// The keyboard a guide's reading told of, once; the layer's observer follows it from then on.
    package mutating func takeKeyboardFromGuide() -> KeyboardEvent? {
        defer { keyboardFromGuide = nil }
        return keyboardFromGuide
    }

    /// The numbers the views hold for what the avoider has applied.
    func settings(of avoider: KeyboardAvoider) -> SurfaceSettings {
        switch avoider.applied {
        case .shift(let translation): .shift(translationY: translation)
        case .safeArea(let bottom): .safeArea(additionalBottom: bottom)
        case .guide: .guide(keyboardPart: avoidedOverlapWithMargin)
        case .scroll(let inset, _): .scroll(avoider.scrollInsets(forPlannedInset: inset))
        }
    }

    /// Whether the `safeArea` strategy's scroll view reveals the target after `decision` (spec §5,
    /// "When to reveal"), never into the user's scroll.
    private func revealsInScrollView(after decision: AvoidanceDecision) -> Bool {
        guard decision.revealsTarget, !isReleased, let scroll = revealScroll, !scroll.isTracking
        else { return false }
        let input = storedAvoider.planInput
        return input.keyboardAsksForReveal && input.target != nil
    }

    /// The offset that reveals the target in the `safeArea` scroll view once the safe area grew,
    /// from the scroll view measured before: for a layer that cannot lay out at once (SwiftUI's).
    private mutating func revealOffset() -> CGFloat? {
        guard var scroll = revealScroll, case .safeArea(let added) = storedAvoider.applied else {
            return nil
        }
        let input = storedAvoider.planInput
        guard let target = input.target else { return nil }
        let viewport = scroll.viewport(
            containerHeight: input.layout.container.height,
            safeBottom: input.layout.safeArea.bottom + added)
        let y = viewport.offset(
            revealing: target, margin: input.margin, from: scroll.offsetY, keyboardCovers: true)
        guard abs(y - scroll.offsetY) > AvoidancePlan.tolerance else { return nil }
        scroll.offsetY = y
        revealScroll = scroll
        return y
    }
}

extension AvoidanceSession {
    /// The offset that reveals the target with the least scrolling in a scroll view measured after
    /// a `safeArea` action's layout pass (``SurfaceAction/revealsTarget``), since only that pass
    /// tells how content lays out; `nil` when it stays or a number is invalid. Rects in content
    /// coordinates.
    package mutating func revealOffset(
        in viewport: ScrollViewport, field: CGRect, companions: [CGRect], from y: CGFloat
    ) -> CGFloat? {
        let numbers = [
            y, viewport.height, viewport.contentHeight, viewport.adjustedTop,
            viewport.adjustedBottom,
        ]
        guard hasAvoider, !isReleased, field.isValidGeometry,
            numbers.allSatisfy({ CoordinateLimit.contains(Double($0)) })
        else { return nil }
        let margin = margin
        let group = RevealGroup(field: field, companions: companions)
        guard
            let target = group.target(
                forAvailableHeight: viewport.visibleHeight, margin: margin)
        else { return nil }
        let revealed = viewport.offset(
            revealing: target, margin: margin, from: y, keyboardCovers: true)
        guard abs(revealed - y) > AvoidancePlan.tolerance else { return nil }
        revealScroll?.offsetY = revealed
        return revealed
    }

    /// Whether the layer measures once more on the main queue's next turn, after a `Will…` for a
    /// container UIKit moves itself (a sheet, a popover, a `UITableViewController`'s table):
    /// UIKit's move is a cause of its own, measured once.
    package func measuresAgain(after input: AvoiderEvent) -> Bool {
        guard case .measuredKeyboard(let event, let snapshot) = input, !event.isIgnored,
            !event.name.isDid, hasAvoider, !isReleased
        else { return false }
        return snapshot.presentation != .none || storedAvoider.list.systemInsetsKeyboard
    }
}
