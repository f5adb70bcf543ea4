import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `keyboard-avoidance animation --curve 7 --duration 0.25 --from 0 --to 336 --fps 120`.
enum AnimationCommand {
    static let usage = """
        keyboard-avoidance animation [--curve N] [--duration S] [--from A] --to B [--fps F]

        Prints the keyboard's animation between two positions, one JSON object per frame,
        {"time": t, "progress": p, "value": v}, from time 0 until the value is within 0.01 pt of the
        end. Curves 0–3 are UIKit's Béziers over the duration; 7 (the keyboard's own) and any other
        value is the keyboard's spring, whose motion does not depend on the duration; a duration of
        0 is immediate.

        Options:
          --curve N      the UIKeyboardAnimationCurveUserInfoKey value, an integer (default 7)
          --duration S   seconds, ≥ 0 (default 0.25)
          --from A       the start position in points (default 0)
          --to B         the end position in points (required)
          --fps F        frames per second, greater than 0 and at most 10000 (default 60)

        Example:
          keyboard-avoidance animation --curve 7 --duration 0.25 --from 0 --to 336 --fps 120
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        let options: AnimationOptions
        do {
            options = try AnimationOptions(arguments)
        } catch {
            CommandLineTool.printError("\(CommandLineTool.name) animation: \(error.message)")
            return 2
        }
        let timing = KeyboardAnimation(
            duration: options.duration, curve: AnimationCurve(rawValue: options.curve)
        )
        .timing
        var output = OutputBuffer()
        var frame = 0
        while true {
            let time = Double(frame) / options.fps
            let progress = timing.progress(at: time)
            let value = timing.value(from: options.from, to: options.to, at: time)
            output.writeLine(
                "{\"time\": \(JSONNumber.format(time)), \"progress\": \(JSONNumber.format(progress)), "
                    + "\"value\": \(JSONNumber.format(value))}")
            if abs(options.to - value) <= 0.01 { break }
            frame += 1
        }
        output.flush()
        return 0
    }

    struct AnimationOptions {
        var curve: Int
        var duration: Double
        var from: Double
        var to: Double
        var fps: Double

        init(_ arguments: [String]) throws(InputError) {
            let options = try Options(
                arguments, valued: ["--curve", "--duration", "--from", "--to", "--fps"])
            if let extra = options.positionals.first {
                throw InputError(message: "unexpected argument '\(extra)'")
            }
            curve = try options.integer("--curve", default: 7, in: Int.min...Int.max)
            duration = try options.number(
                "--duration", default: 0.25, in: 0...Double.greatestFiniteMagnitude)
            from = try options.number("--from", default: 0, in: -1e12...1e12)
            to = try options.number("--to", default: nil, in: -1e12...1e12)
            fps = try options.number("--fps", default: 60, in: 0.001...10_000)
        }
    }
}
