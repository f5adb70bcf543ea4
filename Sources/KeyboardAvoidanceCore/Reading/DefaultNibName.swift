import Foundation

/// The nib `KeyboardAvoidanceViewController` loads when made with no nib name: one named exactly
/// after its class. UIKit's own search skips a class that overrides `loadView()`, as this one does.
package enum DefaultNibName {
    /// The class name without its module (`MyApp.SignUpViewController` → `SignUpViewController`);
    /// `nil` for an empty name. A mangled name (a private or nested class) is kept as it is.
    package static func name(forClassName className: String) -> String? {
        let unqualified = className.lastIndex(of: ".").map {
            className[className.index(after: $0)...]
        }
        let name = String(unqualified ?? className[...])
        return name.isEmpty ? nil : name
    }
}
