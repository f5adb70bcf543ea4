import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("A notification's userInfo in a scenario")
struct ScenarioUserInfoTests {
    static let end = KeyboardUserInfoKey.frameEnd.rawValue
    static let duration = KeyboardUserInfoKey.animationDuration.rawValue

    @Test("made from a userInfo as UIKit delivers it, as a file writes it, and read back")
    func fromUIKit() throws {
        let userInfo: [AnyHashable: Any] = [
            Self.end: NSValue(rect: CGRect(x: 0, y: 465, width: 414, height: 271)),
            Self.duration: NSNumber(value: 0.25), "flag": true, "name": "x", "nan": Double.nan,
            7: "a key that is not a string",
        ]
        let written = ScenarioUserInfo(userInfo)
        let values = written.dictionary
        #expect(Set(values.keys) == [Self.end, Self.duration, "flag", "name", "nan"])
        #expect((values[Self.end] as? [Any])?.compactMap { $0 as? Double } == [0, 465, 414, 271])
        #expect(values[Self.duration] as? Double == 0.25)
        #expect(values["flag"] as? Bool == true)
        #expect(values["name"] as? String == "x")
        #expect(values["nan"] is NSNull)

        // In a scenario, it reads back as it was, and the engine reads it as UIKit's.
        let event = ScenarioEvent.notification(.willShow, userInfo: written)
        let scenario = try Scenario(
            validating: AvoidanceLayout(screen: CGRect(x: 0, y: 0, width: 414, height: 736)),
            strategy: .shift, events: [event])
        #expect(try Scenario(jsonData: Array(scenario.formattedJSON.utf8)) == scenario)
        #expect(event.input.keyboardEvent == KeyboardEvent(name: .willShow, userInfo: userInfo))
    }

    @Test("Foundation's booleans are booleans and its numbers numbers, whatever their digits")
    func foundationValues() throws {
        let file =
            #"{"screen": [0, 0, 414, 736], "strategy": "shift", "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"one": 1, "yes": true, "long": 0.30000000000000004, "big": 12345678901234567890, "huge": -1e999}}]}"#
        let scenario = try Scenario(jsonData: Array(file.utf8))
        guard case .notification(_, let userInfo?, _) = scenario.events.first else {
            Issue.record("no notification: \(scenario.events)")
            return
        }
        let values = userInfo.dictionary
        #expect(values["one"] as? Double == 1)
        #expect(values["yes"] as? Bool == true)
        #expect(values["long"] as? Double == 0.30000000000000004)
        #expect(values["big"] as? Double == 12_345_678_901_234_567_890)
        #expect(values["huge"] as? Double == -.infinity)
        #expect(scenario.formattedJSON.contains(#""huge":-1e999"#))
    }
}
