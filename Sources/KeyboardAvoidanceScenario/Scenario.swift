import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scenario (spec §7): the geometry, the strategy, the target and a sequence of keyboard
/// notifications, retargets and layout changes — what `keyboard-avoidance plan` reads, what
/// the recorder writes on a device, and what every test fixture is.
///
/// Read one with ``init(jsonData:)`` (or `JSONDecoder`, as it is `Codable`); a file that cannot
/// be read is rejected as a whole with a ``ScenarioError`` that names the field. Make one in code
/// with ``init(name:source:notes:validating:strategy:target:margin:floating:scroll:events:)``,
/// which checks every value as the reader does; the setters keep the old value on one the reader
/// would refuse. So ``formattedJSON`` always reads back as the scenario.
public struct Scenario: Sendable, Equatable {
    /// A human-readable name. A name longer than a scenario file holds (see
    /// ``init(name:source:notes:validating:strategy:target:margin:floating:scroll:events:)``) is
    /// refused: the name keeps its value.
    public var name: String? {
        didSet { if Self.refusal(ofText: name, field: "name") != nil { name = oldValue } }
    }
    /// Where the scenario's numbers come from (a device recording, a public issue thread). A value
    /// the reader would refuse is refused, as for ``name``.
    public var source: String? {
        didSet { if Self.refusal(ofText: source, field: "source") != nil { source = oldValue } }
    }
    /// Free-form notes. A value the reader would refuse is refused, as for ``name``.
    public var notes: String? {
        didSet { if Self.refusal(ofText: notes, field: "notes") != nil { notes = oldValue } }
    }
    /// Screen, window, container and safe area at rest. A layout the reader would refuse (a
    /// number not finite or beyond `CoordinateLimit`, a negative size or safe-area inset) is
    /// refused: the layout keeps its value.
    public var layout: AvoidanceLayout {
        didSet { if Self.refusal(of: layout) != nil { layout = oldValue } }
    }
    /// The strategy. A strategy that the scenario's other parts do not allow (a list or a
    /// `revealScroll` of another strategy, an `inEffect` plan of another strategy, in the header
    /// or in an event) is refused: the strategy keeps its value.
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
    /// The initial target, or `nil`. A rect the reader would refuse is refused: the target keeps
    /// its value.
    public var target: CGRect? {
        didSet { if Self.refusal(ofTarget: target) != nil { target = oldValue } }
    }
    /// Space kept between the target and the keyboard; 0 by default. A margin the reader would
    /// refuse (not a finite number ≥ 0 within `CoordinateLimit`) is refused: the margin keeps
    /// its value.
    public var margin: CGFloat {
        didSet { if Self.refusal(ofMargin: margin) != nil { margin = oldValue } }
    }
    /// What to do about a floating keyboard; `ignore` by default.
    public var floating: FloatingKeyboardPolicy
    /// The scroll view, for the `scroll` strategy. Metrics the reader would refuse are refused:
    /// the scroll view keeps its value.
    public var scroll: AvoidanceLayout.ScrollMetrics {
        didSet { if Self.refusal(of: scroll) != nil { scroll = oldValue } }
    }
    /// The header's `list` (docs/scenario-project-fields.md): the container is a list, with these
    /// parts and options from the start, as its first snapshot would give them; `nil`: a plain
    /// scroll view. Only for the `scroll` strategy: a value the reader would refuse (a negative
    /// extra inset, a number beyond `CoordinateLimit`, any list in a scenario of another strategy)
    /// is refused, and the list keeps its value.
    package var list: ListChange? {
        didSet { if Self.refusal(ofList: list, strategy: strategy) != nil { list = oldValue } }
    }
    /// The header's `reveal`: the rects revealed with the target from the start, in its
    /// coordinates (`[]`: none); `nil` when the header has none. A rect the reader would refuse
    /// is refused, as for ``list``.
    package var reveal: [CGRect]? {
        didSet { if Self.refusal(ofReveal: reveal, field: "reveal") != nil { reveal = oldValue } }
    }
    /// The header's `targetMargin` (docs/scenario-project-fields.md): the target's own margin
    /// from the start, planned with instead of ``margin``; `nil`: the header's margin. A value the
    /// reader would refuse is refused, as for ``list``.
    package var targetMargin: CGFloat? {
        didSet {
            if let targetMargin, Self.refusal(ofMargin: targetMargin, field: "targetMargin") != nil
            {
                self.targetMargin = oldValue
            }
        }
    }
    /// The header's `isEnabled` (docs/scenario-project-fields.md): whether avoidance is on from
    /// the start; `true` by default.
    package var isEnabled = true
    /// The header's `inEffect` (docs/scenario-project-fields.md): what the session holds in
    /// effect beside the header's geometry and settings when the scenario starts — a recording
    /// started mid-session writes it — taken up by ``makeSession()`` without planning; `nil`: the
    /// rest state. A value the reader would refuse, or read back as another (an `applied` plan
    /// of another strategy, a `revealScroll` outside `safeArea`), is refused: it keeps its value.
    package var inEffect: AvoidanceSession.Resumption? {
        didSet {
            if Self.refusal(ofInEffect: inEffect, strategy: strategy, offset: scroll.contentOffset)
                != nil
            {
                inEffect = oldValue
            }
        }
    }
    /// The events, in order. Events among which one cannot be written so that the reader reads
    /// it back as it is (a number that is not finite where the format needs one, a NaN, a string
    /// or a nesting beyond the reader's limits, a list in a scenario whose strategy is not
    /// `scroll`, a `revealScroll` in one whose strategy is not `safeArea`) are refused: the events
    /// keep their value.
    ///
    /// Each change checks every event: to build a long scenario, make the array first and set it
    /// once rather than appending one event at a time.
    public var events: [ScenarioEvent] {
        get { storedEvents }
        set {
            if Self.refusal(of: newValue, strategy: strategy) == nil { storedEvents = newValue }
        }
    }
    /// The events, as checked (or as the reader or the recorder made them, valid by construction).
    package var storedEvents: [ScenarioEvent]

