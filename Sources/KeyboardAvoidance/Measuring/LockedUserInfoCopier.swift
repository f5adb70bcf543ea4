#if canImport(UIKit) && os(iOS)
    import Foundation

    /// A recorder's userInfo copier, read and written from any thread: what a notification's entry
    /// point, which runs on whatever thread posted it, asks of a main-actor object.
    package final class LockedUserInfoCopier: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (@Sendable ([AnyHashable: Any]?) -> any SendableUserInfo)?

        package init() {}

        /// The copier; `nil` while no recorder hears the notifications.
        package var value: (@Sendable ([AnyHashable: Any]?) -> any SendableUserInfo)? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
#endif
