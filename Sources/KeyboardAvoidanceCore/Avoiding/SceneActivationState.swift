import Foundation

/// A window scene's `activationState`, by its raw value as UIKit's header gives it
/// (`UISceneActivationState`), an unknown value kept as it came: what an app-wide avoidance
/// reads to tell whether a keyboard can be for its window.
package enum SceneActivationState: Sendable, Equatable {
    /// `.unattached` (−1): not connected to the app's process.
    case unattached
    /// `.foregroundActive` (0): on screen and receiving events. Two scenes side by side (Split
    /// View, Stage Manager) are both active.
    case foregroundActive
    /// `.foregroundInactive` (1): on screen, not receiving events now — on its way to or from
    /// the background, under the app switcher or Control Center.
    case foregroundInactive
    /// `.background` (2): off screen.
    case background
    /// A value this library does not know.
    case other(rawValue: Int)

    /// The state of a `UISceneActivationState`'s raw value.
    package init(rawValue: Int) {
        switch rawValue {
        case -1: self = .unattached
        case 0: self = .foregroundActive
        case 1: self = .foregroundInactive
        case 2: self = .background
        default: self = .other(rawValue: rawValue)
        }
    }

    /// Whether the scene is on screen, active or not: a scene returning from the background
    /// gets its first responder's keyboard back while still inactive. An unknown state is not.
    package var isInForeground: Bool {
        self == .foregroundActive || self == .foregroundInactive
    }
}
