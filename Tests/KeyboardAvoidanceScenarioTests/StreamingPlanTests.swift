import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceScenario

@Suite("The streaming planner agrees with the scenario reader")
struct StreamingPlanTests {
    /// The output the ordinary way: read the whole scenario, then plan it.
    static func ordinaryOutput(_ bytes: [UInt8]) throws -> [UInt8] {
        let scenario = try Scenario(jsonData: bytes)
        return Array(scenario.plan().map { $0.jsonLine + "\n" }.joined().utf8)
    }

    /// Collects what a sink is given.
    final class Collected: @unchecked Sendable {
        var bytes: [UInt8] = []
        func write(_ chunk: UnsafeRawBufferPointer) { bytes.append(contentsOf: chunk) }
    }

    /// The streaming planner's output, and which pass made it.
    static func streamed(_ bytes: [UInt8]) throws -> (PlanDestination, [UInt8]) {
        let first = Collected()
        let second = Collected()
        let destination = try bytes.withUnsafeBytes { document in
            try Scenario.streamPlan(of: document, speculative: first.write, final: { second.write })
        }
        return (destination, destination == .speculative ? first.bytes : second.bytes)
    }

    @Test(
        "every fixture and example, planned in one pass (the header comes first)",
        arguments: Fixtures.names)
    func fixtures(name: String) throws {
        let bytes = Array(try Fixtures.data(name))
        let (destination, streamed) = try Self.streamed(bytes)
        #expect(destination == .speculative)
        #expect(streamed == (try Self.ordinaryOutput(bytes)))
        #expect(try Scenario.planOutput(jsonData: bytes) == streamed)
    }

    @Test("random scenarios, written by the formatter (events last)")
    func randomScenarios() throws {
        for seed in 0..<300 as Range<UInt64> {
            let strategy = AvoidanceStrategy.allCases[Int(seed % 4)]
            let bytes = Array(
                RandomScenario.make(seed: seed, strategy: strategy).formattedJSON.utf8)
            let (destination, streamed) = try Self.streamed(bytes)
            #expect(destination == .speculative, "seed \(seed)")
            #expect(streamed == (try Self.ordinaryOutput(bytes)), "seed \(seed)")
        }
    }

