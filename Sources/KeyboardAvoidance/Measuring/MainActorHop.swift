#if canImport(UIKit) && os(iOS)
    import Foundation

    /// Where code that may run on any thread reaches the main actor: every component's `deinit`
    /// — the last reference may be released by a background task — and every notification entry
    /// point, since an app's own `NotificationCenter` may post on any thread.
    ///
    /// On the main thread the work runs at once: a keyboard notification's handler then runs
    /// inside UIKit's animation block, and a released component's views are back at rest before
    /// anything else looks at them. Elsewhere it runs on the main queue's next turn, in order.
    /// Never a trap, and never nothing: the work captures what it needs (a coordinator, a
    /// recognizer), not the object going away.
    package enum MainActorHop {
        /// Runs `work` on the main actor: now on the main thread, else on the main queue.
        package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
            guard Thread.isMainThread else {
                DispatchQueue.main.async { MainActor.assumeIsolated(work) }
                return
            }
            MainActor.assumeIsolated(work)
        }
    }
#endif
