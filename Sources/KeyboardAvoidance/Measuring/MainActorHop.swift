#if canImport(UIKit) && os(iOS)
    import Foundation

    /// Where code on any thread (a `deinit`, a notification from an app's own center) reaches
    /// the main actor: at once on the main thread (inside UIKit's animation block), else on the
    /// main queue's next turn. The work captures what it needs, not the object going away.
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
