#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// A tag field in a field navigation: a post's title, its tags and its summary.
    ///
    /// Return in the tag field adds a tag and stays there, for the next one: its own `onSubmit`
    /// keeps it focused, and `fieldNavigationSubmit(.keepsFocus)` tells the navigation so — the
    /// navigation neither moves on nor ends editing after it, and the key reads return rather than
    /// Next. Return in the title moves into the tags; the arrows go title → tags → summary.
    public struct TagFieldExample: View {
        enum Field: Hashable {
            case title, tags, summary
        }

        @State private var title = ""
        @State private var newTag = ""
        @State private var tags: [String] = []
        @State private var summary = ""
        @FocusState private var focus: Field?

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            Form {
                TextField("Title", text: $title)
                    .fieldNavigationItem($focus, equals: .title)
                Section("Tags") {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag)
                    }
                    TextField("Add a tag", text: $newTag)
                        .textInputAutocapitalization(.never)
                        .onSubmit {
                            addTag()
                            // Stays for the next tag.
                            focus = .tags
                        }
                        .fieldNavigationItem($focus, equals: .tags)
                        .fieldNavigationSubmit(.keepsFocus)
                }
                TextField("Summary", text: $summary)
                    .fieldNavigationItem($focus, equals: .summary)
            }
            .fieldNavigation($focus, order: [.title, .tags, .summary])
        }

        private func addTag() {
            let tag = newTag.trimmingCharacters(in: .whitespacesAndNewlines)
            if !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
            newTag = ""
        }
    }

    #if DEBUG
        struct TagFieldExample_Previews: PreviewProvider {
            static var previews: some View { TagFieldExample() }
        }
    #endif
#endif
