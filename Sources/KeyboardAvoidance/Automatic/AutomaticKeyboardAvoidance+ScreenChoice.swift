#if canImport(UIKit) && os(iOS)
    import UIKit

    extension AutomaticKeyboardAvoidance {
        /// What a screen asks of the window's app-wide avoidance, as a ``KeyboardAvoidanceScreen``
        /// says it. A number no case has, returned from Objective-C, follows the settings.
        @objc(KBAAutomaticKeyboardAvoidanceScreenChoice)
        public enum ScreenChoice: Int, Sendable {
            /// As the object's lists say: its excluded views and classes, and its included
            /// classes when there are any.
            case followsSettings = 0
            /// The screen's fields are avoided, even when its class is excluded or not among the
            /// included ones. Screens and bars that avoid the keyboard in their own way are still
            /// left to it.
            case avoided = 1
            /// The screen's fields are left alone; it gets neither the toolbar nor tap to dismiss.
            case leftAlone = 2
        }
    }
#endif
