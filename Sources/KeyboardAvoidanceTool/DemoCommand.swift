import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidancePictures
import KeyboardAvoidanceScenario

/// `keyboard-avoidance demo [-o DIR]`: the demo gallery, no input needed.
enum DemoCommand {
    static let defaultDirectory = "keyboard-avoidance-demo"

    static let usage = """
        keyboard-avoidance demo [-o DIR]

        Writes the demo gallery: every situation — iPhone portrait and landscape, iPad with the docked,
        floating and split keyboard, a hardware keyboard's bar, Stage Manager, Slide Over, Split View,
        a form sheet — with every strategy, drawn from the engine's plan, with a summary table of the
        overlap, the action and whether the target is visible. DIR (default: \(defaultDirectory) in the
        current directory) receives index.html, a picture per panel under pictures/ and each panel's
        scenario under scenarios/.

        Example:
          keyboard-avoidance demo -o /tmp/gallery && open /tmp/gallery/index.html
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        let directory: String
        do throws(InputError) {
            let options = try Options(arguments, valued: ["-o", "--output"])
            if let extra = options.positionals.first {
                throw InputError(message: "unexpected argument '\(extra)'")
            }
            directory = options.string("-o") ?? options.string("--output") ?? defaultDirectory
        } catch {
            CommandLineTool.printError("\(CommandLineTool.name) demo: \(error.message)")
            return 2
        }
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        let files = Gallery.files()
        do {
            for (path, contents) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        } catch {
            CommandLineTool.printError(
                "\(CommandLineTool.name) demo: \(directory): cannot write the gallery (\(error.localizedDescription))"
            )
            return 1
        }
        print("wrote \(files.count) files: open \(root.appendingPathComponent("index.html").path)")
        return 0
    }
}
