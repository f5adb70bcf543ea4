#if canImport(UIKit) && os(iOS)
    import Foundation
    import KeyboardAvoidanceCore

    extension KeyboardToolbarWords {
        /// The toolbar's words for the app as it runs: its own translations (the keys of
        /// ``KeyboardToolbarWords/Key`` in its `Localizable.strings`), else the library's in the
        /// language the app is shown in, else English. Read anew each time: the bundles cache
        /// their tables. Nonisolated: a bundle is read from any thread.
        package static func inApp() -> KeyboardToolbarWords {
            words(main: .main, library: .module)
        }

        /// The words an app of bundle `main` is shown with, the library's read from `library`.
        static func words(main: Bundle, library: Bundle) -> KeyboardToolbarWords {
            let language = language(forAppLocalizations: main.preferredLocalizations)
            // SwiftPM writes the folders in lower case (`zh-hant.lproj`), Xcode as named: the
            // bundle's own name for the language, on a case-sensitive file system.
            let folder =
                library.localizations.first {
                    $0.caseInsensitiveCompare(language) == .orderedSame
                } ?? language
            let libraryTable =
                library.path(forResource: folder, ofType: "lproj").flatMap(Bundle.init(path:))
                ?? library
            return KeyboardToolbarWords(
                app: { translation(of: $0.rawValue, in: main, table: nil) },
                library: { translation(of: $0.rawValue, in: libraryTable, table: table) })
        }

        /// The bundle's translation of `key`, or `nil` when its table has none: asked with a
        /// value no translation is, which the bundle returns when it finds nothing.
        private static func translation(of key: String, in bundle: Bundle, table: String?)
            -> String?
        {
            let missing = "\u{0}KeyboardAvoidance.missing"
            let text = bundle.localizedString(forKey: key, value: missing, table: table)
            return text == missing ? nil : text
        }
    }
#endif
