#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceCore
    import SwiftUI

    /// What the keyboard's bar of a field navigation shows and VoiceOver reads: set with
    /// ``SwiftUICore/View/fieldNavigationLabels(_:)``.
    ///
    /// By default: `chevron.up` and `chevron.down`, read as "Previous field" and "Next field",
    /// and "Done", localized from your `KeyboardAvoidance.strings`, else the library's, else
    /// English. Or give your own `Text`s:
    ///
    /// ```swift
    /// SignUpForm()
    ///     .fieldNavigationLabels(
    ///         FieldNavigationLabels(
    ///             previous: Text("Champ précédent"), next: Text("Champ suivant"),
    ///             done: Text("OK")))
    /// ```
    public struct FieldNavigationLabels: Equatable, Sendable {
        /// What VoiceOver reads for the previous button.
        public var previous: Text
        /// What VoiceOver reads for the next button.
        public var next: Text
        /// The Done button's title, shown in bold.
        public var done: Text
        /// The previous button's image.
        public var previousImage: Image
        /// The next button's image.
        public var nextImage: Image
        /// What Voice Control answers to for previous and next, beside their labels.
        let previousWord: Text
        let nextWord: Text

        /// Labels; by default (`nil`) the ones described above.
        public init(
            previous: Text? = nil, next: Text? = nil, done: Text? = nil,
            previousImage: Image = Image(systemName: "chevron.up"),
            nextImage: Image = Image(systemName: "chevron.down")
        ) {
            let words = KeyboardToolbarWords.inApp()
            self.previous = previous ?? Text(verbatim: words[.previousField])
            self.next = next ?? Text(verbatim: words[.nextField])
            self.done = done ?? Text(verbatim: words[.done])
            previousWord = Text(verbatim: words[.previous])
            nextWord = Text(verbatim: words[.next])
            self.previousImage = previousImage
            self.nextImage = nextImage
        }
    }

    extension View {
        /// Sets the bar's labels (``FieldNavigationLabels``) of the field navigations inside this
        /// view; once at the app's root sets them for every form.
        public func fieldNavigationLabels(_ labels: FieldNavigationLabels) -> some View {
            environment(\.fieldNavigationLabels, labels)
        }
    }

    private struct FieldNavigationLabelsKey: EnvironmentKey {
        // Made once: SwiftUI reads the default at every read of the key, and the app's language
        // is the process's (changing it in Settings relaunches the app).
        static let defaultValue = FieldNavigationLabels()
    }

    extension EnvironmentValues {
        /// The labels of the keyboard's bar of a field navigation.
        var fieldNavigationLabels: FieldNavigationLabels {
            get { self[FieldNavigationLabelsKey.self] }
            set { self[FieldNavigationLabelsKey.self] = newValue }
        }
    }
#endif
