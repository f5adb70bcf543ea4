#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Ends editing when the user taps this view outside a text input: the SwiftUI
        /// counterpart of ``TapToDismissKeyboard``, with its rules. Unlike UIKit's, SwiftUI's
        /// buttons end editing too unless marked ``SwiftUICore/View/keepsKeyboardOnTap()``.
        /// The rules: <doc:MovingBetweenFieldsInSwiftUI> ("Tapping outside").
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

    /// Measures the modified view through a probe and hands the model the region.
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
