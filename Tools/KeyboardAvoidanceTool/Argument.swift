/// One command-line argument: its text for messages and matching, and its bytes as the system
/// gave them, so that a file name that is not valid UTF-8 still opens.
public struct Argument: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The argument as text (invalid UTF-8 repaired).
    public var text: String
    /// The argument's bytes, exactly.
    public var bytes: [UInt8]

    /// An argument from text.
    public init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    /// An argument from the system's bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// An argument from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text as a message shows it: control characters escaped, cut after 60 characters.
    var echo: String { ToolText.echo(text) }
}
