import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A notification's userInfo copied into `Sendable` values, for a recorder of a notification
/// posted off the main thread; rebuilt, it reads and records as the original did.
///
/// String keys only, ``maximumDepth`` levels, at most ``UserInfoBudget/values`` values in all
/// (a value past them is a ``UserInfoLeftOut``; under the engine's five keys, what it reads).
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
    /// Levels of lists and dictionaries copied: as many as a recording writes under a userInfo key
    /// (128 less the 4 around it); deeper ones are copied empty.
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

    /// A list of `count` elements, copied up to the first the budget leaves out (``leftOut``).
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

    /// What the engine reads from a value under one of its keys, as a value that reads the same.
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
