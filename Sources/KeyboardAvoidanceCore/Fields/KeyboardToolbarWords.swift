import Foundation

/// The words of the field navigator's toolbar (VoiceOver's, Voice Control's, Done's title) in the
/// app's language: the app's own translation in ``appTable`` when not blank, else the library's in
/// the app's language (not the device's), else English.
package struct KeyboardToolbarWords: Sendable, Equatable {
    /// A word of the toolbar; its raw value is the key in a strings file and the English word.
    package enum Key: String, Sendable, Hashable, CaseIterable {
        /// What Voice Control answers to for the previous button ("Tap Previous").
        case previous = "Previous"
        /// What Voice Control answers to for the next button.
        case next = "Next"
        /// Done's title where the library draws it, and its VoiceOver label where Done is an
        /// image.
        case done = "Done"
        /// What VoiceOver reads for the previous button.
        case previousField = "Previous field"
        /// What VoiceOver reads for the next button.
        case nextField = "Next field"

        /// The English word.
        package var english: String { rawValue }
    }

    /// The languages the library ships its words in, those of IQKeyboardManager's toolbar, English
    /// first.
    package static let libraryLanguages = ["en", "de", "es", "fr", "zh-Hans", "zh-Hant"]

    /// The strings table the library's words are in: `KeyboardToolbar.strings`.
    package static let table = "KeyboardToolbar"

    /// The strings table in the app that overrides them by key: `KeyboardAvoidance.strings`.
    package static let appTable = "KeyboardAvoidance"

    /// Each word, as chosen.
    private var words: [Key: String]

    /// The words chosen from the app's translations (`app`) and the library's (`library`).
    package init(app: (Key) -> String?, library: (Key) -> String?) {
        var words: [Key: String] = [:]
        for key in Key.allCases {
            words[key] = Self.usable(app(key)) ?? Self.usable(library(key)) ?? key.english
        }
        self.words = words
    }

    /// The English words.
    package static let english = KeyboardToolbarWords(app: { _ in nil }, library: { _ in nil })

    /// The word for `key`.
    package subscript(key: Key) -> String { words[key] ?? key.english }

    /// A translation that is not blank.
    private static func usable(_ text: String?) -> String? {
        guard let text, !text.allSatisfy({ $0.isWhitespace || $0.isNewline }) else { return nil }
        return text
    }

    /// The library's language for an app shown in `localizations` (most preferred first): the first
    /// the library has, matched as Apple's language IDs are (`Base` is English), else English.
    package static func language(forAppLocalizations localizations: [String]) -> String {
        for localization in localizations {
            if let language = libraryLanguage(for: localization) { return language }
        }
        return "en"
    }

    /// The library's language for one of the app's localizations, or `nil` when it has none.
    static func libraryLanguage(for localization: String) -> String? {
        let parts = localization.replacingOccurrences(of: "_", with: "-").split(separator: "-")
            .map(String.init)
        guard let code = parts.first?.lowercased() else { return nil }
        if code == "base" { return "en" }
        if code == "zh" {
            let rest = parts.dropFirst().map { $0.lowercased() }
            if rest.contains("hant") { return "zh-Hant" }
            if rest.contains("hans") { return "zh-Hans" }
            // A region without a script: Taiwan, Hong Kong and Macao write traditional Chinese.
            return rest.contains(where: { ["tw", "hk", "mo"].contains($0) }) ? "zh-Hant" : "zh-Hans"
        }
        return libraryLanguages.first { $0 == code }
    }
}
