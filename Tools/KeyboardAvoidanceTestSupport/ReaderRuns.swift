import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

/// The scenario readers run the ways their users run them, for tests and fuzz targets to compare:
/// the scenario module's (``Scenario/init(jsonData:)``, on Foundation's `JSONSerialization`), and
/// the tool's planner's two readings — a checking one, then one that keeps only what planning
/// needs — over the bytes whole or through a window fed a few bytes at a time.
public enum ReaderRuns {
    /// The plan output as the tool makes it: checked whole first, then planned as it is read.
    /// `pieces`: the window's source gives this many bytes at most per read (`nil`: the bytes are
    /// read whole, without a window).
    public static func plannedOutput(_ bytes: [UInt8], pieces: Int? = nil) throws(ScenarioError)
        -> [UInt8]
    {
        let (header, surface) = try withReader(bytes, detail: .check, pieces: pieces) {
            (checking) throws(ScenarioError) -> (Scenario, Bool) in
            while true {
                if case .end = try checking.next(), let header = checking.header {
                    return (header, checking.reportsSurface)
                }
            }
        }
        return try withReader(bytes, detail: .plan, pieces: pieces) {
            (planning) throws(ScenarioError) -> [UInt8] in
            var lines = PlanLines(header: header, reportsSurface: surface)
            while true {
                switch try planning.next() {
                case .event: lines.append(planning.event)
                case .eventsEnd, .end: return lines.bytes
                case .eventsBegin: continue
                }
            }
        }
    }

    /// The plan output the ordinary way: the scenario read whole, then planned.
    public static func ordinaryOutput(_ bytes: [UInt8]) throws(ScenarioError) -> [UInt8] {
        var output: [UInt8] = []
        try Scenario(jsonData: bytes).forEachStep { step in
            step.write(to: &output)
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// The scenario read whole through a window fed `pieces` bytes at a time.
    public static func windowedScenario(_ bytes: [UInt8], pieces: Int) throws(ScenarioError)
        -> Scenario
    {
        try withReader(bytes, detail: .whole, pieces: pieces) {
            (reader) throws(ScenarioError) -> Scenario in try reader.readScenario()
        }
    }

    /// Whether what the scenario module read (`whole`) and what the tool's reader read
    /// (`streamed`) of one document agree as they must.
    ///
    /// The tool's reader is the stricter: what it reads, Foundation reads alike (the same plan,
    /// the same scenario), and an error it finds in a value (a field's, an event's) is the
    /// module's too, word for word. A syntax error it finds (`invalid JSON at line …`) is its
    /// own: a repeated key, a trailing comma, a string or an event longer as spelled than a
    /// scenario file holds are ones Foundation does not see, and where it sees one its words are
    /// its own (`invalid JSON: …`) — but whatever Foundation refuses, the tool refuses.
    public static func agree<Value: Equatable>(
        whole: Result<Value, ScenarioError>, streamed: Result<Value, ScenarioError>
    ) -> Bool {
        switch (whole, streamed) {
        case (.success(let read), .success(let streamedRead)): read == streamedRead
        case (_, .failure(let error)) where isSyntaxError(error): true
        case (.failure(let error), .failure(let streamedError)): error == streamedError
        case (.success, .failure), (.failure, .success): false
        }
    }

    /// Whether the tool's reader found the document not to be JSON, or beyond what it reads.
    public static func isSyntaxError(_ error: ScenarioError) -> Bool {
        error.field.isEmpty && error.message.hasPrefix("invalid JSON at line ")
    }

    private static func withReader<Value>(
        _ bytes: [UInt8], detail: ScenarioReader.Detail, pieces: Int?,
        _ body: (inout ScenarioReader) throws(ScenarioError) -> Value
    ) throws(ScenarioError) -> Value {
        guard let pieces else {
            let result = bytes.withUnsafeBytes { bytes in
                Result { () throws(ScenarioError) -> Value in
                    var reader = ScenarioReader(bytes: bytes, detail: detail)
                    return try body(&reader)
                }
            }
            return try result.get()
        }
        var offset = 0
        let window = StreamWindow { buffer in
            let count = min(pieces, buffer.count, bytes.count - offset)
            buffer.copyBytes(from: bytes[offset..<offset + count])
            offset += count
            return count
        }
        var reader = ScenarioReader(window: window, detail: detail)
        return try body(&reader)
    }
}
