#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceRecording
    import UIKit

    /// Recording a device's keyboard session for `keyboard-avoidance plan`, a test fixture or a
    /// bug report: start, use the screen, stop, and write the scenario.
    @MainActor
    public enum RecordingExample {
        /// Starts recording what `watcher` lives through.
        public static func start(_ watcher: KeepViewAboveKeyboard) {
            watcher.startRecording()
        }

        /// Stops recording and writes the scenario into the documents directory.
        @discardableResult
        public static func stop(_ watcher: KeepViewAboveKeyboard) throws -> URL? {
            guard let scenario = watcher.stopRecording(),
                let directory = FileManager.default.urls(
                    for: .documentDirectory, in: .userDomainMask
                ).first
            else { return nil }
            let url = directory.appendingPathComponent("keyboard-session.json")
            try Data(scenario.formattedJSON.utf8).write(to: url)
            return url
        }
    }
#endif
