import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// `keyboard-avoidance animation --curve 7 --duration 0.25 --from 0 --to 336 --fps 120`.
enum AnimationCommand {
    static let command = CommandLineTool.Command(spec: spec) { parsed, io throws(ToolError) in
        try run(parsed, io: io)
    }

    /// The most frames one run prints: a million lines, about 70 MB.
    static let largestFrameCount = 1_000_000

    static let spec = CommandSpec(
        name: "animation", summary: "print the keyboard's animation, one JSON line per frame",
        options: [
            .init(
                names: ["--curve"], value: .integer(Int(Int32.min)...Int(Int32.max)),
                placeholder: "N", help: "the UIKeyboardAnimationCurveUserInfoKey value",
                defaultText: "7"),
            .init(
                names: ["--duration"], value: .number(0...3600), placeholder: "S",
                help: "seconds", defaultText: "0.25"),
            .init(
                names: ["--from"], value: .number(-1e7...1e7), placeholder: "A",
                help: "the start position in points", defaultText: "0"),
            .init(
                names: ["--to"], value: .number(-1e7...1e7), placeholder: "B",
                help: "the end position in points (required)"),
            .init(
                names: ["--fps"], value: .number(0.001...10_000), placeholder: "F",
                help: "frames per second", defaultText: "60"),
        ],
        description: """
            Prints the keyboard's animation between two positions, one JSON object per frame,
            {"time": t, "progress": p, "value": v}, from time 0 until the value is within 0.01 pt of the
            end. Curves 0–3 are UIKit's Béziers over the duration; 7 (the keyboard's own) and any other
            value is the keyboard's spring, whose motion does not depend on the duration; a duration of
            0 is immediate. At most \(largestFrameCount) frames are printed: a longer run is refused.
            """,
        examples: [
            "keyboard-avoidance animation --curve 7 --duration 0.25 --from 0 --to 336 --fps 120"
        ])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        guard let end = parsed.number("--to") else {
            throw .usage("--to is required (try: keyboard-avoidance animation --help)")
        }
        let start = parsed.number("--from", default: 0)
        let fps = parsed.number("--fps", default: 60)
        let timing = KeyboardAnimation(
            duration: parsed.number("--duration", default: 0.25),
            curve: KeyboardAnimation.Curve(rawValue: parsed.integer("--curve", default: 7))
        ).timing
        // The frames until the value is within 0.01 pt of the end, counted before printing any.
        let distance = abs(end - start)
        let settling = distance <= 0.01 ? 0 : timing.settlingDuration(tolerance: 0.01 / distance)
        let frames = (settling * fps).rounded(.up) + 1
        guard frames <= Double(largestFrameCount) else {
            throw .usage(
                "the animation would take \(Self.count(frames)) frames at \(CommandSpec.numberText(fps)) fps; "
                    + "at most \(largestFrameCount) are printed (lower --fps or --duration)")
        }
        var frame = 0
        while true {
            let time = Double(frame) / fps
            let progress = timing.progress(at: time)
            let value = timing.value(from: start, to: end, at: time)
            try io.output.write(
                "{\"time\": \(JSONNumber.format(time)), \"progress\": \(JSONNumber.format(progress)), "
                    + "\"value\": \(JSONNumber.format(value))}\n")
            if abs(end - value) <= 0.01 || frame >= largestFrameCount { break }
            frame += 1
        }
    }

    private static func count(_ frames: Double) -> String {
        frames < 1e15 ? String(Int64(frames)) : String(format: "%.3g", frames)
    }
}
