#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceScenario
    import UIKit

    /// Records what a component hands its session as a scenario file that
    /// `keyboard-avoidance plan` replays: set it as the component's `sessionObserver`, or call
    /// `startRecording()`.
    ///
    /// ```swift
    /// import KeyboardAvoidanceRecording
    ///
    /// keyboardWatcher.startRecording()
    /// // … use the screen …
    /// if let scenario = keyboardWatcher.stopRecording() {
    ///     try Data(scenario.formattedJSON.utf8).write(to: url)
    /// }
    /// ```
    @MainActor
    public final class SessionRecorder: UserInfoRecordingObserver {
        /// The recording so far.
        public private(set) var recording: ScenarioRecording

        /// Starts recording a session from where it is now: a session already under way opens the
        /// file with the state in effect (`ScenarioRecording.init(session:)`), so that the replay
        /// goes on from there as the session did.
        public init(session: AvoidanceSession) {
            recording = ScenarioRecording(session: session)
        }

        /// The scenario so far; `nil` until the session has measured anything.
        public var scenario: Scenario? { recording.scenario }

        /// Copies the userInfo of a notification posted off the main thread, on that thread, so
        /// that it is recorded as delivered.
        package var userInfoCopier: @Sendable ([AnyHashable: Any]?) -> any SendableUserInfo {
            { UserInfoCopy($0) }
        }

        /// Records the input as the session takes it: a keyboard notification with its userInfo as
        /// delivered, and the snapshot handed over with it.
        public func session(
            _ session: AvoidanceSession, willTake input: AvoiderEvent, notification: Notification?
        ) {
            if input.keyboardEvent != nil, let notification {
                var measured: ContainerSnapshot?
                if case .measuredKeyboard(_, let snapshot) = input { measured = snapshot }
                recording.recordNotification(
                    name: notification.name.rawValue, userInfo: notification.userInfo,
                    measured: measured)
            } else {
                recording.record(input)
            }
        }
    }

    /// What records its keyboard session: the components and the guide, which each drive one
    /// session and show it to one observer.
    @MainActor
    public protocol KeyboardSessionRecordable: AnyObject {
        /// The session, once the component has one.
        var session: AvoidanceSession? { get }
        /// Sees every input before the session takes it.
        var sessionObserver: (any AvoidanceSessionObserver)? { get set }
    }

    extension KeyboardSessionRecordable {
        /// Starts recording the keyboard session as a scenario file's contents, from where it is
        /// now: the keyboard up, the field scrolled away, a drag in progress are the state the
        /// file opens with, and every later input replays as the session took it.
        public func startRecording() {
            guard let session else { return }
            sessionObserver = SessionRecorder(session: session)
        }

        /// Stops recording and returns the scenario: its `formattedJSON` is a file that
        /// `keyboard-avoidance plan` replays.
        public func stopRecording() -> Scenario? {
            defer { sessionObserver = nil }
            return (sessionObserver as? SessionRecorder)?.scenario
        }
    }

    extension UserInfoCopy: SendableUserInfo {}

    extension KeyboardAvoidanceComponent: KeyboardSessionRecordable {}

    extension KeyboardAvoidanceGuide: KeyboardSessionRecordable {}

    extension KeyboardAvoidanceViewController {

    }
#endif
