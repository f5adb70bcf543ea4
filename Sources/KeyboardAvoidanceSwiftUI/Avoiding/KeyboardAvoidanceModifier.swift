#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Avoids the keyboard the way `mode` says (``KeyboardAvoidanceMode``), instead of
        /// SwiftUI's own avoidance, in step with the keyboard's animation. Views marked
        /// ``SwiftUICore/View/revealedWithFocusedField()`` are kept in view with the field; the
        /// content also gets `@Environment(\.keyboard)`.
        ///
        /// ```swift
        /// Form {
        ///     TextField("Name", text: $name)
        ///     TextField("Email", text: $email)
        /// }
        /// .keyboardAvoidance(.safeArea)
        /// ```
        ///
        /// Apply it to a view that reaches the screen's bottom (a screen's root, a sheet's
        /// content): SwiftUI still squashes an ancestor for the keyboard. Inside a UIKit screen
        /// that avoids, see <doc:HostingInterop>.
        ///
        /// - Parameters:
        ///   - mode: How to avoid the keyboard.
        ///   - margin: Space kept between the field and the keyboard, in points; 8 by default.
        ///   - floatingKeyboard: `.avoid` to avoid an iPad's floating keyboard too (spec §3).
        public func keyboardAvoidance(
            _ mode: KeyboardAvoidanceMode, margin: CGFloat = 8,
            floatingKeyboard: FloatingKeyboardPolicy = .ignore
        ) -> some View {
            modifier(
                KeyboardAvoidanceModifier(
                    mode: mode,
                    configuration: AvoiderConfiguration(
                        margin: margin, floatingKeyboard: floatingKeyboard)))
        }

        /// Keeps this view (an error label, a submit button) in view with the field being edited,
        /// inside the nearest ``SwiftUICore/View/keyboardAvoidance(_:margin:floatingKeyboard:)``,
        /// as far as it fits: the field comes first.
        public func revealedWithFocusedField() -> some View {
            anchorPreference(key: KeyboardRevealKey.self, value: .bounds) { [$0] }
        }
    }

    /// The bounds of the views revealed with the field.
    struct KeyboardRevealKey: PreferenceKey {
        static var defaultValue: [Anchor<CGRect>] { [] }

        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
            value.append(contentsOf: nextValue())
        }
    }

    struct KeyboardAvoidanceModifier: ViewModifier {
        let mode: KeyboardAvoidanceMode
        let configuration: AvoiderConfiguration
        @StateObject private var model = AvoidanceModel()

        func body(content: Content) -> some View {
            let settings = AvoidanceModel.Settings(mode: mode, configuration: configuration)
            content
                .environment(\.keyboard, model.keyboard)
                // Moves with the content: targets are measured here.
                .background(Probe { [model] probe in model.attachContent(probe) })
                .backgroundPreferenceValue(KeyboardRevealKey.self) { anchors in
                    GeometryReader { proxy in
                        let rects = anchors.map { proxy[$0] }
                        Color.clear
                            .onAppear { model.setRevealRects(rects) }
                            .onChange(of: rects) { model.setRevealRects($0) }
                    }
                }
                .offset(y: model.translation)
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.clear.frame(height: model.bottomInset)
                        // Measures the inset as SwiftUI shows it (a scroll view's reveal).
                        .background(Probe { [model] probe in model.attachInset(probe) })
                }
                // At rest, extended over the keyboard's region: the container the session plans
                // for.
                .background(
                    Probe { [model] probe in model.attachContainer(probe, settings: settings) }
                )
                .ignoresSafeArea(.keyboard, edges: .bottom)
        }
    }
#endif
