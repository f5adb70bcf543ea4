import Foundation

/// The views of the app-wide avoidance's tests, named by strings: `"formScroll"` is the identifier
/// of one object kept for the whole run under that name, as the UIKit layer identifies a view by
/// `ObjectIdentifier(view)`.
enum NamedViews {
    /// One object a name stands for.
    private final class Named {}

    nonisolated(unsafe) private static var objects: [String: Named] = [:]
    private static let lock = NSLock()

    /// The identifier of the object named `name`, the same for every use of the name.
    static func id(_ name: String) -> ObjectIdentifier {
        lock.withLock {
            if let object = objects[name] { return ObjectIdentifier(object) }
            let object = Named()
            objects[name] = object
            return ObjectIdentifier(object)
        }
    }
}

// Test-only, so that a test writes "formScroll" where the lifecycle takes a view's identifier.
// swift-format-ignore: AvoidRetroactiveConformances
extension ObjectIdentifier: @retroactive ExpressibleByStringLiteral {
    /// The identifier of the test view named `name` (``NamedViews``).
    public init(stringLiteral name: String) {
        self = NamedViews.id(name)
    }
}