    @Test("events before other keys: planned in a second pass, with the same result")
    func eventsFirst() throws {
        let text = #"""
            {"events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271]}}],
             "screen": [0, 0, 414, 736], "strategy": "guide"}
            """#
        let bytes = Array(text.utf8)
        let (destination, streamed) = try Self.streamed(bytes)
        #expect(destination == .final)
        #expect(streamed == (try Self.ordinaryOutput(bytes)))
        #expect(try Scenario.planOutput(jsonData: bytes) == streamed)
    }

    @Test(
        "errors are the scenario reader's, however late they come",
        arguments: [
            // A syntax error in the last event.
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [{"retarget": null}, {"retarget": [1, 2, 3, 4}]}"#,
            // A duplicate key inside a userInfo.
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardIsLocalUserInfoKey": 1, "UIKeyboardIsLocalUserInfoKey": 0}}]}"#,
            // An unknown key after the events.
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [], "margn": 3}"#,
            // An unknown event field.
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [{"name": "UIKeyboardWillShowNotification", "object": 1}]}"#,
            // A bad header, events fine.
            #"{"screen": [0, 0, 414], "strategy": "shift", "events": [{"retarget": null}]}"#,
            // Trailing garbage.
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": []} x"#,
        ])
    func errors(text: String) {
        let bytes = Array(text.utf8)
        var ordinary: ScenarioError?
        do { _ = try Self.ordinaryOutput(bytes) } catch let error as ScenarioError {
            ordinary = error
        } catch {}
        var streamed: ScenarioError?
        do { _ = try Scenario.planOutput(jsonData: bytes) } catch { streamed = error }
        #expect(streamed == ordinary)
    }

    /// Every file that must be rejected, and every input the fuzzer kept.
    static let rejectedFiles: [URL] = {
        let corpus = Fixtures.packageRoot.appendingPathComponent("Fuzz/corpus/scenario")
        return [Fixtures.invalidDirectory, corpus].flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
                .map { directory.appendingPathComponent($0) }
        }
    }()

    @Test(
        "every invalid fixture and fuzzer finding: the streaming planner's error is the reader's",
        arguments: rejectedFiles)
    func sameErrors(file: URL) throws {
        let bytes = Array(try Data(contentsOf: file))
        var ordinary: Result<[UInt8], ScenarioError>
        do { ordinary = .success(try Self.ordinaryOutput(bytes)) } catch let error as ScenarioError
        {
            ordinary = .failure(error)
        }
        let streamed = Result { () throws(ScenarioError) in try Scenario.planOutput(jsonData: bytes)
        }
        #expect(streamed == ordinary, "\(file.lastPathComponent)")
    }

    @Test("unusual but valid shapes plan identically")
    func unusualShapes() throws {
        let text = #"""
            {"screen": [0, 0, 414, 736], "strategy": "shift", "target": [20, 600, 374, 44], "events": [
              {"userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271]}, "name": "UIKeyboardWillShowNotification"},
              {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414]}},
              {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": {"x": 1}}},
              {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardCenterEndUserInfoKey": "NSPoint: {207, 600.5}", "UIKeyboardFrameEndUserInfoKey": "{{0, 400}, {414, 336}}"}},
              {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 300, 414, 436], "UIKeyboardAnimationDurationUserInfoKey": "0.4", "UIKeyboardAnimationCurveUserInfoKey": 2.5, "UIKeyboardIsLocalUserInfoKey": "YES"}},
              {"name": "UIKeyboardWillHideNotification", "userInfo": null},
              {"name": "UIKeyboardWillShowNotification", "userInfo": {}},
              {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboard\u0046rameEndUserInfoKey": "NSRect: {{0, 465}, {414, 271}}"}},
              {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 465}, {414, 271}} é"}},
              {"scrolled": [0, 4]}, {"layout": {"safeArea": {"top": 10}}}, {"retarget": null}
            ]}
            """#
        let bytes = Array(text.utf8)
        let (destination, streamed) = try Self.streamed(bytes)
        #expect(destination == .speculative)
        #expect(streamed == (try Self.ordinaryOutput(bytes)))
    }

    /// A speculative sink that takes `limit` bytes, then declines the rest.
    final class Declining: @unchecked Sendable {
        let limit: Int
        var bytes: [UInt8] = []
        init(limit: Int) { self.limit = limit }
        func write(_ chunk: UnsafeRawBufferPointer) throws {
            guard bytes.count + chunk.count <= limit else { throw SpeculativePlanDeclined() }
            bytes.append(contentsOf: chunk)
        }
    }

    @Test(
        "a speculative sink that declines: checked to the end, planned again into the final sink",
        arguments: [0, 1 << 20])
    func declined(limit: Int) throws {
        let events = (0..<20_000).map { "{\"retarget\": [20, \($0 % 700), 374, 44]}" }
        let text =
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": ["#
            + events.joined(separator: ", ") + "]}"
        let bytes = Array(text.utf8)
        let first = Declining(limit: limit)
        let second = Collected()
        let destination = try bytes.withUnsafeBytes { document in
            try Scenario.streamPlan(of: document, speculative: first.write, final: { second.write })
        }
        #expect(destination == .final)
        #expect(second.bytes == (try Self.ordinaryOutput(bytes)))
        #expect(first.bytes.count <= limit)
        // An error after the events is still found.
        let late = Array((text.dropLast() + #", "margn": 1}"#).utf8)
        let error = #expect(throws: PlanStreamError.self) {
            try late.withUnsafeBytes { document in
                try Scenario.streamPlan(
                    of: document, speculative: Declining(limit: limit).write,
                    final: { Collected().write })
            }
        }
        guard case .scenario(let scenarioError) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(scenarioError.field == "margn")
    }
}
