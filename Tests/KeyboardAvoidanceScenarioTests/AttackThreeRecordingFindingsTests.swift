import Foundation
import KeyboardAvoidanceCore
import Testing

@testable import KeyboardAvoidanceScenario

/// What the attack on the nested core types found in the recorder and the mid-session header.
@Suite("Attack 3: the recorder takes what the engine takes, no more")
struct AttackThreeRecordingFindingsTests {
    static func session() -> AvoidanceSession {
        AvoidanceSession(
            avoider: KeyboardAvoider(
                strategy: .shift,
                layout: AvoidanceLayout(screen: CGRect(x: 0, y: 0, width: 400, height: 800)),
                target: CGRect(x: 20, y: 700, width: 360, height: 44)))
    }

    @Test("a look-alike notification name (a Kelvin sign for the K) is not recorded")
    func lookAlikeName() {
        let name = "UI\u{212A}eyboardWillShowNotification"
        let userInfo: [AnyHashable: Any] = ["UIKeyboardFrameEndUserInfoKey": [0, 500, 400, 300]]
        // The engine refuses the name byte for byte, so the recording must not hold a show.
        #expect(KeyboardEvent(name: name, userInfo: userInfo) == nil)
        var recording = ScenarioRecording(session: Self.session())
        recording.recordNotification(name: name, userInfo: userInfo)
        #expect(recording.scenario?.events.isEmpty ?? true)
        // The exact name is recorded.
        recording.recordNotification(name: "UIKeyboardWillShowNotification", userInfo: userInfo)
        #expect(recording.scenario?.events.count == 1)
    }

    @Test(
        "a curve the engine takes is read in the mid-session header",
        arguments: [Int.min, -(1 << 60), 1 << 60, (1 << 53) + 2])
    func wholeCurve(curve: Int) throws {
        let text = """
            {"screen": [0, 0, 400, 800], "strategy": "shift", "target": [20, 700, 360, 44],
             "inEffect": {"keyboardAnimation": {"duration": 0.25, "curve": \(curve)}},
             "events": []}
            """
        let scenario = try Scenario(jsonData: Array(text.utf8))
        #expect(
            scenario.inEffect?.lastKeyboardAnimation
                == KeyboardAnimation(
                    duration: 0.25, curve: KeyboardAnimation.Curve(rawValue: curve)))
    }
}
