#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Finds the text inputs inside a container and reads what the core's `FieldOrder` needs off
    /// each. It measures; the order is the core's.
    @MainActor
    enum FieldDiscovery {
        /// The text inputs inside `container`, depth first in subview order: text fields, text
        /// views, and other views that adopt `UITextInput` and can become first responder.
        /// Neither an input's own subviews (a text field's clear button, a text view's text
        /// container) nor a control's (a date picker's private fields) are searched.
        static func textInputs(in container: UIView) -> [UIView] {
            var inputs: [UIView] = []
            for subview in container.subviews {
                if isTextInput(subview) {
                    inputs.append(subview)
                } else if !(subview is UIControl) {
                    inputs += textInputs(in: subview)
                }
            }
            return inputs
        }

        /// Whether `view` is a text input the user can move to.
        static func isTextInput(_ view: UIView) -> Bool {
            if view is UITextField || view is UITextView { return true }
            return view is any UITextInput && view.canBecomeFirstResponder
        }

        /// The field as the core takes it: its frame in the container's coordinates, and whether
        /// it is hidden and enabled.
        static func field(id: Int, view: UIView, in container: UIView) -> FocusableField<Int> {
            FocusableField(
                id: id, frame: view.convert(view.bounds, to: container),
                // A text field's or text view's `canBecomeFirstResponder` is not asked: UIKit may
                // consult the delegate's `…ShouldBeginEditing`, which apps use to open a picker.
                // Their enabled flags say the same without side effects.
                canBecomeFirstResponder: view is UITextField || view is UITextView
                    ? true : view.canBecomeFirstResponder,
                isEnabled: isEnabled(view), isHidden: isHidden(view))
        }

        /// `isEnabled` for a control, `isEditable` for a text view; and not a view the user
        /// cannot touch.
        static func isEnabled(_ view: UIView) -> Bool {
            guard view.isUserInteractionEnabled else { return false }
            if let textView = view as? UITextView { return textView.isEditable }
            if let control = view as? UIControl { return control.isEnabled }
            return true
        }

        /// The appearance the field asks of its keyboard, as an interface style: what its
        /// toolbar should look like.
        static func keyboardStyle(of view: UIView) -> UIUserInterfaceStyle {
            let appearance: UIKeyboardAppearance
            switch view {
            case let textField as UITextField: appearance = textField.keyboardAppearance
            case let textView as UITextView: appearance = textView.keyboardAppearance
            default: return .unspecified
            }
            switch appearance {
            case .dark: return .dark
            case .light: return .light
            default: return .unspecified  // `.default`, and values newer than this code
            }
        }

        /// Hidden, or inside a hidden view, or (nearly) transparent, or in no window.
        static func isHidden(_ view: UIView) -> Bool {
            guard view.window != nil else { return true }
            var current: UIView? = view
            while let ancestor = current {
                // UIKit's own threshold: hit-testing skips views whose alpha is below 0.01.
                if ancestor.isHidden || ancestor.alpha < 0.01 { return true }
                current = ancestor.superview
            }
            return false
        }
    }
#endif
