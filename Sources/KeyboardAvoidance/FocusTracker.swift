#if canImport(UIKit)
    import UIKit

    /// Follows the first responder inside a container: a text field or text view that begins
    /// editing becomes the target; a text view that changes its text calls back so that the caret
    /// stays visible while it grows. Selection changes have no notification: an app whose text
    /// view delegate sees them calls the component's `targetDidChange()`.
    @MainActor
    final class FocusTracker: NSObject {
        private weak var container: UIView?
        private let onFocus: (UIView) -> Void
        private let onTextChange: (UITextView) -> Void

        init(
            container: UIView, notificationCenter: NotificationCenter,
            onFocus: @escaping (UIView) -> Void,
            onTextChange: @escaping (UITextView) -> Void
        ) {
            self.container = container
            self.onFocus = onFocus
            self.onTextChange = onTextChange
            super.init()
            notificationCenter.addObserver(
                self, selector: #selector(didBeginEditing(_:)),
                name: UITextField.textDidBeginEditingNotification,
                object: nil)
            notificationCenter.addObserver(
                self, selector: #selector(didBeginEditing(_:)),
                name: UITextView.textDidBeginEditingNotification,
                object: nil)
            notificationCenter.addObserver(
                self, selector: #selector(textDidChange(_:)),
                name: UITextView.textDidChangeNotification, object: nil)
        }

        @objc private func didBeginEditing(_ notification: Notification) {
            guard let field = notification.object as? UIView, let container,
                field.isDescendant(of: container)
            else {
                return
            }
            onFocus(field)
        }

        @objc private func textDidChange(_ notification: Notification) {
            guard let textView = notification.object as? UITextView, let container,
                textView.isDescendant(of: container)
            else { return }
            onTextChange(textView)
        }
    }
#endif
