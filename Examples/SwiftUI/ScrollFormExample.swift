#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// `.keyboardAvoidance(.safeArea)` on a `Form`: the form's content is inset by the part the
    /// keyboard covers and scrolled, as little as possible, to the field being edited — for the
    /// notes editor, to its caret as it grows — 16 points above the keyboard.
    public struct ScrollFormExample: View {
        @StateObject private var profile = ProfileForm()

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            Form {
                Section("Profile") {
                    ForEach($profile.fields) { $field in
                        TextField(field.label, text: $field.value)
                    }
                }
                Section("Notes") {
                    TextEditor(text: $profile.notes)
                        .frame(minHeight: 120)
                }
            }
            .keyboardAvoidance(.safeArea, margin: 16)
        }
    }

    /// The example's model.
    @MainActor
    final class ProfileForm: ObservableObject {
        struct Field: Identifiable {
            let id: Int
            let label: String
            var value = ""
        }

        @Published var fields = [
            "Name", "Company", "Street", "City", "Postcode", "Country", "Phone", "Email",
            "Website",
        ].enumerated().map { Field(id: $0.offset, label: $0.element) }
        @Published var notes = ""
    }

    #if DEBUG
        struct ScrollFormExample_Previews: PreviewProvider {
            static var previews: some View { ScrollFormExample() }
        }
    #endif
#endif
