import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceScenario

/// Issue 27, finding 7: the UIKit layer hands its session a `reconfigure` on every change of
/// `margin`, `isEnabled` or `floatingKeyboard`; a recording wrote nothing for it.
@Suite("A reconfiguration in a scenario file and in a recording")
struct ReconfigureEventTests {
    /// The spec's §7 example: an iPhone 8 Plus, a field at 600…644, the keyboard's top at 465.
    static let snapshot = ContainerSnapshot(
        screen: CGRect(0, 0, 414, 736), window: CGRect(0, 0, 414, 736),
        container: CGRect(0, 0, 414, 736), safeArea: Insets(top: 20),
        target: CGRect(20, 600, 374, 44))
    static let show = KeyboardEvent(
        name: .willShow, endFrame: CGRect(0, 465, 414, 271),
        animation: KeyboardAnimation(duration: 0.25, curve: .keyboard))

    @Test("margin 8 → 100 with the keyboard up replays −279, as the device moved, not −187")
    func marginChange() throws {
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(.measure(Self.snapshot))
        var recording = ScenarioRecording(session: session)
        var live: [AvoidanceAction?] = []
        for input: AvoiderEvent in [
            .keyboard(Self.show), .reconfigure(AvoiderConfiguration(margin: 100)),
        ] {
            recording.record(input)
            live.append(session.handle(input))
        }
        // 465 − 8 − 644 and 465 − 100 − 644, both with the show's animation.
        let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
        #expect(
            live == [
                AvoidanceAction(plan: .shift(translationY: -187), animation: animation),
                AvoidanceAction(plan: .shift(translationY: -279), animation: animation),
            ])
        let scenario = try #require(recording.scenario)
        #expect(scenario.formattedJSON.contains(#"{"reconfigure":{"margin":100}}"#))
        let steps = try Scenario(jsonData: Array(scenario.formattedJSON.utf8)).plan()
        #expect(steps.map(\.event) == ["UIKeyboardWillShowNotification", "reconfigure"])
        #expect(steps.map(\.action) == live)
    }

    @Test("avoidance turned off during a recording replays no move where the device made none")
    func turnedOff() throws {
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(.measure(Self.snapshot))
        var recording = ScenarioRecording(session: session)
        var live: [AvoidanceAction?] = []
        for input: AvoiderEvent in [
            .reconfigure(AvoiderConfiguration(margin: 8, isEnabled: false)), .keyboard(Self.show),
            .reconfigure(AvoiderConfiguration(margin: 8, isEnabled: true)),
        ] {
            recording.record(input)
            live.append(session.handle(input))
        }
        // Off: nothing moves for the show; on again: −187, with the show's animation.
        #expect(
            live == [
                nil, nil,
                AvoidanceAction(
                    plan: .shift(translationY: -187),
                    animation: KeyboardAnimation(duration: 0.25, curve: .keyboard)),
            ])
        let scenario = try #require(recording.scenario)
        // Only what changed: the margin stayed.
        guard case .reconfigure(let change)? = scenario.events.first else {
            Issue.record("not a reconfiguration: \(scenario.events)")
            return
        }
        #expect(change == ConfigurationChange(isEnabled: false))
        let steps = try Scenario(jsonData: Array(scenario.formattedJSON.utf8)).plan()
        #expect(steps.map(\.action) == live)
    }

    @Test(
        "before the first snapshot a reconfiguration is the header's: a margin, avoidance off, the floating policy"
    )
    func beforeTheFirstSnapshot() throws {
        var session = AvoidanceSession(strategy: .shift)
        var recording = ScenarioRecording(session: session)
        let configuration = AvoiderConfiguration(
            margin: 16, floatingKeyboard: .avoid, isEnabled: false)
        recording.record(.reconfigure(configuration))
        _ = session.handle(.reconfigure(configuration))
        recording.record(.measure(Self.snapshot))
        _ = session.handle(.measure(Self.snapshot))
        let scenario = try #require(recording.scenario)
        #expect(scenario.events.isEmpty)
        #expect(scenario.margin == 16 && scenario.floating == .avoid && !scenario.isEnabled)
        let file = scenario.formattedJSON
        #expect(file.contains(#""isEnabled": false"#))
        let read = try Scenario(jsonData: Array(file.utf8))
        #expect(read == scenario)
        #expect(read.makeSession().configuration == configuration)
    }

    @Test(
        "a reconfiguration that changes nothing and sets nothing is left out; one that acts is not")
    func leftOut() throws {
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(.measure(Self.snapshot))
        var recording = ScenarioRecording(session: session)
        recording.record(.reconfigure(AvoiderConfiguration(margin: 8)))
        #expect(recording.scenario?.events.isEmpty == true)
        recording.record(.reconfigure(AvoiderConfiguration(margin: 8, floatingKeyboard: .avoid)))
        #expect(
            recording.scenario?.events == [
                .reconfigure(ConfigurationChange(floatingKeyboard: .avoid))
            ])
    }

    /// A document with reconfigurations in each way the format writes them.
    static let document = """
        {"screen": [0, 0, 414, 736], "strategy": "shift", "target": [20, 600, 374, 44],
         "margin": 8, "events": [
          {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271], "UIKeyboardAnimationDurationUserInfoKey": 0.5, "UIKeyboardAnimationCurveUserInfoKey": 3}},
          {"reconfigure": {"margin": 100, "isEnabled": true, "floating": "avoid"}},
          {"reconfigure": {}},
          {"reconfigure": {"isEnabled": 0}},
          {"reconfigure": {"floating": "ign\\u006Fre", "margin": 8}},
          {"reconfigure": {"isEnabled": true}}
        ]}
        """

    @Test("read alike by the whole reader, from parsed JSON, through a stream and by the planner")
    func everyReader() throws {
        let bytes = Array(Self.document.utf8)
        let whole = try Scenario(jsonData: bytes)
        #expect(
            Array(whole.events.dropFirst()) == [
                .reconfigure(
                    ConfigurationChange(margin: 100, isEnabled: true, floatingKeyboard: .avoid)),
                .reconfigure(ConfigurationChange()),
                .reconfigure(ConfigurationChange(isEnabled: false)),
                .reconfigure(ConfigurationChange(margin: 8, floatingKeyboard: .ignore)),
                .reconfigure(ConfigurationChange(isEnabled: true)),
            ])
        #expect(try Scenario(json: JSONValue(parsing: bytes)) == whole)
        #expect(try ReaderRuns.windowedScenario(bytes, pieces: 5) == whole)
        let planned = try ReaderRuns.plannedOutput(bytes)
        #expect(planned == (try ReaderRuns.ordinaryOutput(bytes)))
        #expect(planned == (try ReaderRuns.plannedOutput(bytes, pieces: 3)))
        // Written back, it reads as it was.
        #expect(try Scenario(jsonData: Array(whole.formattedJSON.utf8)) == whole)
        #expect(
            whole.formattedJSON.contains(
                #"{"reconfigure":{"floating":"avoid","isEnabled":true,"margin":100}}"#))
    }

    @Test(
        "planned as the core's reconfigure: with the last keyboard animation when the plan changes")
    func planned() throws {
        let steps = try Scenario(jsonData: Array(Self.document.utf8)).plan()
        let animation = KeyboardAnimation(duration: 0.5, curve: .linear)
        // −187; margin 100: −279; nothing; off: 0; margin 8, off still: nothing; on: −187.
        #expect(
            steps.map(\.action) == [
                AvoidanceAction(plan: .shift(translationY: -187), animation: animation),
                AvoidanceAction(plan: .shift(translationY: -279), animation: animation),
                nil,
                AvoidanceAction(plan: .shift(translationY: 0), animation: animation),
                nil,
                AvoidanceAction(plan: .shift(translationY: -187), animation: animation),
            ])
        #expect(steps.dropFirst().allSatisfy { $0.event == "reconfigure" && !$0.ignored })
        #expect(
            steps[1].jsonLine.hasPrefix(#"{"index": 1, "event": "reconfigure", "ignored": false"#))
    }

    @Test(
        "a field the reader refuses is named, as the header's margin and floating are",
        arguments: [
            (#"{"reconfigure": {"margin": -1}}"#, "events[0].reconfigure.margin"),
            (#"{"reconfigure": {"margin": 1e999}}"#, "events[0].reconfigure.margin"),
            (#"{"reconfigure": {"margin": "8"}}"#, "events[0].reconfigure.margin"),
            (#"{"reconfigure": {"isEnabled": "yes"}}"#, "events[0].reconfigure.isEnabled"),
            (#"{"reconfigure": {"floating": "sometimes"}}"#, "events[0].reconfigure.floating"),
            (#"{"reconfigure": {"padding": 8}}"#, "events[0].reconfigure.padding"),
            (#"{"reconfigure": 8}"#, "events[0].reconfigure"),
            (#"{"reconfigure": {}, "retarget": null}"#, "events[0]"),
        ])
    func refused(event: String, field: String) throws {
        let bytes = Array(
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [\#(event)]}"#.utf8)
        for (reader, read) in [
            ("whole", { () throws(ScenarioError) in _ = try Scenario(jsonData: bytes) }),
            ("planner", { () throws(ScenarioError) in _ = try ReaderRuns.plannedOutput(bytes) }),
            (
                "stream",
                { () throws(ScenarioError) in _ = try ReaderRuns.plannedOutput(bytes, pieces: 4) }
            ),
        ] as [(String, () throws(ScenarioError) -> Void)] {
            do throws(ScenarioError) {
                try read()
                Issue.record("\(reader) accepted \(event)")
            } catch {
                #expect(error.field == field, "\(reader): \(error)")
            }
        }
    }

    @Test("the header's isEnabled is read as a boolean, and refused with its name otherwise")
    func headerIsEnabled() throws {
        let off = try Scenario(
            jsonData: Array(
                #"{"screen": [0, 0, 414, 736], "strategy": "shift", "isEnabled": 0, "events": []}"#
                    .utf8))
        #expect(!off.isEnabled)
        #expect(!off.makeSession().configuration.isEnabled)
        let refused = Array(
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "isEnabled": "no", "events": []}"#
                .utf8)
        do throws(ScenarioError) {
            _ = try Scenario(jsonData: refused)
            Issue.record("accepted \"no\"")
        } catch {
            #expect(error.field == "isEnabled")
        }
    }

    @Test("a scenario made in code refuses a reconfiguration the reader would refuse")
    func madeInCode() throws {
        var scenario = try Scenario(
            validating: AvoidanceLayout(screen: CGRect(0, 0, 414, 736)), strategy: .shift)
        scenario.events = [.reconfigure(ConfigurationChange(margin: -1))]
        #expect(scenario.events.isEmpty)
        scenario.events = [.reconfigure(ConfigurationChange(margin: .nan))]
        #expect(scenario.events.isEmpty)
        scenario.events = [.reconfigure(ConfigurationChange(margin: 100))]
        #expect(scenario.events.count == 1)
    }
}
