#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// How a SwiftUI view avoids the keyboard, for
    /// ``SwiftUICore/View/keyboardAvoidance(_:margin:floatingKeyboard:)``.
    ///
    /// In every mode the view leaves the keyboard's safe-area region alone
    /// (`ignoresSafeArea(.keyboard)`), so that SwiftUI's own avoidance does not move it too —
    /// provided the view reaches the bottom of its screen: SwiftUI still lays out a view that ends
    /// above the keyboard, or whose ancestors it squashes, in the space the keyboard leaves.
    public enum KeyboardAvoidanceMode: Sendable, Hashable, CaseIterable {
        /// Moves the whole view up just enough to keep the field being edited — or a text
        /// editor's caret — `margin` above the keyboard, and no further than its top safe area:
        /// the layout is not squashed. The core's `shift` strategy.
        case shift
        /// Grows the view's bottom safe area by the part the keyboard covers beyond it, in step
        /// with the keyboard's own animation — what SwiftUI does, with the floating keyboard,
        /// Stage Manager windows and the home-indicator area handled as the core does — and, for a
        /// `ScrollView`, `List` or `Form`, scrolls the field being edited (a text editor's caret)
        /// into view with `margin`, with the least scrolling. A bar of the app's own
        /// `safeAreaInset` rides above the keyboard. The core's `safeArea` strategy, as the UIKit
        /// layer's ``SafeAreaKeyboardAvoidance`` and `KeyboardAvoidanceViewController` do it.
        case safeArea
        /// Does not avoid the keyboard at all: the view stays where it is, and
        /// `@Environment(\.keyboard)` still tells of the keyboard.
        case disabled
    }

#endif
