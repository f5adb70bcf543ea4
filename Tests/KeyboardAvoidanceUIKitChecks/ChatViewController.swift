#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A chat, the article's third example: messages above a composer that rides the keyboard
    /// (``KeyboardRidingBar``) and comes down with it when the user drags the messages.
    @MainActor
    final class ChatViewController: ScreenViewController {
        let messages = UIScrollView()
        let composer = UIView()
        let messageField = UITextField()
        var ridingBar: KeyboardRidingBar?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            messages.keyboardDismissMode = .interactive
            messages.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(messages)
            composer.backgroundColor = .secondarySystemBackground
            view.addSubview(composer)
            messageField.placeholder = "Message"
            messageField.translatesAutoresizingMaskIntoConstraints = false
            composer.addSubview(messageField)
            NSLayoutConstraint.activate([
                messages.topAnchor.constraint(equalTo: view.topAnchor),
                messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                messages.bottomAnchor.constraint(equalTo: composer.topAnchor),
                composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                composer.heightAnchor.constraint(equalToConstant: 52),
                messageField.leadingAnchor.constraint(
                    equalTo: composer.layoutMarginsGuide.leadingAnchor),
                messageField.trailingAnchor.constraint(
                    equalTo: composer.layoutMarginsGuide.trailingAnchor),
                messageField.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
            ])
            // The bar's bottom sits on the keyboard, or on the safe area without one.
            ridingBar = KeyboardRidingBar(
                bar: composer, in: view, notificationCenter: notificationCenter)
        }
    }
#endif
