import Foundation

/// What a field's keyboard toolbar shows besides its arrows: its title (the placeholder, else the
/// accessibility label), its Done button and VoiceOver label, whose tint it takes (the keyboard's
/// window does not inherit the app's), and whether its buttons click.
package struct KeyboardToolbarContent: Sendable, Equatable {
    /// The navigator's settings for its toolbars.
    package struct Settings: Sendable, Equatable {
        /// Whether the title is the field's placeholder (or accessibility label).
        package var showsPlaceholder: Bool
        /// The Done button's title, if the app gives one.
        package var doneTitle: String?
        /// Whether the app gives the Done button an image.
        package var hasDoneImage: Bool
        /// What VoiceOver says for the Done button, if the app gives it.
        package var doneLabel: String?
        /// Whether the app sets a tint of its own for the toolbar.
        package var hasTint: Bool
        /// Whether the buttons play the keyboard's input click.
        package var playsInputClicks: Bool
        /// The toolbar's word for Done in the app's language: an image Done's VoiceOver label when
        /// the app gives neither a label nor a title.
        package var doneWord: String

        /// Settings; by default the navigator's.
        package init(
            showsPlaceholder: Bool = true, doneTitle: String? = nil, hasDoneImage: Bool = false,
            doneLabel: String? = nil, hasTint: Bool = false, playsInputClicks: Bool = true,
            doneWord: String = KeyboardToolbarWords.Key.done.english
        ) {
            self.doneWord = doneWord
            self.showsPlaceholder = showsPlaceholder
            self.doneTitle = doneTitle
            self.hasDoneImage = hasDoneImage
            self.doneLabel = doneLabel
            self.hasTint = hasTint
            self.playsInputClicks = playsInputClicks
        }
    }

    /// The Done button's face.
    package enum DoneButton: Sendable, Equatable {
        /// The system's Done item, in the system's words.
        case system
        /// The app's title.
        case title(String)
        /// The app's image.
        case image
    }

    /// Whose tint the toolbar takes.
    package enum Tint: Sendable, Equatable {
        /// The field's own `tintColor`.
        case field
        /// The tint the app set for the toolbar.
        case app
    }

    /// The toolbar's title, or `nil` for none.
    package var title: String?
    /// The Done button's face.
    package var doneButton: DoneButton
    /// What VoiceOver says for the Done button, or `nil` to leave the item's own.
    package var doneAccessibilityLabel: String?
    /// Whose tint the toolbar takes.
    package var tint: Tint
    /// Whether the buttons play the keyboard's input click.
    package var playsInputClicks: Bool

    /// What a field's toolbar shows (`placeholder` is `nil` for a text view).
    package init(settings: Settings, placeholder: String?, accessibilityLabel: String?) {
        if settings.showsPlaceholder {
            title = Self.words(placeholder) ?? Self.words(accessibilityLabel)
        } else {
            title = nil
        }
        let doneTitle = Self.words(settings.doneTitle)
        if settings.hasDoneImage {
            doneButton = .image
        } else if let doneTitle {
            doneButton = .title(doneTitle)
        } else {
            doneButton = .system
        }
        if let label = Self.words(settings.doneLabel) {
            doneAccessibilityLabel = label
        } else if settings.hasDoneImage {
            doneAccessibilityLabel = doneTitle ?? Self.words(settings.doneWord) ?? "Done"
        } else {
            doneAccessibilityLabel = nil
        }
        tint = settings.hasTint ? .app : .field
        playsInputClicks = settings.playsInputClicks
    }

    /// `text` with each run of white space read as one space, trimmed; `nil` when nothing is left.
    static func words(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
