#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Places `bar` at the bottom of this view, on the keyboard when it shows and on the safe
        /// area when not (a chat composer): like `safeAreaInset(edge: .bottom)`, but following the
        /// keyboard frame by frame during an interactive dismissal. The content is inset by both;
        /// on iOS 17 and later a dismissal drag starts at the bar's top.
        ///
        /// With `sticksToBottom`, a scroll view at its newest end stays there (spec §5, "Lists");
        /// per iOS version, and opening at the newest message: <doc:GettingStartedWithSwiftUI>.
        ///
        /// ```swift
        /// ScrollView { Messages() }
        ///     .scrollDismissesKeyboard(.interactively)  // iOS 16 and later
        ///     .keyboardRidingInset(sticksToBottom: true) { Composer(text: $draft) }
        /// ```
        ///
        /// - Parameters:
        ///   - spacing: Space between the content and the bar; `nil` for SwiftUI's default, as
        ///     in `safeAreaInset`.
        ///   - floatingKeyboard: `.avoid` to ride an iPad's floating keyboard too (spec §3).
        ///   - sticksToBottom: Whether the scroll view this view is keeps its bottom in view;
        ///     `false` by default.
        ///   - bar: The bar.
        public func keyboardRidingInset<Bar: View>(
            spacing: CGFloat? = nil, floatingKeyboard: FloatingKeyboardPolicy = .ignore,
            sticksToBottom: Bool = false, @ViewBuilder bar: () -> Bar
        ) -> some View {
            modifier(
                KeyboardRidingInsetModifier(
                    spacing: spacing, floating: floatingKeyboard, sticksToBottom: sticksToBottom,
                    bar: bar()))
        }
    }

    struct KeyboardRidingInsetModifier<Bar: View>: ViewModifier {
        let spacing: CGFloat?
        let floating: FloatingKeyboardPolicy
        let sticksToBottom: Bool
        let bar: Bar
        @StateObject private var model = AvoidanceModel()
        @State private var barHeight: CGFloat = 0

        func body(content: Content) -> some View {
            // The `safeArea` strategy: the bar rests on the safe area and rises by the part the
            // keyboard covers beyond it.
            let settings = AvoidanceModel.Settings(
                ridingBarWith: AvoiderConfiguration(margin: 0, floatingKeyboard: floating),
                dismissPadding: barHeight)
            content
                .modifier(
                    StickToBottomModifier(
                        isOn: sticksToBottom, keyboardInset: model.bottomInset,
                        barHeight: barHeight, animation: model.keyboard.keyboardAnimation)
                )
                .environment(\.keyboard, model.keyboard)
                .safeAreaInset(edge: .bottom, spacing: spacing) {
                    bar
                        .background(
                            GeometryReader { proxy in
                                Color.clear
                                    .onAppear { barHeight = proxy.size.height }
                                    .onChange(of: proxy.size.height) { barHeight = $0 }
                            }
                        )
                        .padding(.bottom, model.bottomInset)
                }
                .background(
                    Probe { [model] probe in model.attachContainer(probe, settings: settings) }
                )
                .ignoresSafeArea(.keyboard, edges: .bottom)
        }
    }
#endif
