import Foundation

/// Notices an object released within the turn of the main queue it was made in, and says so in
/// one line: a component kept in a local variable (`let navigator = FieldNavigator(container:
/// view)` in `viewDidLoad`) is gone when the method returns, and does nothing — no toolbar, no
/// avoidance — with nothing to tell why.
///
/// The components call the UIKit layer's `EarlyRelease.watch(_:)` from their initializers: in
/// debug builds it schedules the check on the main queue's next turn and logs the line; in
/// release builds it does nothing. Never a trap: a component made and dropped on purpose (a
/// test, a screen dismissed at once) costs one line.
///
/// ```swift
/// EarlyRelease.watch(navigator, schedule: { check in queue.append(check) }) { line in
///     print(line)
/// }
/// ```
package enum EarlyRelease {
    /// The line for an object of type `typeName` released right after it was made.
    package static func message(for typeName: String) -> String {
        "KeyboardAvoidance: \(typeName) released right after it was made: keep it in a property"
    }

    /// Watches `object`, held weakly: `schedule` is given a check to run later — on the main
    /// queue's next turn — which calls `report` with ``message(for:)`` if the object has been
    /// released by then, and does nothing while it lives.
    ///
    /// - Parameters:
    ///   - object: The object just made.
    ///   - typeName: The name the line gives; by default the object's type's.
    ///   - schedule: Runs the check later.
    ///   - report: Logs the line.
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
