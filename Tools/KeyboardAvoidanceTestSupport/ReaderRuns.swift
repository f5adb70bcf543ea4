import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// The scenario reader run the ways its users run it, for tests and fuzz targets to compare: the
/// whole reader (``Scenario/init(jsonData:)``), and the planner's two readings — a checking one,
/// then one that keeps only what planning needs — over the bytes whole or through a window fed a
/// few bytes at a time.
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
