import Foundation

/// Notices a component released within the main queue's turn it was made in (one kept in a local
/// variable in `viewDidLoad` does nothing) and says so in one line, in debug builds; never traps.
package enum EarlyRelease {
    /// The line for an object of type `typeName` released right after it was made.
    package static func message(for typeName: String) -> String {
        "KeyboardAvoidance: \(typeName) released right after it was made: keep it in a property"
    }

    /// Watches `object` weakly: `schedule` runs a check later (the main queue's next turn) that
    /// calls `report` with ``message(for:)`` if it has been released by then; `typeName` names it.
    package static func watch<Object: AnyObject & Sendable>(
        _ object: Object, named typeName: String? = nil,
        schedule: (@escaping @Sendable () -> Void) -> Void,
        report: @escaping @Sendable (String) -> Void
    ) {
        let name = typeName ?? String(describing: type(of: object))
        schedule { [weak object] in
            if object == nil { report(message(for: name)) }
        }
    }
}
