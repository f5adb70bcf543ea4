#if canImport(UIKit) && os(iOS)
    import Foundation

    /// A Boolean read and written from any thread: what a notification's entry point, which runs
    /// on whatever thread posted it, asks of a main-actor object.
    package final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = false

        package init() {}

        /// The flag's value.
        package var value: Bool {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
#endif
