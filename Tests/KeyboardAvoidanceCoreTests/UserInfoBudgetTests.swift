import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

/// Copying a userInfo for another thread (`UserInfoCopy`) within one budget for the whole
/// notification (issue 27, finding 4): every real userInfo whole, the worst a few milliseconds.
@Suite("Copying a userInfo: one budget a notification")
struct UserInfoBudgetTests {
    static let end = KeyboardUserInfoKey.frameEnd.rawValue
    static let begin = KeyboardUserInfoKey.frameBegin.rawValue
    static let duration = KeyboardUserInfoKey.animationDuration.rawValue
    static let curve = KeyboardUserInfoKey.animationCurve.rawValue
    static let isLocal = KeyboardUserInfoKey.isLocal.rawValue

    /// The most values a copy holds: the budget's, and the five keys the engine reads as it reads
    /// them.
    static let most = UserInfoBudget.values + KeyboardUserInfoKey.allCases.count

    /// What UIKit posts: eight keys, each an `NSValue` or an `NSNumber`.
    static var uikit: [AnyHashable: Any] {
        [
            begin: NSValue(rect: NSRect(x: 0, y: 736, width: 414, height: 271)),
            end: NSValue(rect: NSRect(x: 0, y: 465, width: 414, height: 271)),
            duration: NSNumber(value: 0.25), curve: NSNumber(value: 7),
            isLocal: NSNumber(value: true),
            "UIKeyboardCenterBeginUserInfoKey": NSValue(point: NSPoint(x: 207, y: 871.5)),
            "UIKeyboardCenterEndUserInfoKey": NSValue(point: NSPoint(x: 207, y: 600.5)),
            "UIKeyboardBoundsUserInfoKey": NSValue(
                rect: NSRect(x: 0, y: 0, width: 414, height: 271)),
        ]
    }

    /// How many values a copy holds, itself and its elements; a value left out is none.
    static func count(_ value: UserInfoCopy.Value) -> Int {
        switch value {
        case .array(let elements): 1 + elements.map(count).reduce(0, +)
        case .dictionary(let members): 1 + members.values.map(count).reduce(0, +)
        case .leftOut: 0
        default: 1
        }
    }

    /// How many values a whole copy holds.
    static func count(_ copy: UserInfoCopy) -> Int {
        copy.values?.values.map(count).reduce(0, +) ?? 0
    }

    /// Whether any value of the copy was left out.
    static func leavesOut(_ value: UserInfoCopy.Value) -> Bool {
        switch value {
        case .array(let elements): elements.contains(where: leavesOut)
        case .dictionary(let members): members.values.contains(where: leavesOut)
        case .leftOut: true
        default: false
        }
    }

