#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    extension View {
        /// Puts the keyboard, measured against this view's frame, in its content's
        /// `@Environment(\.keyboard)` (a ``KeyboardInfo``), changing with the keyboard's animation.
        ///
        /// A view SwiftUI shrinks for the keyboard is not covered by it: to lay out by the overlap
        /// yourself, observe a view that ignores the keyboard's region:
        ///
        /// ```swift
        /// ChatScreen()
        ///     .observesKeyboard()
        ///     .ignoresSafeArea(.keyboard, edges: .bottom)
        /// ```
        ///
        /// - Parameter floatingKeyboard: `.avoid` to count a floating keyboard in the overlap
        ///   (spec §3).
        public func observesKeyboard(floatingKeyboard: FloatingKeyboardPolicy = .ignore)
            -> some View
        {
            modifier(KeyboardReaderModifier(floating: floatingKeyboard))
        }
    }

    /// A `.disabled` session on the modified view, whose keyboard goes in the environment.
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
