import Foundation
import KeyboardAvoidanceCore
import Testing

@Suite("Recording a session as a scenario")
struct RecordingTests {
    static let end = KeyboardUserInfoKey.frameEnd.rawValue

    /// Notifications as UIKit delivers them: NSValue frames, NSNumber values, extra keys.
    static var notifications: [(String, [AnyHashable: Any]?)] {
        [
            (
                "UIKeyboardWillShowNotification",
                [
                    end: NSValue(rect: NSRect(x: 0, y: 465, width: 414, height: 271)),
                    KeyboardUserInfoKey.frameBegin.rawValue: CGRect(0, 736, 414, 271),
                    KeyboardUserInfoKey.animationDuration.rawValue: NSNumber(value: 0.25),
                    KeyboardUserInfoKey.animationCurve.rawValue: NSNumber(value: 7),
                    KeyboardUserInfoKey.isLocal.rawValue: NSNumber(value: true),
                    "UIKeyboardCenterEndUserInfoKey": NSValue(point: NSPoint(x: 207, y: 600.5)),
                    "UIKeyboardBoundsUserInfoKey": NSValue(
                        rect: NSRect(x: 0, y: 0, width: 414, height: 271)),
                ]
            ),
            (
                "UIKeyboardDidShowNotification",
                [end: "NSRect: {{0, 465}, {414, 271}}", KeyboardUserInfoKey.isLocal.rawValue: true]
            ),
            (
                "UIKeyboardWillChangeFrameNotification",
                [
                    end: [0, 0, 0, 0] as [Double],
                    KeyboardUserInfoKey.animationDuration.rawValue: Double.nan,
                ]
            ),
            (
                "UIKeyboardWillChangeFrameNotification",
                [end: CGRect(0, 409, 414, 327), KeyboardUserInfoKey.animationCurve.rawValue: 3]
            ),
            ("UIApplicationDidBecomeActiveNotification", nil),
            ("UIKeyboardWillHideNotification", nil),
        ]
    }

    @Test("a recorded session replays to the same decisions, through a file")
    func replay() throws {
        let layout = AvoidanceLayout(screen: CGRect(0, 0, 414, 736), safeArea: Insets(top: 20))
        let target = CGRect(20, 600, 374, 44)
        var avoider = KeyboardAvoider(
            strategy: .shift, layout: layout, target: target,
            configuration: AvoiderConfiguration(margin: 8))
        var recording = ScenarioRecording(
            scenario: Scenario(layout: layout, strategy: .shift, target: target, margin: 8))
        var live: [AvoidanceAction?] = []
        for (name, userInfo) in Self.notifications {
            recording.recordNotification(name: name, userInfo: userInfo)
            guard let event = KeyboardEvent(name: name, userInfo: userInfo) else { continue }
            live.append(avoider.handle(.keyboard(event)))
        }
        recording.recordRetarget(CGRect(20, 300, 374, 44))
        live.append(avoider.handle(.retarget(CGRect(20, 300, 374, 44))))
        let file = recording.scenario.formattedJSON
        let replayed = try Scenario(jsonData: Array(file.utf8))
        #expect(replayed.events.count == 6)  // the non-keyboard notification is left out
        #expect(replayed.plan().map(\.action) == live)
        #expect(live.compactMap { $0 }.count >= 3)
    }

    @Test("userInfo values are written as the reader reads them")
    func values() {
        #expect(
            JSONValue(userInfoValue: NSValue(rect: NSRect(x: 1, y: 2, width: 3, height: 4)))
                == .array([1, 2, 3, 4].map { .number($0) }))
        #expect(
            JSONValue(userInfoValue: CGRect(1, 2, 3, 4.5))
                == .array([1, 2, 3, 4.5].map { .number($0) }))
        #expect(
            JSONValue(userInfoValue: NSValue(point: NSPoint(x: 207, y: 600.5)))
                == .array([.number(207), .number(600.5)]))
        #expect(JSONValue(userInfoValue: NSNumber(value: 0.25)) == .number(0.25))
        #expect(JSONValue(userInfoValue: true) == .bool(true))
        #expect(
            JSONValue(userInfoValue: "NSRect: {{0, 1}, {2, 3}}")
                == .string("NSRect: {{0, 1}, {2, 3}}"))
        #expect(JSONValue(userInfoValue: Double.nan) == .null)
        #expect(JSONValue(userInfoValue: [1, "a"] as [Any]) == .array([.number(1), .string("a")]))
    }

    @Test(
        "the curve goes into UIView.AnimationOptions' curve bits; values that do not fit are the keyboard's 7"
    )
    func animationOptions() {
        #expect(AnimationCurve.keyboard.animationOptionsRawValue == 7 << 16)
        #expect(AnimationCurve.easeOut.animationOptionsRawValue == 2 << 16)
        #expect(AnimationCurve(rawValue: 15).animationOptionsRawValue == 15 << 16)
        #expect(AnimationCurve(rawValue: 16).animationOptionsRawValue == 7 << 16)
        #expect(AnimationCurve(rawValue: -1).animationOptionsRawValue == 7 << 16)
    }
}
