import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@Suite("§7 The scenario file")
struct ScenarioFormatTests {
    static let invalid: [(file: String, field: String)] = [
        ("truncated-json", ""), ("rect-with-three-numbers", "container"),
        ("unknown-strategy", "strategy"),
        ("unknown-event-name", "events[1].name"), ("negative-window-size", "window"),
        ("missing-screen", "screen"),
        ("userinfo-not-an-object", "events[0].userInfo"), ("negative-margin", "margin"),
        ("misspelled-field", "margn"),
        ("event-with-two-kinds", "events[0]"),
        ("scroll-content-size-one-number", "scroll.contentSize"),
        ("duplicate-key", ""), ("not-an-object", ""), ("infinite-number", "container"),
        ("huge-coordinate", "events[0].retarget"),
        ("empty-file", ""),
        ("negative-safe-area", "safeArea.bottom"), ("negative-target-size", "target"),
        ("layout-unreadable-rect-string", "events[0].layout.container"),
        ("events-not-an-array", "events"),
        ("unknown-floating-policy", "floating"),
        ("scroll-boolean-as-string", "scroll.adjustsForSafeArea"),
    ]

    @Test("every invalid fixture has an expectation")
    func allInvalidFixturesCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.invalidDirectory.path)
        #expect(
            Set(files.map { String($0.dropLast(".json".count)) }) == Set(Self.invalid.map(\.file)))
    }

    @Test("a scenario that cannot be read is rejected with the field named", arguments: invalid)
    func rejects(file: String, field: String) throws {
        let data = try Data(
            contentsOf: Fixtures.invalidDirectory.appendingPathComponent(file + ".json"))
        #expect(throws: ScenarioError.self) { try Scenario(jsonData: data) }
        do {
            _ = try Scenario(jsonData: data)
        } catch {
            #expect(error.field == field, "\(error)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test("syntax errors say where")
    func syntaxPosition() {
        do {
            _ = try Scenario(
                jsonData: Array("{\n  \"screen\": [0, 0, 1, 1],\n  \"strategy\": shift\n}".utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.description == "invalid JSON at line 3, column 15: unexpected 's'")
        }
    }

    @Test(
        "defaults: window = screen, container = the window's bounds, no safe area, margin 0, floating ignored"
    )
    func defaults() throws {
        let scenario = try Scenario(
            jsonData: Array(
                #"{"screen": [0, 0, 1366, 1024], "window": [100, 50, 600, 700], "strategy": "scroll", "events": []}"#
                    .utf8))
        #expect(scenario.layout.window == CGRect(100, 50, 600, 700))
        #expect(scenario.layout.container == CGRect(0, 0, 600, 700))
        #expect(scenario.layout.safeArea == .zero)
        #expect(scenario.margin == 0)
        #expect(scenario.floating == .ignore)
        #expect(scenario.scroll == ScrollMetrics(adjustsForSafeArea: true))
        #expect(scenario.target == nil)
        let bare = try Scenario(
            jsonData: Array(
                #"{"screen": "{{0, 0}, {414, 736}}", "strategy": "guide", "events": []}"#.utf8))
        #expect(bare.layout.window == bare.layout.screen)
        #expect(bare.layout.container == CGRect(0, 0, 414, 736))
    }

    @Test("booleans may be true/false or 1/0; rects may be arrays or logged strings")
    func lenientForms() throws {
        let text = #"""
            {"screen": [0, 0, 414, 736], "strategy": "scroll", "target": "NSRect: {{20, 600}, {374, 44}}",
             "scroll": {"adjustsForSafeArea": 0},
             "events": [{"retarget": null}, {"layout": {"scroll": {"adjustsForSafeArea": true}}}]}
            """#
        let scenario = try Scenario(jsonData: Array(text.utf8))
        #expect(scenario.target == CGRect(20, 600, 374, 44))
        #expect(scenario.scroll.adjustsForSafeArea == false)
        #expect(
            scenario.events == [.retarget(nil), .layout(LayoutChange(adjustsForSafeArea: true))])
    }

    @Test(
        "writing a scenario and reading it back gives the same scenario", arguments: Fixtures.names)
    func roundTrip(name: String) throws {
        let scenario = try Fixtures.scenario(name)
        #expect(try Scenario(jsonData: Array(scenario.formattedJSON.utf8)) == scenario)
        #expect(try Scenario(json: scenario.json) == scenario)
    }

    @Test("Codable: JSONDecoder reads the file format and reports the field")
    func codable() throws {
        let scenario = try JSONDecoder().decode(
            Scenario.self, from: try Fixtures.data("ipad-slide-over-scroll"))
        #expect(scenario == (try Fixtures.scenario("ipad-slide-over-scroll")))
        let encoded = try JSONEncoder().encode(scenario)
        #expect(try JSONDecoder().decode(Scenario.self, from: encoded) == scenario)
        #expect(
            throws: ScenarioError(
                field: "strategy",
                message: #"expected one of "shift", "safeArea", "guide", "scroll", got "move""#)
        ) {
            try JSONDecoder().decode(
                Scenario.self,
                from: Data(#"{"screen": [0, 0, 1, 1], "strategy": "move", "events": []}"#.utf8))
        }
    }
}

@Suite("§8 The plan output")
struct PlanOutputTests {
    @Test("keys in the spec's order, integers without a fraction, frames as arrays")
    func shiftLine() throws {
        let scenario = try Fixtures.scenario("iphone-curve-7-show-hide")
        let lines = scenario.plan().map(\.jsonLine)
        #expect(
            lines[0]
                == #"{"index": 0, "event": "UIKeyboardWillChangeFrameNotification", "ignored": false, "keyboard": {"state": "docked", "frame": [0, 465, 414, 271], "overlap": 271}, "action": {"translationY": -187, "animation": {"duration": 0.25, "curve": 7}}, "targetVisible": true}"#
        )
        #expect(
            lines[5]
                == #"{"index": 5, "event": "UIKeyboardWillHideNotification", "ignored": false, "keyboard": {"state": "hidden", "frame": null, "overlap": 0}, "action": null, "targetVisible": true}"#
        )
    }

    @Test("a scroll action holds the inset and the offset; safeArea and guide report no visibility")
    func otherActions() {
        let keyboard = KeyboardCoverage(
            state: .docked, frame: CGRect(0, 465.5, 414, 270.5), overlap: 270.5)
        let scroll = PlanStep(
            index: 3, event: "retarget", ignored: false, keyboard: keyboard,
            action: AvoidanceAction(
                plan: .scroll(contentInsetBottom: 270.5, contentOffset: CGPoint(x: 0, y: -0.0)),
                animation: KeyboardAnimation(duration: 0, curve: .easeIn)),
            targetVisible: false)
        #expect(
            scroll.jsonLine
                == #"{"index": 3, "event": "retarget", "ignored": false, "keyboard": {"state": "docked", "frame": [0, 465.5, 414, 270.5], "overlap": 270.5}, "action": {"contentInsetBottom": 270.5, "contentOffset": [0, 0], "animation": {"duration": 0, "curve": 1}}, "targetVisible": false}"#
        )
        let guide = PlanStep(
            index: 0, event: "layout", ignored: false, keyboard: keyboard,
            action: AvoidanceAction(plan: .guide(height: 1.0 / 3), animation: .keyboardDefault),
            targetVisible: nil)
        #expect(guide.jsonLine.contains(#""guideHeight": 0.3333333333333333, "#))
        #expect(guide.jsonLine.hasSuffix(#""targetVisible": null}"#))
    }

    @Test("numbers: shortest round-trip form, never -0, never a fraction on an integer")
    func numbers() {
        #expect(JSONNumber.format(-187.0) == "-187")
        #expect(JSONNumber.format(-0.0) == "0")
        #expect(JSONNumber.format(0.25) == "0.25")
        #expect(JSONNumber.format(291.3333333333333) == "291.3333333333333")
        #expect(JSONNumber.format(1e20) == "1e+20")
        #expect(JSONNumber.format(Double.nan) == "null")
        for value in [Int64.min, Int64.max, 0, -1, 1_000_000_007] {
            var bytes: [UInt8] = []
            JSONNumber.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
        for value in [0.1, 1.0 / 3, 123456.789, -2.5e-7, 1e300] {
            #expect(Double(JSONNumber.format(value)) == value)
        }
    }
}
