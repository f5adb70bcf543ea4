#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceRecording
    import KeyboardAvoidanceScenario
    import KeyboardAvoidanceTesting
    import UIKit

    // The code of the article "Testing your screens" (KeyboardAvoidanceTesting's catalog), without
    // its test frameworks' parts: compiled here so that the article's snippets keep compiling, and
    // run by `ScenarioChecks` for every scenario the simulator shows. `async`, as a test on the
    // main actor must wait: a Swift Testing test or an `async` XCTest method calls them alike.

    /// The sign-in screen in one scenario: the password field and the Sign in button show, 12 pt
    /// above any keyboard — this app avoids floating keyboards too.
    @MainActor
    func signInStaysAboveTheKeyboard(_ scenario: KeyboardScenario, in scene: UIWindowScene? = nil)
        async throws
    {
        let center = NotificationCenter()
        let screen = LoginViewController(notificationCenter: center)
        let window = try await show(screen, in: scenario, scene: scene)
        defer { window.isHidden = true }
        let keyboard = KeyboardPoster(notificationCenter: center, window: window)

        await keyboard.beginEditing(screen.passwordField)
        try await keyboard.post(.show(scenario))
        try keyboard.requireVisible(screen.passwordField, margin: 12)
        try keyboard.requireVisible(screen.signInButton, margin: 12)
        try await keyboard.post(.hide(scenario))
        try keyboard.requireVisible(screen.signInButton)
    }

    /// The scrolling form in one scenario: every field, focused in turn with the keyboard up,
    /// shows 8 pt above it.
    @MainActor
    func everyFieldOfTheFormShows(_ scenario: KeyboardScenario, in scene: UIWindowScene? = nil)
        async throws
    {
        let center = NotificationCenter()
        let form = ScrollingFormViewController(notificationCenter: center)
        let window = try await show(form, in: scenario, scene: scene)
        defer { window.isHidden = true }
        let keyboard = KeyboardPoster(notificationCenter: center, window: window)

        try await keyboard.post(.show(scenario))
        for field in form.fields {
            await keyboard.beginEditing(field)
            try keyboard.requireVisible(field, margin: 8)
            await keyboard.endEditing(field)
        }
    }

    /// The chat in one scenario: the composer rides a docked keyboard — a floating one covers what
    /// it covers, as UIKit's own keyboard layout guide lets it — and comes down with a drag.
    @MainActor
    func composerRidesTheKeyboard(_ scenario: KeyboardScenario, in scene: UIWindowScene? = nil)
        async throws
    {
        let center = NotificationCenter()
        let chat = ChatViewController(notificationCenter: center)
        let window = try await show(chat, in: scenario, scene: scene)
        defer { window.isHidden = true }
        let keyboard = KeyboardPoster(notificationCenter: center, window: window)

        try await keyboard.post(.show(scenario))
        guard scenario.keyboard.isDocked else { return }
        try keyboard.requireVisible(chat.composer)
        try await keyboard.post(.drag(scenario, ending: .dismissal))
        try keyboard.requireVisible(chat.composer)
    }

    /// A window for a screen in a scenario: the screen itself, or presented as a form sheet.
    @MainActor
    func show(_ screen: UIViewController, in scenario: KeyboardScenario, scene: UIWindowScene?)
        async throws -> UIWindow
    {
        guard scenario.presentation == .formSheet else {
            return try scenario.makeWindow(rootViewController: screen, in: scene)
        }
        let presenter = UIViewController()
        let window = try scenario.makeWindow(rootViewController: presenter, in: scene)
        screen.modalPresentationStyle = .formSheet
        presenter.present(screen, animated: false)
        await KeyboardPoster.runMainRunLoop(for: 0)
        return window
    }

    /// On a device: records what the sign-in screen's watcher takes, as a scenario file.
    @MainActor
    func recordTheSignInSession(_ screen: LoginViewController, to url: URL) throws {
        // When the screen appears (a debug build, a screen of your choice):
        screen.keyboardWatcher?.startRecording()
        // … use the screen: focus the fields, rotate, drag the keyboard away …
        // When it disappears:
        if let scenario = screen.keyboardWatcher?.stopRecording() {
            try Data(scenario.formattedJSON.utf8).write(to: url)
        }
    }

    /// In a test: the recorded session planned by the engine — a decision per event, as
    /// `keyboard-avoidance plan` prints them — and the field visible after each.
    func recordedSessionKeepsTheFieldVisible(_ recording: Data) throws -> Bool {
        let scenario = try Scenario(jsonData: recording)
        return scenario.plan().allSatisfy { $0.targetVisible != false }
    }

    /// In a test: the recorded session's keyboard notifications posted again, to a screen the
    /// test shows on the simulator of the device it was recorded on.
    @MainActor
    func replayTheRecordedKeyboard(_ recording: Data, with keyboard: KeyboardPoster) async throws {
        let recorded = try Scenario(jsonData: recording)
        let notifications = recorded.events.compactMap { event -> KeyboardNotificationValue? in
            guard case .keyboard(let notification, _) = event.input else { return nil }
            return KeyboardNotificationValue(notification)
        }
        try await keyboard.post(KeyboardSequence(notifications, name: "the recorded session"))
    }
#endif
