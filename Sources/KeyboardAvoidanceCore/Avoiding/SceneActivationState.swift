import Foundation

/// A window scene's `activationState` by its raw value, an unknown one kept: whether a keyboard can
/// be for the app's window.
package enum SceneActivationState: Sendable, Equatable {
    /// `.unattached` (−1): not connected to the app's process.
    case unattached
    /// `.foregroundActive` (0): on screen and receiving events (both scenes of Split View).
    case foregroundActive
    /// `.foregroundInactive` (1): on screen, not receiving events now (the app switcher).
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

    /// Whether the scene is on screen, active or not (one returning from the background gets its
    /// keyboard back while inactive); an unknown state is not.
    package var isInForeground: Bool {
        self == .foregroundActive || self == .foregroundInactive
    }
}
