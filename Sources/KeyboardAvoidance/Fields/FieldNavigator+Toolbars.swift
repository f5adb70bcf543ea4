#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    // Toolbars and return keys: what each field gets, and what the navigator does with a tap.
    extension FieldNavigator {

        /// Measures, then gives each field the toolbar and return key it should have now
        /// (`FieldReconfiguration` decides for the edited one).
        ///
        /// - Parameter reloadingFocused: Whether the edited field may be reloaded
        ///   (`reloadInputViews()`), which resets the keyboard: not on layout or keystrokes.
        func update(reloadingFocused: Bool) {
            guard !isInvalidated, !isUpdating, !isSettingUp, let fields = measure() else { return }
            isUpdating = true
            defer { isUpdating = false }
            attachments.detach(keeping: fields.views)
            let withoutToolbar = Set(
                withoutToolbarViews.compactMap(\.view).map(ObjectIdentifier.init))
            for (id, view) in fields.views.enumerated() {
                if view is UITextField || view is UITextView {
                    attach(
                        to: view, id: id, in: fields, reloadingFocused: reloadingFocused,
                        wantsToolbar: !withoutToolbar.contains(ObjectIdentifier(view)))
                } else if let toolbar = attachments.existingToolbar(for: view) {
                    // A text input of the app's: only the toolbar it asked for, kept up to date.
                    toolbar.show(state(of: id, for: view, in: fields))
                }
            }
        }

        /// Gives a text field or text view the toolbar and return key it should have now.
        ///
        /// - Parameter wantsToolbar: Whether the field may get the navigator's toolbar: it is
        ///   not one of ``fieldsWithoutToolbar``.
        private func attach(
            to view: UIView, id: Int, in fields: MeasuredFields, reloadingFocused: Bool,
            wantsToolbar: Bool
        ) {
            let returnKey = (view as? UITextField).flatMap { textField in
                fields.order.claimedReturnKey(
                    for: id, advances: returnKeyAdvances,
                    hooks: attachments.returnKeyHooks(of: textField))
            }
            let policy = FieldReconfiguration(
                isFocused: view.isFirstResponder, mayReloadFocused: reloadingFocused,
                userHasTyped: typedField === view)
            let scope = policy.scope(
                wantsReturnKey: returnKey != nil, returnKey: attachments.returnKeyClaim(of: view))
            let installs = scope == .everything && installsToolbar && wantsToolbar
            let changed = attachments.attach(
                to: view,
                toolbar: installs
                    ? attachments.toolbar(for: view) { makeToolbar(for: view) } : nil,
                returnKey: returnKey?.returnKeyType, scope: scope)
            // Shown or not: a toolbar the app installed itself is kept up to date too.
            attachments.existingToolbar(for: view)?.show(state(of: id, for: view, in: fields))
            // An input's accessory view and return key are read when it becomes first
            // responder: the one being edited shows a change only once reloaded.
            if policy.reloadsInputViews(afterSetting: scope, changed: changed) {
                view.reloadInputViews()
            }
        }

        /// The navigator's toolbar for `field`, to restyle or to install yourself (on a field of
        /// ``fieldsWithoutToolbar``, in your own accessory view, or for a text input of your own
        /// in ``explicitOrder``); `nil` for a view that is not one of its fields, or after
        /// ``invalidate()``. Its buttons are kept up to date; one you installed is never removed.
        ///
        /// ```swift
        /// override var inputAccessoryView: UIView? {
        ///     navigator?.toolbar(for: self)
        /// }
        /// ```
        @objc(toolbarForField:)
        public func toolbar(for field: UIView) -> KeyboardToolbar? {
            guard !isInvalidated, let fields = measure(), let id = fields.id(of: field) else {
                return nil
            }
            let toolbar = attachments.toolbar(for: field) { makeToolbar(for: field) }
            toolbar.show(state(of: id, for: field, in: fields))
            return toolbar
        }

        private func makeToolbar(for field: UIView) -> KeyboardToolbar {
            KeyboardToolbar(field: field) { [weak self, weak field] action in
                guard let self, let field else { return }
                self.handle(action, from: field)
            }
        }

        /// What the toolbar of the field `id` shows (`KeyboardToolbarContent` decides).
        private func state(of id: Int, for field: UIView, in fields: MeasuredFields)
            -> KeyboardToolbar.State
        {
            let settings = KeyboardToolbarContent.Settings(
                showsPlaceholder: toolbarShowsPlaceholder, doneTitle: doneButtonTitle,
                hasDoneImage: doneButtonImage != nil, doneLabel: doneButtonLabel,
                hasTint: toolbarTintColor != nil, playsInputClicks: playsInputClicks,
                doneWord: toolbarWords[.done])
            return KeyboardToolbar.State(
                canFocusPrevious: fields.order.hasPrevious(before: id),
                canFocusNext: fields.order.hasNext(after: id), direction: fields.direction,
                previousLabel: previousFieldLabel, nextLabel: nextFieldLabel,
                previousWord: toolbarWords[.previous], nextWord: toolbarWords[.next],
                content: KeyboardToolbarContent(
                    settings: settings, placeholder: (field as? UITextField)?.placeholder,
                    accessibilityLabel: field.accessibilityLabel),
                tintColor: toolbarTintColor, doneImage: doneButtonImage)
        }

        /// A toolbar button, from the field the toolbar belongs to (the one being edited while
        /// the toolbar shows).
        private func handle(_ action: KeyboardToolbar.Action, from field: UIView) {
            guard let fields = measure(), let id = fields.id(of: field) else {
                if action == .done { _ = field.resignFirstResponder() }
                return
            }
            switch action {
            case .previous: _ = focus(fields.order.previous(before: id), in: fields)
            case .next: _ = focus(fields.order.next(after: id), in: fields)
            case .done: _ = field.resignFirstResponder()
            }
        }

        /// The return key, through `editingDidEndOnExit`: UIKit ends editing after this unless a
        /// field became first responder.
        func returnKeyPressed(in field: UITextField) {
            guard let fields = measure(), let id = fields.id(of: field) else { return }
            let response = fields.order.response(
                to: press(of: field, id: id, source: .libraryTarget))
            perform(response.action, from: field, in: fields)
        }

        /// A field began editing: gives a new one its toolbar and return key. Any thread.
        @objc nonisolated func didBeginEditing(_ notification: Notification) {
            guard let view = notification.object as? UIView else { return }
            MainActorHop.run { [weak self] in
                guard let self, isNavigatorsInput(view) else { return }
                typedField = nil
                update(reloadingFocused: true)
            }
        }

        /// Text changed (a field may have been enabled): updates the buttons, not the edited
        /// field's input views. Any thread.
        @objc nonisolated func textDidChange(_ notification: Notification) {
            guard let view = notification.object as? UIView else { return }
            MainActorHop.run { [weak self] in
                guard let self, isNavigatorsInput(view) else { return }
                if view.isFirstResponder { typedField = view }
                update(reloadingFocused: false)
            }
        }

        private func isNavigatorsInput(_ view: UIView) -> Bool {
            if let explicitViews { return explicitViews.contains { $0.view === view } }
            guard let container else { return false }
            return view.isDescendant(of: container)
        }
    }
#endif
