#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCatalogue
    import KeyboardAvoidanceCore
    import UIKit

    extension KeyboardScenario {
        /// A window to show a screen under test in, at this scenario's window frame: the screen
        /// for a full-screen app or a form sheet (present the sheet yourself), a window of its own
        /// in Stage Manager, Slide Over and Split View. Shown, and laid out.
        ///
        /// - Parameters:
        ///   - rootViewController: The screen under test.
        ///   - scene: The window scene of a test hosted by an app
        ///     (`UIApplication.shared.connectedScenes.first as? UIWindowScene`); `nil` for a test
        ///     without a host app, whose window has no scene.
        /// - Throws: ``KeyboardTestingError/screenDoesNotFit(scenario:screen:)`` when the screen
        ///   is not this scenario's: run the test on that device's simulator.
        @MainActor
        public func makeWindow(
            rootViewController: UIViewController, in scene: UIWindowScene? = nil
        ) throws -> UIWindow {
            let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: self.window)
            let size = (window.windowScene?.screen ?? window.screen).bounds.size
            guard
                abs(screen.width - size.width) <= 0.5 && abs(screen.height - size.height) <= 0.5
            else {
                throw KeyboardTestingError.screenDoesNotFit(scenario: name, screen: size)
            }
            window.frame = self.window
            window.rootViewController = rootViewController
            window.isHidden = false
            window.layoutIfNeeded()
            return window
        }

        /// The scenarios of the catalogue that the screen a test runs on shows
        /// (``KeyboardScenario/all(fittingScreen:)``): what a parameterised test iterates.
        ///
        /// - Parameter scene: The window scene of a test hosted by an app; `nil` for a test
        ///   without a host app, whose windows are on the device's own screen.
        @MainActor
        public static func all(fittingScreenOf scene: UIWindowScene?) -> [KeyboardScenario] {
            let screen = scene?.screen ?? UIWindow(frame: .zero).screen
            return all(fittingScreen: screen.bounds.size)
        }
    }
#endif
