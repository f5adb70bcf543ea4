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
            configuration: AvoiderConfiguration(margin: margin, floatingKeyboard: floating),
            scroll: scroll)
    }

    /// A session that has taken the scenario's header as its first snapshot: what the events
    /// replay against.
    public func makeSession() -> AvoidanceSession {
        AvoidanceSession(avoider: makeAvoider())
    }
}
