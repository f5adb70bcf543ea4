#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceCore
    import UIKit

    /// Posts the keyboard's notifications to a `NotificationCenter` as UIKit posts them, and runs
    /// the main run loop through the keyboard's animation, so that a test can then read its views.
    ///
    /// Give the components under test a center of your own (every component's initializer takes
    /// one), and the poster the same center and the window they are in. No keyboard shows: the
    /// notifications say where it is, as a device's would.
    ///
    /// ```swift
    /// let center = NotificationCenter()
    /// let watcher = KeepViewAboveKeyboard(view: form, notificationCenter: center)
    /// watcher.targetView = passwordField
    /// let keyboard = KeyboardPoster(notificationCenter: center, window: window)
    /// try keyboard.post(.show(on: .iPhone15))
    /// try keyboard.requireClear(passwordField, margin: 8)
    /// ```
    ///
    /// What it posts: `UIResponder`'s notification names and userInfo keys, `NSValue(cgRect:)`
    /// frames, `NSNumber` duration, curve and isLocal, with the window's screen as the object (as
    /// from iOS 16.1). A sequence's `Will…` notifications are posted in one turn, then the main
    /// run loop runs for their animation — its duration, or the keyboard's curve-7 spring's
    /// settling time — then its `Did…` ones (``KeyboardSequence/batches``). A drag's frames, which
    /// iOS posts nothing for, are handed to the components' keyboard observers on the same center,
    /// a display frame apart, as their keyboard layout guide would show them.
    ///
    /// Focus: a test that makes a field first responder brings up the simulator's own keyboard,
    /// which moves the keyboard layout guide and posts to the default center. Set the component's
    /// `targetView`, or say that editing began with ``beginEditing(_:)``.
    @MainActor
    public final class KeyboardPoster {
        /// The center the notifications are posted to.
        public let notificationCenter: NotificationCenter
        /// The window the keyboard is posted for: its screen is the notifications' object and the
        /// space their frames are in.
        public let window: UIWindow
        /// The keyboard's frame in screen coordinates after what was posted, as the engine reads
        /// it (spec §2): `nil` before any keyboard and after a hide.
        public var keyboardFrame: CGRect?
        /// Every notification posted, in order.
        public private(set) var postedNotifications: [Notification] = []

        /// Makes a poster.
        ///
        /// - Parameters:
        ///   - notificationCenter: The center the components under test observe.
        ///   - window: The window they are in.
        public init(notificationCenter: NotificationCenter, window: UIWindow) {
            self.notificationCenter = notificationCenter
            self.window = window
        }

        /// The window's screen: its scene's, or for a window without a scene (a test without a
        /// host app) its own.
        public var screen: UIScreen { window.windowScene?.screen ?? window.screen }

        /// The catalogue's scenarios this screen shows (``KeyboardScenario/all(fittingScreen:)``):
        /// those of the device of its size, in the orientation it has.
        public var fittingScenarios: [KeyboardScenario] {
            KeyboardScenario.all(fittingScreen: screen.bounds.size)
        }

        /// Posts a sequence as iOS would: batch by batch, running the main run loop through each
        /// animation.
        ///
        /// - Throws: ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)`` when the sequence
        ///   was made for a device whose screen, in its orientation, is not this one.
        public func post(_ sequence: KeyboardSequence) throws {
            if let scenario = sequence.scenario {
                let size = screen.bounds.size
                guard
                    abs(scenario.screen.width - size.width) <= 0.5
                        && abs(scenario.screen.height - size.height) <= 0.5
                else {
                    throw KeyboardTestingError.screenDoesNotFit(
                        scenario: scenario.name, screen: size)
                }
            }
            for batch in sequence.batches {
                for step in batch.steps { post(step) }
                keyboardFrame = KeyboardSequence(name: "", steps: batch.steps).keyboardFrame(
                    after: keyboardFrame)
                Self.runMainRunLoop(for: batch.runTime)
            }
        }

        /// Posts one notification now, running nothing; ``keyboardFrame`` follows it.
        public func post(_ notification: KeyboardNotificationValue) {
            post(.notification(notification))
            keyboardFrame = KeyboardSequence([notification]).keyboardFrame(after: keyboardFrame)
        }

        private func post(_ step: KeyboardSequence.Step) {
            let notification: Notification
            switch step {
            case .notification(let value):
                notification = value.notification(screen: screen)
            case .dragSample(let frame):
                notification = Notification(
                    name: KeyboardObserver.dragFrameNotification, object: screen,
                    userInfo: [KeyboardObserver.dragFrameKey: NSValue(cgRect: frame)])
            }
            postedNotifications.append(notification)
            notificationCenter.post(notification)
        }

        /// Says that editing began in a text field or text view, as UIKit does
        /// (`textDidBeginEditingNotification`), without making it first responder: the
        /// components on this center take it as the field being edited.
        public func beginEditing(_ field: UIView) {
            postEditing(
                field,
                field is UITextView
                    ? UITextView.textDidBeginEditingNotification
                    : UITextField.textDidBeginEditingNotification)
        }

        /// Says that editing ended in a text field or text view (`textDidEndEditingNotification`).
        public func endEditing(_ field: UIView) {
            postEditing(
                field,
                field is UITextView
                    ? UITextView.textDidEndEditingNotification
                    : UITextField.textDidEndEditingNotification)
        }

        private func postEditing(_ field: UIView, _ name: Notification.Name) {
            notificationCenter.post(name: name, object: field)
            Self.runMainRunLoop(for: 0)
        }

        /// Runs the main run loop for a while — at least a display frame, so that work queued on
        /// the main queue (a component measures after a layout pass there) is done. Call it from
        /// the main thread.
        ///
        /// - Parameter seconds: How long; 0 for one turn.
        public static func runMainRunLoop(for seconds: Double) {
            let deadline = Date(timeIntervalSinceNow: max(seconds, displayFrame))
            while Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: deadline)
            }
        }

        /// One display frame at 60 Hz: the least a turn runs.
        private static let displayFrame = 1.0 / 60
    }
#endif
