#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What a ``FieldNavigator`` gave its text inputs and takes back when it goes
    /// (`BorrowedSetting`: nothing the app set). It is the return key's target, not the navigator:
    /// a control keeps a dead target as `nil`, which still ends editing on return.
    @MainActor
    final class FieldAttachments: NSObject {
        /// Called when the user taps the return key of a text field given the library's return
        /// key.
        var onReturn: ((UITextField) -> Void)?
        private var entries: [ObjectIdentifier: Entry] = [:]

        /// The toolbar that belongs to `field`, made the first time it is asked for.
        func toolbar(for field: UIView, making make: () -> KeyboardToolbar) -> KeyboardToolbar {
            let entry = entry(for: field)
            if let toolbar = entry.toolbar { return toolbar }
            let toolbar = make()
            entry.toolbar = toolbar
            return toolbar
        }

        /// The toolbar made for `field`, shown or not; `nil` while none has been asked for.
        func existingToolbar(for field: UIView) -> KeyboardToolbar? {
            guard let entry = entries[ObjectIdentifier(field)], entry.field === field else {
                return nil
            }
            return entry.toolbar
        }

        /// Whose the return key type of `field` is, and whether the library holds it.
        func returnKeyClaim(of field: UIView) -> BorrowedSetting<UIReturnKeyType> {
            entry(for: field).returnKey
        }

        /// What the app has hooked to the return key of `textField`, the library's own target
        /// left out.
        func returnKeyHooks(of textField: UITextField) -> ReturnKeyHooks {
            FieldDiscovery.returnKeyHooks(of: textField, ignoring: self)
        }

        /// Gives `field` the toolbar and return key type wanted for it, where they are not the
        /// app's; `nil` takes the library's away.
        ///
        /// - Returns: Whether anything changed (a first responder shows it only once reloaded).
        func attach(
            to field: UIView, toolbar: KeyboardToolbar?, returnKey: UIReturnKeyType?,
            scope: FieldReconfiguration.Scope
        ) -> Bool {
            guard scope != .nothing else { return false }
            let entry = entry(for: field)
            var changed = false
            if scope == .everything {
                let accessory = Self.accessory(of: field).map(ObjectIdentifier.init)
                if let value = entry.accessory.update(
                    holding: accessory, wanting: toolbar.map(ObjectIdentifier.init))
                {
                    Self.setAccessory(value == nil ? nil : toolbar, on: field)
                    changed = true
                }
            }
            if let textField = field as? UITextField {
                if let value = entry.returnKey.update(
                    holding: textField.returnKeyType, wanting: returnKey)
                {
                    textField.returnKeyType = value
                    changed = true
                }
                observeReturn(of: textField, entry: entry)
            }
            return changed
        }

        /// Takes the library's toolbars and return keys away from every input not in `fields`,
        /// and forgets inputs that are gone.
        func detach(keeping fields: [UIView]) {
            let kept = Set(fields.map(ObjectIdentifier.init))
            for (key, entry) in entries where !kept.contains(key) || entry.field == nil {
                detach(entry)
                entries[key] = nil
            }
        }

        /// Takes the library's toolbars and return keys away from every input.
        func detachAll() {
            for entry in entries.values { detach(entry) }
            entries = [:]
        }

        @objc private func returnKeyPressed(_ sender: UITextField) {
            onReturn?(sender)
        }

        private func entry(for field: UIView) -> Entry {
            let key = ObjectIdentifier(field)
            // A view at the address of one that is gone is a new view.
            if let entry = entries[key], entry.field === field { return entry }
            if let stale = entries[key] { detach(stale) }
            let entry = Entry(field: field)
            entries[key] = entry
            return entry
        }

        private func detach(_ entry: Entry) {
            guard let field = entry.field else { return }
            var changed = false
            let accessory = Self.accessory(of: field).map(ObjectIdentifier.init)
            if let value = entry.accessory.giveBack(holding: accessory) {
                Self.setAccessory(value == nil ? nil : entry.toolbar, on: field)
                changed = true
            }
            if let textField = field as? UITextField {
                if let value = entry.returnKey.giveBack(holding: textField.returnKeyType) {
                    textField.returnKeyType = value
                    changed = true
                }
                observeReturn(of: textField, entry: entry)
            }
            if changed && field.isFirstResponder { field.reloadInputViews() }
        }

        /// Observes the return key exactly while the field holds the library's return key type.
        private func observeReturn(of textField: UITextField, entry: Entry) {
            let observes = entry.returnKey.isHeld
            guard observes != entry.observesReturn else { return }
            let action = #selector(returnKeyPressed(_:))
            if observes {
                textField.addTarget(self, action: action, for: .editingDidEndOnExit)
            } else {
                textField.removeTarget(self, action: action, for: .editingDidEndOnExit)
            }
            entry.observesReturn = observes
        }

        private static func accessory(of field: UIView) -> UIView? {
            switch field {
            case let textField as UITextField: textField.inputAccessoryView
            case let textView as UITextView: textView.inputAccessoryView
            default: nil
            }
        }

        private static func setAccessory(_ accessory: UIView?, on field: UIView) {
            switch field {
            case let textField as UITextField: textField.inputAccessoryView = accessory
            case let textView as UITextView: textView.inputAccessoryView = accessory
            default: break
            }
        }

        /// One input's settings, and whose they are.
        private final class Entry {
            weak var field: UIView?
            var toolbar: KeyboardToolbar?
            var accessory = BorrowedSetting<ObjectIdentifier?>(defaultValue: nil)
            var returnKey = BorrowedSetting(defaultValue: UIReturnKeyType.default)
            var observesReturn = false

            init(field: UIView) {
                self.field = field
            }
        }
    }
#endif
