#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// The bar a ``FieldNavigator`` puts above the keyboard: previous and next field, the field's
    /// title, and Done.
    ///
    /// Its looks are the navigator's settings, and it follows its field's keyboard appearance
    /// and tint (the article "Moving between fields", "What it shows").
    /// ``FieldNavigator/toolbar(for:)`` gives you one to install yourself; restyle its items if
    /// you like. In Objective-C it is `KBAKeyboardToolbar`.
    @objc(KBAKeyboardToolbar)
    @MainActor
    public final class KeyboardToolbar: UIToolbar {
        /// A button of the toolbar.
        enum Action {
            case previous, next, done
        }

        /// What the toolbar shows for its field, as the navigator measured it and the core
        /// decided.
        struct State: Equatable {
            var canFocusPrevious: Bool
            var canFocusNext: Bool
            var direction: ReadingDirection
            var previousLabel: String
            var nextLabel: String
            /// What Voice Control answers to for previous and next, beside their labels.
            var previousWord: String
            var nextWord: String
            /// The title, the Done button's face, whose tint, the input clicks.
            var content: KeyboardToolbarContent
            /// The app's tint, taken when `content` says so.
            var tintColor: UIColor?
            /// The app's image for Done, shown when `content` says so.
            var doneImage: UIImage?
        }

        /// Moves to the previous field: `chevron.up`.
        @objc public let previousItem: UIBarButtonItem
        /// Moves to the next field: `chevron.down`.
        @objc public let nextItem: UIBarButtonItem
        /// Ends editing. Setting ``FieldNavigator/doneButtonTitle`` or
        /// ``FieldNavigator/doneButtonImage`` replaces it with a new item: restyle it after.
        @objc public private(set) var doneItem: UIBarButtonItem
        /// The bar's title (the field's placeholder); its text is the navigator's, its font and
        /// colour yours.
        @objc public let titleLabel: UILabel
        /// The text field or text view the toolbar belongs to.
        @objc public private(set) weak var field: UIView?

        private let titleItem: UIBarButtonItem
        private let onAction: (Action) -> Void
        /// The face `doneItem` was made with, and its image.
        private var doneFace = KeyboardToolbarContent.DoneButton.system
        private var doneImage: UIImage?
        /// The app's tint, or `nil` for the field's.
        private var appTint: UIColor?
        private var playsInputClicks = true

        init(field: UIView, onAction: @escaping (Action) -> Void) {
            self.field = field
            self.onAction = onAction
            previousItem = UIBarButtonItem(
                image: UIImage(systemName: "chevron.up"), style: .plain, target: nil, action: nil)
            nextItem = UIBarButtonItem(
                image: UIImage(systemName: "chevron.down"), style: .plain, target: nil,
                action: nil)
            doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            titleLabel = Self.makeTitleLabel()
            titleItem = UIBarButtonItem(customView: titleLabel)
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
            layItems()
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
            previousItem.accessibilityUserInputLabels = [state.previousWord, state.previousLabel]
            nextItem.accessibilityUserInputLabels = [state.nextWord, state.nextLabel]
            if titleLabel.text != state.content.title { titleLabel.text = state.content.title }
            showDone(state.content.doneButton, image: state.doneImage)
            doneItem.accessibilityLabel = state.content.doneAccessibilityLabel
            appTint = state.content.tint == .app ? state.tintColor : nil
            playsInputClicks = state.content.playsInputClicks
            // Forced rather than inherited: the toolbar lives in the keyboard's window, and
            // mirrors with the form it navigates.
            semanticContentAttribute =
                state.direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            followField()
        }

        /// Entering the keyboard's window (each time its field begins editing): follows the field.
        override public func didMoveToWindow() {
            super.didMoveToWindow()
            followField()
        }

        /// Light or dark as the field's keyboard, tinted as the field: the keyboard's window
        /// inherits neither the app's style override nor its tint.
        private func followField() {
            guard let field else { return }
            let style = FieldDiscovery.keyboardStyle(of: field)
            if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
            let tint = appTint ?? field.tintColor
            if tintColor != tint { tintColor = tint }
        }

        /// Makes `doneItem` again when its face changes: the system's item cannot take a title
        /// or an image.
        private func showDone(_ face: KeyboardToolbarContent.DoneButton, image: UIImage?) {
            guard face != doneFace || (face == .image && image !== doneImage) else { return }
            let action = #selector(doneTapped)
            switch face {
            case .system:
                doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: action)
            case .title(let title):
                doneItem = UIBarButtonItem(title: title, style: .done, target: self, action: action)
            case .image:
                doneItem = UIBarButtonItem(image: image, style: .done, target: self, action: action)
            }
            doneFace = face
            doneImage = image
            layItems()
        }

        private func layItems() {
            items = [
                previousItem, nextItem, .flexibleSpace(), titleItem, .flexibleSpace(), doneItem,
            ]
        }

        private static func makeTitleLabel() -> UILabel {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .footnote)
            label.adjustsFontForContentSizeCategory = true
            // The bar keeps its height: the large content viewer is for the larger sizes.
            label.maximumContentSizeCategory = .extraExtraExtraLarge
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingTail
            // A long placeholder is cut short rather than pushing Done off the bar.
            label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            return label
        }

        /// The keyboard's input click (UIKit plays it only with ``enableInputClicksWhenVisible``).
        private func click() {
            if playsInputClicks { UIDevice.current.playInputClick() }
        }

        @objc private func previousTapped() {
            click()
            onAction(.previous)
        }

        @objc private func nextTapped() {
            click()
            onAction(.next)
        }

        @objc private func doneTapped() {
            click()
            onAction(.done)
        }
    }

    extension KeyboardToolbar: UIInputViewAudioFeedback {
        /// `true`, so UIKit plays the input click (``FieldNavigator/playsInputClicks`` turns it
        /// off).
        public var enableInputClicksWhenVisible: Bool { true }
    }
#endif
