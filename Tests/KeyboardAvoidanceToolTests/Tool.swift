import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

/// Runs the built `keyboard-avoidance` binary, as a user would.
enum Tool {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")
    static let examples = packageRoot.appendingPathComponent("Examples")

    /// The binary next to the test bundle, in the build products directory.
    static let binary: URL? = {
        if let path = ProcessInfo.processInfo.environment["KEYBOARD_AVOIDANCE_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directories: [URL] = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        #if os(Linux)
            directories.insert(
                URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                    .deletingLastPathComponent(), at: 0)
        #endif
        for directory in directories {
            let candidate = directory.appendingPathComponent("keyboard-avoidance")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Result {
        guard let binary else { throw ToolNotFound() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        // Output goes to files rather than pipes, so that a large output cannot block the tool.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keyboard-avoidance-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let output = try FileHandle(forWritingTo: outURL)
        let error = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try output.close()
        try error.close()
        let outData = try Data(contentsOf: outURL)
        let errData = try Data(contentsOf: errURL)
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs a shell command line in which `$TOOL` is the binary: for redirections a process API
    /// cannot make (a closed standard input, standard error to /dev/full).
    static func runShell(_ script: String) throws -> Result {
        guard let binary else { throw ToolNotFound() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["TOOL"] = binary.path
        process.environment = environment
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keyboard-avoidance-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let output = try FileHandle(forWritingTo: outURL)
        let error = try FileHandle(forWritingTo: errURL)
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    struct ToolNotFound: Error, CustomStringConvertible {
        var description: String {
            "the keyboard-avoidance binary was not found next to the tests; build it with `swift build` "
                + "or set KEYBOARD_AVOIDANCE_BINARY"
        }
    }
}
