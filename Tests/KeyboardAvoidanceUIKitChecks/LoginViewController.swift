#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A sign-in screen as an app writes one, the article's first example: a content view that
    /// moves up (``KeepViewAboveKeyboard``) so that the field being edited and the Sign in button
    /// stay 12 pt above the keyboard. The components observe the center the app passes: the
    /// default one in the app, one of the test's own in a test.
    @MainActor
    final class LoginViewController: UIViewController {
        let notificationCenter: NotificationCenter
        let content = UIView()
        let emailField = UITextField()
        let passwordField = UITextField()
        let signInButton = UIButton(type: .system)
        var keyboardWatcher: KeepViewAboveKeyboard?

        init(notificationCenter: NotificationCenter = .default) {
            self.notificationCenter = notificationCenter
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            emailField.placeholder = "Email"
            passwordField.placeholder = "Password"
            passwordField.isSecureTextEntry = true
            signInButton.setTitle("Sign in", for: .normal)
            let stack = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(stack)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.topAnchor),
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                // Low on the screen, where the keyboard comes: pinned to the safe area of the view
                // that does not move.
                stack.bottomAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
                emailField.heightAnchor.constraint(equalToConstant: 44),
                passwordField.heightAnchor.constraint(equalToConstant: 44),
                signInButton.heightAnchor.constraint(equalToConstant: 44),
            ])
            keyboardWatcher = makeKeyboardWatcher()
        }

        /// The watcher this screen keeps: the field being edited and the Sign in button, 12 pt
        /// above the keyboard.
        func makeKeyboardWatcher() -> KeepViewAboveKeyboard {
            let watcher = KeepViewAboveKeyboard(
                view: content, notificationCenter: notificationCenter)
            watcher.margin = 12
            watcher.revealViews = [signInButton]
            return watcher
        }
    }
#endif
