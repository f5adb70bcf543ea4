#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// The bar a ``FieldNavigator`` puts above the keyboard: previous and next field, and Done.
    ///
    /// Previous and next are `UIBarButtonItem`s with the SF Symbols `chevron.up` and
    /// `chevron.down`, labelled for VoiceOver "Previous field" and "Next field"
    /// (``FieldNavigator/previousFieldLabel`` and ``FieldNavigator/nextFieldLabel`` to translate
    /// them), and disabled at the ends of the order; Done is the system's `.done` item, in the
    /// system's words. UIKit draws and orders them: Dynamic Type's large content viewer, the
    /// VoiceOver order, light and dark appearance (following the field's `keyboardAppearance`
    /// when it sets one). The items mirror in a right-to-left form.
    ///
    /// The navigator makes one for each text field and text view whose accessory view you left
    /// empty (``FieldNavigator/installsToolbar``). Restyle its items if you like; its buttons
    /// act on the field it belongs to.
    @objc(KeyboardToolbar)
    @MainActor
    public final class KeyboardToolbar: UIToolbar {
        /// A button of the toolbar.
        enum Action {
            case previous, next, done
        }

        /// What the toolbar shows for its field, as the navigator measured it.
        struct State: Equatable {
            var canFocusPrevious: Bool
            var canFocusNext: Bool
            var direction: ReadingDirection
            var previousLabel: String
            var nextLabel: String
            var style: UIUserInterfaceStyle
        }

        /// Moves to the previous field: `chevron.up`.
        @objc public let previousItem: UIBarButtonItem
        /// Moves to the next field: `chevron.down`.
        @objc public let nextItem: UIBarButtonItem
        /// Ends editing: the system's Done item.
        @objc public let doneItem: UIBarButtonItem
        /// The text field or text view the toolbar belongs to.
        @objc public private(set) weak var field: UIView?

        private let onAction: (Action) -> Void

        init(field: UIView, onAction: @escaping (Action) -> Void) {
            self.field = field
            self.onAction = onAction
            previousItem = UIBarButtonItem(
                image: UIImage(systemName: "chevron.up"), style: .plain, target: nil, action: nil)
            nextItem = UIBarButtonItem(
                image: UIImage(systemName: "chevron.down"), style: .plain, target: nil,
                action: nil)
            doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            // Not `.zero`: an input accessory toolbar made with no width lays its content out at
            // width 0 first and logs unsatisfiable constraints.
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            for (item, action) in [
                (previousItem, #selector(previousTapped)), (nextItem, #selector(nextTapped)),
                (doneItem, #selector(doneTapped)),
            ] {
                item.target = self
                item.action = action
            }
            items = [previousItem, nextItem, .flexibleSpace(), doneItem]
            sizeToFit()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// Shows the state of the field's buttons.
        func show(_ state: State) {
            previousItem.isEnabled = state.canFocusPrevious
            nextItem.isEnabled = state.canFocusNext
            previousItem.accessibilityLabel = state.previousLabel
            nextItem.accessibilityLabel = state.nextLabel
            // Forced rather than inherited: the toolbar lives in the keyboard's window, and
            // mirrors with the form it navigates.
            semanticContentAttribute =
                state.direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            overrideUserInterfaceStyle = state.style
        }

        @objc private func previousTapped() {
            onAction(.previous)
        }

        @objc private func nextTapped() {
            onAction(.next)
        }

        @objc private func doneTapped() {
            onAction(.done)
        }
    }
#endif
