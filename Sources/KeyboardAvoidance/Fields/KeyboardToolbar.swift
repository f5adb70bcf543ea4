#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// The bar a ``FieldNavigator`` puts above the keyboard: previous and next field, and Done.
    ///
    /// Previous and next are `UIBarButtonItem`s with the SF Symbols `chevron.up` and
    /// `chevron.down`, disabled at the ends of the order; Done is the system's `.done` item, in
    /// the system's words. VoiceOver reads previous and next as "Previous field" and "Next field",
    /// in English whatever the app's language: the library has no translations of its own, so set
    /// ``FieldNavigator/previousFieldLabel`` and ``FieldNavigator/nextFieldLabel`` in your app's
    /// language. UIKit draws and orders the items: Dynamic Type's large content viewer, the
    /// VoiceOver order. The bar is light or dark as the field's keyboard is: the field's
    /// `keyboardAppearance` when it sets one, and otherwise the field's own interface style, so
    /// that an app's `overrideUserInterfaceStyle` is followed (the keyboard's window, where the
    /// bar lives, does not inherit it). The items mirror in a right-to-left form.
    ///
    /// The navigator makes one for each text field and text view whose accessory view you left
    /// empty (``FieldNavigator/installsToolbar``, ``FieldNavigator/fieldsWithoutToolbar``).
    /// Restyle its items if you like; its buttons act on the field it belongs to.
    ///
    /// Its Objective-C name is `KBAKeyboardToolbar`: prefixed, so that it cannot clash with a
    /// class of the app's.
    @objc(KBAKeyboardToolbar)
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
            followFieldStyle()
        }

        /// The toolbar enters the keyboard's window each time its field begins editing: the
        /// field's style is read again then, in case the app or the system changed it since.
        override public func didMoveToWindow() {
            super.didMoveToWindow()
            followFieldStyle()
        }

        /// Light or dark as the field's keyboard is. Forced rather than inherited: the toolbar
        /// lives in the keyboard's window, which does not inherit the app's style override.
        private func followFieldStyle() {
            guard let field else { return }
            let style = FieldDiscovery.keyboardStyle(of: field)
            if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
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
