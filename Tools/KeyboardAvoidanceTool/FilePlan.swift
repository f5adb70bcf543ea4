import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

/// `plan` on a regular file: read twice, with no temporary file and nothing held.
///
/// The first reading checks the whole document (the reader keeps nothing of the events) and
/// fingerprints each chunk of the file. Only then is anything printed: the second reading plans
/// the events as they are read, each chunk compared with the first reading's before the reader
/// sees it, and stops at the first that differs — every line printed comes from bytes that were
/// checked. The file's size and modification time are compared too, before and after.
enum FilePlan {
    /// Checks a document to its end: its header and how many events it has, or its error.
    static func check(_ source: ChunkSource, name: String) throws(ToolError) -> (Scenario, Int) {
        var reader = source.reader(detail: .check)
        let header = try check(&reader, source: source, name: name)
        return (header, reader.eventCount)
    }

    /// Reads on to the end: the header, or the document's error (or the source's, if it failed).
    private static func check(_ reader: inout ScenarioReader, source: ChunkSource, name: String)
        throws(ToolError) -> Scenario
    {
        do {
            while true {
                if case .end = try reader.next(), let header = reader.header { return header }
            }
        } catch {
            throw source.failure ?? .badInput("\(name): \(error.description)")
        }
    }

    /// Prints the plan of a regular file. `betweenReadings` runs after the first reading (for
    /// tests: a file rewritten then).
    static func plan(_ input: InputFile, io: ToolIO, betweenReadings: () -> Void = {})
        throws(ToolError)
    {
        try plan(input, into: io.output.sink, betweenReadings: betweenReadings)
    }

    /// Plans a regular file (or a document in memory, or made on demand) into `sink`, which
    /// the planning thread calls.
    static func plan(
        _ input: InputFile, into sink: @escaping PlanPipeline.Sink,
        betweenReadings: () -> Void = {}
    ) throws(ToolError) {
        let key = ChunkHash.Key.random()
        let first: FirstReading
        do {
            first = try check(input, key: key)
        } catch {
            // A file that changed under the reader: that, not what it read, is the error.
            try input.checkUnchanged()
            throw error
        }
        betweenReadings()
        try input.checkUnchanged()
        let second = input.source(
            fingerprints: .compare(key, first.fingerprints, length: first.length))
        try planEvents(
            of: second, header: first.header, reportsSurface: first.reportsSurface,
            name: input.displayName, into: sink)
        try input.checkUnchanged()
    }

    /// What the first reading of a regular file found.
    struct FirstReading {
        /// The key the fingerprints were made under: a second reading compares under it.
        var key: ChunkHash.Key
        var header: Scenario
        var events: Int
        /// Whether the plan reports `surface` (``ScenarioReader/reportsSurface``).
        var reportsSurface: Bool
        var fingerprints: [Int: ChunkHash]
        var length: Int
    }

    /// The first reading of a regular file: checked to its end, each chunk fingerprinted under
    /// `key`; a large file's second half checked beside it (``SecondHalf``), or, for tests, one
    /// that begins at `secondHalf`.
    static func check(_ input: InputFile, key: ChunkHash.Key, secondHalf: Int? = nil)
        throws(ToolError) -> FirstReading
    {
        let source = input.source(fingerprints: .record(key))
        let half =
            secondHalf.map { SecondHalf(input, key: key, at: $0) }
            ?? SecondHalf(of: input, key: key)
        defer { half?.stop() }
        var reader = source.reader(detail: .check)
        reader.skip = half?.skip
        let header = try check(&reader, source: source, name: input.displayName)
        half?.stop()
        var fingerprints = source.recorded
        for (chunk, fingerprint) in half?.fingerprints ?? [:] {
            // Read by both: the same, unless the file changed between.
            if let mine = fingerprints[chunk], mine != fingerprint {
                throw InputFile.changed(input.displayName)
            }
            fingerprints[chunk] = fingerprint
        }
        return FirstReading(
            key: key, header: header, events: reader.eventCount,
            reportsSurface: reader.reportsSurface, fingerprints: fingerprints,
            length: source.bytesRead)
    }

    /// Plans the events of a document already checked whole, as they are read, into `output`;
    /// stops at the end of the events. `reportsSurface`: what the check found
    /// (``ScenarioReader/reportsSurface``).
    static func planEvents(
        of source: ChunkSource, header: Scenario, reportsSurface: Bool, name: String,
        into sink: @escaping PlanPipeline.Sink
    ) throws(ToolError) {
        var reader = source.reader(detail: .plan, checked: true)
        let pipeline = PlanPipeline(header: header, reportsSurface: reportsSurface, sink: sink)
        do {
            reading: while true {
                switch try reader.next() {
                case .event: try pipeline.add(reader.event)
                case .eventsEnd, .end: break reading
                case .eventsBegin: continue
                }
            }
        } catch {
            pipeline.cancel()
            if let failure = source.failure { throw failure }
            if let error = error as? ToolError { throw error }
            // The bytes are the ones checked: only a file that changed reads otherwise.
            throw InputFile.changed(name)
        }
        try pipeline.finish()
    }

    /// The plan output of a document in memory, made as `plan` makes a file's (two readings, the
    /// first in two halves at once): what a test compares a replay with.
    static func output(of bytes: [UInt8]) throws(ToolError) -> [UInt8] {
        let lines = PlanLines()
        try plan(InputFile(document: bytes, name: "<memory>"), into: lines.append)
        return lines.bytes
    }
}

/// A plan collected in memory.
private final class PlanLines: @unchecked Sendable {
    // @unchecked: written by the planning thread only, read once it finished.
    private(set) var bytes: [UInt8] = []

    func append(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: chunk)
    }
}
