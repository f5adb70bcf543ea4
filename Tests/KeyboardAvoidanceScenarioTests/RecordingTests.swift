import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
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
        let snapshot = ContainerSnapshot(
            screen: CGRect(0, 0, 414, 736), window: CGRect(0, 0, 414, 736),
            container: CGRect(0, 0, 414, 736), safeArea: Insets(top: 20),
            target: CGRect(20, 600, 374, 44))
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        var recording = ScenarioRecording(session: session)
        var live: [AvoidanceAction?] = []
        func take(_ input: AvoiderEvent) {
            recording.record(input)
            live.append(session.handle(input))
        }
        // A notification before the view is in a window: kept, planned with the first snapshot.
        let (firstName, firstInfo) = Self.notifications[0]
        let first = try #require(KeyboardEvent(name: firstName, userInfo: firstInfo))
        recording.recordNotification(name: firstName, userInfo: firstInfo)
        #expect(session.handle(.keyboard(first)) == nil)
        take(.measure(snapshot))
        for (name, userInfo) in Self.notifications.dropFirst() {
            recording.recordNotification(name: name, userInfo: userInfo)
            guard let event = KeyboardEvent(name: name, userInfo: userInfo) else { continue }
            live.append(session.handle(.keyboard(event)))
        }
        var moved = snapshot
        moved.target = .some(CGRect(20, 300, 374, 44))
        take(.measure(moved))
        take(.measure(moved))  // nothing changed: not recorded
        take(.release)
        let file = try #require(recording.scenario).formattedJSON
        let replayed = try Scenario(jsonData: Array(file.utf8))
        // The kept notification, the four keyboard ones after it, one snapshot and the release;
        // the non-keyboard notification and the snapshot that changed nothing are left out.
        #expect(replayed.events.count == 7)
        var expected = live
        expected.remove(at: 6)  // the snapshot that changed nothing
        #expect(replayed.plan().map(\.action) == expected)
        #expect(live.compactMap { $0 }.count >= 3)
    }

    @Test("a userInfo copied to cross threads reads and records as the one delivered")
    func copiedUserInfo() {
        var hostile = Self.notifications
        hostile.append(
            (
                "UIKeyboardWillShowNotification",
                [
                    Self.end: [0, 465, 414, NSNumber(value: 271)] as [Any],
                    KeyboardUserInfoKey.frameBegin.rawValue: [true, 1, 2, 3] as [Any],
                    KeyboardUserInfoKey.animationDuration.rawValue: "0.25",
                    KeyboardUserInfoKey.animationCurve.rawValue: Date(timeIntervalSince1970: 0),
                    KeyboardUserInfoKey.isLocal.rawValue: "NO",
                    7: "a key that is not a string",
                ]
            ))
        for (name, userInfo) in hostile {
            let copied = UserInfoCopy(userInfo).userInfo
            #expect((copied == nil) == (userInfo == nil))
            #expect(
                KeyboardEvent(name: name, userInfo: copied)
                    == KeyboardEvent(name: name, userInfo: userInfo))
            // What a recording writes of each value (ScenarioRecording.recordNotification).
            for (key, value) in userInfo ?? [:] {
                guard let key = key.base as? String else { continue }
                #expect(
                    copied?[key].map(JSONValue.init(userInfoValue:))
                        == JSONValue(userInfoValue: value), "\(name) \(key)")
            }
            #expect(copied?.count == userInfo?.filter { $0.key.base is String }.count)
        }
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
        "what a recording cannot hold as delivered is made to fit, said in its notes, and reads back"
    )
    func fitsTheReader() throws {
        var recording = ScenarioRecording(session: Self.measuredSession())
        // 200 arrays, one inside the other, around a number.
        var deep: Any = 1
        for _ in 0..<200 { deep = [deep] }
        recording.recordNotification(
            name: "UIKeyboardWillShowNotification",
            userInfo: [
                Self.end: "NSRect: {{0, 465}, {414, 271}}",
                KeyboardUserInfoKey.animationDuration.rawValue: String(
                    repeating: "9", count: 2_000_000),
                "UIKeyboardCenterEndUserInfoKey": String(repeating: "é", count: 600_000),
                "deep": deep,
            ])
        recording.record(.retarget(CGRect(0, CGFloat.nan, 10, 10)))
        recording.record(.scrolled(to: CGPoint(x: 0, y: 12)))
        let scenario = try #require(recording.scenario)
        let read = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        #expect(read == scenario)
        // The notification and the scroll; the retarget with a NaN is left out.
        #expect(read.events.map(\.label) == ["UIKeyboardWillShowNotification", "scrolled"])
        guard case .notification(_, let userInfo?, _) = read.events[0] else {
            Issue.record("not a notification: \(read.events[0])")
            return
        }
        // 2,000,000 nines read as an infinity, an unusable duration: the default the engine read.
        #expect(userInfo[KeyboardUserInfoKey.animationDuration.rawValue] == .number(0.25))
        // "é" is 2 bytes: 524,288 of them are the 1,048,576 bytes a string holds.
        #expect(
            userInfo["UIKeyboardCenterEndUserInfoKey"]
                == .string(String(repeating: "é", count: 524_288)))
        // The userInfo is 4 levels deep in the file, its value's arrays 5 to 128: 124 kept, the
        // 125th of them null.
        var level = userInfo["deep"]
        for _ in 0..<124 { level = level?.arrayValue?.first }
        #expect(level == .null)
        let notes = try #require(read.notes)
        #expect(notes.hasPrefix("The recorder changed what a scenario file cannot hold: "))
        #expect(
            notes.contains(
                "UIKeyboardAnimationDurationUserInfoKey: a value a scenario file cannot hold, "
                    + "written as what the engine read from it"))
        #expect(notes.contains("UIKeyboardCenterEndUserInfoKey: a string of 1200000 bytes"))
        #expect(notes.contains("nested deeper than a scenario file holds (128 levels)"))
        #expect(notes.contains("left out a retarget event (retarget: a rect's numbers must be"))
        // The replay decides as the session did: the duration as the engine read it.
        #expect(read.plan().first?.action?.animation.duration == 0.25)
    }

    /// A `shift` session that measured a 414 × 736 screen with a field near its bottom.
    static func measuredSession() -> AvoidanceSession {
        var session = AvoidanceSession(strategy: .shift)
        _ = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: CGRect(0, 0, 414, 736), window: CGRect(0, 0, 414, 736),
                    container: CGRect(0, 0, 414, 736), safeArea: .zero,
                    target: CGRect(20, 600, 374, 44))))
        return session
    }

    /// A recording of the session of ``fitsTheReader()`` after one notification.
    static func recording(of userInfo: [AnyHashable: Any]) -> ScenarioRecording {
        var recording = ScenarioRecording(session: measuredSession())
        recording.recordNotification(name: "UIKeyboardWillShowNotification", userInfo: userInfo)
        return recording
    }

    @Test("a dictionary nested 5,000 deep and an NSArray that holds itself end at the file's depth")
    func nestedWithoutEnd() throws {
        var deep: Any = NSNumber(value: 1)
        for _ in 0..<5_000 { deep = ["k": deep] }
        let pair = NSMutableArray()
        pair.add(NSNumber(value: 1))
        pair.add(pair)
        let recording = Self.recording(of: [
            Self.end: "NSRect: {{0, 465}, {414, 271}}", "deep": deep, "pair": pair,
            "set": NSMutableSet(object: pair),
        ])
        let scenario = try #require(recording.scenario)
        let read = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        #expect(read == scenario)
        guard case .notification(_, let userInfo?, _) = read.events.first else {
            Issue.record("not a notification: \(read.events)")
            return
        }
        // Levels 5 to 128 of the file are kept, 124 of them; the 125th is null.
        var level = userInfo["deep"]
        for _ in 0..<124 {
            #expect(level?.objectValue?.count == 1)
            level = level?.objectValue?["k"]
        }
        #expect(level == .null)
        var element = userInfo["pair"]
        for _ in 0..<124 {
            #expect(element?.arrayValue?.first == .number(1))
            element = element?.arrayValue?.last
        }
        #expect(element == .null)
        // A set is written as its class's name, never described (its array would be, forever).
        #expect(userInfo["set"]?.stringValue?.contains("Set") == true)
        let notes = try #require(read.notes)
        #expect(notes.contains("userInfo.deep.k.k.k"))
        #expect(notes.contains("userInfo.pair[1][1][1]"))
        #expect(notes.contains("nested deeper than a scenario file holds (128 levels)"))
        // The replay decides as the session did: the frame was read.
        #expect(read.plan().first?.keyboard.frame == CGRect(0, 465, 414, 271))
    }

    // Issue 27: a million values a key made a small userInfo cost minutes on the main thread. One
    // budget of 512 values (UserInfoBudget) now holds for a whole notification.
    @Test("an NSArray of 2⁴⁰ elements: as many as the budget holds written, then null, and noted")
    func tooManyElements() throws {
        let written = try #require(JSONValue(userInfoValue: ManyNumbers()).arrayValue)
        // The list itself and 511 elements are the budget's 512 values; the next one is null.
        #expect(written.count == UserInfoBudget.values)
        #expect(written.dropLast() == (0..<511).map { .number(Double($0)) })
        #expect(written.last == .null)
        let recording = Self.recording(of: [
            Self.end: CGRect(0, 465, 414, 271), "many": ManyNumbers(),
        ])
        let scenario = try #require(recording.scenario)
        let notes = try #require(scenario.notes)
        // The frame first (1 value), the list (1) and 510 of its elements.
        #expect(
            notes.contains(
                "UIKeyboardWillShowNotification.userInfo.many[510]: more than 512 values in one "
                    + "notification: the rest left out, the first of them written as null"))
        let read = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        #expect(read.plan().first?.keyboard.frame == CGRect(0, 465, 414, 271))
    }

    @Test("an NSArray that holds itself four times: 512 values written, not a million nor 4¹²⁴")
    func fanningOut() throws {
        let four = NSMutableArray()
        for _ in 0..<4 { four.add(four) }
        let recording = Self.recording(of: [Self.end: CGRect(0, 465, 414, 271), "four": four])
        let notes = try #require(recording.scenario?.notes)
        #expect(notes.contains("more than 512 values in one notification: the rest left out"))
        let userInfo = try #require(Self.recordedUserInfo(recording))
        #expect(Self.count(userInfo["four"] ?? .null) <= UserInfoBudget.values)
    }

    /// The userInfo of a recording's last notification, as written.
    static func recordedUserInfo(_ recording: ScenarioRecording) -> [String: JSONValue]? {
        guard case .notification(_, let userInfo?, _)? = recording.scenario?.events.last else {
            return nil
        }
        return userInfo.members
    }

    /// How many values a written value holds, itself and its elements; a null, which stands for
    /// a value left out (or too deep, or a NaN), is none.
    static func count(_ value: JSONValue) -> Int {
        if let elements = value.arrayValue { return 1 + elements.map(count).reduce(0, +) }
        if let members = value.objectValue { return 1 + members.values.map(count).reduce(0, +) }
        return value == .null ? 0 : 1
    }

    @Test("one budget for a whole notification: 16 keys of 1,000 numbers, 512 values written")
    func oneBudgetForAllKeys() throws {
        let numbers = NSArray(array: (0..<1_000).map { NSNumber(value: $0) })
        var userInfo: [AnyHashable: Any] = [
            Self.end: NSValue(rect: NSRect(x: 0, y: 465, width: 414, height: 271)),
            KeyboardUserInfoKey.animationDuration.rawValue: NSNumber(value: 0.4),
        ]
        for key in 0..<16 { userInfo["many \(key)"] = numbers }
        let recording = Self.recording(of: userInfo)
        let written = try #require(Self.recordedUserInfo(recording))
        // Before, each key had a million values of its own: all 16,000 numbers were written.
        // Now 512 values in all (the frame, one value taken, is written as five).
        let values = written.values.map(Self.count).reduce(0, +)
        #expect(values <= UserInfoBudget.values + 4)
        #expect(values >= UserInfoBudget.values)
        #expect(written.count == userInfo.count)
        // What the engine reads is written as it read it, and replays so.
        #expect(written[Self.end] == JSONValue(rect: CGRect(0, 465, 414, 271)))
        #expect(written[KeyboardUserInfoKey.animationDuration.rawValue] == .number(0.4))
        let scenario = try #require(recording.scenario)
        #expect(
            scenario.notes?.contains("more than 512 values in one notification: the rest left out")
                == true)
        let read = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        #expect(read.plan().first?.keyboard.frame == CGRect(0, 465, 414, 271))
        #expect(read.plan().first?.action?.animation.duration == 0.4)
    }

    @Test("a userInfo copied for another thread records as the one delivered, past the budget too")
    func copiedPastTheBudget() throws {
        let four = NSMutableArray()
        for _ in 0..<4 { four.add(four) }
        let numbers = NSArray(array: (0..<1_000).map { NSNumber(value: $0) })
        var deep: Any = NSNumber(value: 1)
        for _ in 0..<300 { deep = ["k": deep] }
        let members = NSDictionary(
            dictionary: Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("k\($0)", $0) }))
        let hostile: [[AnyHashable: Any]] = [
            [Self.end: CGRect(0, 465, 414, 271), "four": four, "numbers": numbers],
            [Self.end: numbers, "deep": deep, "four": four, "a": 1, "b": "two"],
            [
                Self.end: "NSRect: {{0, 465}, {414, 271}}", "n1": numbers, "n2": numbers,
                KeyboardUserInfoKey.animationCurve.rawValue: 3,
            ],
            // A dictionary cut in its middle: the copy's order of its members is not the
            // original's.
            [Self.end: CGRect(0, 465, 414, 271), "members": members, "numbers": numbers],
        ]
        // Other keys change the dictionary's order, and so the order the keys are taken in.
        let orders = hostile.flatMap { userInfo in
            (0..<6).map { others in
                var userInfo = userInfo
                for index in 0..<others { userInfo["other \(index)"] = index }
                return userInfo
            }
        }
        for userInfo in orders {
            let direct = Self.recording(of: userInfo)
            let copied = Self.recording(of: UserInfoCopy(userInfo).userInfo ?? [:])
            // The same values written, and the same decisions replayed.
            #expect(Self.recordedUserInfo(copied) == Self.recordedUserInfo(direct))
            let replays = try [direct, copied].map { recording in
                try Scenario(jsonData: Array(#require(recording.scenario).formattedJSON.utf8))
                    .plan()
            }
            #expect(replays[0] == replays[1])
            #expect(
                copied.scenario?.notes?.contains("more than 512 values in one notification")
                    == true)
        }
    }

    @Test("dictionaries are written as objects of their string keys")
    func dictionaries() {
        let swift: [AnyHashable: Any] = ["a": 1, 2: "two", "b": ["c": true]]
        #expect(
            JSONValue(userInfoValue: swift)
                == .object(["a": .number(1), "b": .object(["c": .bool(true)])]))
        let foundation = NSMutableDictionary()
        foundation["a"] = NSNumber(value: 1.5)
        foundation["b"] = NSArray(array: [NSNumber(value: 2), "x"])
        #expect(
            JSONValue(userInfoValue: foundation)
                == .object(["a": .number(1.5), "b": .array([.number(2), .string("x")])]))
        // A set has no order and a lazy filter may never end: the name of their type.
        #expect(JSONValue(userInfoValue: Set([1, 2])) == .string("Set<Int>"))
    }

    @Test("a NaN is written as null and noted; an infinity is written as 1e999 and reads back")
    func nonFiniteNumbers() throws {
        #expect(JSONValue(userInfoValue: Double.infinity) == .number(.infinity))
        #expect(JSONValue(userInfoValue: -Double.infinity) == .number(-.infinity))
        let recording = Self.recording(of: [
            Self.end: CGRect(0, 465, 414, 271), "nan": NSNumber(value: Double.nan),
            "infinity": Double.infinity, "point": [0, Double.nan] as [Any],
        ])
        let scenario = try #require(recording.scenario)
        let file = scenario.formattedJSON
        #expect(file.contains("\"infinity\":1e999"))
        let read = try Scenario(jsonData: Array(file.utf8))
        #expect(read == scenario)
        guard case .notification(_, let userInfo?, _) = read.events.first else {
            Issue.record("not a notification: \(read.events)")
            return
        }
        #expect(userInfo["nan"] == .null)
        #expect(userInfo["infinity"] == .number(.infinity))
        #expect(userInfo["point"] == .array([.number(0), .null]))
        let notes = try #require(read.notes)
        #expect(
            notes.contains(
                "UIKeyboardWillShowNotification.userInfo.nan: a NaN, which a scenario file cannot "
                    + "hold: written as null"))
        #expect(notes.contains("UIKeyboardWillShowNotification.userInfo.point[1]: a NaN"))
    }

    @Test("a left-out event's field is named as the reader names it, without a leading dot")
    func notePaths() throws {
        var recording = Self.recording(of: [Self.end: CGRect(0, 465, 414, 271)])
        recording.record(.track(CGRect(0, CGFloat.nan, 414, 271)))
        let notes = try #require(recording.scenario?.notes)
        #expect(notes.contains("left out a track event (track: a rect with a NaN"))
        #expect(!notes.contains("(.track"))
    }

    @Test(
        "the curve goes into UIView.AnimationOptions' curve bits; values that do not fit are the keyboard's 7"
    )
    func animationOptions() {
        #expect(KeyboardAnimation.Curve.keyboard.animationOptionsRawValue == 7 << 16)
        #expect(KeyboardAnimation.Curve.easeOut.animationOptionsRawValue == 2 << 16)
        #expect(KeyboardAnimation.Curve(rawValue: 15).animationOptionsRawValue == 15 << 16)
        #expect(KeyboardAnimation.Curve(rawValue: 16).animationOptionsRawValue == 7 << 16)
        #expect(KeyboardAnimation.Curve(rawValue: -1).animationOptionsRawValue == 7 << 16)
    }
}

/// An `NSArray` that says it holds 2⁴⁰ elements, its index at each.
private final class ManyNumbers: NSArray {
    override var count: Int { 1 << 40 }
    override func object(at index: Int) -> Any { NSNumber(value: index) }
}
