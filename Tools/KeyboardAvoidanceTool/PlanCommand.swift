import Foundation
import KeyboardAvoidanceScenario

/// `keyboard-avoidance plan FILE`.
enum PlanCommand {
    static let command = CommandLineTool.Command(spec: spec) { parsed, io throws(ToolError) in
        try run(parsed, io: io)
    }

    static let spec = CommandSpec(
        name: "plan", summary: "print the plan of a scenario, one JSON line per event",
        positionals: [
            .init(name: "FILE", help: "a scenario file (spec §7), or - for standard input")
        ],
        description: """
            Reads a scenario (spec §7) and prints its plan (spec §8): one JSON object per event, one per
            line, with the keyboard's state, frame in container coordinates and overlap, the action to
            apply (null when nothing changes) and whether the target is visible.

            The whole file is checked before anything is printed, and read in bounded memory whatever
            its size: a file is mapped where it is, standard input is kept in a temporary file first.
            While the file is checked its plan is kept in memory, beyond 1 MB in a temporary file;
            without a temporary directory, a file is read a second time instead. A file that changes
            while it is read is reported (status 2), not planned.
            """,
        examples: [
            "keyboard-avoidance plan Examples/iphone-field-near-bottom.json",
            "cat keyboard-session.json | keyboard-avoidance plan -",
        ])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        try plan(try InputFile(parsed.positionals[0], io: io), io: io)
    }

    /// Prints the plan of an opened scenario.
    static func plan(_ input: InputFile, io: ToolIO) throws(ToolError) {
        if input.isRegularFile {
            try FilePlan.plan(input, io: io)
        } else {
            try StreamPlan.plan(input, io: io)
        }
    }
}