    @Test("every real userInfo is copied whole: UIKit's eight keys, a scenario's lists of four")
    func realOnesWhole() throws {
        var scenario: [AnyHashable: Any] = [
            Self.begin: [0, 736, 414, 271] as [Double], Self.end: [0, 465, 414, 271] as [Double],
            Self.duration: "0.25", Self.curve: 7, Self.isLocal: true,
        ]
        scenario["UIKeyboardCenterEndUserInfoKey"] = [207, 600.5] as [Double]
        for (userInfo, values) in [(Self.uikit, 8), (scenario, 16)] {
            let copy = UserInfoCopy(userInfo)
            #expect(Self.count(copy) == values)
            let copied = try #require(copy.values)
            #expect(!copied.values.contains(where: Self.leavesOut))
            #expect(Set(copied.keys) == Set(userInfo.keys.compactMap { $0.base as? String }))
            #expect(
                KeyboardEvent(name: .willShow, userInfo: copy.userInfo)
                    == KeyboardEvent(name: .willShow, userInfo: userInfo))
        }
    }

    @Test("the budget is one for the whole notification: 16 keys of 1,000 numbers are 512 values")
    func oneBudgetForAllKeys() {
        var userInfo = Self.uikit
        let numbers = NSArray(array: (0..<1_000).map { NSNumber(value: $0) })
        for key in 0..<16 { userInfo["many \(key)"] = numbers }
        let copy = UserInfoCopy(userInfo)
        // Before, each key had a budget of its own: 16,016 values, and 16 million for lists of a
        // million.
        #expect(Self.count(copy) <= Self.most)
        #expect(Self.count(copy) >= UserInfoBudget.values)
        #expect(copy.values?.values.contains(where: Self.leavesOut) == true)
        // Every key is still there, the five the engine reads as it read them.
        #expect(copy.values?.count == userInfo.count)
        #expect(
            KeyboardEvent(name: .willShow, userInfo: copy.userInfo)
                == KeyboardEvent(name: .willShow, userInfo: userInfo))
        #expect(
            KeyboardEvent(name: .willShow, userInfo: copy.userInfo).endFrame
                == CGRect(0, 465, 414, 271))
    }

    @Test("an NSArray that holds itself four times is copied as 512 values, not a million")
    func selfHoldingList() {
        let four = NSMutableArray()
        for _ in 0..<4 { four.add(four) }
        for keys in [1, 16] {
            var userInfo = Self.uikit
            for key in 0..<keys { userInfo["four \(key)"] = four }
            let copy = UserInfoCopy(userInfo)
            #expect(Self.count(copy) <= Self.most, "\(keys) keys")
            #expect(
                KeyboardEvent(name: .willShow, userInfo: copy.userInfo)
                    == KeyboardEvent(name: .willShow, userInfo: userInfo), "\(keys) keys")
        }
    }

    @Test("a value the engine reads keeps what it reads when another key spent the budget")
    func readingsKept() {
        // One list spends the whole budget: whichever order the keys come in, every value under
        // the engine's keys still reads as it did, whatever its kind.
        let numbers = NSArray(array: (0..<10_000).map { NSNumber(value: $0) })
        let values: [[AnyHashable: Any]] = [
            Self.uikit,
            [
                Self.end: "NSRect: {{0, 465}, {414, 271}}", Self.begin: [0, 736, 414, 271],
                Self.duration: "0.4", Self.curve: 3.0, Self.isLocal: "NO",
            ],
            [Self.end: numbers, Self.duration: numbers, Self.curve: Date(), Self.isLocal: 0],
        ]
        for known in values {
            var userInfo = known
            for key in 0..<8 { userInfo["many \(key)"] = numbers }
            let copy = UserInfoCopy(userInfo)
            #expect(Self.count(copy) <= Self.most)
            #expect(
                KeyboardEvent(name: .willShow, userInfo: copy.userInfo)
                    == KeyboardEvent(name: .willShow, userInfo: known))
            // A copy of the copy takes nothing more, and reads the same again.
            let again = UserInfoCopy(copy.userInfo)
            #expect(Self.count(again) == Self.count(copy))
            #expect(
                KeyboardEvent(name: .willShow, userInfo: again.userInfo)
                    == KeyboardEvent(name: .willShow, userInfo: known))
        }
    }

    @Test("past the budget a list ends with the one value left out, a dictionary too")
    func whereItEnds() throws {
        let numbers = Array(0..<100)
        let members = Dictionary(uniqueKeysWithValues: (0..<100).map { ("k\($0)", $0) })
        for value in [numbers as Any, members] {
            let copy = UserInfoCopy(["v": value], budget: UserInfoBudget(values: 11))
            let copied = try #require(copy.values?["v"])
            // The list or dictionary itself and 10 of its elements; the 11th left out, marked.
            #expect(Self.count(copied) == 11)
            switch copied {
            case .array(let elements):
                #expect(elements.count == 11)
                #expect(elements.prefix(10).allSatisfy { !Self.leavesOut($0) })
                if case .leftOut? = elements.last {} else { Issue.record("no mark: \(elements)") }
            case .dictionary(let copiedMembers):
                #expect(copiedMembers.count == 11)
                #expect(copiedMembers.values.filter(Self.leavesOut).count == 1)
            default:
                Issue.record("not a list or a dictionary: \(copied)")
            }
        }
        // Later keys are left out whole, each marked.
        let copy = UserInfoCopy(
            ["a": numbers, "b": 1, "c": [1, 2]], budget: UserInfoBudget(values: 3))
        #expect(copy.values?.count == 3)
        #expect(Self.count(copy) == 3)
    }
}
