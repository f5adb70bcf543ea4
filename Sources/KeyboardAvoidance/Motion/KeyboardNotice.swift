#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A keyboard notification as it reaches the main actor from whatever thread posted it: only
    /// `Sendable` values, read before the hop — a `Notification` is not `Sendable`.
    package struct KeyboardNotice: Sendable {
        /// The notification as the engine read it.
        package let event: KeyboardEvent
        /// The screen it names (its `object`, iOS 16.1); `nil` means the view's own
        /// (`AnnouncedScreen`).
        package let screen: UIScreen?
        /// Its name, as posted.
        private let name: String
        /// Its userInfo, copied only for a recorder and only when posted off the main thread.
        private let userInfo: (any SendableUserInfo)?

        /// Reads a notification; `nil` for one that is not a keyboard notification.
        /// `copyingUserInfo`: a recorder's copier, to keep a copy of its userInfo with.
        package init?(
            _ notification: Notification,
            copyingUserInfo copier: (@Sendable ([AnyHashable: Any]?) -> any SendableUserInfo)? = nil
        ) {
            let name = notification.name.rawValue
            guard let event = KeyboardEvent(name: name, userInfo: notification.userInfo) else {
                return nil
            }
            self.event = event
            screen = AnnouncedScreen<UIScreen>(object: notification.object).screen
            self.name = name
            userInfo = copier?(notification.userInfo)
        }

        /// The notification again, for a session observer (userInfo when copied).
        package var notification: Notification {
            Notification(
                name: Notification.Name(name), object: screen, userInfo: userInfo?.userInfo)
        }
    }

    /// A notification's userInfo copied on its posting thread, rebuilt on the main actor: a
    /// recorder's copy.
    package protocol SendableUserInfo: Sendable {
        /// The userInfo again, with values that read as the originals.
        var userInfo: [AnyHashable: Any]? { get }
    }

    /// A session observer that copies an off-main notification's userInfo on its thread (the
    /// recorder); other observers get it without userInfo.
    @MainActor
    package protocol UserInfoRecordingObserver: AvoidanceSessionObserver {
        /// Copies a userInfo on the thread that posted it.
        var userInfoCopier: @Sendable ([AnyHashable: Any]?) -> any SendableUserInfo { get }
    }
#endif
