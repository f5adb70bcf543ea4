import Foundation
import KeyboardAvoidanceCore

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

    /// The file's bytes, or standard input's for `-`.
    static func data(_ path: String) throws(InputError) -> Data {
        do {
            if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError(
                message: "\(displayName(path)): cannot read the file (\(reason(error)))")
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

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
            return "no such file"
        }
        return nsError.localizedDescription
    }
}
