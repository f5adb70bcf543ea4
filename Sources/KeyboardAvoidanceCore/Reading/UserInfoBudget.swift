/// How many values a copy of one notification's userInfo (``UserInfoCopy``, or a recording) may
/// take, all keys together; past it values are left out, but the five keys the engine reads are
/// still copied as what it reads, so a copy always reads as the original.
package struct UserInfoBudget: Sendable, Equatable {
    /// 512: a real userInfo takes 8 values (a scenario's 16), and the worst one copies in under 2
    /// ms (`keyboard-avoidance stress --userinfo 20`).
    package static let values = 512

    /// The values still to take.
    package private(set) var remaining: Int
    /// How many times a value was left out, past the budget or by an earlier copy.
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

    /// A userInfo's members under string keys, in the order every copy takes them: the engine's
    /// five keys first (a `String` key after an `NSString` one of the same name), then the others.
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

/// What a copy holds in place of a value it left out (``UserInfoBudget``); reads as no value.
package final class UserInfoLeftOut: CustomStringConvertible, Sendable {
    /// Creates the marker.
    package init() {}

    /// What a description of the userInfo shows for it.
    package var description: String { "(left out: more than \(UserInfoBudget.values) values)" }

    /// Whether `value` is the marker, by a comparison of types: `is` would bridge a whole Swift
    /// collection outside Darwin.
    package static func marks(_ value: Any) -> Bool {
        marks(opened: value)
    }

    /// `Value` is the dynamic type: an `Any` passed in is opened.
    private static func marks<Value>(opened value: Value) -> Bool {
        ExactCast.object(value, as: UserInfoLeftOut.self) != nil
    }
}
