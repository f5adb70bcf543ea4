#if canImport(UIKit) && os(iOS)
    import Foundation
    import KeyboardAvoidanceCore
    import os

    extension EarlyRelease {
        /// In a debug build, logs one line if `component` is released within the turn of the
        /// main queue it was made in — "KeyboardAvoidance: FieldNavigator released right after
        /// it was made: keep it in a property" — through `os.Logger` (subsystem
        /// "KeyboardAvoidance", category "Lifetime", level error: Xcode's console shows it).
        /// Nothing in a release build.
        ///
        /// Call it once from a component's initializer, after `super.init()`:
        ///
        /// ```swift
        /// EarlyRelease.watch(self)
        /// ```
        ///
        /// It holds the component weakly, and checks on the main queue's next turn: a
        /// component kept in a property by then is never mentioned again.
        package static func watch(_ component: some AnyObject & Sendable) {
            #if DEBUG
                watch(
                    component, schedule: { DispatchQueue.main.async(execute: $0) },
                    report: { logger.error("\($0, privacy: .public)") })
            #endif
        }

        #if DEBUG
            /// The log of the components' lifetimes, in debug builds.
            private static let logger = Logger(subsystem: "KeyboardAvoidance", category: "Lifetime")
        #endif
    }
#endif
