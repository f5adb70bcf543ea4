import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidancePictures
import KeyboardAvoidanceScenario

/// `keyboard-avoidance demo [-o DIR]`: the demo gallery, no input needed.
enum DemoCommand {
    static let command = CommandLineTool.Command(spec: spec) { parsed, io throws(ToolError) in
        try run(parsed, io: io)
    }

    static let defaultDirectory = "keyboard-avoidance-demo"

    static let spec = CommandSpec(
        name: "demo", summary: "write the demo gallery: every situation with every strategy",
        options: [
            .init(
                names: ["-o", "--output"], value: .path, placeholder: "DIR",
                help: "the directory to write", defaultText: defaultDirectory)
        ],
        description: """
            Writes the demo gallery: every situation — iPhone portrait and landscape, iPad with the docked,
            floating and split keyboard, a hardware keyboard's bar, Stage Manager, Slide Over, Split View,
            a form sheet — with every strategy, drawn from the engine's plan, with a summary table of the
            overlap, the action and whether the target is visible. DIR receives index.html, a picture per
            panel under pictures/ and each panel's scenario under scenarios/. A new DIR appears whole or
            not at all. Into a DIR that is there, every file is written beside its place first, then
            each is renamed into place; what else DIR holds is left alone, and on a failure every
            file is put back as it was.
            """,
        examples: ["keyboard-avoidance demo -o /tmp/gallery && open /tmp/gallery/index.html"])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        let directory = parsed.argument("--output") ?? Argument(defaultDirectory)
        let files = Gallery.files()
        try GalleryWriter.write(files, to: directory)
        let index = URL(fileURLWithPath: directory.text, isDirectory: true)
            .appendingPathComponent("index.html").path
        try io.output.write("wrote \(files.count) files: open \(index)\n")
    }
}
