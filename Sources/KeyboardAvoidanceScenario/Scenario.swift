import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scenario file (spec §7): geometry, strategy, target and events — what
/// `keyboard-avoidance plan` reads and a recording writes.
///
/// Read one with ``init(jsonData:)`` (it is also `Codable`); an unreadable file throws a
/// ``ScenarioError`` naming the field. Make one with
/// ``init(name:source:notes:validating:strategy:target:margin:floating:scroll:events:)``, which
/// checks as the reader does. Every setter keeps its old value when given one the reader would
/// refuse, so ``formattedJSON`` always reads back as the scenario. See <doc:Scenarios>.
public struct Scenario: Sendable, Equatable {
    /// A human-readable name.
    public var name: String? {
        didSet { if Self.refusal(ofText: name, field: "name") != nil { name = oldValue } }
    }
    /// Where the scenario's numbers come from (a device recording, a public issue thread).
    public var source: String? {
        didSet { if Self.refusal(ofText: source, field: "source") != nil { source = oldValue } }
    }
    /// Free-form notes.
    public var notes: String? {
        didSet { if Self.refusal(ofText: notes, field: "notes") != nil { notes = oldValue } }
    }
    /// Screen, window, container and safe area at rest.
    public var layout: AvoidanceLayout {
        didSet { if Self.refusal(of: layout) != nil { layout = oldValue } }
    }
    /// The strategy; refused when the scenario's lists or `revealScroll` belong to another.
    public var strategy: AvoidanceStrategy {
        didSet {
            if Self.refusal(of: storedEvents, strategy: strategy) != nil
                || Self.refusal(ofList: list, strategy: strategy) != nil
                || Self.refusal(
                    ofInEffect: inEffect, strategy: strategy, offset: scroll.contentOffset) != nil
            {
                strategy = oldValue
            }
        }
    }
    /// The initial target, or `nil`.
    public var target: CGRect? {
        didSet { if Self.refusal(ofTarget: target) != nil { target = oldValue } }
    }
    /// Space kept between the target and the keyboard (spec §5); 0 by default.
    public var margin: CGFloat {
        didSet { if Self.refusal(ofMargin: margin) != nil { margin = oldValue } }
    }
    /// What to do about a floating keyboard; `ignore` by default.
    public var floating: FloatingKeyboardPolicy
    /// The scroll view, for the `scroll` strategy.
    public var scroll: AvoidanceLayout.ScrollMetrics {
        didSet { if Self.refusal(of: scroll) != nil { scroll = oldValue } }
    }
    /// The header's `list` (docs/scenario-project-fields.md); `nil` for a plain scroll view.
    package var list: ListChange? {
        didSet { if Self.refusal(ofList: list, strategy: strategy) != nil { list = oldValue } }
    }
    /// The header's `reveal`: rects revealed with the target from the start; `nil` for none.
    package var reveal: [CGRect]? {
        didSet { if Self.refusal(ofReveal: reveal, field: "reveal") != nil { reveal = oldValue } }
    }
    /// The header's `targetMargin`: the target's own margin instead of ``margin``, if any.
    package var targetMargin: CGFloat? {
        didSet {
            if let targetMargin, Self.refusal(ofMargin: targetMargin, field: "targetMargin") != nil
            {
                self.targetMargin = oldValue
            }
        }
    }
    /// The header's `isEnabled`: whether avoidance is on from the start.
    package var isEnabled = true
    /// The header's `inEffect`: the state a recording started mid-session opens with, taken up by
    /// ``makeSession()`` without planning; `nil` for the rest state.
    package var inEffect: AvoidanceSession.Resumption? {
        didSet {
            if Self.refusal(ofInEffect: inEffect, strategy: strategy, offset: scroll.contentOffset)
                != nil
            {
                inEffect = oldValue
            }
        }
    }
    /// The events, in order.
    ///
    /// Each change checks every event: build a long array first and set it once, rather than
    /// appending one event at a time.
    public var events: [ScenarioEvent] {
        get { storedEvents }
        set {
            if Self.refusal(of: newValue, strategy: strategy) == nil { storedEvents = newValue }
        }
    }
    /// The events, already checked.
    package var storedEvents: [ScenarioEvent]

