#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCatalogue
    import KeyboardAvoidanceCore
    import UIKit

    extension KeyboardScenario {
        /// A shown, laid-out window at this scenario's window frame, for the screen under test (a
        /// form sheet you present yourself).
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

        /// The catalogue's scenarios for the screen the test runs on
        /// (``KeyboardScenario/all(fittingScreen:)``), for a parameterised test.
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