    /// Creates a scenario, checking every value as the reader of a scenario file checks it, so
    /// that ``formattedJSON`` reads back as this scenario.
    ///
    /// - Throws: ``ScenarioError`` naming the first value the reader would refuse, in the order
    ///   the reader reports them: `name`, `source`, `notes`, `screen`, `window`, `container`,
    ///   `safeArea`, `target`, `margin`, `scroll`, then `events[i]`. A string is refused when it
    ///   takes more than 1,048,574 bytes as written (escapes counted); a number when it is not
    ///   finite or beyond `CoordinateLimit` (or, in a userInfo, when it is a NaN); a rect or a
    ///   size when it is negative; a userInfo value nested deeper than the reader reads.
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

    /// A session that has taken the scenario's header as its first snapshot: what the events
    /// replay against.
    ///
    /// A header's `list`, `reveal` and `targetMargin` are what the avoider does not start with: the session takes
    /// them as a first snapshot's, in a snapshot of their own, at rest — what is applied before
    /// the first event (spec §6) is the rest plan with the list's parts, and no line of the plan
    /// is made for it. A header's `inEffect` (a recording started mid-session) is then taken up
    /// as the state in effect, planning nothing: the keyboard, the last keyboard animation, a
    /// finger's drag, what the views hold, with the header's scroll offset kept as it is.
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

    /// Whether the plan reports, on each line, what the component's views are given
    /// (`"surface"`): the scenario has a `list` or a `revealScroll` anywhere
    /// (docs/scenario-project-fields.md).
    package var reportsSurface: Bool {
        headerReportsSurface || storedEvents.contains(where: \.reportsSurface)
    }

    /// Whether the header alone makes the plan report `surface`: it has a list, or a
    /// `safeArea` strategy's scroll view in effect.
    package var headerReportsSurface: Bool {
        list != nil || inEffect?.revealScroll != nil
    }
}
