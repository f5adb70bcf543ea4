#if canImport(UIKit) && os(iOS)
    import Foundation

    /// A value read and changed from any thread under a lock: what a nonisolated cache keeps.
    final class LockedValue<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value

        init(_ value: Value) { stored = value }

        /// Runs `body` with the value, under the lock.
        func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
            lock.withLock { body(&stored) }
        }
    }
#endif
