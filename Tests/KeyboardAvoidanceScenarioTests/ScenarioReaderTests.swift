import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceScenario

/// The two readers, read every way their users read them: the scenario module's
/// (`Scenario(jsonData:)`, on Foundation), and the tool's as its planner reads (checked, then
/// planned keeping only the five userInfo keys), whole and through a window fed a few bytes at a
/// time. They give the same events, plan and errors, but for the syntax errors the tool's
/// stricter parser finds (`ReaderRuns.agree`).
@Suite("The scenario readers read alike every way")
struct ScenarioReaderTests {
    /// The error of a document, or its plan output, the ordinary way.
    static func ordinary(_ bytes: [UInt8]) -> Result<[UInt8], ScenarioError> {
        Result { () throws(ScenarioError) in try ReaderRuns.ordinaryOutput(bytes) }
    }

    static func planned(_ bytes: [UInt8], pieces: Int? = nil) -> Result<[UInt8], ScenarioError> {
        Result { () throws(ScenarioError) in try ReaderRuns.plannedOutput(bytes, pieces: pieces) }
    }

    /// Expects every way of reading `bytes` to agree: the tool's readings exactly, and with the
    /// scenario module's as ``ReaderRuns/agree(whole:streamed:)`` says.
    static func expectAlike(_ bytes: [UInt8], _ comment: Comment? = nil) {
        let ordinary = ordinary(bytes)
        let planned = planned(bytes)
        #expect(ReaderRuns.agree(whole: ordinary, streamed: planned), comment)
        #expect(Self.planned(bytes, pieces: 7) == planned, comment)
        let whole = Result { () throws(ScenarioError) in try Scenario(jsonData: bytes) }
        let windowed = Result { () throws(ScenarioError) in
            try ReaderRuns.windowedScenario(bytes, pieces: 13)
        }
        #expect(ReaderRuns.agree(whole: whole, streamed: windowed), comment)
        // The tool's whole reading and its planner's find the same error.
        if case .failure(let error) = windowed { #expect(planned == .failure(error), comment) }
    }

    @Test("every fixture and example", arguments: Fixtures.names)
    func fixtures(name: String) throws {
        let bytes = Array(try Fixtures.data(name))
        #expect(throws: Never.self) { try ReaderRuns.plannedOutput(bytes) }
        Self.expectAlike(bytes, "\(name)")
    }

    @Test("random scenarios, written by the formatter")
    func randomScenarios() {
        for seed in 0..<200 as Range<UInt64> {
            let strategy = AvoidanceStrategy.allCases[Int(seed % 4)]
            let scenario = RandomScenario.make(seed: seed, strategy: strategy)
            Self.expectAlike(Array(scenario.formattedJSON.utf8), "seed \(seed)")
            // Keys sorted: the events come before most of the header.
            Self.expectAlike(Array(scenario.json.jsonText.utf8), "seed \(seed), keys sorted")
        }
    }

    @Test(
        "errors are the same, however late they come",
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
            // A bad event, then a syntax error: the syntax error is the document's.
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [{"retarget": 1}, {"retarget": nul}]}"#,
            // Trailing garbage.
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": []} x"#,
        ])
    func errors(text: String) {
        let bytes = Array(text.utf8)
        guard case .failure = Self.planned(bytes) else {
            Issue.record("accepted: \(text)")
            return
        }
        Self.expectAlike(bytes)
    }

    /// Every file that must be rejected, and every input the fuzzer kept.
    static let rejectedFiles: [URL] = {
        let corpus = Fixtures.packageRoot.appendingPathComponent("Fuzz/corpus/scenario")
        return [Fixtures.invalidDirectory, corpus].flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
                .map { directory.appendingPathComponent($0) }
        }
    }()

    @Test("every invalid fixture and fuzzer finding", arguments: rejectedFiles)
    func sameErrors(file: URL) throws {
        Self.expectAlike(Array(try Data(contentsOf: file)), "\(file.lastPathComponent)")
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
              {"scrolled": [0, 4]}, {"layout": {"safeArea": {"top": 10}}}, {"retarget": null},
              {"track": null}, {"measure": {"scroll": {"tracking": true}}}, {"release": 1}
            ]}
            """#
        Self.expectAlike(Array(text.utf8))
        #expect(throws: Never.self) { try ReaderRuns.plannedOutput(Array(text.utf8)) }
    }

    @Test("a notification name written with escapes is the name, and its userInfo is planned")
    func escapedName() throws {
        let text = #"""
            {"screen": [0, 0, 414, 736], "strategy": "shift", "target": [20, 600, 374, 44], "events": [
              {"name": "UIKeyboard\u0057illShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271]}}
            ]}
            """#
        let output = String(decoding: try ReaderRuns.plannedOutput(Array(text.utf8)), as: UTF8.self)
        #expect(output.contains(#""event": "UIKeyboardWillShowNotification", "ignored": false"#))
        #expect(output.contains(#""translationY": -179"#))
        Self.expectAlike(Array(text.utf8))
    }

    @Test(
        "an event longer than 16 MiB is refused by the tool where it starts, read whole or through a window"
    )
    func longestEvent() throws {
        // Whitespace counts: a unit is what the reader must hold, whatever it is made of.
        let spaces = String(repeating: " ", count: 17 << 20)
        let text =
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [{"retarget": null},"#
            + "\n  " + #"{"name": "UIKeyboardWillShowNotification", "userInfo": {"# + spaces
            + "}}]}"
        let bytes = Array(text.utf8)
        #expect(bytes.count > ScenarioLimits.maximumUnitLength)
        let refusal = ScenarioError(
            field: "",
            message: "invalid JSON at line 2, column 3: more than 16777216 bytes in one event")
        #expect(Self.planned(bytes) == .failure(refusal))
        #expect(Self.planned(bytes, pieces: 4096) == .failure(refusal))
        // Foundation holds the document whole, and does not see its whitespace.
        #expect(try Scenario(jsonData: bytes).events.count == 2)
    }

    @Test("the tool counts a string in the bytes that spell it, escapes and all")
    func stringLength() throws {
        let escapes = String(repeating: "\\u0041", count: 200_000)
        let text =
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "name": ""# + escapes
            + #"", "events": []}"#
        let error = #expect(throws: ScenarioError.self) {
            try ReaderRuns.plannedOutput(Array(text.utf8))
        }
        #expect(error?.message.hasSuffix("a string longer than 1048576 bytes") == true)
        // Foundation sees the string it spells, 200,000 bytes as written.
        #expect(
            try Scenario(jsonData: Array(text.utf8)).name == String(repeating: "A", count: 200_000))
    }
}
