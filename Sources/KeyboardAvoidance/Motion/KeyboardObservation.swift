#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A subscription to a ``KeyboardObserver``: cancelled when released or by ``cancel()``.
    @MainActor
    public final class KeyboardObservation {
        private var onCancel: (@MainActor @Sendable () -> Void)?

        init(onCancel: @escaping @MainActor @Sendable () -> Void) {
            self.onCancel = onCancel
        }

        /// Stops the observation.
        public func cancel() {
            onCancel?()
            onCancel = nil
        }

        deinit {
            let onCancel = onCancel
            MainActorHop.run { onCancel?() }
        }
    }
#endif
