#if canImport(UIKit) && os(iOS)
    import UIKit

    /// Reports editing as it begins and ends, anywhere, and text changes of text views inside a
    /// container; `TargetFocus` decides what follows. Selection changes have
    /// no notification: an app whose text view delegate sees them calls the component's
    /// `targetDidChange()`.
    @MainActor
    final class EditingObserver: NSObject {
        enum Change {
            /// A text field or text view began editing, inside the container or not.
            case began(UIView, isInsideContainer: Bool)
            /// A text field or text view ended editing.
            case ended(UIView)
            /// A text view inside the container changed its text: its caret may have moved.
            case textChanged(UITextView)
        }

        /// Whether a field belongs to the container (its surface's answer).
        private let contains: (UIView) -> Bool
        private let onChange: (Change) -> Void

        init(
            notificationCenter: NotificationCenter, contains: @escaping (UIView) -> Bool,
            onChange: @escaping (Change) -> Void
        ) {
            self.contains = contains
            self.onChange = onChange
            super.init()
            let observed: [(Notification.Name, Selector)] = [
                (UITextField.textDidBeginEditingNotification, #selector(didBeginEditing(_:))),
                (UITextView.textDidBeginEditingNotification, #selector(didBeginEditing(_:))),
                (UITextField.textDidEndEditingNotification, #selector(didEndEditing(_:))),
                (UITextView.textDidEndEditingNotification, #selector(didEndEditing(_:))),
                (UITextView.textDidChangeNotification, #selector(textDidChange(_:))),
            ]
            for (name, selector) in observed {
                // Selector-based observation is removed with the observer: nothing to clean up.
                notificationCenter.addObserver(self, selector: selector, name: name, object: nil)
            }
        }

        // The entry points take notifications from whatever thread posted them and handle them
        // on the main actor (at once on the main thread): a main-actor `@objc` method would trap
        // on one posted elsewhere.

        @objc nonisolated private func didBeginEditing(_ notification: Notification) {
            guard let field = notification.object as? UIView else { return }
            MainActorHop.run { [weak self] in
                guard let self else { return }
                onChange(.began(field, isInsideContainer: contains(field)))
            }
        }

        @objc nonisolated private func didEndEditing(_ notification: Notification) {
            guard let field = notification.object as? UIView else { return }
            MainActorHop.run { [weak self] in self?.onChange(.ended(field)) }
        }

        @objc nonisolated private func textDidChange(_ notification: Notification) {
            guard let textView = notification.object as? UITextView else { return }
            MainActorHop.run { [weak self] in
                guard let self, contains(textView) else { return }
                onChange(.textChanged(textView))
            }
        }
    }
#endif
