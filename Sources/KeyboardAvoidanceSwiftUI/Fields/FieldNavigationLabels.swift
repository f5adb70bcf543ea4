#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// What the keyboard's bar of a field navigation shows and VoiceOver reads: set with
    /// ``SwiftUICore/View/fieldNavigationLabels(_:)``.
    ///
    /// By default previous and next are the SF Symbols `chevron.up` and `chevron.down`, read as
    /// "Previous field" and "Next field", and Done reads "Done". The three words are
    /// `LocalizedStringKey`s looked up in your app's main bundle: add "Previous field", "Next
    /// field" and "Done" to your strings file to translate them, or give your own `Text`s:
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

        /// Labels; by default the ones described above.
        public init(
            previous: Text = Text("Previous field"), next: Text = Text("Next field"),
            done: Text = Text("Done"), previousImage: Image = Image(systemName: "chevron.up"),
            nextImage: Image = Image(systemName: "chevron.down")
        ) {
            self.previous = previous
            self.next = next
            self.done = done
            self.previousImage = previousImage
            self.nextImage = nextImage
        }
    }

    extension View {
        /// Sets what the keyboard's bar of the field navigations inside this view shows and
        /// VoiceOver reads (see ``FieldNavigationLabels``). Apply it anywhere above the view
        /// modified by ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)``: once at your
        /// app's root sets it for every form.
        public func fieldNavigationLabels(_ labels: FieldNavigationLabels) -> some View {
            environment(\.fieldNavigationLabels, labels)
        }
    }

    private struct FieldNavigationLabelsKey: EnvironmentKey {
        static var defaultValue: FieldNavigationLabels { FieldNavigationLabels() }
    }

    extension EnvironmentValues {
        /// The labels of the keyboard's bar of a field navigation.
        var fieldNavigationLabels: FieldNavigationLabels {
            get { self[FieldNavigationLabelsKey.self] }
            set { self[FieldNavigationLabelsKey.self] = newValue }
        }
    }
#endif
