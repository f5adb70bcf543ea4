import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The tool's commands and their dispatch.
public enum CommandLineTool {
    static let name = "keyboard-avoidance"

    static let usage = """
        keyboard-avoidance — plans, draws and checks keyboard avoidance off-device, and replays what
        the library recorded on a device.

        Usage:
          keyboard-avoidance demo [-o DIR]         write the demo gallery: every situation with every strategy
          keyboard-avoidance plan FILE.json        print the plan of a scenario, one JSON line per event
          keyboard-avoidance animation [options]   print the keyboard's animation, one JSON line per frame
          keyboard-avoidance render FILE.json -o OUT.svg|OUT.html [--animate]
                                                   draw each event of a scenario
          keyboard-avoidance stress [options]      run seeded random event sequences and check every event
          keyboard-avoidance bench [options]       measure the engine's speed and allocations
          keyboard-avoidance help [COMMAND]        explain a command

        Examples:
          keyboard-avoidance demo
          keyboard-avoidance plan Examples/iphone-field-near-bottom.json
          keyboard-avoidance animation --curve 7 --from 0 --to 336 --fps 120

        A scenario file (the format is in the spec, §7) gives the screen, the window, the container,
        the strategy, the target and the keyboard notifications as UIKit posts them. Bad input prints
        one line on standard error naming the file and the field, and exits with status 2.
        """

    public static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            printError(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "plan": return PlanCommand.run(rest)
        case "animation": return AnimationCommand.run(rest)
        case "stress": return StressCommand.run(rest)
        case "bench": return BenchCommand.run(rest)
        case "render": return RenderCommand.run(rest)
        case "demo": return DemoCommand.run(rest)
        case "help", "--help", "-h":
            switch rest.first {
            case "plan": print(PlanCommand.usage)
            case "animation": print(AnimationCommand.usage)
            case "stress": print(StressCommand.usage)
            case "bench": print(BenchCommand.usage)
            case "render": print(RenderCommand.usage)
            case "demo": print(DemoCommand.usage)
            case nil: print(usage)
            case let other?:
                printError("\(name): unknown command '\(other)' (try: \(name) --help)")
                return 2
            }
            return 0
        default:
            printError("\(name): unknown command '\(command)' (try: \(name) --help)")
            return 2
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// A usage or input error: reported as one line on stderr, exit status 2.
struct InputError: Error {
    var message: String
}

/// Standard output, written in large blocks.
enum StandardOutput {
    /// Writes all the bytes; `false` when standard output cannot take them.
    static func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(
                    1, base + offset, min(buffer.count - offset, 1 << 20))
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}

/// Buffered standard output, for output made line by line.
struct OutputBuffer {
    private var buffer: [UInt8] = []
    private let flushSize = 1 << 16

    init() {
        buffer.reserveCapacity(flushSize + 4096)
    }

    mutating func writeLine(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= flushSize { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        _ = StandardOutput.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
