#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceRecording
    import KeyboardAvoidanceTesting
    import UIKit

    /// The article's examples, run for every scenario of the catalogue the simulator's screen
    /// shows: its device in the orientation it is held, every keyboard and every presentation an
    /// iPad has. `async`, as the article's tests are: they wait through the poster's `async` API,
    /// the main actor free (the other checks are the synchronous path's).
    @MainActor
    public enum ScenarioChecks {
        /// The scenarios of this simulator; at least the docked keyboard over a full-screen app
        /// when the catalogue lacks its device.
        static var scenarios: [KeyboardScenario] {
            let fitting = KeyboardScenario.all(fittingScreenOf: nil)
            return fitting.isEmpty ? [CheckHarness<UIViewController>.thisSimulator] : fitting
        }

        /// The sign-in screen in every scenario this simulator shows.
        public static func signInInEveryScenario() async throws {
            for scenario in scenarios {
                try await named(scenario) { try await signInStaysAboveTheKeyboard($0) }
            }
        }

        /// The scrolling form in every scenario this simulator shows.
        public static func scrollingFormInEveryScenario() async throws {
            for scenario in scenarios {
                try await named(scenario) { try await everyFieldOfTheFormShows($0) }
            }
        }

        /// The chat in every scenario this simulator shows.
        public static func chatInEveryScenario() async throws {
            for scenario in scenarios {
                try await named(scenario) { try await composerRidesTheKeyboard($0) }
            }
        }

        /// A session recorded on the simulator, as on a device, replays: planned by the engine,
        /// the field is visible after every event; posted again to a new screen, the field shows.
        public static func recordedSessionReplays() async throws {
            let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
            defer { harness.close() }
            await KeyboardPoster.runMainRunLoop(for: 0)
            let screen = harness.root
            screen.keyboardWatcher?.startRecording()
            await harness.keyboard.beginEditing(screen.passwordField)
            try await harness.keyboard.post(.show(harness.scenario))
            try await harness.keyboard.post(.hide(harness.scenario))
            let scenario = try unwrap(screen.keyboardWatcher?.stopRecording(), "a recording")
            let recording = Data(scenario.formattedJSON.utf8)
            try expect(
                try recordedSessionKeepsTheFieldVisible(recording),
                "the field visible after every event of \(scenario.formattedJSON)")

            let replay = try CheckHarness { LoginViewController(notificationCenter: $0) }
            defer { replay.close() }
            await KeyboardPoster.runMainRunLoop(for: 0)
            await replay.keyboard.beginEditing(replay.root.passwordField)
            try await replayTheRecordedKeyboard(recording, with: replay.keyboard)
            try expect(
                replay.keyboard.keyboardFrame == nil, "no keyboard after the recorded hide")
            try expect(
                replay.root.content.transform == .identity, "the form at rest after the hide")
            try expect(
                replay.keyboard.postedNotifications.count == 8,
                "the recorded show's and hide's eight notifications posted")
        }

        /// Runs a check for a scenario, its failure naming the scenario.
        private static func named(
            _ scenario: KeyboardScenario, _ check: (KeyboardScenario) async throws -> Void
        ) async throws {
            do {
                try await check(scenario)
            } catch {
                throw CheckFailure(description: "\(scenario.name): \(error)")
            }
        }
    }
#endif
