#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Watches what a component hands its `AvoidanceSession`: every input,
    /// just before the session takes it. `KeyboardAvoidanceRecording` records a session this way;
    /// a debugging overlay or a log can too.
    @MainActor
    public protocol AvoidanceSessionObserver: AnyObject {
        /// Called before `session` takes `input`.
        ///
        /// - Parameters:
        ///   - session: The session as it is before the input.
        ///   - input: What the component hands over.
        ///   - notification: For a keyboard input, the notification it was read from: its name,
        ///     its screen (`object`) and its userInfo as delivered — for one posted off the main
        ///     thread (an app's own notification center), the userInfo is `nil` unless the
        ///     observer is `KeyboardAvoidanceRecording`'s recorder, which has it copied on the
        ///     posting thread. `nil` otherwise, and for the keyboard a component finds already up.
        func session(
            _ session: AvoidanceSession, willTake input: AvoiderEvent, notification: Notification?)
    }
#endif
