import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `keyboard-avoidance` tool: its commands, their dispatch and the one table of exit
/// statuses (``ToolError``).
public enum CommandLineTool {
    static let name = "keyboard-avoidance"

    /// A command: its declaration and what it does with a checked command line.
    struct Command: Sendable {
        var spec: CommandSpec
        var run: @Sendable (ParsedCommand, ToolIO) throws(ToolError) -> Void
    }

    static let commands: [Command] = [
        DemoCommand.command, PlanCommand.command, AnimationCommand.command,
        RenderCommand.command, StressCommand.command, BenchCommand.command,
    ]

    static var usage: String {
        var text = """
            keyboard-avoidance — plans, draws and checks keyboard avoidance off-device, and replays what
            the library recorded on a device.

            Usage:

            """
        let rows =
            commands.map { ("  \(name) \($0.spec.name)", $0.spec.summary) }
            + [("  \(name) help [COMMAND]", "explain a command")]
        // One column for the summaries, two spaces after the longest command.
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (left, summary) in rows {
            text += left.padding(toLength: width, withPad: " ", startingAt: 0) + summary + "\n"
        }
        text += """

            Examples:
              keyboard-avoidance demo
              keyboard-avoidance plan Examples/iphone-field-near-bottom.json
              keyboard-avoidance animation --curve 7 --from 0 --to 336 --fps 120

            A scenario file (the format is in docs/avoidance-semantics.md, §7) gives the screen, the window,
            the container, the strategy, the target and the keyboard notifications as UIKit posts them.
            Exit status: 0 on success; 1 when an output cannot be written or a check fails; 2 on bad
            usage or bad input, with one line on standard error naming the file and the field.

            """
        return text
    }

    /// Runs the tool as a process: arguments as the system gave them (a file name that is not
    /// valid UTF-8 still opens), standard streams, `exit` with the status.
    public static func main() -> Never {
        // A closed pipe is an I/O failure with a message and status 1, not a silent signal.
        signal(SIGPIPE, SIG_IGN)
        // Likewise a file larger than `ulimit -f` allows: EFBIG, "file too large", status 1, and
        // what was half made removed, not a core dump.
        signal(SIGXFSZ, SIG_IGN)
        var arguments: [Argument] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let length = strlen(pointer)
            let bytes = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                Array(UnsafeBufferPointer(start: $0, count: length))
            }
            arguments.append(Argument(bytes: bytes))
        }
        // A standard stream the caller closed keeps its number taken (by /dev/null, read-only, so
        // that writing to it still fails), so that no file the tool opens lands there.
        var standardInputClosed = false
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            if descriptor == 0 { standardInputClosed = true }
        }
        let io = ToolIO.standard(standardInputClosed: standardInputClosed)
        exit(run(arguments, io: io))
    }

    /// Runs a command line and returns the exit status; what the command writes goes to `io`.
    public static func run(_ arguments: [Argument], io: ToolIO) -> Int32 {
        do {
            try dispatch(arguments, io: io)
            try io.output.flush()
            return 0
        } catch {
            try? io.output.flush()
            io.errors.writeLineIgnoringFailure(prefix(error, arguments) + error.message)
            return error.exitStatus
        }
    }

    /// Runs a command line given as text.
    public static func run(_ arguments: [String], io: ToolIO) -> Int32 {
        run(arguments.map { Argument($0) }, io: io)
    }

    /// Errors about a file name the file, after the tool's name; usage errors name the command.
    private static func prefix(_ error: ToolError, _ arguments: [Argument]) -> String {
        switch error {
        case .usage:
            let command = arguments.first.map(\.text).flatMap { name in
                commands.first { $0.spec.name == name }
            }
            return command.map { "\(Self.name) \($0.spec.name): " } ?? "\(Self.name): "
        default:
            return "\(Self.name): "
        }
    }

    private static func dispatch(_ arguments: [Argument], io: ToolIO) throws(ToolError) {
        guard let first = arguments.first else {
            throw .usage("expected a command (try: \(name) --help)")
        }
        let rest = Array(arguments.dropFirst())
        switch first.text {
        case "help", "--help", "-h":
            guard let topic = rest.first else {
                try io.output.write(usage)
                return
            }
            guard let command = commands.first(where: { $0.spec.name == topic.text }) else {
                throw .usage("unknown command '\(topic.echo)' (try: \(name) --help)")
            }
            guard rest.count == 1 else {
                throw .usage(
                    "unexpected argument '\(rest[1].echo)' (try: \(name) help \(topic.echo))")
            }
            try io.output.write(command.spec.usage)
        default:
            guard let command = commands.first(where: { $0.spec.name == first.text }) else {
                throw .usage("unknown command '\(first.echo)' (try: \(name) --help)")
            }
            let parsed = try command.spec.parse(rest)
            if parsed.wantsHelp {
                try io.output.write(command.spec.usage)
                return
            }
            try command.run(parsed, io)
        }
    }
}
