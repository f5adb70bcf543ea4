import Foundation

/// The nib `KeyboardAvoidanceViewController` loads when it is made with no nib name (`init()`, or
/// `init(nibName: nil, bundle: nil)`): one named exactly after its class, without the module.
///
/// UIKit's own search for a view controller with no nib name — the class name without a trailing
/// "Controller", then the class name — happens only when the subclass does not override
/// `loadView()` (`UIViewController.nibName`'s documentation), and this class overrides it. It
/// looks for the class's own name alone: `ProfileView.xib` is the nib of a view class
/// `ProfileView` as often as a controller's, and loading it with `ProfileViewController` as its
/// owner would fail on outlets the controller does not have. UIKit documents no module-qualified
/// name (`MyApp.SignUpViewController`): none is looked for.
///
/// ```swift
/// if let name = DefaultNibName.name(forClassName: NSStringFromClass(type(of: self))),
///     bundle.path(forResource: name, ofType: "nib") != nil
/// {
///     UINib(nibName: name, bundle: bundle).instantiate(withOwner: self)
/// }
/// ```
package enum DefaultNibName {
    /// The nib name for a class named `className` as `NSStringFromClass` gives it: the name
    /// without its module (`MyApp.SignUpViewController` → `SignUpViewController`); `nil` for an
    /// empty name. A name Swift mangles (a private or nested class, `_TtC5MyApp4Form`) is kept as
    /// it is, and matches no nib an app names by hand: give such a controller its nib's name.
    package static func name(forClassName className: String) -> String? {
        let unqualified = className.lastIndex(of: ".").map {
            className[className.index(after: $0)...]
        }
        let name = String(unqualified ?? className[...])
        return name.isEmpty ? nil : name
    }
}
