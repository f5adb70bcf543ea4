import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@Suite("§2 Reading a notification")
struct NotificationReadingTests {
    static let end = KeyboardUserInfoKey.frameEnd.rawValue
    static let duration = KeyboardUserInfoKey.animationDuration.rawValue
    static let curve = KeyboardUserInfoKey.animationCurve.rawValue
    static let isLocal = KeyboardUserInfoKey.isLocal.rawValue

    struct FrameValue: CustomTestStringConvertible, Sendable {
        var label: String
        var value: @Sendable () -> Any
        var expected: CGRect?
        var testDescription: String { label }
    }

    static let frameValues: [FrameValue] = [
        FrameValue(
            label: "CGRect", value: { CGRect(0, 465, 414, 271) }, expected: CGRect(0, 465, 414, 271)
        ),
        FrameValue(
            label: "NSValue holding a CGRect",
            value: { NSValue(rect: NSRect(x: 0, y: 465, width: 414, height: 271)) },
            expected: CGRect(0, 465, 414, 271)),
        FrameValue(
            label: "[Double]", value: { [0, 465.5, 414, 271.5] as [Double] },
            expected: CGRect(0, 465.5, 414, 271.5)),
        FrameValue(
            label: "[Int]", value: { [0, 465, 414, 271] as [Int] },
            expected: CGRect(0, 465, 414, 271)),
        FrameValue(
            label: "[Any] of mixed numbers",
            value: { [0, 465.5, 414, NSNumber(value: 271)] as [Any] },
            expected: CGRect(0, 465.5, 414, 271)),
        FrameValue(
            label: "NSRect log string", value: { "NSRect: {{0, 465}, {414, 271}}" },
            expected: CGRect(0, 465, 414, 271)),
        FrameValue(
            label: "bare rect string", value: { "{{0, 465.5}, {414, 271}}" },
            expected: CGRect(0, 465.5, 414, 271)),
        FrameValue(label: "zero size", value: { CGRect(0, 736, 414, 0) }, expected: nil),
        FrameValue(
            label: "zero rect string", value: { "NSRect: {{9.86076e-32, -64}, {0, 0}}" },
            expected: nil),
        FrameValue(
            label: "negative width", value: { [0, 465, -414, 271] as [Double] }, expected: nil),
        FrameValue(label: "NaN", value: { [0, Double.nan, 414, 271] as [Double] }, expected: nil),
        FrameValue(
            label: "infinity",
            value: { CGRect(x: 0, y: 465, width: CGFloat.infinity, height: 271) }, expected: nil),
        FrameValue(
            label: "beyond ±10⁷ points", value: { [0, -1e300, 414, 1e300] as [Double] },
            expected: nil),
        FrameValue(label: "three numbers", value: { [0, 465, 414] as [Double] }, expected: nil),
        FrameValue(
            label: "five numbers", value: { [0, 465, 414, 271, 1] as [Double] }, expected: nil),
        FrameValue(
            label: "an unparsable string", value: { "NSRect: {{0, 465}, {414}}" }, expected: nil),
        FrameValue(label: "a number", value: { NSNumber(value: 465) }, expected: nil),
        FrameValue(
            label: "an NSValue holding a point", value: { NSValue(point: NSPoint(x: 1, y: 2)) },
            expected: nil),
        FrameValue(label: "a dictionary", value: { ["x": 0] }, expected: nil),
        FrameValue(label: "NSNull", value: { NSNull() }, expected: nil),
    ]

    @Test(
        "reads a frame of every type UIKit, a scenario or a log can put there",
        arguments: frameValues)
    func readsFrames(frame: FrameValue) {
        let event = KeyboardEvent(name: .willShow, userInfo: [Self.end: frame.value()])
        #expect(event.endFrame == frame.expected)
        #expect(event.isIgnored == (frame.expected == nil))
    }

