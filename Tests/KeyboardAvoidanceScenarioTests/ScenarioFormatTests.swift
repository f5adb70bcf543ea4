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
        // The project's fields (docs/scenario-project-fields.md).
        ("list-negative-extra-inset", "list.extraInset"),
        ("list-negative-covered-inset", "events[1].measure.list.coveredExtraInset"),
        ("list-unknown-scrolled-away", "list.scrolledAway"),
        ("list-accessory-unreadable-string", "list.accessory"),
        ("list-in-a-guide-header", "list"),
        ("list-in-a-shift-measure", "events[1].measure.list"),
        ("list-before-a-safe-area-strategy", "events[0].measure.list"),
        ("reveal-scroll-in-scroll", "events[0].measure.revealScroll"),
        ("reveal-scroll-negative-height", "events[0].measure.revealScroll.contentHeight"),
        ("reveal-scroll-missing-offset", "events[0].measure.revealScroll.offsetY"),
        ("reveal-negative-rect", "events[0].measure.reveal[1]"),
        ("keyboard-guide-zero-height", "events[0].measure.keyboardGuide"),
        ("notification-measure-bad-target", "events[1].measure.target"),
        ("track-content-offset-one-number", "events[0].contentOffset"),
        ("content-offset-outside-a-track", "events[0].contentOffset"),
        ("target-margin-negative", "events[0].measure.targetMargin"),
    ]

    @Test("every invalid fixture has an expectation")
    func allInvalidFixturesCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.invalidDirectory.path)
        #expect(
            Set(files.map { String($0.dropLast(".json".count)) }) == Set(Self.invalid.map(\.file)))
    }

    /// The invalid fixtures that only the tool's reader refuses: Foundation's `JSONSerialization`,
    /// which `Scenario(jsonData:)` reads with, keeps one of a repeated key's values.
    static let refusedByTheToolOnly: Set<String> = ["duplicate-key"]

    @Test("a scenario that cannot be read is rejected with the field named", arguments: invalid)
    func rejects(file: String, field: String) throws {
        let data = try Data(
            contentsOf: Fixtures.invalidDirectory.appendingPathComponent(file + ".json"))
        if Self.refusedByTheToolOnly.contains(file) {
            let error = #expect(throws: ScenarioError.self) {
                try ReaderRuns.plannedOutput(Array(data))
            }
            #expect(error?.field == field)
            #expect(throws: Never.self) { try Scenario(jsonData: data) }
            return
        }
        #expect(throws: ScenarioError.self) { try Scenario(jsonData: data) }
        do {
            _ = try Scenario(jsonData: data)
        } catch {
            #expect(error.field == field, "\(error)")
            #expect(!error.message.isEmpty)
        }
    }

    static let layout = AvoidanceLayout(screen: CGRect(0, 0, 375, 812))

    @Test("a scenario made in code is checked as the reader checks a file")
    func initializerValidates() throws {
        func refusal(_ make: () throws -> Scenario) -> String? {
            do {
                _ = try make()
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(
            refusal {
                try Scenario(
                    validating: AvoidanceLayout(screen: CGRect(0, 0, CGFloat.nan, 812)),
                    strategy: .shift, margin: .nan)
            } == "screen: a rect's numbers must be finite and within ±10000000")
        #expect(
            refusal { try Scenario(validating: Self.layout, strategy: .shift, margin: -5) }
                == "margin: must be at least 0, got -5")
        #expect(
            refusal {
                try Scenario(
                    validating: Self.layout, strategy: .shift,
                    events: [
                        .release,
                        .notification(
                            .willShow,
                            userInfo: [
                                "UIKeyboardFrameEndUserInfoKey": .array([
                                    .number(0), .number(.nan), .number(1), .number(1),
                                ])
                            ]),
                    ])
            }
                == "events[1].userInfo.UIKeyboardFrameEndUserInfoKey[1]: a NaN, which a scenario file cannot hold"
        )
        #expect(
            refusal {
                try Scenario(
                    validating: Self.layout, strategy: .shift,
                    events: [.track(CGRect(0, 0, 1, CGFloat.nan))])
            } == "events[0].track: a rect with a NaN, which a scenario file cannot hold")
        #expect(
            refusal {
                try Scenario(
                    name: String(repeating: "x", count: 1_048_575), validating: Self.layout,
                    strategy: .shift)
            }
                == "name: a string of 1048575 bytes as written, more than a scenario file holds (1048574)"
        )
        // The same value in JSON made in code, read by init(json:).
        var json = try #require(
            try Scenario(validating: Self.layout, strategy: .shift).json.objectValue)
        json["events"] = .array([
            .object([
                "name": .string("UIKeyboardWillShowNotification"),
                "userInfo": .object(["a": .number(.nan)]),
            ])
        ])
        #expect(
            throws: ScenarioError(
                field: "events[0].userInfo.a", message: "a NaN, which a scenario file cannot hold")
        ) {
            try Scenario(json: .object(json))
        }
    }

    @Test("a setter keeps the old value on one the reader would refuse; what is written reads back")
    func settersKeepTheOldValue() throws {
        var scenario = try Scenario(validating: Self.layout, strategy: .shift, margin: 8)
        scenario.margin = -5
        scenario.margin = .nan
        #expect(scenario.margin == 8)
        scenario.layout.screen.size.width = .infinity
        scenario.layout.safeArea.bottom = -1
        #expect(scenario.layout == Self.layout)
        scenario.target = CGRect(0, 0, -1, 10)
        #expect(scenario.target == nil)
        scenario.scroll.contentOffset.y = 2e7
        #expect(scenario.scroll == AvoidanceLayout.ScrollMetrics())
        scenario.notes = String(repeating: "\n", count: 600_000)  // 1,200,000 bytes as written
        #expect(scenario.notes == nil)
        scenario.events = [.release]
        scenario.events.append(.scrolled(CGPoint(x: CGFloat.nan, y: 0)))
        #expect(scenario.events == [.release])
        // At the limits, every value reads back: a string of 1,048,576 bytes as written, 124
        // arrays inside a userInfo (levels 5 to 128 of the file), an infinity.
        var deep = JSONValue.number(1)
        for _ in 0..<124 { deep = .array([deep]) }
        let userInfo: [String: JSONValue] = [
            "long": .string(String(repeating: "\"", count: 524_288)), "deep": deep,
            "UIKeyboardAnimationDurationUserInfoKey": .number(.infinity),
        ]
        scenario.events = [.notification(.willShow, userInfo: userInfo)]
        #expect(scenario.events.count == 1)
        #expect(try Scenario(jsonData: Array(scenario.formattedJSON.utf8)) == scenario)
        // One byte, one level more: refused.
        var longer = userInfo
        longer["long"] = .string(String(repeating: "\"", count: 524_288) + "x")
        scenario.events = [.notification(.willHide, userInfo: longer)]
        var deeper = userInfo
        deeper["deep"] = .array([deep])
        scenario.events = [.notification(.willHide, userInfo: deeper)]
        #expect(scenario.events == [.notification(.willShow, userInfo: userInfo)])
    }

    @Test("a plan step never writes null where the plan output has a number")
    func planStepNumbers() {
        var step = PlanStep(
            index: 3, event: "retarget", ignored: false,
            keyboard: KeyboardCoverage(
                state: .docked, frame: CGRect(0, CGFloat.nan, 1, 1), overlap: .infinity),
            action: AvoidanceAction(
                plan: .scroll(contentInsetBottom: .nan, contentOffset: CGPoint(x: 0, y: 10)),
                animation: KeyboardAnimation(duration: 0.25, curve: .keyboard)),
            targetVisible: nil)
        #expect(
            step.jsonLine
                == #"{"index": 3, "event": "retarget", "ignored": false, "keyboard": {"state": "docked", "frame": null, "overlap": 0}, "action": null, "targetVisible": null}"#
        )
        step.keyboard = KeyboardCoverage(
            state: .docked, frame: CGRect(0, 400, 375, 412), overlap: 300)
        step.keyboard.overlap = .nan
        step.action = AvoidanceAction(
            plan: .shift(translationY: -300),
            animation: KeyboardAnimation(duration: 0.25, curve: .keyboard))
        step.action?.plan = .shift(translationY: .infinity)
        #expect(
            step.jsonLine
                == #"{"index": 3, "event": "retarget", "ignored": false, "keyboard": {"state": "docked", "frame": [0, 400, 375, 412], "overlap": 300}, "action": {"translationY": -300, "animation": {"duration": 0.25, "curve": 7}}, "targetVisible": null}"#
        )
    }

    @Test("syntax errors say what Foundation says; the tool's say where")
    func syntaxPosition() {
        let bytes = Array("{\n  \"screen\": [0, 0, 1, 1],\n  \"strategy\": shift\n}".utf8)
        let error = #expect(throws: ScenarioError.self) { try Scenario(jsonData: bytes) }
        #expect(error?.field == "")
        #expect(error?.message.hasPrefix("invalid JSON: ") == true, "\(String(describing: error))")
        let toolError = #expect(throws: ScenarioError.self) {
            try ReaderRuns.plannedOutput(bytes)
        }
        #expect(toolError?.description == "invalid JSON at line 3, column 15: unexpected 's'")
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
        #expect(scenario.scroll == AvoidanceLayout.ScrollMetrics(adjustsForSafeArea: true))
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
            scenario.events == [
                .retarget(nil), .layout(AvoidanceLayout.Change(adjustsForSafeArea: true)),
            ])
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

    /// A coding path as the keys and indices it names.
    static func names(_ path: [any CodingKey]) -> [String] {
        path.map { key in key.intValue.map(String.init) ?? key.stringValue }
    }

    @Test("Codable: an infinity the file holds as 1e999 goes through a coder that can carry it")
    func codableInfinity() throws {
        var scenario = try Scenario(validating: Self.layout, strategy: .shift)
        scenario.events = [
            .notification(.willShow, userInfo: ["a": .number(.infinity)]),
            .track(CGRect(0, -CGFloat.infinity, 393, 336)),
        ]
        #expect(scenario.events.count == 2)  // the setter keeps what the file holds
        let file = scenario.formattedJSON
        #expect(
            file.contains(#"{"name":"UIKeyboardWillShowNotification","userInfo":{"a":1e999}}"#))
        #expect(file.contains(#"{"track":[0,-1e999,393,336]}"#))
        #expect(try Scenario(jsonData: Array(file.utf8)) == scenario)

        // A JSONEncoder and JSONDecoder that carry non-finite numbers carry the scenario.
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+1e999", negativeInfinity: "-1e999", nan: "NaN")
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+1e999", negativeInfinity: "-1e999", nan: "NaN")
        let encoded = try encoder.encode(scenario)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#"{"a":"+1e999"}"#))
        #expect(try decoder.decode(Scenario.self, from: encoded) == scenario)

        // Foundation's plain JSONEncoder cannot write an infinity: the error is at its path and
        // says what it is.
        do {
            _ = try JSONEncoder().encode(scenario)
            Issue.record("encoded an infinity as a plain JSON number")
        } catch EncodingError.invalidValue(let value, let context) {
            #expect((value as? Double) == .infinity)
            #expect(Self.names(context.codingPath) == ["events", "0", "userInfo", "a"])
            #expect(context.debugDescription.contains("1e999"))
        }
    }

    @Test(
        "Codable: JSONDecoder names a number too large for a Double, at its path, as the cause",
        arguments: [
            (#"{"a": 1e999}"#, ["events", "0", "userInfo", "a"]),
            (#"{"a": [0, [1, -1e999]]}"#, ["events", "0", "userInfo", "a", "1", "1"]),
        ])
    func decodingInfinity(userInfo: String, path: [String]) throws {
        let file =
            #"{"screen": [0, 0, 393, 852], "strategy": "shift", "events": ["#
            + #"{"name": "UIKeyboardWillShowNotification", "userInfo": "# + userInfo + "}]}"
        // The file format reads it, as an infinity …
        let scenario = try Scenario(jsonData: Array(file.utf8))
        #expect(scenario.events.count == 1)
        // … and Foundation's JSONDecoder cannot: it says so, rather than that an array was
        // found where a dictionary was expected.
        do {
            _ = try JSONDecoder().decode(Scenario.self, from: Data(file.utf8))
            Issue.record("decoded 1e999")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(Self.names(context.codingPath) == path)
            #expect(context.debugDescription.contains("1e999"))
            #expect(context.debugDescription.contains("Scenario(jsonData:)"))
        }
        do {
            _ = try JSONDecoder().decode(Scenario.self, from: Data(scenario.formattedJSON.utf8))
            Issue.record("decoded 1e999")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(Self.names(context.codingPath) == path)
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
