import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import Testing

/// Reading a userInfo's keys and values as UIKit delivers them (spec §2): names compared byte for
/// byte, the same rule for every platform, and no value read at a cost out of proportion.
@Suite("§2 Reading a userInfo's keys and values")
struct UserInfoValueTests {
    static let end = NotificationReadingTests.end
    static let duration = NotificationReadingTests.duration
    static let curve = NotificationReadingTests.curve
    static let isLocal = NotificationReadingTests.isLocal
    static let frame = CGRect(x: 0, y: 465, width: 414, height: 271)

    @Test("a look-alike key is not the key, whatever its length: a Kelvin sign is not a K")
    func lookAlikeKeys() {
        let kelvin = "UI\u{212A}eyboardFrameEndUserInfoKey"
        #expect(kelvin == Self.end)  // Swift's `==` takes it for the key
        #expect(KeyboardUserInfoKey.matching(kelvin) == nil)
        // As many UTF-8 bytes as the key: the Kelvin sign takes three, the two dropped letters two.
        let sameLength = "UI\u{212A}eyboardFrameEndUserInfoK"
        #expect(sameLength.utf8.count == Self.end.utf8.count)
        #expect(KeyboardUserInfoKey.matching(sameLength) == nil)
        let event = KeyboardEvent(name: .willShow, userInfo: [kelvin: Self.frame])
        #expect(event.endFrame == nil)
    }

    @Test("a look-alike notification name is not a keyboard notification")
    func lookAlikeNames() {
        for name in KeyboardEvent.Name.allCases {
            let kelvin = name.rawValue.replacingOccurrences(of: "K", with: "\u{212A}")
            #expect(kelvin == name.rawValue)  // Swift's `==` takes it for the name
            #expect(KeyboardEvent(name: kelvin, userInfo: nil) == nil, "\(name)")
            #expect(KeyboardEvent(name: name.rawValue, userInfo: nil)?.name == name)
        }
    }

    private enum TwoNames: String, CaseIterable {
        case first = "UIKeyboardFrameAUserInfoKey"
        case second = "UIKeyboardFrameBUserInfoKey"
    }

    @Test("names of one length are told apart, as any others")
    func namesOfOneLength() {
        let names = ExactNames<TwoNames>()
        #expect(names.matching(TwoNames.first.rawValue) == .first)
        #expect(names.matching(TwoNames.second.rawValue) == .second)
        #expect(names.matching("UIKeyboardFrameCUserInfoKey") == nil)
        #expect(names.matching("") == nil)
    }

    #if !canImport(Darwin)
        // Darwin's dictionaries take a String and an NSString of one name for one key, so such a
        // userInfo cannot be made there.
        @Test("a String key and an NSString key of one name: the String key's value, in any order")
        func stringKeyWins() {
            // Other keys change the dictionary's order: both orders of the two keys come up.
            for others in 0..<48 {
                var userInfo: [AnyHashable: Any] = [
                    Self.end: Self.frame,
                    NSString(string: Self.end): CGRect(x: 0, y: 100, width: 414, height: 271),
                ]
                for index in 0..<others { userInfo["other \(index)"] = index }
                let event = KeyboardEvent(name: .willShow, userInfo: userInfo)
                #expect(event.endFrame?.minY == 465, "\(others) other keys")
            }
            // An NSString key alone is read.
            let nsString: [AnyHashable: Any] = [NSString(string: Self.end): Self.frame]
            #expect(KeyboardEvent(name: .willShow, userInfo: nsString).endFrame == Self.frame)
        }
    #endif

