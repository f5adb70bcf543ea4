import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidancePictures
import KeyboardAvoidanceScenario

/// `keyboard-avoidance render FILE [-o OUT.svg|OUT.html] [--format svg|html] [--animate]
/// [--events A..B]`.
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
        positionals: [
            .init(
                name: "FILE",
                help:
                    "a scenario file, or - for standard input (a FIFO or a device named here is "
                    + "read once, as it comes, as standard input is)")
        ],
        options: [
            .init(
                names: ["-o", "--output"], value: .path, placeholder: "PATH",
                help:
                    "where to write: a name ending in .svg or .html, or any path with --format (a "
                    + "FIFO, a device); without it, standard output"
            ),
            .init(
                names: ["--format"], value: .choice(["svg", "html"]), placeholder: "FORMAT",
                help: "what to write, when -o's name does not say (or without -o)",
                defaultText: "from -o's name, else svg"),
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
            names; a file with other hard links is rewritten in place, so that every name sees the
            picture, and what it held is put back if the write cannot finish; a FIFO or a device
            (with --format) is written to. A file you may not write, or one larger than `ulimit -f`
            allows, is refused (status 1). SIGINT, SIGTERM or SIGHUP while a file is written leave
            it as it was and nothing beside it, then end the tool by that signal. An -o that is the
            input file, under any name, is refused before anything is written.

            A regular file is read twice: its events counted first, in bounded memory, then drawn
            from a second reading compared chunk by chunk with the first; a file that changes
            between them is reported (status 2), never drawn beyond the panels counted.
            """,
        examples: [
            "keyboard-avoidance render Examples/ipad-stage-manager.json -o stage-manager.html --animate",
            "keyboard-avoidance render recording.json --events 40..60 -o drag.svg",
        ])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        _ = try format(parsed)
        try render(try InputFile(parsed.positionals[0], io: io), parsed: parsed, io: io)
    }

    /// Draws an opened scenario as the command line asks.
    static func render(_ input: InputFile, parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        let output = parsed.argument("--output")
        let format = try format(parsed)
        if let output {
            try ToolFiles.checkOutput(output, option: "-o", input: input.regularFileIdentity)
        }
        // A file larger than is drawn fails now, not after its events are counted; and no range
        // is suggested that could not be drawn.
        try input.checkSize(limit: largestFile, command: "render")
        // The whole file checked, its events counted and its chunks fingerprinted first, in
        // bounded memory: what cannot be drawn is refused before anything is read whole. A stream
        // is read whole first (it cannot be read twice), up to the size drawn.
        var bytes: [UInt8]?
        let eventCount: Int
        var first: FilePlan.FirstReading?
        if input.canBeReadAgain {
            first = try countEvents(input)
            eventCount = first?.events ?? 0
        } else {
            let whole = try input.readWhole(limit: largestFile, command: "render")
            let source = ChunkSource(.memory(whole), name: input.displayName)
            (_, eventCount) = try FilePlan.check(source, name: input.displayName)
            bytes = whole
        }
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
        let data: [UInt8]
        if let bytes {
            data = bytes
        } else if let first {
            // Drawn from the bytes counted: each chunk compared with the first reading's (a
            // file rewritten between the readings, its size and time kept, stops here).
            data = try input.readWhole(
                limit: largestFile, command: "render",
                fingerprints: .compare(first.key, first.fingerprints, length: first.length))
        } else {
            throw InputFile.changed(input.displayName)
        }
        let scenario: Scenario
        do {
            scenario = try Scenario(jsonData: data)
        } catch {
            try input.checkUnchanged()
            throw .badInput("\(input.displayName): \(error.description)")
        }
        try input.checkUnchanged()
        // What is drawn is what was counted; should the two ever differ, the limit still holds.
        guard scenario.events.count == eventCount else {
            throw InputFile.changed(input.displayName)
        }
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

    /// A regular file's first reading: its events counted by reading it whole (nothing kept of
    /// them) and its chunks fingerprinted, or its error.
    private static func countEvents(_ input: InputFile) throws(ToolError) -> FilePlan.FirstReading {
        do {
            let first = try FilePlan.check(input, key: .random())
            try input.checkUnchanged()
            return first
        } catch {
            // A file that changed under the reader: that, not what it read, is the error.
            try input.checkUnchanged()
            throw error
        }
    }

    /// `svg` or `html`: `--format`'s, else from the output's name, else `svg`.
    private static func format(_ parsed: ParsedCommand) throws(ToolError) -> String {
        let explicit = parsed.text("--format")
        guard let output = parsed.argument("--output") else { return explicit ?? "svg" }
        let name = output.text.split(separator: "/").last.map(String.init) ?? output.text
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let suffix = parts.count > 1 ? parts.last.map { $0.lowercased() } : nil
        let named: String? =
            switch suffix {
            case "svg": "svg"
            case "html", "htm": "html"
            default: nil
            }
        switch (named, explicit) {
        case (let named?, let explicit?) where named != explicit:
            throw .usage(
                "--format \(explicit) disagrees with -o '\(output.echo)', named .\(named) "
                    + "(give one of them)")
        case (let named?, _): return named
        case (nil, let explicit?): return explicit
        case (nil, nil):
            throw .usage(
                "-o: expected a file name ending in .svg or .html, got '\(output.echo)' (for a "
                    + "FIFO or a device, say what to write with --format svg or --format html)")
        }
    }
}
