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
        /// Its userInfo as delivered, copied only for a recorder and only when it was posted off
        /// the main thread (on the main thread the notification itself is handed on): nothing is
        /// copied for a recorder that is not there.
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

        /// The notification again, for a session observer: its name, its screen and its userInfo
        /// as delivered (when it was copied), which read and record as the original's.
        package var notification: Notification {
            Notification(
                name: Notification.Name(name), object: screen, userInfo: userInfo?.userInfo)
        }
    }

    /// A notification's userInfo copied on the thread that posted it, in values that may reach the
    /// main actor, and rebuilt there as it reads: a recorder's copy
    /// (`KeyboardAvoidanceRecording` makes it; the engine, which reads only the five keys of the
    /// event, needs none).
    package protocol SendableUserInfo: Sendable {
        /// The userInfo again, with values that read as the originals.
        var userInfo: [AnyHashable: Any]? { get }
    }

    /// A session observer that records the notifications it sees as delivered: it copies the
    /// userInfo of one posted off the main thread, on that thread (the recorder). Another observer
    /// gets such a notification without its userInfo.
    @MainActor
    package protocol UserInfoRecordingObserver: AvoidanceSessionObserver {
        /// Copies a userInfo on the thread that posted it.
        var userInfoCopier: @Sendable ([AnyHashable: Any]?) -> any SendableUserInfo { get }
    }
#endif