    @Test("an NSNumber made from a Bool is a boolean, not a number, as `true` in a scenario is")
    func booleanNumbers() {
        let userInfo: [AnyHashable: Any] = [
            Self.end: Self.frame, Self.duration: NSNumber(value: true),
            Self.curve: NSNumber(value: true), Self.isLocal: NSNumber(value: false),
        ]
        let event = KeyboardEvent(name: .willShow, userInfo: userInfo)
        #expect(event.animation.duration == 0.25)
        #expect(event.animation.curve == .keyboard)
        #expect(!event.isLocal)
        // Numbers 1 and 0 stay numbers.
        let numbers: [AnyHashable: Any] = [
            Self.end: Self.frame, Self.duration: NSNumber(value: 1), Self.curve: NSNumber(value: 0),
            Self.isLocal: NSNumber(value: 0),
        ]
        let read = KeyboardEvent(name: .willShow, userInfo: numbers)
        #expect(read.animation.duration == 1)
        #expect(read.animation.curve == .easeInOut)
        #expect(!read.isLocal)
    }

    @Test("a boolean inside a list is not a number there either: [0, true, 414, 271] is no frame")
    func booleansInLists() {
        for flag: Any in [true, NSNumber(value: true)] {
            let list: [Any] = [0, flag, 414, 271]
            #expect(KeyboardEvent(name: .willShow, userInfo: [Self.end: list]).endFrame == nil)
        }
        let numbers: [Any] = [0, NSNumber(value: 1), 414, 271]
        #expect(
            KeyboardEvent(name: .willShow, userInfo: [Self.end: numbers]).endFrame
                == CGRect(x: 0, y: 1, width: 414, height: 271))
    }

    @Test("an array that is not four numbers long is not a frame, its elements never converted")
    func longArrays() {
        let huge = [Double](repeating: 1, count: 10_000_000)
        for array in [huge, [], [0, 465, 414], [0, 465, 414, 271, 1]] {
            guard case .other = AnyUserInfoValue(value: array).kind else {
                Issue.record("an array of \(array.count) is kept to be read")
                continue
            }
            #expect(KeyboardEvent(name: .willShow, userInfo: [Self.end: array]).endFrame == nil)
        }
        let four: [Any] = [0, 465.0, NSNumber(value: 414), CGFloat(271)]
        #expect(KeyboardEvent(name: .willShow, userInfo: [Self.end: four]).endFrame == Self.frame)
    }

    @Test("a collection that cannot count in constant time is not a frame, and is never counted")
    func uncountableCollections() {
        // Counting this filter walks 0..<Int.max: it never ended. It is rejected untouched.
        let endless = (0..<Int.max).lazy.filter { $0 < 0 }
        guard case .other = AnyUserInfoValue(value: endless).kind else {
            Issue.record("a lazy filter is kept to be read")
            return
        }
        #expect(KeyboardEvent(name: .willShow, userInfo: [Self.end: endless]).endFrame == nil)
        // Random access counts at once: 0..<Int.max is one, and a set of four has no order.
        #expect(KeyboardEvent(name: .willShow, userInfo: [Self.end: 0..<Int.max]).endFrame == nil)
        let set: Set<Double> = [0, 465, 414, 271]
        #expect(KeyboardEvent(name: .willShow, userInfo: [Self.end: set]).endFrame == nil)
    }

    @Test("any list of four numbers is a frame: an NSArray, a ContiguousArray, an ArraySlice")
    func listsOfFour() {
        let numbers = [0, 465, 414, 271].map { NSNumber(value: $0) }
        let lists: [(String, Any)] = [
            ("[NSNumber]", numbers),
            ("NSArray", NSArray(array: numbers)),
            ("ContiguousArray", ContiguousArray(numbers)),
            ("ArraySlice", [-1.0, 0, 465, 414, 271][1...]),
            ("NSArray subclass", FourNumbers()),
        ]
        for (name, list) in lists {
            #expect(
                KeyboardEvent(name: .willShow, userInfo: [Self.end: list]).endFrame == Self.frame,
                "\(name)")
        }
    }

    @Test("an NSArray is counted before any element is taken: one of 2⁴⁰ elements is not read")
    func lyingArray() {
        let lying = ClaimsManyElements()
        #expect(KeyboardEvent(name: .willShow, userInfo: [Self.end: lying]).endFrame == nil)
        guard case .other = AnyUserInfoValue(value: lying).kind else {
            Issue.record("an array of 2⁴⁰ elements is kept to be read")
            return
        }
        #expect(lying.elementsTaken == 0)
    }

    @Test(
        "every standard-library number, Decimal, NSNumber and text reads alike under every key",
        arguments: NumericType.all)
    func numericTypes(_ type: NumericType) {
        let userInfo: [AnyHashable: Any] = [
            Self.end: type.frame, Self.duration: type.duration, Self.curve: type.curve,
            Self.isLocal: type.zero,
        ]
        let event = KeyboardEvent(name: .willShow, userInfo: userInfo)
        #expect(event.endFrame == NumericType.expectedFrame)
        #expect(event.animation.duration == type.expectedDuration)
        #expect(event.animation.curve.rawValue == 3)
        #expect(!event.isLocal)
        // A nonzero flag is true; under the begin frame's key the list is a frame too.
        let begin = KeyboardUserInfoKey.frameBegin.rawValue
        let other = KeyboardEvent(
            name: .willShow, userInfo: [Self.isLocal: type.curve, begin: type.frame])
        #expect(other.isLocal)
        #expect(other.beginFrame == NumericType.expectedFrame)
        // Copied for another thread and recorded, it reads the same.
        let copied = UserInfoCopy(userInfo).userInfo
        #expect(KeyboardEvent(name: .willShow, userInfo: copied) == event)
    }

    @Test("an NSArray or NSDictionary that says it holds -1 elements: read and copied, no trap")
    func negativeCounts() {
        for value in [NegativeCount() as Any, NegativeMembers()] {
            let userInfo: [AnyHashable: Any] = [Self.end: value, "x": [value]]
            let event = KeyboardEvent(name: .willShow, userInfo: userInfo)
            #expect(event.endFrame == nil)
            let copied = UserInfoCopy(userInfo).userInfo
            #expect(KeyboardEvent(name: .willShow, userInfo: copied) == event)
            // Recorded as the name of its class, as a collection that cannot be counted.
            #expect(JSONValue(userInfoValue: value).stringValue?.hasPrefix("Negative") == true)
        }
    }

    @Test("an NSArray that holds itself, a dictionary nested 5,000 deep: read without a trap")
    func selfHoldingAndDeep() {
        let pair = NSMutableArray()
        pair.add(NSNumber(value: 1))
        pair.add(pair)
        let four = NSMutableArray()
        for _ in 0..<4 { four.add(four) }
        var deep: Any = NSNumber(value: 1)
        for _ in 0..<5_000 { deep = ["k": deep] }
        let deepNS = NSMutableDictionary()
        deepNS["self"] = deepNS
        // A set is never read, nor described: describing it would describe the array in it.
        let set = NSMutableSet(object: pair)
        for value in [pair, four, deep, deepNS, set] as [Any] {
            let event = KeyboardEvent(
                name: .willShow, userInfo: [Self.end: value, Self.duration: value, "x": value])
            #expect(event.endFrame == nil)
            #expect(event.animation.duration == 0.25)
            let userInfo: [AnyHashable: Any] = [Self.end: value]
            // The copy for another thread ends too, and reads as the original.
            let copied = UserInfoCopy(userInfo).userInfo
            #expect(KeyboardEvent(name: .willShow, userInfo: copied) == event)
        }
    }
}

