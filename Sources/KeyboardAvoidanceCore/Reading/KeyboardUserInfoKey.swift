import Foundation

/// The userInfo keys of a keyboard notification that the engine reads (spec §2).
package enum KeyboardUserInfoKey: String, Sendable, Hashable, CaseIterable {
    /// `UIResponder.keyboardFrameBeginUserInfoKey`: the frame before the animation, in screen
    /// coordinates.
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey`: the frame after the animation, in screen
    /// coordinates; the only frame that decides anything.
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`: seconds.
    case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value, or 7.
    case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIResponder.keyboardIsLocalUserInfoKey`: false for another app's keyboard.
    case isLocal = "UIKeyboardIsLocalUserInfoKey"

    /// The key as a userInfo holds it (an `NSString` on Darwin, so a lookup bridges nothing).
    var hashableKey: AnyHashable {
        switch self {
        case .frameBegin: Self.hashableKeys[0]
        case .frameEnd: Self.hashableKeys[1]
        case .animationDuration: Self.hashableKeys[2]
        case .animationCurve: Self.hashableKeys[3]
        case .isLocal: Self.hashableKeys[4]
        }
    }

    // AnyHashable is not Sendable, but these hold immutable strings only.
    nonisolated(unsafe) private static let hashableKeys: [AnyHashable] = [
        KeyboardUserInfoKey.frameBegin, .frameEnd, .animationDuration, .animationCurve, .isLocal,
    ].map { key in
        #if canImport(Darwin)
            AnyHashable(key.rawValue as NSString)
        #else
            AnyHashable(key.rawValue)
        #endif
    }

    /// The key with exactly this name, byte for byte (``ExactNames``).
    package static func matching(_ name: String) -> KeyboardUserInfoKey? {
        names.matching(name)
    }

    private static let names = ExactNames<KeyboardUserInfoKey>()
}
