import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceTool

/// `plan`'s first reading of a large file checks its second half on another thread; wherever that
/// half is taken to begin — at an event, inside one, inside a string, after the events — the
/// reading gives what one reader alone gives: the same header, count, fingerprints and error.
@Suite("A file checked in two halves")
struct FileHalvesTests {
    /// Fixtures, invalid fixtures, fuzzer findings, and documents whose events come first or have
    /// the header on both sides.
    static let files: [URL] = {
        let directories = [
            Fixtures.directory, Fixtures.invalidDirectory,
            Fixtures.packageRoot.appendingPathComponent("Fuzz/corpus/scenario"),
        ]
        return directories.flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted()
                .map { directory.appendingPathComponent($0) }
        }
    }()

    /// What a first reading found, as text to compare.
    static func outcome(_ reading: () throws(ToolError) -> FilePlan.FirstReading) -> String {
        do {
            let first = try reading()
            let fingerprints = first.fingerprints.sorted { $0.key < $1.key }.map { "\($0.value)" }
            return
                "\(first.header.json.jsonText) \(first.events) \(first.reportsSurface) \(first.length) \(fingerprints)"
        } catch {
            return "\(error.exitStatus) \(error.message)"
        }
    }

    /// Expects the file, and the same bytes as a document in memory (read where they are, not
    /// through a window), to read alike from every `{`.
    static func expectAlike(_ path: String, _ comment: Comment) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let starts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
        let inputs = [
            try InputFile(Argument(path), io: ToolIO.memory()),
            InputFile(document: bytes, name: path),
        ]
        for input in inputs {
            let key = ChunkHash.Key.random()
            let alone = Self.outcome { () throws(ToolError) in try FilePlan.check(input, key: key) }
            for start in starts.prefix(400) {
                let halves = Self.outcome { () throws(ToolError) in
                    try FilePlan.check(input, key: key, secondHalf: start)
                }
                #expect(halves == alone, "\(comment), second half from \(start)")
            }
        }
    }

    @Test("from every `{` of a file, the reading is the one reader's", arguments: files)
    func everyStart(file: URL) throws {
        try Self.expectAlike(file.path, "\(file.lastPathComponent)")
    }

    @Test("events first, and the header on both sides of the events")
    func keyOrders() throws {
        let directory = try InProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = try Fixtures.scenario("iphone-rotation")
        let sorted = scenario.json.jsonText
        var both = scenario.formattedJSON
        both = both.replacingOccurrences(of: "  \"margin\": 8,\n", with: "")
        both = String(both.dropLast(3)) + ",\n  \"margin\": 8\n}\n"
        for (name, text) in [("sorted", sorted), ("both", both), ("broken", both + "x")] {
            let path = directory.appendingPathComponent("\(name).json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            try Self.expectAlike(path, "\(name)")
        }
    }
}
