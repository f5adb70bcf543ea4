/// How many values a copy of one notification's userInfo may take, all its keys together: the
/// copy the UIKit layer hands across threads (``UserInfoCopy``) and a recording of it alike, so
/// that no userInfo, however small, costs a visible freeze on the main thread.
///
/// A value is one number, rect, string or other scalar, or one list or dictionary (its elements
/// are values of their own). A copy takes values in the userInfo's order; when the budget is
/// spent, the value whose turn it is is left out — marked so, the rest of its list or dictionary
/// dropped — and so is every later one, but for the five keys the engine reads: a value of theirs
/// the budget cut is copied as what the engine reads from it (a rect, a number or a boolean, five
/// values at most besides the budget's), so that a copy always reads as the original. A copy of a
/// copy takes no more than the first one kept: a value left out stays left out
/// (``UserInfoLeftOut``) and costs nothing again.
package struct UserInfoBudget: Sendable, Equatable {
    /// The values each copy of one notification's userInfo takes at most: 512.
    ///
    /// Every real userInfo is copied whole with room to spare: UIKit posts eight keys (the five
    /// the engine reads, the two centres and the bounds), each one value — an `NSValue` or an
    /// `NSNumber`; a scenario file's or a log's, with frames as lists of four numbers, takes 16.
    /// And the worst case stays a few milliseconds: measured with `keyboard-avoidance stress
    /// --userinfo 20` (Linux x86_64, release build), the dearest value, an `NSArray` that holds
    /// itself four times, took 3.4 µs to copy and 4.4 µs to record before this budget (a million
    /// of them under each of 16 keys: 48 s and 56 s, 2 GB), so 512 values cost under 2 ms a copy
    /// and under 2.5 ms a recording.
    package static let values = 512

    /// The values still to take.
    package private(set) var remaining: Int
    /// How many times a value was left out (a value past the budget, or one a copy left out
    /// already): a copy tells by it whether one key's value is whole.
    package private(set) var leftOutValues = 0

    /// Whether a value was left out.
    package var leftOut: Bool { leftOutValues > 0 }

    /// A budget of `values` values: ``values`` unless a test asks for fewer.
    package init(values: Int = UserInfoBudget.values) {
        remaining = max(0, values)
    }

    /// Takes one value: `false` when the budget is spent (then leave the value out with
    /// ``leaveOut()``).
    package mutating func take() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }

    /// Notes that a value is left out; `true` the first time, so that a copy says it once.
    @discardableResult
    package mutating func leaveOut() -> Bool {
        leftOutValues += 1
        return leftOutValues == 1
    }

    /// The members of a userInfo under string keys, in the order every copy of it takes them
    /// (this budget): the five keys the engine reads first, in one order, then the others
    /// in the dictionary's. So a copy of a copy spends its budget as the first one did, and keeps
    /// what it kept. Of two keys of one name (a `String` and an `NSString`, told apart outside
    /// Darwin only) the `String` one comes last, so that its value is the one kept, as the engine
    /// reads it.
    package static func entries(of userInfo: [AnyHashable: Any]) -> [(key: String, value: Any)] {
        var known: [(rank: Int, key: String, value: Any)] = []
        var others: [(key: String, value: Any)] = []
        for (key, value) in userInfo {
            guard let text = key.base as? String else { continue }
            if let name = KeyboardUserInfoKey.matching(text),
                let index = KeyboardUserInfoKey.allCases.firstIndex(of: name)
            {
                let isString = ExactCast.value(key.base, as: String.self) != nil
                known.append((2 * index + (isString ? 1 : 0), text, value))
            } else {
                others.append((text, value))
            }
        }
        known.sort { $0.rank < $1.rank }
        return known.map { ($0.key, $0.value) } + others
    }
}

/// A value a copy left out because its notification's budget was spent (``UserInfoBudget``): what
/// the rebuilt userInfo holds in its place, so that a recording of the copy says so too. It reads
/// as no value at all.
package final class UserInfoLeftOut: CustomStringConvertible, Sendable {
    /// Creates the marker.
    package init() {}

    /// What a description of the userInfo shows for it.
    package var description: String { "(left out: more than \(UserInfoBudget.values) values)" }

    /// Whether `value` is the marker: by a comparison of types, never `is`, which outside Darwin
    /// bridges a Swift collection to Foundation's, all of it, to ask (a dictionary nested 5,000
    /// deep overflows the stack).
    package static func marks(_ value: Any) -> Bool {
        marks(opened: value)
    }

    /// `Value` is the dynamic type: an `Any` passed in is opened.
    private static func marks<Value>(opened value: Value) -> Bool {
        ExactCast.object(value, as: UserInfoLeftOut.self) != nil
    }
}
