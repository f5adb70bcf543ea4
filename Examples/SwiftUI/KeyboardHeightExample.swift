#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// `.observesKeyboard()` on its own, and `.keyboardAvoidance(.disabled)`: a layout of one's
    /// own that reads the keyboard's overlap — a panel that pads itself by it, in the keyboard's
    /// animation — inside a view that leaves the keyboard's region alone; and a note field whose
    /// avoidance can be switched off, so that it stays where it is under the keyboard.
    public struct KeyboardHeightExample: View {
        @State private var search = ""
        @State private var note = ""
        @State private var notesAvoid = true

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            TabView {
                SearchPanel(search: $search)
                    .observesKeyboard()
                    .ignoresSafeArea(.keyboard, edges: .bottom)
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                VStack {
                    Toggle("Keep the note above the keyboard", isOn: $notesAvoid)
                    Spacer()
                    TextField("Note", text: $note)
                        .textFieldStyle(.roundedBorder)
                }
                .padding()
                .keyboardAvoidance(notesAvoid ? .shift : .disabled)
                .tabItem { Label("Note", systemImage: "note.text") }
            }
        }
    }

    /// Pads its results above the keyboard by the overlap the environment reports.
    private struct SearchPanel: View {
        @Binding var search: String
        @Environment(\.keyboard) private var keyboard

        var body: some View {
            VStack(spacing: 0) {
                TextField("Search", text: $search)
                    .textFieldStyle(.roundedBorder)
                    .padding()
                List(0..<30, id: \.self) { Text("Result \($0)") }
                    .padding(.bottom, keyboard.overlap)
            }
        }
    }

    #if DEBUG
        struct KeyboardHeightExample_Previews: PreviewProvider {
            static var previews: some View { KeyboardHeightExample() }
        }
    #endif
#endif
