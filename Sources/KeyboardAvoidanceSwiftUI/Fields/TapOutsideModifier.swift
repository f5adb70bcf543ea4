#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Ends editing when the user taps this view outside a text input: the keyboard goes
        /// away. The SwiftUI counterpart of the UIKit layer's ``TapToDismissKeyboard``, with its
        /// rules.
        ///
        /// A tap recognizer on the screen's root view (never the app's window or
        /// `UIApplication`), limited to this view's frame:
        ///
        /// - It does not cancel touches: the view under the finger acts first — a `Button`'s
        ///   action runs, a row is selected — and editing ends on the next turn of the main
        ///   queue, so that the keyboard does not start hiding under the finger before then.
        /// - Taps inside a text input (`TextField`, `SecureField`, `TextEditor`, a UIKit text
        ///   input) are left alone: tapping another field moves there, as usual.
        /// - It does nothing while no text input on the screen is being edited, and it never
        ///   competes with scrolling or other gestures.
        /// - Editing ends with `endEditing(false)`, not forced: a UIKit delegate that refuses to
        ///   end editing keeps the keyboard.
        /// - A tap on a view marked ``SwiftUICore/View/keepsKeyboardOnTap()`` — a show-password
        ///   button, a formatting bar — does not end editing. SwiftUI's own buttons are not
        ///   UIKit controls, so unlike UIKit's they do end editing unless marked.
        ///
        /// The recognizer is removed when this view goes away, or leaves the window.
        ///
        /// ```swift
        /// ScrollView {
        ///     SignUpFields()
        /// }
        /// .dismissesKeyboardOnTapOutside()
        /// ```
        ///
        /// - Parameter isEnabled: Whether a tap ends editing; `true` by default.
        public func dismissesKeyboardOnTapOutside(_ isEnabled: Bool = true) -> some View {
            modifier(TapOutsideModifier(isEnabled: isEnabled))
        }

        /// Keeps the keyboard up when the user taps this view, inside a view modified by
        /// ``SwiftUICore/View/dismissesKeyboardOnTapOutside(_:)``: for a button that works on the
        /// field being edited (show the password, insert a template, a formatting bar).
        ///
        /// ```swift
        /// Button { isRevealed.toggle() } label: { Image(systemName: "eye") }
        ///     .keepsKeyboardOnTap()
        /// ```
        public func keepsKeyboardOnTap() -> some View {
            anchorPreference(key: KeepsKeyboardOnTapKey.self, value: .bounds) { [$0] }
        }
    }

    /// The bounds of the views whose taps keep the keyboard.
    struct KeepsKeyboardOnTapKey: PreferenceKey {
        static var defaultValue: [Anchor<CGRect>] { [] }

        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
            value.append(contentsOf: nextValue())
        }
    }

    /// Measures the modified view (a probe behind it, in a geometry reader with the same frame,
    /// where the kept views' anchors resolve in the probe's coordinates) and hands the model
    /// the region.
    struct TapOutsideModifier: ViewModifier {
        let isEnabled: Bool
        @StateObject private var model = TapOutsideModel()

        func body(content: Content) -> some View {
            content.backgroundPreferenceValue(KeepsKeyboardOnTapKey.self) { anchors in
                GeometryReader { geometry in
                    let kept = anchors.map { geometry[$0] }
                    Probe { [model, isEnabled] probe in
                        model.attach(probe, isEnabled: isEnabled, kept: kept)
                    }
                }
            }
        }
    }
#endif
