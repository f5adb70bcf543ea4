#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Avoids the keyboard the way `mode` says, instead of SwiftUI's own avoidance: the view
        /// ignores the keyboard's safe-area region, and the core's session plans what to do.
        ///
        /// - ``KeyboardAvoidanceMode/shift``: the view moves up just enough to keep the field
        ///   being edited `margin` above the keyboard — a text editor's caret rather than the
        ///   whole editor — and never past its top safe area; the layout is not squashed.
        /// - ``KeyboardAvoidanceMode/safeArea``: the bottom safe area grows by the part the
        ///   keyboard covers beyond it; on a `ScrollView`, `List` or `Form`, the content is
        ///   scrolled, as little as possible, to the field or caret with `margin` — only when
        ///   something that can hide it changed: a scroll of the user's stays. While a finger
        ///   drags the keyboard away, only the inset follows — the finger scrolls.
        /// - ``KeyboardAvoidanceMode/disabled``: nothing moves.
        ///
        /// Every change moves once, in step with the keyboard (its curve 7 as the keyboard's own
        /// spring), and the view follows a finger that drags the keyboard away. A field already
        /// being edited when the view appears is the target at once. Views marked with
        /// ``SwiftUICore/View/revealedWithFocusedField()`` — an error label, a submit button — are
        /// kept in view with the field when they fit. The view's content also gets
        /// `@Environment(\.keyboard)`, measured against the whole view as the session plans
        /// with it.
        ///
        /// ```swift
        /// Form {
        ///     TextField("Name", text: $name)
        ///     TextField("Email", text: $email)
        /// }
        /// .keyboardAvoidance(.safeArea)
        /// ```
        ///
        /// Apply it to a view that reaches the bottom of the screen (a screen's root, a sheet's
        /// content): a view above the bottom is not covered, and an ancestor that SwiftUI
        /// squashes for the keyboard moves it anyway. Inside a UIKit screen that avoids the
        /// keyboard itself, host the view so that SwiftUI does not avoid it too (see the
        /// module's hosting article).
        ///
        /// - Parameters:
        ///   - mode: How to avoid the keyboard.
        ///   - margin: Space kept between the field and the keyboard, in points; 8 by default.
        ///   - floatingKeyboard: Whether an iPad's floating or undocked keyboard is avoided
        ///     (`.avoid`); by default it is not, as it covers no edge of the view.
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

        /// Keeps this view in view with the field being edited — an error label under a field,
        /// the submit button of a form — inside the nearest view modified by
        /// ``SwiftUICore/View/keyboardAvoidance(_:margin:floatingKeyboard:)``.
        ///
        /// The field comes first: the view is revealed as far as it fits above the keyboard
        /// with the field, and a view that would push the field out of sight is left out. The
        /// core decides, as the UIKit components' `revealViews` do.
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
