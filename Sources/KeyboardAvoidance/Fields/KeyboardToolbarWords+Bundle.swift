#if canImport(UIKit) && os(iOS)
    import Foundation
    import KeyboardAvoidanceCore

    extension KeyboardToolbarWords {
        /// The toolbar's words for the running app: its `KeyboardAvoidance.strings`, else the
        /// library's, else English; cached per app language.
        package static func inApp() -> KeyboardToolbarWords {
            let localizations = Bundle.main.preferredLocalizations
            return cache.withLock { cache in
                if let cached = cache, cached.localizations == localizations {
                    return cached.words
                }
                let words = words(main: .main, library: libraryBundle)
                cache = (localizations, words)
                return words
            }
        }

        /// The words of the last app language read.
        private static let cache = LockedValue<(localizations: [String], words: Self)?>(nil)

        /// The library's resource bundle, found by name (`Bundle.module` traps when it is missing,
        /// as with some build systems); `nil` means English.
        static let libraryBundle: Bundle? = {
            let name = "KeyboardAvoidance_KeyboardAvoidance.bundle"
            let bundles =
                [Bundle.main, Bundle(for: BundleToken.self)] + Bundle.allBundles
                + Bundle.allFrameworks
            for bundle in bundles {
                let places = [
                    bundle.resourceURL, bundle.bundleURL,
                    bundle.bundleURL.deletingLastPathComponent(),
                ]
                for case let place? in places {
                    if let found = Bundle(url: place.appendingPathComponent(name)) { return found }
                }
            }
            return nil
        }()

        /// A class of this module, for the bundle it is loaded from.
        private final class BundleToken {}

        /// The words an app of bundle `main` is shown with, the library's read from `library`
        /// (`nil`: none, English).
        static func words(main: Bundle, library: Bundle?) -> KeyboardToolbarWords {
            let language = language(forAppLocalizations: main.preferredLocalizations)
            // SwiftPM writes the folders in lower case (`zh-hant.lproj`), Xcode as named: the
            // bundle's own name for the language, on a case-sensitive file system.
            let folder =
                library?.localizations.first {
                    $0.caseInsensitiveCompare(language) == .orderedSame
                } ?? language
            let libraryTable =
                library?.path(forResource: folder, ofType: "lproj").flatMap(Bundle.init(path:))
                ?? library
            return KeyboardToolbarWords(
                app: { translation(of: $0.rawValue, in: main, table: appTable) },
                library: { key in
                    libraryTable.flatMap { translation(of: key.rawValue, in: $0, table: table) }
                })
        }

        /// The bundle's translation of `key`, or `nil` when its table has none.
        private static func translation(of key: String, in bundle: Bundle, table: String?)
            -> String?
        {
            let missing = "\u{0}KeyboardAvoidance.missing"
            let text = bundle.localizedString(forKey: key, value: missing, table: table)
            return text == missing ? nil : text
        }
    }
#endif
