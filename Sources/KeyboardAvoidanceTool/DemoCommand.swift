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
            panel under pictures/ and each panel's scenario under scenarios/. The gallery is written
            whole or not at all: a failure leaves nothing new behind.
            """,
        examples: ["keyboard-avoidance demo -o /tmp/gallery && open /tmp/gallery/index.html"])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        let directory = parsed.text("--output") ?? defaultDirectory
        let files = Gallery.files()
        try GalleryWriter.write(files, to: directory)
        let index = URL(fileURLWithPath: directory, isDirectory: true)
            .appendingPathComponent("index.html").path
        try io.output.write("wrote \(files.count) files: open \(index)\n")
    }
}

/// Writes a set of files into a directory whole or not at all: first into a temporary directory
/// beside it, then moved into place; on a failure, everything new is removed again.
enum GalleryWriter {
    static func write(_ files: [(path: String, contents: String)], to directory: String)
        throws(ToolError)
    {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        var isDirectory: ObjCBool = false
        let existed = manager.fileExists(atPath: root.path, isDirectory: &isDirectory)
        if existed, !isDirectory.boolValue {
            throw .io("\(ToolText.echo(directory)): cannot write the gallery (it is a file)")
        }
        let parent = root.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(
            ".\(root.lastPathComponent).keyboard-avoidance-\(UUID().uuidString)")
        var created: [URL] = []  // what exists now that did not, to remove on a failure
        func fail(_ reason: String) -> ToolError {
            try? manager.removeItem(at: staging)
            for url in created.reversed() { try? manager.removeItem(at: url) }
            return .io("\(ToolText.echo(directory)): cannot write the gallery (\(reason))")
        }
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for (path, contents) in files {
                let url = staging.appendingPathComponent(path)
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        } catch {
            throw fail(Self.reason(error))
        }
        if !existed {
            do {
                try manager.moveItem(at: staging, to: root)
            } catch {
                throw fail(Self.reason(error))
            }
            return
        }
        // Into a directory that is there already: file by file, each replaced whole.
        do {
            for (path, _) in files {
                let target = root.appendingPathComponent(path)
                let folder = target.deletingLastPathComponent()
                if !manager.fileExists(atPath: folder.path) {
                    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                    created.append(folder)
                }
                let isNew = !manager.fileExists(atPath: target.path)
                if isNew {
                    try manager.moveItem(at: staging.appendingPathComponent(path), to: target)
                    created.append(target)
                } else {
                    _ = try manager.replaceItemAt(
                        target, withItemAt: staging.appendingPathComponent(path))
                }
            }
            try? manager.removeItem(at: staging)
        } catch {
            throw fail(Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return ToolFiles.describe(Int32(underlying.code))
        }
        return ToolText.echo(nsError.localizedDescription)
    }
}
