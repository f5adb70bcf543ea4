/// Why a command stopped, and — in one table — the exit status each reason gives.
///
/// | reason | status |
/// | --- | --- |
/// | success | 0 |
/// | an I/O failure (an output that cannot be written) or a check that failed (`stress`) | 1 |
/// | bad usage or bad input (a file that cannot be read or is not a valid scenario) | 2 |
public enum ToolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command line is wrong: an unknown option, a missing or malformed value.
    case usage(String)
    /// The input cannot be read, or is not what the command takes.
    case badInput(String)
    /// An output cannot be written.
    case io(String)
    /// The command ran and found what it checks for: `stress`'s violations.
    case failedCheck(String)

    /// The process's exit status for this reason.
    public var exitStatus: Int32 {
        switch self {
        case .usage, .badInput: 2
        case .io, .failedCheck: 1
        }
    }

    /// The line printed on standard error, without the tool's name.
    public var message: String {
        switch self {
        case .usage(let message), .badInput(let message), .io(let message),
            .failedCheck(let message):
            message
        }
    }

    /// The message.
    public var description: String { message }
}
