#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// `@Environment(\.keyboard)` with `.observesKeyboard()`, and `.keyboardAvoidance(.safeArea)`:
    /// the keyboard's state, overlap and animation as values for a layout of one's own — a
    /// status line that reads them, and a bottom bar that hides in step with the keyboard while
    /// the editor above is resized as SwiftUI would, with the floating keyboard and the
    /// home-indicator area handled by the core.
    public struct KeyboardStateExample: View {
        @State private var text = ""

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            VStack(spacing: 0) {
                KeyboardStatusLine()
                TextEditor(text: $text)
                    .padding(.horizontal)
                ToolBarUnderKeyboard()
            }
            .keyboardAvoidance(.safeArea)
        }
    }

    /// Reads the environment's keyboard.
    private struct KeyboardStatusLine: View {
        @Environment(\.keyboard) private var keyboard

        var body: some View {
            Text(description)
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
                .padding(8)
        }

        private var description: String {
            switch keyboard.state {
            case .hidden: "No keyboard"
            case .docked: "Docked keyboard covering \(Int(keyboard.overlap)) pt"
            case .floating: "Floating keyboard"
            }
        }
    }

    /// Hides while the keyboard shows; the change comes in the keyboard's own animation.
    private struct ToolBarUnderKeyboard: View {
        @Environment(\.keyboard) private var keyboard

        var body: some View {
            if !keyboard.isVisible {
                HStack {
                    Label("Attach", systemImage: "paperclip")
                    Spacer()
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                .padding()
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }

    #if DEBUG
        struct KeyboardStateExample_Previews: PreviewProvider {
            static var previews: some View {
                KeyboardStateExample()
                KeyboardStatusLine()
                    .environment(
                        \.keyboard, KeyboardInfo(state: .docked, overlap: 336)
                    )
                    .previewDisplayName("Docked keyboard")
            }
        }
    #endif
#endif
