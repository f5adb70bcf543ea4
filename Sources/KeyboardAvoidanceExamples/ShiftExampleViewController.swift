#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// The `shift` strategy: a sign-in form whose whole view moves up just enough to keep the
    /// field being edited above the keyboard.
    @MainActor
    public final class ShiftExampleViewController: UIViewController {
        private var keyboardWatcher: KeepViewAboveKeyboard?
        private let emailField = ExampleViews.textField(placeholder: "Email")
        private let passwordField = ExampleViews.textField(placeholder: "Password")

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView(arrangedSubviews: [emailField, passwordField])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                stack.bottomAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            ])
            // The target follows the field being edited; the margin keeps 12 pt above the keyboard.
            let watcher = KeepViewAboveKeyboard(view: view)
            watcher.margin = 12
            watcher.completionBlock = { finished in
                if finished { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
            }
            keyboardWatcher = watcher
        }
    }

    /// Small helpers shared by the examples.
    @MainActor
    enum ExampleViews {
        static func textField(placeholder: String) -> UITextField {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            return field
        }
    }
#endif
