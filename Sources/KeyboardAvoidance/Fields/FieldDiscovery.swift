#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Finds the text inputs inside a container and reads what the core needs off each (frame,
    /// flags, return key hooks). It measures; the core decides.
    @MainActor
    package enum FieldDiscovery {
        /// The text fields and text views inside `container`, depth first, not looking inside
        /// inputs or controls (a date picker's private fields). Other `UITextInput`s (a web view's)
        /// are no form fields.
        static func textInputs(in container: UIView) -> [UIView] {
            var inputs: [UIView] = []
            for subview in container.subviews {
                if subview is UITextField || subview is UITextView {
                    inputs.append(subview)
                } else if !(subview is UIControl) {
                    inputs += textInputs(in: subview)
                }
            }
            return inputs
        }

        /// The field as the core takes it: its frame in the container's coordinates, and the
        /// flags of the field and of every view up to its window.
        static func field(id: Int, view: UIView, in container: UIView) -> FocusableField<Int> {
            FocusableField(
                id: id, frame: view.convert(view.bounds, to: container),
                // A text field's or text view's `canBecomeFirstResponder` is not asked: UIKit may
                // consult the delegate's `…ShouldBeginEditing`, which apps use to open a picker.
                // Their enabled flags say the same without side effects.
                canBecomeFirstResponder: view is UITextField || view is UITextView
                    ? true : view.canBecomeFirstResponder,
                availability: availability(of: view))
        }

        /// The flags of `view` and of each view that contains it, up to and with its window.
        package static func availability(of view: UIView) -> FieldAvailability {
            var ancestors: [FieldViewFlags] = []
            var current = view.superview
            while let ancestor = current {
                ancestors.append(flags(of: ancestor))
                current = ancestor.superview
            }
            return FieldAvailability(
                field: flags(of: view), acceptsInput: acceptsInput(view), ancestors: ancestors,
                isInWindow: view.window != nil)
        }

        /// What the app has hooked to the return key of `textField`: its delegate's
        /// `textFieldShouldReturn(_:)`, targets and `UIAction`s (which `allTargets` does not
        /// list), `ownTarget` marked.
        static func returnKeyHooks(of textField: UITextField, ignoring ownTarget: AnyObject)
            -> ReturnKeyHooks
        {
            let answers =
                textField.delegate?.responds(
                    to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:))) ?? false
            var handlers: [ReturnKeyHooks.Handler] = []
            textField.enumerateEventHandlers { _, targetAction, events, _ in
                // A `UIAction` has no target: it is never the library's.
                let target = targetAction?.0.map { $0 as AnyObject }
                let isOwn = target != nil && target === ownTarget
                handlers.append(
                    ReturnKeyHooks.Handler(controlEvents: events.rawValue, isLibraryTarget: isOwn))
            }
            return ReturnKeyHooks(delegateAnswersReturn: answers, handlers: handlers)
        }

        /// The field's keyboard appearance as an interface style, for its toolbar (the keyboard's
        /// window does not inherit `overrideUserInterfaceStyle`).
        static func keyboardStyle(of view: UIView) -> UIUserInterfaceStyle {
            let appearance: UIKeyboardAppearance
            switch view {
            case let textField as UITextField: appearance = textField.keyboardAppearance
            case let textView as UITextView: appearance = textView.keyboardAppearance
            default: return view.traitCollection.userInterfaceStyle
            }
            switch appearance {
            case .dark: return .dark
            case .light: return .light
            // `.default`, and values newer than this code.
            default: return view.traitCollection.userInterfaceStyle
            }
        }

        private static func flags(of view: UIView) -> FieldViewFlags {
            FieldViewFlags(
                isHidden: view.isHidden, alpha: view.alpha,
                isUserInteractionEnabled: view.isUserInteractionEnabled)
        }

        /// `isEditable` for a text view, `isEnabled` for a control, `true` for another view.
        private static func acceptsInput(_ view: UIView) -> Bool {
            if let textView = view as? UITextView { return textView.isEditable }
            if let control = view as? UIControl { return control.isEnabled }
            return true
        }
    }
#endif
