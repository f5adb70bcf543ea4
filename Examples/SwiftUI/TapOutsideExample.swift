#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// `dismissesKeyboardOnTapOutside()`: a message form in a scroll view. A tap on the
    /// background hides the keyboard; a tap in the other field moves there; a tap on a subject
    /// suggestion fills the subject and hides the keyboard; a tap on "Insert signature", marked
    /// `keepsKeyboardOnTap()`, adds the signature and keeps the keyboard up. Scrolling never
    /// hides it.
    public struct TapOutsideExample: View {
        @StateObject private var draft = MessageDraft()

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    TextField("Subject", text: $draft.subject)
                        .textFieldStyle(.roundedBorder)
                    Text("Suggestions")
                        .font(.headline)
                    ForEach(MessageDraft.suggestions, id: \.self) { suggestion in
                        Button(suggestion) { draft.subject = suggestion }
                    }
                    Text("Message")
                        .font(.headline)
                    TextEditor(text: $draft.message)
                        .frame(minHeight: 160)
                        .overlay(
                            RoundedRectangle(cornerRadius: 6)
                                .stroke(Color(uiColor: .separator))
                        )
                        .accessibilityLabel("Message")
                    Button("Insert signature", action: draft.insertSignature)
                        .keepsKeyboardOnTap()
                    Text("Tap anywhere outside the fields to hide the keyboard.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .dismissesKeyboardOnTapOutside()
        }
    }

    /// The example's model: an `ObservableObject`, as this package's SwiftUI code is.
    @MainActor
    final class MessageDraft: ObservableObject {
        static let suggestions = ["Meeting notes", "Invoice", "Holiday plans"]

        @Published var subject = ""
        @Published var message = ""

        func insertSignature() {
            message += "\n\n— Sent from the keyboard avoidance example"
        }
    }

    #if DEBUG
        struct TapOutsideExample_Previews: PreviewProvider {
            static var previews: some View { TapOutsideExample() }
        }
    #endif
#endif
