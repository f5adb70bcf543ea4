import Foundation
import KeyboardAvoidanceCore

/// A keyboard notification's userInfo as a scenario file holds it: each value as written — a
/// rect as `[x, y, width, height]` or a logged `"NSRect: {{x, y}, {w, h}}"` string, a number, a
/// boolean, a string, a list, a dictionary — so that the replay judges each exactly as the engine
/// judges the values UIKit delivers (a value of the wrong shape only makes that value unusable).
///
/// Make one from a notification's userInfo as delivered with ``init(_:)``; read what a file holds
/// with ``dictionary``.
public struct ScenarioUserInfo: Sendable, Hashable {
    /// The values, by key.
    package var members: [String: JSONValue]

    /// A userInfo of these values.
    package init(members: [String: JSONValue]) {
        self.members = members
    }

    /// A userInfo as UIKit delivers it, as a scenario file writes it: a rect (`NSValue`, `CGRect`)
    /// as `[x, y, width, height]`, a point as `[x, y]`, a number as a number, a Swift `Bool` as a
    /// boolean, a string as a string, lists (`NSArray`, any random-access collection) element by
    /// element, dictionaries (`NSDictionary`, `Dictionary`) as objects of their string keys;
    /// anything else as its description, a string, and another collection (a `Set`, a lazy
    /// filter), whose elements may never end, as the name of its type. Keys that are not strings
    /// are left out.
    ///
    /// What a scenario file cannot hold is made to fit, so that what is written reads back: a NaN
    /// becomes `null` (an infinity is written as `1e999`, which reads back), a string or a key
    /// longer than a file holds (1 MiB as written) is cut or left out, a list or dictionary nested
    /// deeper than it holds becomes `null`; and at most 512 values are written, all the keys
    /// together (every real userInfo is written whole), so that making one costs a few
    /// milliseconds at most. ``ScenarioRecording`` records a notification this way, and says in
    /// the scenario's notes what it changed.
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

    /// The values as Foundation's `JSONSerialization` reads them from a file: a number as a
    /// `Double` (an infinity, `1e999` in a file, too), a boolean as a `Bool`, a string as a
    /// `String`, an array as `[Any]`, an object as `[String: Any]`, `null` as `NSNull`.
    public var dictionary: [String: Any] {
        members.mapValues(\.foundationValue)
    }

    /// The value under a key.
    package subscript(key: String) -> JSONValue? {
        members[key]
    }
}
