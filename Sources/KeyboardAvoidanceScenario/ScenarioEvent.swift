import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One event of a scenario.
public enum ScenarioEvent: Sendable, Hashable {
    /// A keyboard notification with its userInfo as written (`nil`: none) and the snapshot handed
    /// over with it, if any (`"measure"`, docs/scenario-project-fields.md).
    case notification(
        KeyboardEvent.Name, userInfo: ScenarioUserInfo?,
        measure: ContainerSnapshot? = nil)
    /// `{"retarget": [x, y, w, h]}` (or `null`: no target).
    case retarget(CGRect?)
    /// `{"layout": {...}}`.
    case layout(AvoidanceLayout.Change)
    /// `{"scrolled": [x, y]}`: the user scrolled the scroll view to this offset.
    case scrolled(CGPoint)
    /// `{"measure": {...}}`: a snapshot of what a component measured (spec §6.1).
    case measure(ContainerSnapshot)
    /// `{"release": true}`: the component went away (spec §6.1).
    case release
    /// `{"track": [x, y, w, h]}`: the keyboard's frame sampled during a drag (spec §6.2); `nil`
    /// (ignored) when not a rect. `contentOffset`: the scroll view's offset at that frame.
    case track(CGRect?, contentOffset: CGPoint? = nil)
    /// `{"reconfigure": {...}}`: a change of margin, `isEnabled` or floating policy
    /// (docs/scenario-project-fields.md).
    case reconfigure(ConfigurationChange)

    /// What the plan output calls this event: the notification name, `"retarget"`, `"layout"`,
    /// `"scrolled"`, `"measure"`, `"release"`, `"track"` or `"reconfigure"`.
    public var label: String {
        switch self {
        case .notification(let name, _, _): name.rawValue
        case .retarget: "retarget"
        case .layout: "layout"
        case .scrolled: "scrolled"
        case .measure: "measure"
        case .release: "release"
        case .track: "track"
        case .reconfigure: "reconfigure"
        }
    }

    /// The event as a session takes it; a `reconfigure` applied to the default configuration
    /// (a replaying session uses `AvoidanceSession.input(for:)`).
    public var input: AvoiderEvent {
        input(configuration: AvoiderConfiguration())
    }

    /// The event as a session with this configuration in effect takes it.
    func input(configuration: AvoiderConfiguration) -> AvoiderEvent {
        switch self {
        case .notification(let name, let userInfo, let measure):
            .keyboard(KeyboardEvent(name: name, userInfo: userInfo?.members), measured: measure)
        case .retarget(let rect): .retarget(rect)
        case .layout(let change): .layout(change)
        case .scrolled(let offset): .scrolled(to: offset)
        case .measure(let snapshot): .measure(snapshot)
        case .release: .release
        // Not a rect at all: as unusable as a frame of zero size.
        case .track(let frame, let offset): .track(frame ?? .zero, contentOffset: offset)
        case .reconfigure(let change): .reconfigure(change.applied(to: configuration))
        }
    }
}

extension AvoidanceSession {
    /// A scenario event as this session takes it: a `reconfigure` applied to the configuration in
    /// effect; any other event's ``ScenarioEvent/input``.
    public func input(for event: ScenarioEvent) -> AvoiderEvent {
        event.input(configuration: configuration)
    }
}

extension ScenarioEvent {
    /// A keyboard notification whose userInfo holds these values.
    package static func notification(
        _ name: KeyboardEvent.Name, userInfo: [String: JSONValue],
        measure: ContainerSnapshot? = nil
    ) -> ScenarioEvent {
        .notification(name, userInfo: ScenarioUserInfo(members: userInfo), measure: measure)
    }

    /// The snapshot the event hands over: a `measure`'s, or a notification's.
    package var snapshot: ContainerSnapshot? {
        switch self {
        case .measure(let snapshot): snapshot
        case .notification(_, _, let measure): measure
        default: nil
        }
    }

    /// Whether the event makes the plan report `surface` (a list or a `revealScroll`).
    package var reportsSurface: Bool {
        guard let snapshot else { return false }
        return snapshot.list != nil || snapshot.revealScroll != nil
    }
}