    /// Creates a scenario, checking every value as the reader does.
    ///
    /// - Throws: ``ScenarioError`` naming the first value the reader would refuse (the limits:
    ///   <doc:Scenarios>), in the reader's order: `name`, `source`, `notes`, `screen`, `window`,
    ///   `container`, `safeArea`, `target`, `margin`, `scroll`, then `events[i]`.
    public init(
        name: String? = nil, source: String? = nil, notes: String? = nil,
        validating layout: AvoidanceLayout,
        strategy: AvoidanceStrategy, target: CGRect? = nil, margin: CGFloat = 0,
        floating: FloatingKeyboardPolicy = .ignore,
        scroll: AvoidanceLayout.ScrollMetrics = AvoidanceLayout.ScrollMetrics(),
        events: [ScenarioEvent] = []
    ) throws(ScenarioError) {
        let refusals = [
            Self.refusal(ofText: name, field: "name"),
            Self.refusal(ofText: source, field: "source"),
            Self.refusal(ofText: notes, field: "notes"), Self.refusal(of: layout),
            Self.refusal(ofTarget: target), Self.refusal(ofMargin: margin),
            Self.refusal(of: scroll),
        ]
        if let refusal = refusals.lazy.compactMap({ $0 }).first { throw refusal }
        if let refusal = Self.refusal(of: events, strategy: strategy) { throw refusal }
        self.init(
            unchecked: name, source: source, notes: notes, layout: layout, strategy: strategy,
            target: target, margin: margin, floating: floating, scroll: scroll, events: events)
    }

    /// A scenario of values already checked, or read by the reader.
    init(
        unchecked name: String?, source: String?, notes: String?, layout: AvoidanceLayout,
        strategy: AvoidanceStrategy, target: CGRect?, margin: CGFloat,
        floating: FloatingKeyboardPolicy, scroll: AvoidanceLayout.ScrollMetrics,
        list: ListChange? = nil,
        reveal: [CGRect]? = nil, targetMargin: CGFloat? = nil, isEnabled: Bool = true,
        inEffect: AvoidanceSession.Resumption? = nil, events: [ScenarioEvent]
    ) {
        self.name = name
        self.source = source
        self.notes = notes
        self.layout = layout
        self.strategy = strategy
        self.target = target
        self.margin = margin
        self.floating = floating
        self.scroll = scroll
        self.list = list
        self.reveal = reveal
        self.targetMargin = targetMargin
        self.isEnabled = isEnabled
        self.inEffect = inEffect
        self.storedEvents = events
    }

    /// An avoider at rest, configured as the scenario says.
    public func makeAvoider() -> KeyboardAvoider {
        KeyboardAvoider(
            strategy: strategy, layout: layout, target: target,
            configuration: AvoiderConfiguration(
                margin: margin, floatingKeyboard: floating, isEnabled: isEnabled),
            scroll: scroll)
    }

    /// A session that has taken the header as its first snapshot (its `list`, `reveal` and
    /// `targetMargin` included) and its `inEffect`, planning nothing: what the events replay
    /// against.
    public func makeSession() -> AvoidanceSession {
        var session = AvoidanceSession(avoider: makeAvoider())
        if list != nil || reveal != nil || targetMargin != nil {
            var snapshot = ContainerSnapshot()
            snapshot.list = list
            snapshot.reveal = reveal
            if let targetMargin { snapshot.targetMargin = .some(targetMargin) }
            _ = session.take(.measure(snapshot))
        }
        if let inEffect { session.resume(inEffect) }
        return session
    }

    /// Whether plan lines carry `"surface"`: the scenario has a `list` or `revealScroll` anywhere.
    package var reportsSurface: Bool {
        headerReportsSurface || storedEvents.contains(where: \.reportsSurface)
    }

    /// Whether the header alone makes the plan report `surface`.
    package var headerReportsSurface: Bool {
        list != nil || inEffect?.revealScroll != nil
    }
}
