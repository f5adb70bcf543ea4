import Foundation

/// The nibs UIKit looks for when a view controller made with no nib name (`init()`, or
/// `init(nibName: nil, bundle: nil)`) loads its view: what `KeyboardAvoidanceViewController` asks
/// its bundle for, so that it loads such a nib as any view controller does, rather than building
/// its own views in its place.
///
/// `UIViewController.nibName`'s documentation gives the order: if the class name ends with
/// "Controller", the name without it (`MyViewController` → `MyView`), then the class name itself.
///
/// ```swift
/// let names = DefaultNibName.candidates(forClassName: NSStringFromClass(type(of: self)))
/// let found = names.contains { bundle.path(forResource: $0, ofType: "nib") != nil }
/// ```
public enum DefaultNibName {
    /// The nib names UIKit may look for, in its order, for a class named `className` as
    /// `NSStringFromClass` gives it.
    ///
    /// A Swift class's name has its module in front (`MyApp.SignUpViewController`): the names
    /// without the module come first, then the whole names, so that a nib named either way is
    /// found. A name that would be empty ("Controller" trimmed from "Controller") is left out.
    public static func candidates(forClassName className: String) -> [String] {
        let suffix = "Controller"
        func names(_ name: Substring) -> [String] {
            let trimmed = name.hasSuffix(suffix) ? name.dropLast(suffix.count) : ""
            return [trimmed, name].filter { !$0.isEmpty }.map(String.init)
        }
        guard let dot = className.lastIndex(of: ".") else { return names(className[...]) }
        let module = className[..<dot]
        let unqualified = names(className[className.index(after: dot)...])
        return unqualified + unqualified.map { "\(module).\($0)" }
    }
}