/// One numeric type, with the values a notification could carry in it under each key: a duration,
/// a curve, an "is local" flag of 0, and a frame's four numbers as a list of that type.
struct NumericType: CustomTestStringConvertible, @unchecked Sendable {
    // Sendable by hand: the values are numbers and lists of numbers, never changed once made.
    var name: String
    var duration: Any
    var expectedDuration: Double
    var curve: Any
    var zero: Any
    var frame: Any
    var testDescription: String { name }

    /// The frame every case writes: small enough for `Int8`, exact in `Float16`.
    static let expectedFrame = CGRect(x: 0, y: 100, width: 120, height: 27)

    static func integer<Number: BinaryInteger>(_: Number.Type) -> NumericType {
        NumericType(
            name: "\(Number.self)", duration: Number(1), expectedDuration: 1, curve: Number(3),
            zero: Number(0), frame: [Number(0), Number(100), Number(120), Number(27)])
    }

    static func binaryFloatingPoint<Number: BinaryFloatingPoint>(_: Number.Type) -> NumericType {
        NumericType(
            name: "\(Number.self)", duration: Number(0.5), expectedDuration: 0.5, curve: Number(3),
            zero: Number(0), frame: [Number(0), Number(100), Number(120), Number(27)])
    }

    static let all: [NumericType] = {
        var all: [NumericType] = [
            integer(Int.self), integer(Int8.self), integer(Int16.self), integer(Int32.self),
            integer(Int64.self), integer(UInt.self), integer(UInt8.self), integer(UInt16.self),
            integer(UInt32.self), integer(UInt64.self),
            binaryFloatingPoint(Float.self), binaryFloatingPoint(Double.self),
            binaryFloatingPoint(CGFloat.self),
            NumericType(
                name: "Decimal", duration: Decimal(string: "0.5") as Any, expectedDuration: 0.5,
                curve: Decimal(3), zero: Decimal(0),
                frame: [Decimal(0), Decimal(100), Decimal(120), Decimal(27)]),
            NumericType(
                name: "NSNumber", duration: NSNumber(value: 0.5), expectedDuration: 0.5,
                curve: NSNumber(value: 3), zero: NSNumber(value: 0),
                frame: [0, 100, 120, 27].map { NSNumber(value: $0) }),
            NumericType(
                name: "NSDecimalNumber", duration: NSDecimalNumber(string: "0.5"),
                expectedDuration: 0.5, curve: NSDecimalNumber(value: 3),
                zero: NSDecimalNumber(value: 0),
                frame: [0, 100, 120, 27].map { NSDecimalNumber(value: $0) }),
            // Text reads as the number it shows under the duration, the curve and the flag (a
            // frame is written `{{x, y}, {w, h}}`: a list of four strings is not a frame).
            NumericType(
                name: "Substring", duration: "[0.5]".dropFirst().dropLast(), expectedDuration: 0.5,
                curve: "33".dropFirst(), zero: "NO"[...],
                frame: "x{{0, 100}, {120, 27}}".dropFirst()),
            NumericType(
                name: "NSString", duration: NSString(string: "0.5"), expectedDuration: 0.5,
                curve: NSString(string: "3"), zero: NSString(string: "false"),
                frame: NSString(string: "NSRect: {{0, 100}, {120, 27}}")),
        ]
        if #available(macOS 15, iOS 18, macCatalyst 18, *) {
            all += [integer(Int128.self), integer(UInt128.self)]
        }
        #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
            all.append(binaryFloatingPoint(Float16.self))
        #endif
        #if (arch(i386) || arch(x86_64)) && !os(Windows) && !os(Android)
            all.append(binaryFloatingPoint(Float80.self))
        #endif
        return all
    }()
}

/// An `NSArray` of four numbers made by overriding its two primitives.
private final class FourNumbers: NSArray {
    override var count: Int { 4 }
    override func object(at index: Int) -> Any { NSNumber(value: [0, 465, 414, 271][index]) }
}

/// An `NSArray` that says it holds -1 elements.
private final class NegativeCount: NSArray {
    override var count: Int { -1 }
    override func object(at index: Int) -> Any { NSNumber(value: index) }
}

/// An `NSDictionary` that says it holds -1 members.
private final class NegativeMembers: NSDictionary {
    override var count: Int { -1 }
    override func object(forKey key: Any) -> Any? { nil }
    override func keyEnumerator() -> NSEnumerator { NSArray().objectEnumerator() }
}

/// An `NSArray` that says it holds 2⁴⁰ elements, counting the ones taken from it.
private final class ClaimsManyElements: NSArray {
    var elementsTaken = 0
    override var count: Int { 1 << 40 }
    override func object(at index: Int) -> Any {
        elementsTaken += 1
        return NSNumber(value: index)
    }
}
