#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// `.keyboardRidingInset(sticksToBottom:)` and `.onKeyboardChange`: a chat whose composer
    /// rides the keyboard — down with the finger when the messages are dragged (iOS 16 and later
    /// dismiss the keyboard interactively), the dismissal starting at the composer's top on iOS
    /// 17 — and grows with its text (iOS 16 and later); the messages stay at the newest one when
    /// the keyboard or the composer moves, unless scrolled up; a hint fades with the keyboard's
    /// own motion, frame by frame.
    public struct ChatExample: View {
        @StateObject private var chat = ChatModel()
        @State private var hintOpacity = 0.0
        @State private var fade = (from: 0.0, to: 0.0)

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(chat.messages, id: \.self) { message in
                        Text(message)
                            .padding(10)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .modifier(InteractiveDismissal())
            .keyboardRidingInset(sticksToBottom: true) {
                VStack(spacing: 4) {
                    Text("Swipe down to hide the keyboard")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .opacity(hintOpacity)
                    HStack(alignment: .bottom) {
                        MessageField(text: $chat.draft)
                        Button("Send", action: chat.send)
                            .disabled(chat.draft.isEmpty)
                    }
                }
                .padding()
                .background(.bar)
            }
            .onKeyboardChange { phase in
                switch phase {
                case .start(_, let to, _):
                    // The fade runs from where the hint is to where the change takes it: the
                    // progress of a hide rises too.
                    fade = (hintOpacity, to == nil ? 0 : 1)
                case .move(_, let progress):
                    hintOpacity = fade.from + (fade.to - fade.from) * progress
                case .end(let frame):
                    hintOpacity = frame == nil ? 0 : 1
                case .interactive:
                    break
                }
            }
        }
    }

    /// The message field: growing with its text up to five lines where SwiftUI can (iOS 16 and
    /// later).
    private struct MessageField: View {
        @Binding var text: String

        var body: some View {
            if #available(iOS 16, *) {
                TextField("Message", text: $text, axis: .vertical)
                    .lineLimit(1...5)
                    .textFieldStyle(.roundedBorder)
            } else {
                TextField("Message", text: $text)
                    .textFieldStyle(.roundedBorder)
            }
        }
    }

    /// Drags on the messages take the keyboard with them, where SwiftUI can (iOS 16 and later).
    private struct InteractiveDismissal: ViewModifier {
        func body(content: Content) -> some View {
            if #available(iOS 16, *) {
                content.scrollDismissesKeyboard(.interactively)
            } else {
                content
            }
        }
    }

    /// The example's model.
    @MainActor
    final class ChatModel: ObservableObject {
        @Published var messages = (1...40).map { "Message \($0)" }
        @Published var draft = ""

        func send() {
            messages.append(draft)
            draft = ""
        }
    }

    #if DEBUG
        struct ChatExample_Previews: PreviewProvider {
            static var previews: some View { ChatExample() }
        }
    #endif
#endif
