#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCatalogue
    import KeyboardAvoidanceCore
    import UIKit

    extension KeyboardNotificationValue {
        /// The notification's name, as UIKit's constant (`UIResponder.keyboardWillShowNotification`…).
        public var notificationName: Notification.Name {
            switch name {
            case .willShow: UIResponder.keyboardWillShowNotification
            case .didShow: UIResponder.keyboardDidShowNotification
            case .willHide: UIResponder.keyboardWillHideNotification
            case .didHide: UIResponder.keyboardDidHideNotification
            case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
            case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
            }
        }

        /// The userInfo as UIKit delivers it: UIKit's keys, `NSValue` frames, `NSNumber` values.
        public var uiKitUserInfo: [AnyHashable: Any] {
            var userInfo: [AnyHashable: Any] = [
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
            ]
            if let beginFrame {
                userInfo[UIResponder.keyboardFrameBeginUserInfoKey] = NSValue(cgRect: beginFrame)
            }
            if let endFrame {
                userInfo[UIResponder.keyboardFrameEndUserInfoKey] = NSValue(cgRect: endFrame)
            }
            return userInfo
        }

        /// The notification as UIKit posts it; `screen` is its object, as from iOS 16.1.
        public func notification(screen: UIScreen?) -> Notification {
            Notification(name: notificationName, object: screen, userInfo: uiKitUserInfo)
        }
    }
#endif
