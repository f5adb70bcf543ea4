#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A scene-based app: the one line where the scene delegate makes its window. Each scene
    /// (several on iPad, Stage Manager, an external display) has its own window and its own
    /// object, and only the window that holds the first responder acts.
    @MainActor
    public final class AutomaticAvoidanceSceneDelegate: UIResponder, UIWindowSceneDelegate {
        /// The scene's window.
        public var window: UIWindow?
        private var keyboardAvoidance: AutomaticKeyboardAvoidance?

        /// Makes the window, and the window's avoidance with it.
        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(
                rootViewController: AutomaticAvoidanceMenuViewController())
            // The one line: every screen of this window keeps the field being edited in view.
            keyboardAvoidance = AutomaticKeyboardAvoidance(window: window)
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    /// An app without scenes: the one line where the app delegate makes its window, with the
    /// options an IQKeyboardManager user sets.
    @MainActor
    public final class AutomaticAvoidanceAppDelegate: UIResponder, UIApplicationDelegate {
        /// The app's window.
        public var window: UIWindow?
        private var keyboardAvoidance: AutomaticKeyboardAvoidance?

        /// Makes the window, and the window's avoidance with it.
        public func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow()
            window.rootViewController = UINavigationController(
                rootViewController: AutomaticAvoidanceMenuViewController())
            let avoidance = AutomaticKeyboardAvoidance(window: window)
            avoidance.margin = 12  // keyboardDistanceFromTextField
            avoidance.showsToolbar = true  // enableAutoToolbar
            avoidance.dismissesKeyboardOnTapOutside = true  // shouldResignOnTouchOutside
            // disabledDistanceHandlingClasses. (The chat screen is handled already by its riding
            // bar's own component, and would get the toolbar and tap to dismiss; excluded, it gets
            // neither.)
            avoidance.excludedViewControllerClasses = [ChatExampleViewController.self]
            // No IQKeyboardManager setting: an iPad's floating keyboard is avoided too, and an
            // undocking's hide gives nothing back.
            avoidance.floatingKeyboard = .avoid
            avoidance.fieldNavigatorSetup = { navigator in
                navigator.toolbarTintColor = .systemIndigo
                navigator.wraps = true
            }
            keyboardAvoidance = avoidance
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    /// An app that had IQKeyboardManager on for a few screens only
    /// (`enabledDistanceHandlingClasses`): the one line for those screens alone, and a screen
    /// that asks for itself (``AutomaticScreenChoiceViewController``, a
    /// ``KeyboardAvoidanceScreen``) avoided or left alone whatever the list says.
    @MainActor
    public final class AutomaticAvoidanceFewScreensAppDelegate: UIResponder,
        UIApplicationDelegate
    {
        /// The app's window.
        public var window: UIWindow?
        private var keyboardAvoidance: AutomaticKeyboardAvoidance?

        /// Makes the window, and the window's avoidance for the listed screens.
        public func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow()
            window.rootViewController = UINavigationController(
                rootViewController: AutomaticAvoidanceMenuViewController())
            let avoidance = AutomaticKeyboardAvoidance(window: window)
            // enabledDistanceHandlingClasses: only these screens are avoided (their children
            // too); the login screen, say, is not.
            avoidance.includedViewControllerClasses = [
                AutomaticLongFormViewController.self, AutomaticTableFormViewController.self,
            ]
            keyboardAvoidance = avoidance
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    /// An app extension's root (a share extension, say): its view controller owns its window's
    /// object, made once the view is in a window. No `UIApplication.shared` is used.
    @MainActor
    public final class AutomaticAvoidanceExtensionRootViewController: UIViewController {
        private var keyboardAvoidance: AutomaticKeyboardAvoidance?
        private let commentField = ExampleViews.textField(placeholder: "Add a comment")

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            commentField.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(commentField)
            NSLayoutConstraint.activate([
                commentField.leadingAnchor.constraint(
                    equalTo: view.layoutMarginsGuide.leadingAnchor),
                commentField.trailingAnchor.constraint(
                    equalTo: view.layoutMarginsGuide.trailingAnchor),
                commentField.bottomAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            ])
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if keyboardAvoidance == nil, let window = view.window {
                keyboardAvoidance = AutomaticKeyboardAvoidance(window: window)
            }
        }
    }
#endif
