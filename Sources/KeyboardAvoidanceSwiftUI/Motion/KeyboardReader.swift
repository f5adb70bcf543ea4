#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    extension View {
        /// Puts the keyboard, as this view sees it, in the environment of its content:
        /// `@Environment(\.keyboard)` (a ``KeyboardInfo``).
        ///
        /// The keyboard is measured against this view's frame — its overlap is how much of this
        /// view the keyboard covers, from the bottom — and each change arrives in a transaction
        /// with the keyboard's own animation, so that what depends on it moves in step with the
        /// keyboard. The avoidance modifiers of this module do this too, measured as their
        /// session plans.
        ///
        /// A view SwiftUI shrinks for the keyboard is not covered by it: to lay a view out with
        /// the overlap yourself, observe it inside a view that ignores the keyboard's region —
        /// the modifier measures the frame of the view it is applied to, and only what is inside
        /// `ignoresSafeArea` extends over the keyboard:
        ///
        /// ```swift
        /// ChatScreen()
        ///     .observesKeyboard()
        ///     .ignoresSafeArea(.keyboard, edges: .bottom)
        /// ```
        ///
        /// - Parameter floatingKeyboard: Whether a floating or undocked keyboard counts in the
        ///   overlap (`.avoid`); by default it does not, as it covers no edge of the view.
        public func observesKeyboard(floatingKeyboard: FloatingKeyboardPolicy = .ignore)
            -> some View
        {
            modifier(KeyboardReaderModifier(floating: floatingKeyboard))
        }
    }

    /// A session that avoids nothing (`.disabled`) on the modified view as SwiftUI lays it out:
    /// the environment gets the keyboard as the session sees it, measured again when the view
    /// moves or resizes, read off the keyboard layout guide when it is already up.
    struct KeyboardReaderModifier: ViewModifier {
        let floating: FloatingKeyboardPolicy
        @StateObject private var model = AvoidanceModel()

        func body(content: Content) -> some View {
            let settings = AvoidanceModel.Settings(
                mode: .disabled, configuration: AvoiderConfiguration(floatingKeyboard: floating))
            content
                .environment(\.keyboard, model.keyboard)
                .background(
                    Probe { [model] probe in model.attachContainer(probe, settings: settings) }
                )
        }
    }
#endif
