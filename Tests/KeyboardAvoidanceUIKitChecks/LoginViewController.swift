#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A sign-in screen as an app writes one, the article's first example: a content view that
    /// moves up (``KeepViewAboveKeyboard``) so that the field being edited and the Sign in button
    /// stay 12 pt above the keyboard.
    @MainActor
    final class LoginViewController: ScreenViewController {
        let content = UIView()
        let emailField = UITextField()
        let passwordField = UITextField()
        let signInButton = UIButton(type: .system)
        var keyboardWatcher: KeepViewAboveKeyboard?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            content.frame = view.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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
        /// above the keyboard, floating keyboards included (this app's decision: the library's
        /// default ignores them).
        func makeKeyboardWatcher() -> KeepViewAboveKeyboard {
            let watcher = KeepViewAboveKeyboard(
                view: content, notificationCenter: notificationCenter)
            watcher.margin = 12
            watcher.revealViews = [signInButton]
            watcher.floatingKeyboard = .avoid
            return watcher
        }
    }
#endif
