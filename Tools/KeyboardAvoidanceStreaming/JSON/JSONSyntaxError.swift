import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// A JSON document that could not be parsed.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line of the first error, from 1.
    public var line: Int
    /// The column of the first error, from 1, in bytes.
    public var column: Int
    /// What was wrong there.
    public var reason: String

    /// Creates an error at a position.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// "invalid JSON at line 3, column 14: expected ',' or '}'".
    public var description: String {
        "invalid JSON at line \(line), column \(column): \(reason)"
    }
}
