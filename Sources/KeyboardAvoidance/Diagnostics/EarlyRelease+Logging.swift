#if canImport(UIKit) && os(iOS)
    import Foundation
    import KeyboardAvoidanceCore
    import os

    extension EarlyRelease {
        /// In a debug build, logs an error (subsystem "KeyboardAvoidance", category "Lifetime")
        /// if `component` is released within the main-queue turn it was made in. Call it once
        /// from a component's initializer, after `super.init()`.
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
