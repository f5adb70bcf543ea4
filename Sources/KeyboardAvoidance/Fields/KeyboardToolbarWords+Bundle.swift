#if canImport(UIKit) && os(iOS)
    import Foundation
    import KeyboardAvoidanceCore

    extension KeyboardToolbarWords {
        /// The toolbar's words for the app as it runs: its own translations (the keys of
        /// ``KeyboardToolbarWords/Key`` in its `KeyboardAvoidance.strings`), else the library's in
        /// the language the app is shown in, else English. Read once per app language, then kept.
        /// Nonisolated: a bundle is read from any thread.
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

        /// The library's resource bundle, or `nil` where it is missing (a build system that does
        /// not copy SwiftPM's resources, a prebuilt binary, some test hosts): the words are then
        /// English. Found without SwiftPM's `Bundle.module`, which traps when the bundle is not
        /// where SwiftPM put it: by its name, in or beside the app's, this module's and every
        /// loaded bundle and framework.
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
