#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceScenario
    import UIKit

    /// Records what a component hands its session as a scenario that `keyboard-avoidance plan`
    /// replays. Set it as the component's `sessionObserver`, or call `startRecording()`.
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

        /// Starts recording `session` from where it is now: the file opens with the state in
        /// effect (`ScenarioRecording.init(session:)`).
        public init(session: AvoidanceSession) {
            recording = ScenarioRecording(session: session)
        }

        /// The scenario so far; `nil` until the session has measured anything.
        public var scenario: Scenario? { recording.scenario }

        /// Copies an off-main notification's userInfo on its posting thread, as delivered.
        package var userInfoCopier: @Sendable ([AnyHashable: Any]?) -> any SendableUserInfo {
            { UserInfoCopy($0) }
        }

        /// Records `input`: a keyboard notification with its userInfo as delivered, and its
        /// snapshot if any.
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

    /// A component that can record its keyboard session: the components and the guide.
    @MainActor
    public protocol KeyboardSessionRecordable: AnyObject {
        /// The session, once the component has one.
        var session: AvoidanceSession? { get }
        /// Sees every input before the session takes it.
        var sessionObserver: (any AvoidanceSessionObserver)? { get set }
    }

    extension KeyboardSessionRecordable {
        /// Starts recording the session from its current state (keyboard up, a drag in progress):
        /// sets `sessionObserver` to a ``SessionRecorder``. Does nothing before there is a session.
        public func startRecording() {
            guard let session else { return }
            sessionObserver = SessionRecorder(session: session)
        }

        /// Stops recording and returns the scenario (`nil` if nothing was recorded); write its
        /// `formattedJSON` to a file for `keyboard-avoidance plan`.
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
