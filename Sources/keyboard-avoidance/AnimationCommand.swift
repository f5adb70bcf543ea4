import Foundation
import KeyboardAvoidanceCore

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
        let options: Options
        do {
            options = try Options(arguments)
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

    struct Options {
        var curve = 7
        var duration = 0.25
        var from = 0.0
        var to = 0.0
        var fps = 60.0

        init(_ arguments: [String]) throws(InputError) {
            var to: Double?
            var index = 0
            while index < arguments.count {
                let option = arguments[index]
                guard ["--curve", "--duration", "--from", "--to", "--fps"].contains(option) else {
                    throw InputError(message: "unknown option '\(option)' (try --help)")
                }
                guard index + 1 < arguments.count else {
                    throw InputError(message: "\(option) needs a value")
                }
                let text = arguments[index + 1]
                index += 2
                switch option {
                case "--curve":
                    guard let value = Int(text) else {
                        throw InputError(message: "--curve: expected an integer, got '\(text)'")
                    }
                    curve = value
                case "--duration":
                    duration = try Self.number(text, option: option)
                    guard duration >= 0 else {
                        throw InputError(message: "--duration: must be ≥ 0, got \(text)")
                    }
                case "--from": from = try Self.number(text, option: option)
                case "--to": to = try Self.number(text, option: option)
                default:
                    fps = try Self.number(text, option: option)
                    guard fps > 0, fps <= 10_000 else {
                        throw InputError(
                            message: "--fps: must be greater than 0 and at most 10000, got \(text)")
                    }
                }
            }
            guard let to else {
                throw InputError(message: "--to is required (the end position in points)")
            }
            self.to = to
        }

        private static func number(_ text: String, option: String) throws(InputError) -> Double {
            guard let value = Double(text), value.isFinite else {
                throw InputError(message: "\(option): expected a finite number, got '\(text)'")
            }
            return value
        }
    }
}
