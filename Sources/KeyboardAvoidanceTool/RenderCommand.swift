import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidancePictures
import KeyboardAvoidanceScenario

/// `keyboard-avoidance render FILE.json -o OUT.svg|OUT.html [--animate]`.
enum RenderCommand {
    static let usage = """
        keyboard-avoidance render FILE.json [-o OUT.svg | -o OUT.html] [--animate]

        Draws a scenario (spec §7): for each event a panel with the screen, the app window, the
        container at rest and as moved or inset, the target and its margin, and the keyboard, labelled
        with the event, the overlap and the action; a legend explains the colours. With -o OUT.html,
        one page with every panel beside the plan's JSON for its event; without -o, the SVG goes to
        standard output. FILE is - for standard input.

        Options:
          -o, --output PATH   where to write: .svg or .html
          --animate           add, under each animated action, a filmstrip of the movement sampled
                              from the keyboard's animation model

        Example:
          keyboard-avoidance render Examples/ipad-stage-manager.json -o stage-manager.html --animate
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        do throws(InputError) {
            let options = try Options(arguments, valued: ["-o", "--output"], flags: ["--animate"])
            guard options.positionals.count == 1, let path = options.positionals.first else {
                throw InputError(
                    message: "expected one scenario file (or - for standard input); try --help")
            }
            let output = options.string("-o") ?? options.string("--output")
            let format: String
            switch output.map({ URL(fileURLWithPath: $0).pathExtension.lowercased() }) {
            case nil, "svg"?: format = "svg"
            case "html"?, "htm"?: format = "html"
            case let other?:
                throw InputError(message: "-o: expected a .svg or .html file, got '.\(other)'")
            }
            let scenario = try ScenarioFile.read(path)
            let renderOptions = ScenarioRenderer.Options(animate: options.has("--animate"))
            let text =
                format == "html"
                ? ScenarioRenderer.html(for: scenario, options: renderOptions)
                : ScenarioRenderer.svg(for: scenario, options: renderOptions)
            try OutputFile.write(text, to: output)
            return 0
        } catch {
            CommandLineTool.printError("\(CommandLineTool.name) render: \(error.message)")
            return 2
        }
    }
}

/// Writing a command's output to a file, or to standard output for `nil`.
enum OutputFile {
    static func write(_ text: String, to path: String?) throws(InputError) {
        guard let path else {
            _ = StandardOutput.write(Array(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw InputError(
                message: "\(path): cannot write the file (\(error.localizedDescription))")
        }
    }
}
