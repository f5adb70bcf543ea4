import Foundation

extension KeyboardEvent {
    /// The six keyboard notifications UIKit posts, by their raw names.
    ///
    /// The raw values are UIKit's own strings (spec §2), so that a scenario file or a pasted log
    /// names them as UIKit does.
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

        /// Whether this is a hide notification, which always means no keyboard covers the app (spec
        /// §2).
        public var isHide: Bool { self == .willHide || self == .didHide }

        /// Whether this is one of the `Did…` notifications, posted after the keyboard's animation.
        public var isDid: Bool { self == .didShow || self == .didHide || self == .didChangeFrame }

        /// The notification with exactly this name, byte for byte, as `NotificationCenter` compares
        /// names (``ExactNames``).
        package static func matching(_ name: String) -> KeyboardEvent.Name? {
            names.matching(name)
        }

        private static let names = ExactNames<KeyboardEvent.Name>()
    }
}
