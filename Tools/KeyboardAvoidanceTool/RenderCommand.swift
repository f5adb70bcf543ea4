import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidancePictures
import KeyboardAvoidanceScenario

/// `keyboard-avoidance render FILE [-o OUT.svg|OUT.html] [--animate] [--events A..B]`.
enum RenderCommand {
    static let command = CommandLineTool.Command(spec: spec) { parsed, io throws(ToolError) in
        try run(parsed, io: io)
    }

    /// The most panels one page holds: beyond, a browser struggles and nobody reads them.
    static let largestPanelCount = 400
    /// The largest scenario file drawn: it is read whole, unlike `plan`'s input.
    static let largestFile = 64 << 20

    static let spec = CommandSpec(
        name: "render", summary: "draw each event of a scenario as SVG or HTML",
        positionals: [.init(name: "FILE", help: "a scenario file, or - for standard input")],
        options: [
            .init(
                names: ["-o", "--output"], value: .path, placeholder: "PATH",
                help: "where to write: .svg or .html (without it, the SVG goes to standard output)"
            ),
            .init(
                names: ["--animate"], value: .flag, placeholder: "",
                help:
                    "add, under each animated action, a filmstrip sampled from the keyboard's motion"
            ),
            .init(
                names: ["--events"], value: .range, placeholder: "A..B",
                help: "draw only these events (by index, from 0)"),
        ],
        description: """
            Draws a scenario (spec §7): for each event a panel with the screen, the app window, the
            container at rest and as moved or inset, the target and its margin, and the keyboard, labelled
            with the event, the overlap and the action; a legend explains the colours. With -o OUT.html,
            one page with every panel beside the plan's JSON for its event. At most
            \(largestPanelCount) panels are drawn at once: choose a range with --events for more.
            With -o, a new file appears whole or not at all, and a file that is there is replaced
            whole or left as it was, keeping its mode; a symbolic link is followed to the file it
            names; a file with other hard links is rewritten in place (space reserved first), so that
            every name sees the picture; a FIFO or a device is written to.
            """,
        examples: [
            "keyboard-avoidance render Examples/ipad-stage-manager.json -o stage-manager.html --animate",
            "keyboard-avoidance render recording.json --events 40..60 -o drag.svg",
        ])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        _ = try format(of: parsed.argument("--output"))
        try render(try InputFile(parsed.positionals[0], io: io), parsed: parsed, io: io)
    }

    /// Draws an opened scenario as the command line asks.
    static func render(_ input: InputFile, parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        let output = parsed.argument("--output")
        let format = try format(of: output)
        // The whole file checked and its events counted first, in bounded memory: what cannot be
        // drawn is refused before anything is read whole.
        let eventCount = try countEvents(input)
        var range: ClosedRange<Int>?
        if let events = parsed.range("--events") {
            guard events.lower < eventCount else {
                let indexes = eventCount == 0 ? "none" : "0..\(eventCount - 1)"
                throw .usage(
                    "--events: the scenario has \(eventCount) events (\(indexes)), got "
                        + "\(events.lower)..\(events.upper)")
            }
            range = events.lower...min(events.upper, eventCount - 1)
        }
        let panels = range?.count ?? eventCount
        guard panels <= largestPanelCount else {
            throw .usage(
                "\(panels) panels are more than a page holds (\(largestPanelCount)); draw a range "
                    + "with --events, e.g. --events 0..\(largestPanelCount - 1)")
        }
        guard input.bytes.count <= largestFile else {
            throw .badInput(
                "\(input.displayName): \(input.bytes.count >> 20) MB is more than render reads whole "
                    + "(\(largestFile >> 20) MB); plan it with `keyboard-avoidance plan`")
        }
        let scenario: Scenario
        do {
            scenario = try Scenario(jsonData: input.bytes)
        } catch {
            try input.checkUnchanged()
            throw .badInput("\(input.displayName): \(error.description)")
        }
        try input.checkUnchanged()
        let options = ScenarioRenderer.Options(animate: parsed.has("--animate"), events: range)
        let text =
            format == "html"
            ? ScenarioRenderer.html(for: scenario, options: options)
            : ScenarioRenderer.svg(for: scenario, options: options)
        if let output {
            try ToolFiles.writeOutput(Array(text.utf8), to: output)
        } else {
            try io.output.write(text)
        }
    }

    /// The scenario's events, counted as the streaming planner plans them (its lines), or the
    /// file's error. The plan made while the file is checked and the one made after it are
    /// counted apart: a file with header fields on both sides of its events has both, and only
    /// the one the planner returns is its plan.
    private static func countEvents(_ input: InputFile) throws(ToolError) -> Int {
        let speculative = LineCounter()
        let final = LineCounter()
        let destination: PlanDestination
        do {
            destination = try Scenario.streamPlan(
                of: input.bytes, speculative: speculative.sink, final: { final.sink },
                release: { input.release(upTo: $0) })
        } catch {
            try input.checkUnchanged()
            switch error {
            case .scenario(let scenarioError):
                throw .badInput("\(input.displayName): \(scenarioError.description)")
            case .output(let message):
                throw .io(message)
            }
        }
        try input.checkUnchanged()
        return destination == .speculative ? speculative.lines : final.lines
    }

    /// `svg` or `html`, from the output's name.
    private static func format(of output: Argument?) throws(ToolError) -> String {
        guard let output else { return "svg" }
        let name = output.text.split(separator: "/").last.map(String.init) ?? output.text
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let suffix = parts.count > 1 ? parts.last.map { $0.lowercased() } : nil
        switch suffix {
        case "svg": return "svg"
        case "html", "htm": return "html"
        default:
            throw .usage("-o: expected a file name ending in .svg or .html, got '\(output.echo)'")
        }
    }
}

/// Counts the lines of a plan as they go by.
private final class LineCounter: @unchecked Sendable {
    // Written on the planner's queue only; read after the planner returned.
    private(set) var lines = 0

    var sink: PlanSink {
        { [self] bytes in lines += bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
    }
}
