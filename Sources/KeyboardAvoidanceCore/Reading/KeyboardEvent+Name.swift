import Foundation

extension KeyboardEvent {
    /// The six keyboard notifications UIKit posts, by their raw names.
    ///
    /// The raw values are the strings behind `UIResponder.keyboardWillShowNotification` and its
    /// siblings, so that a scenario file or a pasted log names them exactly as UIKit does.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// `UIResponder.keyboardWillShowNotification`.
        case willShow = "UIKeyboardWillShowNotification"
        /// `UIResponder.keyboardDidShowNotification`.
        case didShow = "UIKeyboardDidShowNotification"
        /// `UIResponder.keyboardWillHideNotification`.
        case willHide = "UIKeyboardWillHideNotification"
        /// `UIResponder.keyboardDidHideNotification`.
        case didHide = "UIKeyboardDidHideNotification"
        /// `UIResponder.keyboardWillChangeFrameNotification`.
        case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
        /// `UIResponder.keyboardDidChangeFrameNotification`.
        case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

        /// Whether this is a hide notification, which always means that no keyboard covers the app
        /// (spec §2), whatever its frames say.
        public var isHide: Bool { self == .willHide || self == .didHide }

        /// Whether this is one of the `Did…` notifications, posted after the keyboard's animation.
        public var isDid: Bool { self == .didShow || self == .didHide || self == .didChangeFrame }

        /// The notification with exactly this name, byte for byte, as `NotificationCenter` compares
        /// names: a look-alike is not it (a Kelvin sign for the K, which `init(rawValue:)` takes for a
        /// K since Swift's `==` compares canonical equivalence).
        package static func matching(_ name: String) -> KeyboardEvent.Name? {
            names.matching(name)
        }

        private static let names = ExactNames<KeyboardEvent.Name>()
    }
}
