#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension KeyboardObserver {
        /// A drag frame posted by a test (which cannot move the keyboard layout guide): an
        /// `NSValue` screen frame under ``dragFrameKey``, handed on as the follower's would be.
        package nonisolated static let dragFrameNotification = Notification.Name(
            "KeyboardAvoidanceDragFrameNotification")

        /// The userInfo key of ``dragFrameNotification``'s frame.
        package nonisolated static let dragFrameKey = "KeyboardAvoidanceDragFrame"

        /// A posted frame of a finger's drag: an `.interactive` phase, as the follower delivers
        /// one — from whatever thread posted it, on the main actor.
        @objc nonisolated func dragFramePosted(_ notification: Notification) {
            guard let value = notification.userInfo?[Self.dragFrameKey] as? NSValue,
                let frame = NSValueContents.rect(in: value)
            else { return }
            MainActorHop.run { [weak self] in
                self?.deliver([.interactive(frame: frame)], from: .frame)
            }
        }
    }
#endif
