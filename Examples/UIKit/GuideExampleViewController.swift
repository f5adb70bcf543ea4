#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// The `guide` strategy: a message bar that sits on the keyboard, pinned to a
    /// ``KeyboardAvoidanceGuide``.
    @MainActor
    public final class GuideExampleViewController: UIViewController {
        private var keyboardGuide: KeyboardAvoidanceGuide?
        private let messageField = ExampleViews.textField(placeholder: "Message")

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let keyboardGuide = KeyboardAvoidanceGuide(in: view)
            self.keyboardGuide = keyboardGuide
            let bar = UIView()
            bar.backgroundColor = .secondarySystemBackground
            bar.translatesAutoresizingMaskIntoConstraints = false
            messageField.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            bar.addSubview(messageField)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: keyboardGuide.topAnchor),
                messageField.leadingAnchor.constraint(
                    equalTo: bar.layoutMarginsGuide.leadingAnchor),
                messageField.trailingAnchor.constraint(
                    equalTo: bar.layoutMarginsGuide.trailingAnchor),
                messageField.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
                messageField.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            ])
            // An iPad's floating keyboard can sit over the bar: follow it too.
            keyboardGuide.floatingKeyboard = .avoid
        }
    }
#endif
