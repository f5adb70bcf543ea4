import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scenario (spec §7): the geometry, the strategy, the target and a sequence of keyboard
/// notifications, retargets and layout changes — what `keyboard-avoidance plan` reads, what
/// the recorder writes on a device, and what every test fixture is.
///
/// Read one with ``init(jsonData:)`` (or `JSONDecoder`, as it is `Codable`); a file that cannot
/// be read is rejected as a whole with a ``ScenarioError`` that names the field.
public struct Scenario: Sendable, Hashable {
    /// A human-readable name.
    public var name: String?
    /// Where the scenario's numbers come from (a device recording, a public issue thread).
    public var source: String?
    /// Free-form notes.
    public var notes: String?
    /// Screen, window, container and safe area at rest.
    public var layout: AvoidanceLayout
    /// The strategy.
    public var strategy: AvoidanceStrategy
    /// The initial target, or `nil`.
    public var target: CGRect?
    /// Space kept between the target and the keyboard; 0 by default.
    public var margin: CGFloat
    /// What to do about a floating keyboard; `ignore` by default.
    public var floating: FloatingKeyboardPolicy
    /// The scroll view, for the `scroll` strategy.
    public var scroll: ScrollMetrics
    /// The events, in order.
    public var events: [ScenarioEvent]

    /// Creates a scenario.
    public init(
        name: String? = nil, source: String? = nil, notes: String? = nil, layout: AvoidanceLayout,
        strategy: AvoidanceStrategy, target: CGRect? = nil, margin: CGFloat = 0,
        floating: FloatingKeyboardPolicy = .ignore, scroll: ScrollMetrics = ScrollMetrics(),
        events: [ScenarioEvent] = []
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
        self.events = events
    }

    /// An avoider at rest, configured as the scenario says.
    public func makeAvoider() -> KeyboardAvoider {
        KeyboardAvoider(
            strategy: strategy, layout: layout, target: target,
            configuration: AvoiderConfiguration(margin: margin, floating: floating), scroll: scroll)
    }

    /// A session that has taken the scenario's header as its first snapshot: what the events
    /// replay against.
    public func makeSession() -> AvoidanceSession {
        AvoidanceSession(avoider: makeAvoider())
    }
}

/// One event of a scenario.
public enum ScenarioEvent: Sendable, Hashable {
    /// A keyboard notification with its userInfo as written (`nil`: none).
    case notification(KeyboardNotificationName, userInfo: [String: JSONValue]?)
    /// `{"retarget": [x, y, w, h]}` (or `null`: no target).
    case retarget(CGRect?)
    /// `{"layout": {...}}`.
    case layout(LayoutChange)
    /// `{"scrolled": [x, y]}`: the user scrolled the scroll view to this offset.
    case scrolled(CGPoint)
    /// `{"measure": {...}}`: a snapshot of what a component measured (spec §6.1).
    case measure(ContainerSnapshot)
    /// `{"release": true}`: the component went away (spec §6.1).
    case release

    /// What the plan output calls this event: the notification name, `"retarget"`, `"layout"`,
    /// `"scrolled"`, `"measure"` or `"release"`.
    public var label: String {
        switch self {
        case .notification(let name, _): name.rawValue
        case .retarget: "retarget"
        case .layout: "layout"
        case .scrolled: "scrolled"
        case .measure: "measure"
        case .release: "release"
        }
    }

    /// The event as a session takes it.
    public var input: SessionInput {
        switch self {
        case .notification(let name, let userInfo):
            .keyboard(KeyboardEvent(name: name, userInfo: userInfo))
        case .retarget(let rect): .retarget(rect)
        case .layout(let change): .layout(change)
        case .scrolled(let offset): .scrolled(to: offset)
        case .measure(let snapshot): .measure(snapshot)
        case .release: .release
        }
    }
}

/// A scenario that cannot be read: the field, and what is wrong with it.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field, as a path from the top: `container`, `events[3].userInfo`, `scroll.contentSize`;
    /// empty for the document as a whole.
    public var field: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// `"events[3].retarget: expected a rect [x, y, width, height], got 3 numbers"`.
    public var description: String {
        field.isEmpty ? message : "\(field): \(message)"
    }
}
