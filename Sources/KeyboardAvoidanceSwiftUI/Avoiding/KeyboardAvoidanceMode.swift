#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// How a SwiftUI view avoids the keyboard, for
    /// ``SwiftUICore/View/keyboardAvoidance(_:margin:floatingKeyboard:)``. In every mode a view that
    /// reaches its screen's bottom ignores the keyboard's safe-area region, so SwiftUI's own
    /// avoidance does not move it too (the modifier says what SwiftUI still does to one that ends
    /// above the keyboard).
    public enum KeyboardAvoidanceMode: Sendable, Hashable, CaseIterable {
        /// Moves the whole view up just enough to keep the field (or a text editor's caret)
        /// `margin` above the keyboard, never past its top safe area (spec §5, shift).
        case shift
        /// Grows the view's bottom safe area by the part the keyboard covers beyond it (spec §5,
        /// safeArea) and, in a `ScrollView`, `List` or `Form`, scrolls the field into view with
        /// `margin`; a bar in the app's `safeAreaInset` rides above the keyboard. As
        /// ``SafeAreaKeyboardAvoidance`` does in UIKit.
        case safeArea
        /// Does not avoid the keyboard; `@Environment(\.keyboard)` still tells of it.
        case disabled
    }

#endif
