#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Places `bar` at the bottom of this view, on the keyboard when it shows and on the
        /// safe area when it does not — a chat composer — like `safeAreaInset(edge: .bottom)`,
        /// but following the keyboard frame by frame while a finger drags it away, and moving in
        /// step with it (its curve 7 as the keyboard's own spring) when it shows or hides.
        ///
        /// The content is inset by the bar and the keyboard together, so the last message stays
        /// above the bar. On iOS 17 and later an interactive dismissal starts when the finger
        /// reaches the bar's top rather than the keyboard's (the keyboard layout guide's
        /// `keyboardDismissPadding` is the bar's height).
        ///
        /// With `sticksToBottom`, the scroll view stays at its bottom when the keyboard shows,
        /// changes or hides, when the bar grows and when a message arrives, if it was at its
        /// bottom before (within 8 pt), and nothing moves it while a finger scrolls it. Scrolled
        /// up, what it does is SwiftUI's anchor's on iOS 18 and later, and on iOS 15 to 17 it
        /// stays where the user put it (its offset; there is no option to keep the distance from
        /// the bottom here). A short chat is laid out from the top, on every iOS version. On iOS
        /// 18 and later SwiftUI does it (`defaultScrollAnchor(.bottomLeading, for:
        /// .sizeChanges)`); on iOS 15 to 17 the scroll view behind the SwiftUI one is moved by
        /// the core's rule, in the
        /// keyboard's animation, and a message that arrives in the layout pass that adds it (the
        /// chat article of the `KeyboardAvoidance` documentation, and its device checks). The
        /// scroll view opens where SwiftUI opens it, at its top: a chat opened at its newest
        /// message is the app's (a `ScrollViewReader`'s `scrollTo(_:anchor:)` when it appears).
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
        ///   - floatingKeyboard: Whether the bar rides an iPad's floating or undocked keyboard
        ///     (`.avoid`); by default it rests on the safe area under one.
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
