import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

/// Inputs the fuzzers found problems with (Fuzz/corpus/scenario), kept as regression fixtures and
/// checked as the scenario fuzzer checks every input.
@Suite("Fuzzer findings")
struct FuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus/scenario")

    static let files: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }()

    @Test(
        "each finding is read or rejected, plans cleanly, round-trips, and reads as the tool reads it",
        arguments: files)
    func finding(file: String) throws {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(file)))
        let streamed = Result { () throws(ScenarioError) in try ReaderRuns.plannedOutput(bytes) }
        let whole = Result { () throws(ScenarioError) in try ReaderRuns.ordinaryOutput(bytes) }
        #expect(
            ReaderRuns.agree(whole: whole, streamed: streamed),
            "the tool's reading \(streamed), the module's \(whole)")
        let scenario: Scenario
        do {
            scenario = try Scenario(jsonData: bytes)
        } catch {
            #expect(!error.message.isEmpty)
            return
        }
        #expect(scenario.violations() == [])
        var ordinary: [UInt8] = []
        scenario.forEachStep { step in
            step.write(to: &ordinary)
            ordinary.append(10)
        }
        if case .success(let output) = streamed { #expect(output == ordinary) }
        #expect(try Scenario(jsonData: Array(scenario.formattedJSON.utf8)) == scenario)
    }

    @Test("a number too large for a Double is written back as one")
    func infinity() throws {
        #expect(JSONValue.number(.infinity).jsonText == "1e999")
        #expect(JSONValue.array([.number(-.infinity)]).jsonText == "[-1e999]")
        #expect(try JSONValue(parsing: Array("1e999".utf8)) == .number(.infinity))
    }
}
