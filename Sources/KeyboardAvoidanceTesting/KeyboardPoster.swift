#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceCatalogue
    import KeyboardAvoidanceCore
    import UIKit

    /// Posts the keyboard's notifications to a `NotificationCenter` as UIKit posts them, and runs
    /// the main run loop through the keyboard's animation, so that a test can then read its views.
    ///
    /// Give the components under test a center of your own (every component's initializer takes
    /// one), and the poster the same center and the window they are in. No keyboard shows: the
    /// notifications say where it is, as a device's would.
    ///
    /// In an `async` test — every Swift Testing test, an `async` XCTest method — `await` it; the
    /// synchronous `post(_:)`, `beginEditing(_:)` and `endEditing(_:)` are for a synchronous
    /// XCTest method only (`runMainRunLoop(for:)` says why):
    ///
    /// ```swift
    /// let center = NotificationCenter()
    /// let watcher = KeepViewAboveKeyboard(view: form, notificationCenter: center)
    /// watcher.targetView = passwordField
    /// let scenario = KeyboardScenario(device: .iPhone15)  // the simulator's screen
    /// let window = try scenario.makeWindow(rootViewController: screen)
    /// let keyboard = KeyboardPoster(notificationCenter: center, window: window)
    /// try await keyboard.post(.show(scenario))
    /// try keyboard.requireClear(passwordField, margin: 8)
    /// ```
    ///
    /// A sequence made for a device whose screen is not the window's throws
    /// ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)``:
    /// ``KeyboardScenario/all(fittingScreenOf:)`` gives the scenarios of the simulator's screen.
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
    /// `targetView`, or say that editing began with `beginEditing(_:)`. Neither makes the field
    /// first responder: check the field itself (`requireVisible(field, margin:)`);
    /// ``firstResponder()`` and ``isFirstResponderVisible(margin:)`` find none and throw
    /// ``KeyboardTestingError/noFirstResponder``.
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

        /// Posts a sequence as iOS would: batch by batch, waiting through each animation while the
        /// main actor runs what is queued on it. For a Swift Testing test and an `async` XCTest
        /// method — every test that runs on the main actor as a task.
        ///
        /// ```swift
        /// @Test @MainActor func signIn() async throws {
        ///     …
        ///     try await keyboard.post(.show(scenario))
        ///     try keyboard.requireVisible(passwordField, margin: 12)
        /// }
        /// ```
        ///
        /// - Throws: ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)`` when the sequence
        ///   was made for a device whose screen, in its orientation, is not this one;
        ///   `CancellationError` when the test's task is cancelled between two batches.
        public func post(_ sequence: KeyboardSequence) async throws {
            try requireFitting(sequence)
            for batch in sequence.batches {
                try Task.checkCancellation()
                post(batch)
                await Self.runMainRunLoop(for: batch.runTime)
            }
        }

        /// Posts a sequence as iOS would: batch by batch, running the main run loop through each
        /// animation. For a synchronous XCTest method only: see `runMainRunLoop(for:)`.
        ///
        /// - Throws: ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)`` when the sequence
        ///   was made for a device whose screen, in its orientation, is not this one.
        @available(*, noasync, message: "in a task on the main actor, use `try await post(_:)`")
        public func post(_ sequence: KeyboardSequence) throws {
            try requireFitting(sequence)
            for batch in sequence.batches {
                post(batch)
                Self.runMainRunLoop(for: batch.runTime)
            }
        }

        private func requireFitting(_ sequence: KeyboardSequence) throws {
            guard let scenario = sequence.scenario else { return }
            let size = screen.bounds.size
            guard
                abs(scenario.screen.width - size.width) <= 0.5
                    && abs(scenario.screen.height - size.height) <= 0.5
            else {
                throw KeyboardTestingError.screenDoesNotFit(scenario: scenario.name, screen: size)
            }
        }

        /// Posts a batch's notifications in one turn; ``keyboardFrame`` follows them.
        private func post(_ batch: KeyboardSequence.Batch) {
            for step in batch.steps { post(step) }
            keyboardFrame = KeyboardSequence(name: "", steps: batch.steps).keyboardFrame(
                after: keyboardFrame)
        }

        /// Tells components made since the last posted show of the keyboard in effect: posts a
        /// `UIKeyboardDidChangeFrameNotification` with ``keyboardFrame`` (duration 0), then runs
        /// the main run loop once. Nothing when no keyboard is in effect.
        ///
        /// A component made while a real keyboard is up reads it off a keyboard layout guide; a
        /// keyboard a test posts shows in no guide, so a component made after the post hears of
        /// it only from this.
        ///
        /// ```swift
        /// try await poster.post(.show(scenario))
        /// let screen = SignUpViewController()   // made with the keyboard up
        /// window.rootViewController = screen
        /// await poster.announceKeyboardInEffect()
        /// ```
        public func announceKeyboardInEffect() async {
            guard postKeyboardInEffect() else { return }
            await Self.runMainRunLoop(for: 0)
        }

        /// ``announceKeyboardInEffect()`` from synchronous code (XCTest).
        @available(
            *, noasync,
            message: "in a task on the main actor, use `await announceKeyboardInEffect()`"
        )
        public func announceKeyboardInEffect() {
            guard postKeyboardInEffect() else { return }
            Self.runMainRunLoop(for: 0)
        }

        /// Posts the keyboard in effect; `false` when there is none.
        private func postKeyboardInEffect() -> Bool {
            guard let keyboardFrame else { return false }
            post(
                KeyboardNotificationValue(
                    name: .didChangeFrame, beginFrame: keyboardFrame, endFrame: keyboardFrame,
                    duration: 0))
            return true
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
        /// components on this center take it as the field being edited. Waits a display frame
        /// while the main actor runs what is queued on it, as `post(_:)`
        /// does: for a Swift Testing test and an `async` XCTest method.
        public func beginEditing(_ field: UIView) async {
            postEditing(field, Self.beginEditingName(of: field))
            await Self.runMainRunLoop(for: 0)
        }

        /// Says that editing began in a text field or text view, as UIKit does
        /// (`textDidBeginEditingNotification`), without making it first responder: the
        /// components on this center take it as the field being edited. For a synchronous XCTest
        /// method only: see `runMainRunLoop(for:)`.
        @available(*, noasync, message: "in a task on the main actor, use `await beginEditing(_:)`")
        public func beginEditing(_ field: UIView) {
            postEditing(field, Self.beginEditingName(of: field))
            Self.runMainRunLoop(for: 0)
        }

        /// Says that editing ended in a text field or text view (`textDidEndEditingNotification`),
        /// then waits a display frame as `beginEditing(_:)` does.
        public func endEditing(_ field: UIView) async {
            postEditing(field, Self.endEditingName(of: field))
            await Self.runMainRunLoop(for: 0)
        }

        /// Says that editing ended in a text field or text view (`textDidEndEditingNotification`).
        /// For a synchronous XCTest method only: see `runMainRunLoop(for:)`.
        @available(*, noasync, message: "in a task on the main actor, use `await endEditing(_:)`")
        public func endEditing(_ field: UIView) {
            postEditing(field, Self.endEditingName(of: field))
            Self.runMainRunLoop(for: 0)
        }

        private static func beginEditingName(of field: UIView) -> Notification.Name {
            field is UITextView
                ? UITextView.textDidBeginEditingNotification
                : UITextField.textDidBeginEditingNotification
        }

        private static func endEditingName(of field: UIView) -> Notification.Name {
            field is UITextView
                ? UITextView.textDidEndEditingNotification
                : UITextField.textDidEndEditingNotification
        }

        private func postEditing(_ field: UIView, _ name: Notification.Name) {
            notificationCenter.post(name: name, object: field)
        }

        /// Waits a while — at least a display frame — with the main actor free, so that work
        /// queued on the main queue or the main actor (a component measures after a layout pass
        /// there) is done, and the main run loop turns: for a Swift Testing test and an `async`
        /// XCTest method. A cancelled task stops waiting at once.
        ///
        /// - Parameter seconds: How long; 0 for a display frame.
        public static func runMainRunLoop(for seconds: Double) async {
            let duration = max(seconds.isFinite ? seconds : 0, displayFrame)
            // A suspension returns the main thread to its run loop: it runs the main queue's
            // blocks and its layout passes, which a nested run of the loop would not.
            await Task.yield()
            try? await Task.sleep(nanoseconds: UInt64(min(duration, 86_400) * 1_000_000_000))
        }

        /// Runs the main run loop for a while — at least a display frame, so that work queued on
        /// the main queue (a component measures after a layout pass there) is done. Call it from a
        /// synchronous XCTest method on the main thread, and nowhere else.
        ///
        /// Inside a task on the main actor — a Swift Testing test on the main actor, synchronous or
        /// not, and an `async` XCTest method — the test itself is the main actor's current job: a
        /// nested run of the main run loop from there cannot run the jobs queued on the main actor
        /// meanwhile, nor dependably the main queue's blocks (why XCTest marks its `wait(for:)`
        /// `noasync`). There, make the test `async` and call this with `await`, and the `async`
        /// `post(_:)`, `beginEditing(_:)` and `endEditing(_:)`: they suspend, and the main actor
        /// runs what is queued.
        ///
        /// - Parameter seconds: How long; 0 for a display frame.
        @available(
            *, noasync, message: "in a task on the main actor, use `await runMainRunLoop(for:)`"
        )
        public static func runMainRunLoop(for seconds: Double) {
            let deadline = Date(
                timeIntervalSinceNow: max(seconds.isFinite ? seconds : 0, displayFrame))
            while Date() < deadline {
                let stepEnd = min(deadline, Date(timeIntervalSinceNow: displayFrame))
                // `false`: the mode has no source to wait on, and the run returned at once —
                // sleep the step out rather than spin.
                if !RunLoop.main.run(mode: .default, before: stepEnd) {
                    Thread.sleep(until: stepEnd)
                }
            }
        }

        /// One display frame at 60 Hz: the least a turn runs.
        private static let displayFrame = 1.0 / 60
    }
#endif
