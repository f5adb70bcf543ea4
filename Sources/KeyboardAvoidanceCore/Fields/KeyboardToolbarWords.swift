import Foundation

/// The words of the field navigator's keyboard toolbar — what VoiceOver reads for previous and
/// next, what Voice Control answers to, Done's title where the library draws it — in the app's
/// language, and which translation wins.
///
/// The library ships them in the languages IQKeyboardManager's toolbar covers
/// (``libraryLanguages``), as the UIKit layer's resources (`KeyboardToolbar.strings` in each
/// `.lproj` folder); the layer reads them and the app's own strings and hands both lookups here.
/// For each word:
///
/// 1. the app's own translation: the same key in its `KeyboardAvoidance.strings` (``appTable``, a
///    table of its own, so that the app's "Done" elsewhere does not rename the toolbar's), when
///    it has one that is not blank;
/// 2. else the library's, in the language the app is shown in (``language(forAppLocalizations:)``
///    — the app's, not the device's: an app shown in English keeps an English toolbar, as
///    UIKit's own Done item does);
/// 3. else the English word, which is also the key.
///
/// What the app sets on the navigator itself (`previousFieldLabel`, a SwiftUI
/// `FieldNavigationLabels`) wins over all of them.
///
/// ```swift
/// let words = KeyboardToolbarWords(
///     app: { appBundle.translation(of: $0.rawValue) },
///     library: { libraryTable[$0.rawValue] })
/// previousItem.accessibilityLabel = words[.previousField]
/// ```
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

    /// The languages the library ships its words in: IQKeyboardManager's toolbar's (its
    /// `IQKeyboardManager.bundle`'s `.lproj` folders), English first. Each is an `.lproj` folder
    /// of the UIKit layer's resources.
    package static let libraryLanguages = ["en", "de", "es", "fr", "zh-Hans", "zh-Hant"]

    /// The strings table the library's words are in: `KeyboardToolbar.strings`.
    package static let table = "KeyboardToolbar"

    /// The strings table in the app that overrides them by key: `KeyboardAvoidance.strings`.
    package static let appTable = "KeyboardAvoidance"

    /// Each word, as chosen.
    private var words: [Key: String]

    /// The words chosen from the app's translations and the library's.
    ///
    /// - Parameters:
    ///   - app: The app's own translation of a key (its `KeyboardAvoidance.strings`), `nil` for
    ///     none.
    ///   - library: The library's, in the language ``language(forAppLocalizations:)`` chose.
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

    /// A translation that says something: not blank. (A strings file's lookup that finds nothing
    /// gives `nil` here: the layer asks with a value that cannot be a translation.)
    private static func usable(_ text: String?) -> String? {
        guard let text, !text.allSatisfy({ $0.isWhitespace || $0.isNewline }) else { return nil }
        return text
    }

    /// The library's language for an app shown in `localizations` — the app's own, most preferred
    /// first (`Bundle.main.preferredLocalizations`): the first one the library has, matched as
    /// Apple's language IDs are (`de-CH` is German, `zh-Hant-HK` and `zh-TW` traditional Chinese,
    /// `zh-CN` and a bare `zh` simplified), else English. `Base` is the app's development
    /// language, English for the toolbar.
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
