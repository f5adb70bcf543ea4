#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceTesting
    import UIKit

    /// A check that did not hold: what was expected, in a sentence. A plain `Error`, so that the
    /// XCTest wrapper (and any other runner) reports it as it is.
    public struct CheckFailure: Error, CustomStringConvertible {
        /// What was expected and what was found.
        public var description: String
    }

    /// Throws a ``CheckFailure`` unless `condition` holds.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        guard condition else { throw CheckFailure(description: message()) }
    }

    /// Throws unless two lengths agree within half a point.
    func expectClose(
        _ value: CGFloat?, _ expected: CGFloat, _ what: @autoclosure () -> String
    ) throws {
        guard let value, abs(value - expected) <= 0.5 else {
            throw CheckFailure(
                description:
                    "\(what()): \(value.map { "\($0)" } ?? "nothing") instead of \(expected)"
            )
        }
    }

    /// A screen under test in a window of the simulator's screen, its components on a
    /// notification center of their own, and a poster of the keyboard's notifications on it.
    @MainActor
    final class CheckHarness<Root: UIViewController> {
        /// The center the screen's components observe.
        let center = NotificationCenter()
        /// The screen.
        let root: Root
        /// Its window: for a window of its own (Stage Manager, Slide Over, Split View), at its
        /// frame on the screen.
        let window: UIWindow
        /// The keyboard.
        let keyboard: KeyboardPoster
        /// The device, keyboard and presentation the keyboard is posted for.
        let scenario: KeyboardScenario

        /// Shows a screen made on the harness's center.
        ///
        /// - Parameters:
        ///   - scenario: What to post for; by default the docked keyboard of the simulator's
        ///     device, full screen (``thisSimulator``).
        ///   - makeRoot: Makes the screen, its components observing the given center.
        init(
            scenario: KeyboardScenario? = nil,
            _ makeRoot: (NotificationCenter) -> Root
        ) throws {
            let scenario = scenario ?? Self.thisSimulator
            root = makeRoot(center)
            window = try scenario.makeWindow(rootViewController: root)
            keyboard = KeyboardPoster(notificationCenter: center, window: window)
            self.scenario = scenario
            KeyboardPoster.runMainRunLoop(for: 0)
        }

        /// Takes the window off the screen.
        func close() {
            window.isHidden = true
            window.rootViewController = nil
        }

        /// The docked keyboard over a full-screen app on the simulator the checks run on: the
        /// catalogue's scenario for its screen, or one for a device of its size the catalogue
        /// lacks, with the catalogue's estimate of an iPhone's or an iPad's keyboard.
        static var thisSimulator: KeyboardScenario {
            let size = UIWindow(frame: .zero).screen.bounds.size
            let device = KeyboardScenario.Device.matching(screen: size) ?? estimatedDevice(size)
            return KeyboardScenario(
                device: device, orientation: device.orientation(ofScreen: size) ?? .portrait)
        }

        private static func estimatedDevice(_ size: CGSize) -> KeyboardScenario.Device {
            let portrait = CGSize(
                width: min(size.width, size.height), height: max(size.width, size.height))
            let like: KeyboardScenario.Device = portrait.width >= 700 ? .iPadPro11 : .iPhone15
            // Its safe areas, keyboards and iPad modes, on this simulator's screen.
            var device = like
            device.name = "this simulator (\(Int(portrait.width)) × \(Int(portrait.height)))"
            device.portrait = portrait
            device.source = "estimated as the \(like.name)'s"
            return device
        }
    }

    extension CheckHarness where Root == LoginViewController {
        /// The sign-in screen, its password field being edited, the keyboard up: the harness, and
        /// how far the form moved.
        static func signInWithKeyboardUp() throws -> (CheckHarness, moved: CGFloat) {
            let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
            harness.keyboard.beginEditing(harness.root.passwordField)
            try harness.keyboard.post(.show(harness.scenario))
            let moved = harness.root.content.transform.ty
            guard moved < 0 else {
                harness.close()
                throw CheckFailure(description: "the form did not move up for the keyboard")
            }
            return (harness, moved)
        }
    }

    extension CheckHarness where Root == ShortFormViewController {
        /// The short form, its lower field being edited, the keyboard up.
        static func shortFormWithKeyboardUp() throws -> CheckHarness {
            let harness = try CheckHarness { center in
                ShortFormViewController(
                    adjustContentInsetInsteadOfSafeArea: false, notificationCenter: center)
            }
            harness.keyboard.beginEditing(harness.root.lowerField)
            try harness.keyboard.post(.show(harness.scenario))
            return harness
        }
    }

    extension UIView {
        /// The view's frame in another view's coordinates, as it shows.
        func frame(in other: UIView) -> CGRect {
            convert(bounds, to: other)
        }

        /// The hidden subviews: the components' helper views, in these screens.
        var hiddenSubviews: [UIView] { subviews.filter(\.isHidden) }
    }
#endif
