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
            .init(
                name: "FILE",
                help:
                    "a scenario file (spec §7), or - for standard input (a FIFO or a device named "
                    + "here is read as a stream, as standard input is)")
        ],
        description: """
            Reads a scenario (spec §7) and prints its plan (spec §8): one JSON object per event, one per
            line, with the keyboard's state, frame in container coordinates and overlap, the action to
            apply (null when nothing changes) and whether the target is visible. A scenario with a list or a
            revealScroll anywhere (docs/scenario-project-fields.md) also gets, on every line, "surface":
            every number its component's views are given after the event, or null when they hold them.

            Nothing is printed for a scenario with an error anywhere, and any size is read in bounded
            memory; one event, or one top-level field, is at most 16 MiB.

            A regular file is read twice, with no temporary file: checked whole first, then planned as
            the plan is printed. Before a line is made from any megabyte of the second reading, that
            megabyte is compared with the first reading's (a 128-bit fingerprint, under a key drawn
            for each run); the file's size and modification time are compared between the readings
            and at the end. A file that changes while it is read is reported (status 2): the lines
            printed before that, if any, are the plan of the file as it was checked, never of bytes
            that were not.

            Standard input and other streams are read once, as they come, and stopped at their first
            syntax error. Their events, checked one by one, and, when the header comes before them,
            their plan wait in temporary files in $TMPDIR (else /tmp) until the stream is known to be
            valid: a stream needs a temporary directory, and plan says so (status 1) when it cannot
            make one.
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
        if input.canBeReadAgain {
            try FilePlan.plan(input, io: io)
        } else {
            try StreamPlan.plan(input, io: io)
        }
    }
}
