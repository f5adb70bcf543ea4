import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scenario that cannot be read: the field, and what is wrong with it.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field, as a path from the top: `container`, `events[3].userInfo`, `scroll.contentSize`;
    /// empty for the document as a whole.
    public var field: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// `"events[3].retarget: expected a rect [x, y, width, height], got 3 numbers"`.
    public var description: String {
        field.isEmpty ? message : "\(field): \(message)"
    }
}