    @Test("show and change events without a usable end frame are ignored; hide events never are")
    func unusableFrames() {
        for name in KeyboardEvent.Name.allCases {
            for userInfo: [AnyHashable: Any]? in [
                nil, [:], [Self.end: CGRect(0, 0, 0, 0)], [Self.end: "garbage"],
            ] {
                let event = KeyboardEvent(name: name, userInfo: userInfo)
                #expect(
                    event.isIgnored == !name.isHide,
                    "\(name.rawValue) \(String(describing: userInfo))")
                #expect(event.resultingFrame == nil)
            }
        }
    }

    @Test("a hide event means no keyboard whatever its frame says, and is never ignored")
    func hideEvents() {
        for name in [KeyboardEvent.Name.willHide, .didHide] {
            let event = KeyboardEvent(
                name: name, userInfo: [Self.end: CGRect(150, 500, 534, 280), Self.isLocal: false])
            #expect(!event.isIgnored)
            #expect(event.resultingFrame == nil)
            #expect(event.endFrame == CGRect(150, 500, 534, 280))
        }
    }

    @Test("another app's keyboard is ignored unless it hides; a missing key counts as local")
    func nonLocal() {
        let frame = CGRect(0, 626, 1366, 398)
        let local: [(Any?, Bool)] = [
            (nil, true), (true, true), (false, false), (NSNumber(value: 0), false),
            (NSNumber(value: 1), true), (0, false),
            (1, true), ("NO", false), ("YES", true), ("maybe", true),
        ]
        for (value, expected) in local {
            var userInfo: [AnyHashable: Any] = [Self.end: frame]
            if let value { userInfo[Self.isLocal] = value }
            let show = KeyboardEvent(name: .willShow, userInfo: userInfo)
            #expect(show.isLocal == expected, "\(String(describing: value))")
            #expect(show.isIgnored == !expected)
            #expect(!KeyboardEvent(name: .willHide, userInfo: userInfo).isIgnored)
        }
    }

    @Test("duration: a finite number ≥ 0, else 0.25")
    func duration() {
        let cases: [(Any?, Double)] = [
            (nil, 0.25), (0.4, 0.4), (0, 0), (NSNumber(value: 0.35), 0.35), (Float(0.5), 0.5),
            ("0.25", 0.25), ("0.4", 0.4),
            (-1, 0.25), (Double.nan, 0.25), (Double.infinity, 0.25), ("fast", 0.25), (true, 0.25),
            ([0.3], 0.25),
        ]
        for (value, expected) in cases {
            var userInfo: [AnyHashable: Any] = [:]
            if let value { userInfo[Self.duration] = value }
            #expect(
                KeyboardEvent(name: .willShow, userInfo: userInfo).animation.duration == expected,
                "\(String(describing: value))")
        }
    }

    @Test("curve: any integer is kept, 7 is normal, a missing or non-integer curve counts as 7")
    func curve() {
        let cases: [(Any?, Int)] = [
            (nil, 7), (7, 7), (0, 0), (1, 1), (NSNumber(value: 1), 1), (2, 2), (3, 3), (42, 42),
            (-1, -1),
            (NSNumber(value: 7), 7), (7.0, 7), (3.5, 7), ("7", 7), ("3", 3), ("ease", 7), (true, 7),
            (Double.nan, 7),
            (1e300, 7),
        ]
        for (value, expected) in cases {
            var userInfo: [AnyHashable: Any] = [:]
            if let value { userInfo[Self.curve] = value }
            let curve = KeyboardEvent(name: .willShow, userInfo: userInfo).animation.curve
            #expect(curve.rawValue == expected, "\(String(describing: value))")
        }
        #expect(KeyboardAnimation.Curve(rawValue: 7) == .keyboard)
        #expect(KeyboardAnimation.Curve(rawValue: 2) == .easeOut)
        #expect(KeyboardAnimation.Curve.other(rawValue: 2) == .easeOut)
        #expect(KeyboardAnimation.Curve(rawValue: 7) == .other(rawValue: 7))
    }

    @Test("the names are UIKit's raw names; anything else is not a keyboard notification")
    func names() {
        #expect(
            KeyboardEvent(name: "UIKeyboardWillShowNotification", userInfo: nil)?.name == .willShow)
        #expect(
            KeyboardEvent(name: "UIKeyboardDidChangeFrameNotification", userInfo: nil)?.name
                == .didChangeFrame)
        #expect(KeyboardEvent(name: "UIKeyboardWillAppearNotification", userInfo: nil) == nil)
        #expect(KeyboardEvent(name: "keyboardWillShowNotification", userInfo: nil) == nil)
    }

    @Test("a scenario's JSON userInfo reads exactly as the same values from UIKit")
    func jsonAndAnyAgree() throws {
        let json: [String: JSONValue] = [
            Self.end: .string("NSRect: {{0, 465}, {414, 271}}"), Self.duration: .string("0.3"),
            Self.curve: .number(2),
            Self.isLocal: .number(1),
        ]
        let any: [AnyHashable: Any] = [
            Self.end: NSValue(rect: NSRect(x: 0, y: 465, width: 414, height: 271)),
            Self.duration: NSNumber(value: 0.3),
            Self.curve: NSNumber(value: 2), Self.isLocal: NSNumber(value: true),
        ]
        #expect(
            KeyboardEvent(name: .willShow, userInfo: json)
                == KeyboardEvent(name: .willShow, userInfo: any))
    }

    @Test(
        "ignored events in every fixture leave the keyboard and what is applied unchanged",
        arguments: Fixtures.names)
    func ignoredEventsChangeNothing(name: String) throws {
        let scenario = try Fixtures.scenario(name)
        var session = scenario.makeSession()
        for (index, event) in scenario.events.enumerated() {
            let before = session
            let step = session.step(index: index, event: event)
            if step.ignored {
                #expect(step.action == nil)
                // A local notification the engine ignores still ends a finger's drag (§6.2).
                var dragEnded = before
                dragEnded.endDrag()
                var isLocalNotification = false
                if let keyboard = event.input.keyboardEvent {
                    isLocalNotification = keyboard.isLocal
                }
                #expect(
                    session == before || (isLocalNotification && session == dragEnded),
                    "\(name) event \(index)")
            }
        }
    }
}

@Suite("userInfo keys")
struct UserInfoKeyTests {
    @Test("each key is found by its exact name, and nothing else is")
    func matching() {
        for key in KeyboardUserInfoKey.allCases {
            #expect(KeyboardUserInfoKey.matching(key.rawValue) == key)
            #expect(KeyboardUserInfoKey.matching(key.rawValue.lowercased()) == nil)
        }
        for other in [
            "", "UIKeyboardBoundsUserInfoKey", "UIKeyboardCenterEndUserInfoKey",
            "UIKeyboardFrameEndUserInfoKez",
        ] {
            #expect(KeyboardUserInfoKey.matching(other) == nil)
        }
    }
}
