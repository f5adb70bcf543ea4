#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Finds the text inputs inside a container and reads what the core needs off each: its
    /// frame for `FieldOrder`, its flags and its ancestors' for `FieldAvailability`, what the app
    /// hooked to its return key for `ReturnKeyHooks`. It measures; the decisions are the core's.
    ///
    /// Package-visible: the SwiftUI layer reads whether a field is hidden off a view behind it.
    @MainActor
    package enum FieldDiscovery {
        /// The text fields and text views inside `container`, depth first in subview order.
        /// Neither an input's own subviews (a text field's clear button, a text view's text
        /// container) nor a control's (a date picker's private fields) are searched.
        ///
        /// Only text fields and text views: other views adopt `UITextInput` too (a web view's
        /// content view does), and are not fields of the form. An app gives those through the
        /// navigator's explicit order.
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

        /// What the app has hooked to the return key of `textField`: a delegate that implements
        /// `textFieldShouldReturn(_:)`, and every handler of its control events — targets and
        /// `UIAction`s (a `.primaryActionTriggered` action, `UITextField(frame:primaryAction:)`),
        /// which `allTargets` does not list — with `ownTarget`'s (the library's) marked. The
        /// core decides which of them answer the key.
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

        /// The appearance the field's keyboard has, as an interface style: what its toolbar
        /// should look like. The toolbar lives in the keyboard's window, which does not inherit
        /// an app's `overrideUserInterfaceStyle`; with `.default` the keyboard follows the
        /// field's own style, and so does the toolbar.
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
