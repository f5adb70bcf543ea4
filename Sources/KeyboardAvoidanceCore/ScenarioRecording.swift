import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Records what an avoiding container lived through as a scenario file: the geometry, the
/// strategy and target, every keyboard notification's userInfo, retargets, layout changes and
/// scrolls — so that a session on a device can be replayed with `keyboard-avoidance plan`,
/// turned into a test fixture or attached to a bug report.
///
/// The UIKit layer's components keep one when asked (`startRecording()`); it records each event
/// as it hands it to the engine, so the replay makes the same decisions in the same order.
///
/// ```swift
/// var recording = ScenarioRecording(scenario: Scenario(layout: layout, strategy: .shift))
/// recording.recordNotification(name: note.name.rawValue, userInfo: note.userInfo)
/// try Data(recording.scenario.formattedJSON.utf8).write(to: url)
/// ```
public struct ScenarioRecording: Sendable, Hashable {
    /// The scenario so far.
    public private(set) var scenario: Scenario

    /// Starts a recording from a scenario's geometry, strategy, target and settings; its events
    /// are kept and followed by what is recorded.
    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// Records a keyboard notification with its userInfo as delivered; anything but the six
    /// keyboard notifications is left out. Keys that are not strings are left out too.
    public mutating func recordNotification(name: String, userInfo: [AnyHashable: Any]?) {
        guard let notification = KeyboardNotificationName(rawValue: name) else { return }
        let members = userInfo.map { info in
            var members: [String: JSONValue] = [:]
            for (key, value) in info {
                guard let key = key.base as? String else { continue }
                members[key] = JSONValue(userInfoValue: value)
            }
            return members
        }
        scenario.events.append(.notification(notification, userInfo: members))
    }

    /// Records a new target (or none).
    public mutating func recordRetarget(_ target: CGRect?) {
        scenario.events.append(.retarget(target))
    }

    /// Records a layout change.
    public mutating func recordLayout(_ change: LayoutChange) {
        scenario.events.append(.layout(change))
    }

    /// Records a scroll by the user.
    public mutating func recordScroll(to offset: CGPoint) {
        scenario.events.append(.scrolled(offset))
    }
}
