import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceStreaming
import Testing

@testable import KeyboardAvoidanceScenario

/// The `targetMargin` of a `measure` and of a header (docs/scenario-project-fields.md, issue 30):
/// read, written back, recorded so that the replay plans as the session did.
@Suite("The target's own margin in the scenario format")
struct TargetMarginFieldTests {
    static let screen = CGRect(x: 0, y: 0, width: 414, height: 736)
    static let keyboard = CGRect(x: 0, y: 465, width: 414, height: 271)
    static let field = CGRect(x: 20, y: 600, width: 374, height: 44)

    static let text = #"""
        {"screen": [0, 0, 414, 736], "safeArea": {"top": 20}, "strategy": "shift",
         "target": [20, 600, 374, 44], "margin": 8, "targetMargin": 16,
         "events": [
          {"measure": {"targetMargin": 24}},
          {"measure": {"targetMargin": null, "target": [20, 500, 374, 44]}},
          {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271]},
           "measure": {"targetMargin": 0}}
         ]}
        """#

    @Test("it reads as the document says and writes back the same")
    func readsAndWrites() throws {
        let scenario = try Scenario(jsonData: Array(Self.text.utf8))
        #expect(scenario.targetMargin == 16)
        var own = ContainerSnapshot()
        own.targetMargin = .some(24)
        #expect(scenario.events[0] == .measure(own))
        var back = ContainerSnapshot(target: .some(CGRect(x: 20, y: 500, width: 374, height: 44)))
        back.targetMargin = .some(nil)
        #expect(scenario.events[1] == .measure(back))
        #expect(try Scenario(jsonData: Array(scenario.formattedJSON.utf8)) == scenario)
        #expect(try Scenario(json: scenario.json) == scenario)
        ScenarioReaderTests.expectAlike(Array(Self.text.utf8))
        // The header's margin is the session's from the start; the show plans with the
        // notification's snapshot's 0: 465 − 0 − 544 = −79.
        #expect(scenario.makeSession().margin == 16)
        #expect(try scenario.plan().last?.action?.plan == .shift(translationY: -79))
    }

    @Test(
        "a margin the reader does not take is an error that names the field",
        arguments: [
            (#"{"measure": {"targetMargin": -1}}"#, "events[0].measure.targetMargin"),
            (#"{"measure": {"targetMargin": "24"}}"#, "events[0].measure.targetMargin"),
            (#"{"measure": {"targetMargin": 1e300}}"#, "events[0].measure.targetMargin"),
        ])
    func refused(event: String, field: String) {
        let text =
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": ["# + event + "]}"
        #expect(throws: ScenarioError.self) { try Scenario(jsonData: Array(text.utf8)) }
        do {
            _ = try Scenario(jsonData: Array(text.utf8))
        } catch {
            #expect(error.field == field, "\(error)")
        }
        let header =
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "targetMargin": -2, "events": []}"#
        #expect(throws: ScenarioError.self) { try Scenario(jsonData: Array(header.utf8)) }
    }

    /// A live session whose fields carry margins of their own, and its recording's replay.
    @Test(
        "a recording replays the margins the session was handed, from the start or mid-session",
        arguments: [0, 1, 2, 3])
    func recorded(startsAfter: Int) throws {
        func snapshot(_ target: CGRect, margin: CGFloat??) -> ContainerSnapshot {
            var snapshot = ContainerSnapshot(
                screen: Self.screen, window: Self.screen, container: Self.screen,
                safeArea: Insets(top: 20), target: target)
            snapshot.targetMargin = margin
            return snapshot
        }
        let email = CGRect(x: 20, y: 560, width: 374, height: 44)
        let inputs: [AvoiderEvent] = [
            .measure(snapshot(Self.field, margin: .some(24))),
            .keyboard(KeyboardEvent(name: .willShow, endFrame: Self.keyboard)),
            .measure(snapshot(email, margin: .some(nil))),
            .measure(snapshot(Self.field, margin: .some(40))),
            .measure(snapshot(Self.field, margin: .some(40))),
            .keyboard(
                KeyboardEvent(name: .willHide, endFrame: Self.keyboard.offsetBy(dx: 0, dy: 271))),
        ]
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        for input in inputs.prefix(startsAfter) { _ = session.handle(input) }
        var recording = ScenarioRecording(session: session)
        var live: [AvoidanceAction?] = []
        for input in inputs.dropFirst(startsAfter) {
            live.append(session.handle(input))
            recording.record(input)
        }
        let file = try #require(recording.scenario).formattedJSON
        let replayed = try Scenario(jsonData: Array(file.utf8)).plan().map(\.action)
        // Each input that changed something is an event; the one that changed nothing is not.
        #expect(replayed.compactMap { $0 } == live.compactMap { $0 }, "\(file)")
        // 465 − 24 − 644 = −203; 465 − 8 − 604 = −147; 465 − 40 − 644 = −219.
        let plans = live.compactMap { $0?.plan }
        let expected: [AvoidancePlan] = [
            .shift(translationY: -203), .shift(translationY: -147), .shift(translationY: -219),
            .shift(translationY: 0),
        ]
        #expect(plans == Array(expected.suffix(plans.count)))
    }
}
