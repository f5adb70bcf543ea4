#if canImport(UIKit) && os(iOS)
    import Foundation
    import KeyboardAvoidance
    import KeyboardAvoidanceTesting
    import UIKit

    /// The poster's `async` path, as a Swift Testing test or an `async` XCTest method takes it: the
    /// test runs as a task on the main actor, where only a suspension lets the main queue run.
    @MainActor
    public enum AsyncChecks {
        /// A block queued on the main queue before the wait has run after it — what a component
        /// queues there (its measure after a layout pass) — and the sign-in form, its password
        /// field being edited, has moved up for the posted keyboard by the time `post` returns.
        public static func mainQueueWorkRunsWhileAnAsyncTestWaits() async throws {
            let ran = Flag()
            DispatchQueue.main.async { ran.set() }
            await KeyboardPoster.runMainRunLoop(for: 0)
            try expect(ran.isSet, "a main-queue block run during `await runMainRunLoop(for: 0)`")

            let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
            defer { harness.close() }
            await KeyboardPoster.runMainRunLoop(for: 0)
            await harness.keyboard.beginEditing(harness.root.passwordField)
            try await harness.keyboard.post(.show(harness.scenario))
            try expect(
                harness.root.content.transform.ty < 0, "the form moved up for the keyboard")
            try harness.keyboard.requireVisible(harness.root.passwordField, margin: 12)
            try await harness.keyboard.post(.hide(harness.scenario))
            try expect(
                harness.root.content.transform == .identity, "the form at rest after the hide")
        }
    }

    /// A flag set from a main-queue block: `Sendable` through its lock.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return value
        }

        func set() {
            lock.lock()
            defer { lock.unlock() }
            value = true
        }
    }
#endif
