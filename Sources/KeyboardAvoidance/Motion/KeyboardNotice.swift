#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A keyboard notification as it reaches the main actor from whatever thread posted it: only
    /// `Sendable` values, read before the hop — a `Notification` is not `Sendable`.
    package struct KeyboardNotice: Sendable {
        /// The notification as the engine read it.
        package let event: KeyboardEvent
        /// The screen it names: its `object` from iOS 16.1; `nil` before, for another app's or
        /// scene's notification, and for an object that is not a screen — then it is about the
        /// view's own screen, and its userInfo's isLocal says whether it is another app's
        /// keyboard (the core's `AnnouncedScreen`).
        package let screen: UIScreen?
        /// Its name, as posted.
        private let name: String
        /// Its userInfo as delivered, copied only for an observer that records it and only when
        /// it was posted off the main thread (on the main thread the notification itself is
        /// handed on): nothing is copied for a recorder that is not there.
        private let userInfo: UserInfoCopy?

        /// Reads a notification; `nil` for one that is not a keyboard notification.
        /// `copyingUserInfo`: keep a copy of its userInfo for a recorder.
        package init?(_ notification: Notification, copyingUserInfo: Bool = false) {
            let name = notification.name.rawValue
            guard let event = KeyboardEvent(name: name, userInfo: notification.userInfo) else {
                return nil
            }
            self.event = event
            screen = AnnouncedScreen<UIScreen>(object: notification.object).screen
            self.name = name
            userInfo = copyingUserInfo ? UserInfoCopy(notification.userInfo) : nil
        }

        /// The notification again, for a session observer: its name, its screen and its userInfo
        /// as delivered (when it was copied), which read and record as the original's.
        package var notification: Notification {
            Notification(
                name: Notification.Name(name), object: screen, userInfo: userInfo?.userInfo)
        }
    }
#endif
