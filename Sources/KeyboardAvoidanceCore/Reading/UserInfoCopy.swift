import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A notification's userInfo copied into values that may cross to another thread: what the UIKit
/// layer hands the main actor, with the event it read, for a keyboard notification posted on any
/// thread — a `Notification` is not `Sendable`.
///
/// Rebuilt, the userInfo reads as the original did, and records the same: a rect (an `NSValue`, a
/// `CGRect`) comes back as a `CGRect`, a number as a `Double`, a Swift `Bool` as a `Bool`, a
/// string as itself, a list (`NSArray`, any random-access collection) element by element, a
/// dictionary by its string keys, a point as an `NSValue` holding it, another collection (a `Set`)
/// as an object described by its type's name, anything else as an object that is none of these,
/// described as the original was. Keys that are not strings are left out: neither the engine nor
/// a recording reads them. Lists and dictionaries are copied 128 levels deep (a scenario file
/// holds fewer), 1,000,001 values in all (a scenario file holds a million): copying
/// never converts a whole collection, and ends on one that holds itself.
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
    }

    /// The values by key; `nil` for a notification without userInfo.
    package let values: [String: Value]?

    /// Copies `userInfo`.
    package init(_ userInfo: [AnyHashable: Any]?) {
        values = userInfo.map { info in
            var values: [String: Value] = [:]
            for (key, value) in info {
                guard let key = key.base as? String else { continue }
                var budget = Value.maximumElements
                values[key] = Value(value, depth: 1, budget: &budget)
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
    /// How many levels of lists and dictionaries are copied; a deeper one is copied as an empty
    /// description.
    static let maximumDepth = 128
    /// How many values one value is copied as, nested ones included: a list that holds itself
    /// four times would otherwise make 4¹²⁸ of them.
    static let maximumElements = 1_000_001

    /// Copies `value`, `depth` levels of lists and dictionaries deep, as at most `budget` values
    /// (less what it takes).
    init(_ value: Any, depth: Int, budget: inout Int) {
        guard budget > 0 else {
            self = .other("")
            return
        }
        budget -= 1
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
                    self = .other("")
                    return
                }
                var values: [String: Self] = [:]
                for (key, member) in members(min(count, budget)) {
                    guard let key = key as? String else { continue }
                    values[key] = Self(member, depth: depth + 1, budget: &budget)
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

    private static func list(count: Int, element: (Int) -> Any, depth: Int, budget: inout Int)
        -> Self
    {
        guard depth <= maximumDepth else { return .other("") }
        return .array(
            (0..<min(count, budget)).map { Self(element($0), depth: depth + 1, budget: &budget) })
    }

    var rebuilt: Any {
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
