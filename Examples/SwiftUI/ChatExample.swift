#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// `.keyboardRidingInset(sticksToBottom:)` and `.onKeyboardChange`: a chat whose composer
    /// rides the keyboard — down with the finger when the messages are dragged (iOS 16 and later
    /// dismiss the keyboard interactively), the dismissal starting at the composer's top on iOS
    /// 17 — and grows with its text (iOS 16 and later); the messages stay at the newest one when
    /// the keyboard or the composer moves and when a message arrives, unless scrolled up; a hint
    /// fades with the keyboard's own motion, frame by frame.
    ///
    /// "Stick" turns `sticksToBottom` off and on; "Reply in 3 s" makes a message arrive. On iOS
    /// 18 and later SwiftUI follows (`defaultScrollAnchor(.bottomLeading, for: .sizeChanges)`);
    /// on 15 to 17 the library moves the scroll view behind the SwiftUI one. A short chat
    /// (`ChatExample(messageCount: 3)`) is laid out from the top on every version.
    public struct ChatExample: View {
        @StateObject private var chat: ChatModel
        @State private var sticksToBottom = true
        @State private var hintOpacity = 0.0
        @State private var fade = (from: 0.0, to: 0.0)

        /// Creates the example screen with `messageCount` messages (a few: a short chat).
        public init(messageCount: Int = 40) {
            _chat = StateObject(wrappedValue: ChatModel(messageCount: messageCount))
        }

        /// The screen.
        public var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Toggle("Stick", isOn: $sticksToBottom)
                        .toggleStyle(.button)
                    Spacer()
                    Button("Reply in 3 s", action: chat.replyLater)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                messages
            }
        }

        /// The messages and the composer riding the keyboard under them.
        private var messages: some View {
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
            .keyboardRidingInset(sticksToBottom: sticksToBottom) {
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
        @Published var messages: [String]
        @Published var draft = ""
        private var replies = 0

        init(messageCount: Int) {
            messages = (0..<max(0, messageCount)).map { "Message \($0 + 1)" }
        }

        /// A message the user sends: at the newest message, the list follows it by itself.
        func send() {
            messages.append(draft)
            draft = ""
        }

        /// A message that arrives in 3 s: followed at the newest message, left alone scrolled up.
        func replyLater() {
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: 3_000_000_000)
                guard let self else { return }
                replies += 1
                messages.append("Reply \(replies)")
            }
        }
    }

    #if DEBUG
        struct ChatExample_Previews: PreviewProvider {
            static var previews: some View { ChatExample() }
        }
    #endif
#endif
