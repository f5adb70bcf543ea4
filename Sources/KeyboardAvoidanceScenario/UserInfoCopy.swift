import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A notification's userInfo copied into values that may cross to another thread: what a recorder
/// (`KeyboardAvoidanceRecording`'s `SessionRecorder`) has the UIKit layer keep, with the event it
/// read, for a keyboard notification posted off the main thread — a `Notification` is not
/// `Sendable`. Only a recorder needs it, so it lives with the recording, not in the engine.
///
/// Rebuilt, the userInfo reads as the original did, and records the same: a rect (an `NSValue`, a
/// `CGRect`) comes back as a `CGRect`, a number as a `Double`, a Swift `Bool` as a `Bool`, a
/// string as itself, a list (`NSArray`, any random-access collection) element by element, a
/// dictionary by its string keys, a point as an `NSValue` holding it, another collection (a `Set`)
/// as an object described by its type's name, anything else as an object that is none of these,
/// described as the original was. Keys that are not strings are left out: neither the engine nor
/// a recording reads them. Lists and dictionaries are copied 124 levels deep (as deep as a
/// recording writes), and the whole userInfo, all its keys together, as at most
/// ``UserInfoBudget/values`` values (every real userInfo is copied whole): copying never converts
/// a whole collection, ends on one that holds itself, and costs at most a few milliseconds. A
/// value past the budget comes back as a ``UserInfoLeftOut``, the rest of its list or dictionary
/// dropped; under one of the five keys the engine reads, a value the budget cuts is copied as
/// what the engine reads from it, so that the copy always reads as the original.
///
/// ```swift
/// let copy = UserInfoCopy(notification.userInfo)    // on the posting thread
/// let userInfo = copy.userInfo                       // on the main actor
/// ```
package struct UserInfoCopy: Sendable {
    /// One value, in a form that may cross threads.
    package enum Value: Sendable {
        case number(Double)
        case boolean(Bool)
        case rect(CGRect)
        case point(CGPoint)
        case string(String)
        case array([Value])
        case dictionary([String: Value])
        /// A value of another kind, by its description.
        case other(String)
        /// A value past the notification's budget (``UserInfoBudget``): left out.
        case leftOut
    }

    /// The values by key; `nil` for a notification without userInfo.
    package let values: [String: Value]?

    /// Copies `userInfo`, as at most `budget` values: one notification's (``UserInfoBudget``).
    package init(_ userInfo: [AnyHashable: Any]?, budget: UserInfoBudget = UserInfoBudget()) {
        var budget = budget
        values = userInfo.map { info in
            var values: [String: Value] = [:]
            for (key, value) in UserInfoBudget.entries(of: info) {
                let leftOutBefore = budget.leftOutValues
                let copy = Value(value, depth: 1, budget: &budget)
                // A value the engine reads that the budget cut keeps what the engine reads.
                if budget.leftOutValues > leftOutBefore,
                    let known = KeyboardUserInfoKey.matching(key)
                {
                    values[key] = Value(reading: KeyedReading(value, for: known))
                } else {
                    values[key] = copy
                }
            }
            return values
        }
    }

    /// The userInfo again, with values that read as the originals.
    package var userInfo: [AnyHashable: Any]? {
        values.map { values in
            var info: [AnyHashable: Any] = [:]
            for (key, value) in values { info[key] = value.rebuilt }
            return info
        }
    }
}

extension UserInfoCopy.Value {
    /// How many levels of lists and dictionaries are copied: as many as a recording writes under a
    /// userInfo key (a scenario file's 128 less the 4 around the userInfo), so that no copy spends
    /// its budget on levels a recording drops. A deeper one is copied empty, which a recording
    /// writes as it writes the original: `null`, too deep.
    package static let maximumDepth = 124

    /// Copies `value`, `depth` levels of lists and dictionaries deep, as the values `budget` still
    /// has (less what it takes); ``leftOut`` when it has none.
    package init(_ value: Any, depth: Int, budget: inout UserInfoBudget) {
        // A value a copy left out stays left out, and costs nothing: a copy of a copy takes no
        // more than the first one kept.
        if UserInfoLeftOut.marks(value) {
            budget.leaveOut()
            self = .leftOut
            return
        }
        guard budget.take() else {
            budget.leaveOut()
            self = .leftOut
            return
        }
        switch AnyUserInfoValue(value: value).kind {
        case .number(let number): self = .number(number)
        case .boolean(let flag): self = .boolean(flag)
        case .rect(let rect):
            self = .rect(CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
        case .string(let text): self = .string(text)
        case .array(let elements):
            self = Self.list(
                count: elements.count, element: { elements[$0] }, depth: depth, budget: &budget)
        case .other:
            switch UserInfoContainer(value) {
            case .list(let count, let element):
                self = Self.list(count: count, element: element, depth: depth, budget: &budget)
            case .dictionary(let count, let members):
                guard depth <= Self.maximumDepth else {
                    self = .dictionary([:])
                    return
                }
                var values: [String: Self] = [:]
                // One member more than the budget holds: the first left out is marked so.
                for (key, member) in members(min(count, budget.remaining + 1)) {
                    guard let key = key as? String else { continue }
                    let copy = Self(member, depth: depth + 1, budget: &budget)
                    values[key] = copy
                    // The rest are left out too once the budget is spent; a member a copy left out
                    // already costs nothing, and the members after it in this order are kept.
                    if case .leftOut = copy, budget.remaining == 0 { break }
                }
                self = .dictionary(values)
            case .uncounted:
                self = .other(String(describing: type(of: value)))
            case nil:
                if let nsValue = value as? NSValue, let point = NSValueContents.point(in: nsValue) {
                    self = .point(point)
                } else {
                    self = .other(String(describing: value))
                }
            }
        }
    }

    /// A list of `count` elements, copied up to the first one the budget leaves out (marked
    /// ``leftOut``, the rest dropped); an element is taken only when the budget has room for it.
    private static func list(
        count: Int, element: (Int) -> Any, depth: Int, budget: inout UserInfoBudget
    ) -> Self {
        guard depth <= maximumDepth else { return .array([]) }
        var elements: [Self] = []
        for offset in 0..<count {
            guard budget.remaining > 0 else {
                budget.leaveOut()
                elements.append(.leftOut)
                break
            }
            let copy = Self(element(offset), depth: depth + 1, budget: &budget)
            elements.append(copy)
            // An element a copy left out already: the rest of the list was dropped with it.
            if case .leftOut = copy { break }
        }
        return .array(elements)
    }

    /// What the engine reads from a value under one of its keys, as a value that reads the same:
    /// a rect, a number or a boolean, or a value left out for a value it does not read.
    package init(reading: KeyedReading) {
        if let rect = reading.rectComponents {
            self = .rect(CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
        } else if let number = reading.userInfoNumber {
            self = .number(number)
        } else if let flag = reading.booleanValue {
            self = .boolean(flag)
        } else {
            self = .leftOut
        }
    }

    package var rebuilt: Any {
        switch self {
        case .number(let number): return number
        case .boolean(let flag): return flag
        case .rect(let rect): return rect
        case .point(var point):
            return NSValue(bytes: &point, objCType: "{CGPoint=dd}")
        case .string(let text): return text
        case .array(let elements): return elements.map(\.rebuilt)
        case .dictionary(let members): return members.mapValues(\.rebuilt)
        case .other(let description): return DescribedValue(description)
        case .leftOut: return UserInfoLeftOut()
        }
    }
}

/// A userInfo value of no kind the engine reads, standing for the original by its description.
private final class DescribedValue: CustomStringConvertible, Sendable {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
