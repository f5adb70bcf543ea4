import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// The toolbar's words (issue 30): which translation wins, which language the app's
/// localizations choose, and the resource files the UIKit layer ships, read from the repository.
@Suite("Keyboard toolbar words")
struct KeyboardToolbarWordsTests {
    typealias Key = KeyboardToolbarWords.Key

    /// `Sources/KeyboardAvoidance/Resources`: a folder per language.
    static let resources = Fixtures.packageRoot.appendingPathComponent(
        "Sources/KeyboardAvoidance/Resources")

    /// One language's `KeyboardToolbar.strings`, read as Foundation reads a strings file.
    static func table(_ language: String) throws -> [String: String] {
        let url = resources.appendingPathComponent(
            "\(language).lproj/\(KeyboardToolbarWords.table).strings")
        let data = try Data(contentsOf: url)
        let list = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try #require(list as? [String: String], "\(url.path) is not a strings table")
    }

    @Test("the app's translation wins, then the library's, then English; blank is none")
    func precedence() {
        let words = KeyboardToolbarWords(
            app: { $0 == .done ? "Terminé" : $0 == .next ? " \n" : nil },
            library: { $0 == .done || $0 == .previousField ? "[\($0.rawValue)]" : nil })
        #expect(words[.done] == "Terminé")
        #expect(words[.previousField] == "[Previous field]")
        #expect(words[.next] == "Next")
        #expect(words[.nextField] == "Next field")
        #expect(KeyboardToolbarWords.english[.previous] == "Previous")
    }

    @Test(
        "the app's localizations choose the library's language, the app's first",
        arguments: [
            (["fr"], "fr"), (["fr-CA"], "fr"), (["de-CH", "fr"], "de"), (["it", "es-419"], "es"),
            (["zh-Hans"], "zh-Hans"), (["zh-Hant-HK"], "zh-Hant"), (["zh-TW"], "zh-Hant"),
            (["zh_HK"], "zh-Hant"), (["zh-CN"], "zh-Hans"), (["zh"], "zh-Hans"),
            (["Base"], "en"), (["en-GB", "fr"], "en"), (["it", "ja"], "en"), ([], "en"),
            ([""], "en"),
        ] as [([String], String)])
    func language(localizations: [String], language: String) {
        #expect(KeyboardToolbarWords.language(forAppLocalizations: localizations) == language)
    }

    @Test("every language the library ships has a folder with every key, and nothing else")
    func everyLanguageHasEveryKey() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
        #expect(Set(folders) == Set(KeyboardToolbarWords.libraryLanguages))
        let keys = Set(Key.allCases.map(\.rawValue))
        for language in KeyboardToolbarWords.libraryLanguages {
            let table = try Self.table(language)
            #expect(Set(table.keys) == keys, "\(language)")
            for (key, value) in table {
                let blank = value.allSatisfy { $0.isWhitespace }
                #expect(!blank, "\(language): \(key) is blank")
            }
        }
    }

    @Test("English is the keys; the other languages translate the labels")
    func translations() throws {
        let english = try Self.table("en")
        for key in Key.allCases { #expect(english[key.rawValue] == key.english) }
        // Done is the system's own word in each language; the labels are the library's.
        let expected: [String: (done: String, previousField: String)] = [
            "de": ("Fertig", "Vorheriges Feld"), "es": ("OK", "Campo anterior"),
            "fr": ("OK", "Champ précédent"), "zh-Hans": ("完成", "上一个字段"),
            "zh-Hant": ("完成", "上一個欄位"),
        ]
        for (language, words) in expected {
            let table = try Self.table(language)
            #expect(table["Done"] == words.done, "\(language)")
            #expect(table["Previous field"] == words.previousField, "\(language)")
            #expect(table["Previous field"] != table["Next field"], "\(language)")
            #expect(table["Previous"] != table["Next"], "\(language)")
        }
    }

    @Test("an image Done reads the toolbar's word for Done when the app gives no words")
    func imageDoneReadsTheWord() {
        let content = KeyboardToolbarContent(
            settings: KeyboardToolbarContent.Settings(hasDoneImage: true, doneWord: "Fertig"),
            placeholder: nil, accessibilityLabel: nil)
        #expect(content.doneAccessibilityLabel == "Fertig")
        let titled = KeyboardToolbarContent(
            settings: KeyboardToolbarContent.Settings(
                doneTitle: "Senden", hasDoneImage: true, doneWord: "Fertig"),
            placeholder: nil, accessibilityLabel: nil)
        #expect(titled.doneAccessibilityLabel == "Senden")
        let blank = KeyboardToolbarContent(
            settings: KeyboardToolbarContent.Settings(hasDoneImage: true, doneWord: "  "),
            placeholder: nil, accessibilityLabel: nil)
        #expect(blank.doneAccessibilityLabel == "Done")
    }
}
