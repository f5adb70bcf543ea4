#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceCatalogue
    import KeyboardAvoidanceCore
    import UIKit

    /// Posts the keyboard's notifications to a `NotificationCenter` as UIKit posts them, and waits
    /// through the keyboard's animation, so that a test can then read its views.
    ///
    /// Give the components under test a center of your own and the poster the same center and
    /// their window; no real keyboard shows. In an `async` test (every Swift Testing test) `await`
    /// it; the synchronous `post(_:)`, `beginEditing(_:)` and `endEditing(_:)` are for a
    /// synchronous XCTest method only:
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
    /// Use the scenarios of the simulator's screen (``KeyboardScenario/all(fittingScreenOf:)``);
    /// others throw ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)``. Don't make a
    /// field first responder (the simulator's keyboard would come up): set `targetView` or call
    /// `beginEditing(_:)`, and check the field itself. What is posted, and why a test must
    /// `await`: <doc:TestingYourScreens>.
    @MainActor
    public final class KeyboardPoster {
        /// The center the notifications are posted to.
        public let notificationCenter: NotificationCenter
        /// The window the keyboard is posted for; its screen is the notifications' object.
        public let window: UIWindow
        /// The keyboard's screen frame after what was posted (spec §2); `nil` when none is up.
        public var keyboardFrame: CGRect?
        /// Every notification posted, in order.
        public private(set) var postedNotifications: [Notification] = []

        /// Makes a poster for the components observing `notificationCenter` in `window`.
        public init(notificationCenter: NotificationCenter, window: UIWindow) {
            self.notificationCenter = notificationCenter
            self.window = window
        }

        /// The window's screen: its scene's, or its own without a scene (no host app).
        public var screen: UIScreen { window.windowScene?.screen ?? window.screen }

        /// The catalogue's scenarios for this screen (``KeyboardScenario/all(fittingScreen:)``).
        public var fittingScenarios: [KeyboardScenario] {
            KeyboardScenario.all(fittingScreen: screen.bounds.size)
        }

        /// Posts a sequence as iOS would, batch by batch, waiting through each animation while the
        /// main actor runs what is queued (``KeyboardSequence/batches``).
        ///
        /// - Throws: ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)`` when the sequence
        ///   is for another screen; `CancellationError` when the task is cancelled between batches.
        public func post(_ sequence: KeyboardSequence) async throws {
            try requireFitting(sequence)
            for batch in sequence.batches {
                try Task.checkCancellation()
                post(batch)
                await Self.runMainRunLoop(for: batch.runTime)
            }
        }

        /// The synchronous `post(_:)`, for a synchronous XCTest method only: runs the main run
        /// loop through each animation.
        ///
        /// - Throws: ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)`` when the sequence
        ///   is for another screen.
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

        /// Tells components made after the keyboard was posted that it is up: posts a
        /// `DidChangeFrame` with ``keyboardFrame``, then runs one turn. Nothing when none is up.
        /// (A posted keyboard shows in no keyboard layout guide, where a new component would look.)
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

        /// Posts `textDidBeginEditingNotification` for `field`, without making it first responder,
        /// then waits a display frame: the components on this center take it as the edited field.
        public func beginEditing(_ field: UIView) async {
            postEditing(field, Self.beginEditingName(of: field))
            await Self.runMainRunLoop(for: 0)
        }

        /// The synchronous `beginEditing(_:)`, for a synchronous XCTest method only.
        @available(*, noasync, message: "in a task on the main actor, use `await beginEditing(_:)`")
        public func beginEditing(_ field: UIView) {
            postEditing(field, Self.beginEditingName(of: field))
            Self.runMainRunLoop(for: 0)
        }

        /// Posts `textDidEndEditingNotification` for `field`, then waits a display frame.
        public func endEditing(_ field: UIView) async {
            postEditing(field, Self.endEditingName(of: field))
            await Self.runMainRunLoop(for: 0)
        }

        /// The synchronous `endEditing(_:)`, for a synchronous XCTest method only.
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

        /// Waits at least a display frame with the main actor free, so that queued main-actor and
        /// main-queue work (a component measuring after layout) runs. Returns early if cancelled.
        ///
        /// - Parameter seconds: How long; 0 for a display frame.
        public static func runMainRunLoop(for seconds: Double) async {
            let duration = max(seconds.isFinite ? seconds : 0, displayFrame)
            // A suspension returns the main thread to its run loop: it runs the main queue's
            // blocks and its layout passes, which a nested run of the loop would not.
            await Task.yield()
            try? await Task.sleep(nanoseconds: UInt64(min(duration, 86_400) * 1_000_000_000))
        }

        /// Runs the main run loop for at least a display frame. Call it from a synchronous XCTest
        /// method only: inside a main-actor task a nested run cannot run the main actor's queued
        /// jobs (<doc:TestingYourScreens>, "Waiting").
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
