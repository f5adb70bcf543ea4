#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// How a SwiftUI view avoids the keyboard, for
    /// ``SwiftUICore/View/keyboardAvoidance(_:margin:floatingKeyboard:)``.
    ///
    /// In every mode the view leaves the keyboard's safe-area region alone
    /// (`ignoresSafeArea(.keyboard)`), so that SwiftUI's own avoidance and this one never both
    /// move it.
    public enum KeyboardAvoidanceMode: Sendable, Hashable, CaseIterable {
        /// Moves the whole view up just enough to keep the field being edited — or a text
        /// editor's caret — `margin` above the keyboard, and no further than its top safe area:
        /// the layout is not squashed. The core's `shift` strategy.
        case shift
        /// For a `ScrollView`, `List` or `Form`: insets its content by the part the keyboard
        /// covers and scrolls the field being edited (a text editor's caret) into view with
        /// `margin`, with the least scrolling. The core's `scroll` strategy.
        case scroll
        /// Insets the view's bottom safe area by the part the keyboard covers beyond it, in step
        /// with the keyboard's own animation — what SwiftUI does, with the floating keyboard,
        /// Stage Manager windows and the home-indicator area handled as the core does. The
        /// core's `safeArea` strategy.
        case resize
        /// Does not avoid the keyboard at all: the view stays where it is.
        case disabled

        /// The core strategy the mode plans with; `nil` for ``disabled``.
        var strategy: AvoidanceStrategy? {
            switch self {
            case .shift: .shift
            case .scroll: .scroll
            case .resize: .safeArea
            case .disabled: nil
            }
        }
    }
#endif
