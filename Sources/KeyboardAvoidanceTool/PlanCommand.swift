import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `keyboard-avoidance plan FILE.json`.
enum PlanCommand {
    static let usage = """
        keyboard-avoidance plan FILE.json

        Reads a scenario (spec §7) and prints its plan (spec §8): one JSON object per event, one per
        line, with the keyboard's state, frame in container coordinates and overlap, the action to
        apply (null when nothing changes) and whether the target is visible. FILE is - for standard
        input. The whole file is checked before anything is printed.

        Example:
          keyboard-avoidance plan Examples/iphone-field-near-bottom.json
          {"index": 0, "event": "UIKeyboardWillShowNotification", "ignored": false, ...}
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard arguments.count == 1, let path = arguments.first else {
            CommandLineTool.printError(
                "\(CommandLineTool.name) plan: expected one scenario file (or - for standard input); "
                    + "try: \(CommandLineTool.name) plan --help")
            return 2
        }
        let output: [UInt8]
        do throws(InputError) {
            let data = try ScenarioFile.data(path)
            do {
                output = try Scenario.planOutput(jsonData: data)
            } catch {
                throw InputError(message: "\(ScenarioFile.displayName(path)): \(error.description)")
            }
        } catch {
            CommandLineTool.printError("\(CommandLineTool.name): \(error.message)")
            return 2
        }
        return StandardOutput.write(output) ? 0 : 1
    }
}

/// Reading a scenario from a path or standard input, with errors that name the file.
enum ScenarioFile {
    static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// The file's bytes, or standard input's for `-`, read straight into an array: a large
    /// scenario is not copied on the way.
    static func data(_ path: String) throws(InputError) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        guard let file = fopen(path, "rb") else {
            throw InputError(
                message: "\(displayName(path)): cannot read the file (\(describe(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunkSize = 1 << 16
        // A regular file is read in one piece of its size (and one byte more, to see its end).
        if fseek(file, 0, SEEK_END) == 0 {
            // A directory reports a meaningless size: only a plausible one is used.
            let size = ftell(file)
            if size > 0, size < Int(Int32.max) { chunkSize = size + 1 }
            rewind(file)
        }
        while true {
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, initialized in
                initialized = buffer.baseAddress.map { fread($0, 1, chunkSize, file) } ?? 0
            }
            if ferror(file) != 0 {
                throw InputError(
                    message: "\(displayName(path)): cannot read the file (\(describe(errno)))")
            }
            if bytes.isEmpty {
                bytes = chunk
            } else {
                bytes.append(contentsOf: chunk)
            }
            if chunk.count < chunkSize { return bytes }
        }
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code))
        }
    }

    static func read(_ path: String) throws(InputError) -> Scenario {
        let data = try data(path)
        do {
            return try Scenario(jsonData: data)
        } catch {
            throw InputError(message: "\(displayName(path)): \(error.description)")
        }
    }

}
