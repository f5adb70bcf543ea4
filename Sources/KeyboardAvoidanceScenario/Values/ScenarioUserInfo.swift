import Foundation
import KeyboardAvoidanceCore

/// A keyboard notification's userInfo as a scenario file holds it, each value as written, so the
/// replay judges it as the engine judges UIKit's (spec §2). Make one with ``init(_:)``; read it
/// with ``dictionary``.
public struct ScenarioUserInfo: Sendable, Hashable {
    /// The values, by key.
    package var members: [String: JSONValue]

    /// A userInfo of these values.
    package init(members: [String: JSONValue]) {
        self.members = members
    }

    /// A userInfo as UIKit delivers it, as a scenario file writes it: rects and points as arrays,
    /// numbers, booleans, strings, lists and string-keyed dictionaries as themselves, anything
    /// else (a `Set` included) by its description or type name. Non-string keys are left out;
    /// what a file cannot hold is made to fit (<doc:Scenarios>, "Recordings").
    public init(_ userInfo: [AnyHashable: Any]) {
        var budget = UserInfoBudget()
        var changes: [ScenarioError] = []
        var members: [String: JSONValue] = [:]
        for (key, value) in UserInfoBudget.entries(of: userInfo)
        where JSONValue.refusal(ofKey: key, at: "") == nil {
            members[key] = JSONValue(
                userInfoValue: value, at: key, depth: JSONValue.userInfoDepth + 1,
                budget: &budget, changes: &changes)
        }
        self.members = members
    }

    /// The values as `JSONSerialization` reads them from a file (`1e999` as an infinity).
    public var dictionary: [String: Any] {
        members.mapValues(\.foundationValue)
    }

    /// The value under a key.
    package subscript(key: String) -> JSONValue? {
        members[key]
    }
}
