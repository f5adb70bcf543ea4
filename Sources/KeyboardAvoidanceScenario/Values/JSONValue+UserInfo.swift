import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension JSONValue {
    /// A userInfo value as a scenario file writes it (see ``ScenarioUserInfo/init(_:)``), with
    /// one notification's budget of values.
    package init(userInfoValue value: Any) {
        var changes: [ScenarioError] = []
        var budget = UserInfoBudget()
        self.init(
            userInfoValue: value, at: "", depth: Self.userInfoDepth + 1, budget: &budget,
            changes: &changes)
    }

    /// What the notes say, once for a notification, of the values its budget left out.
    static let leftOutMessage =
        "more than \(UserInfoBudget.values) values in one notification: the rest left out, the "
        + "first of them written as null"

    /// ``init(userInfoValue:)`` at `depth` and `path`, spending `budget` and adding what was made
    /// to fit to `changes`.
    init(
        userInfoValue value: Any, at path: String, depth: Int, budget: inout UserInfoBudget,
        changes: inout [ScenarioError]
    ) {
        // Past the budget, or left out already by a copy of the notification: `null`, said once.
        guard !UserInfoLeftOut.marks(value), budget.take() else {
            if budget.leaveOut() {
                changes.append(ScenarioError(field: path, message: Self.leftOutMessage))
            }
            self = .null
            return
        }
        /// A path as long as a message shows stops growing.
        func inner(_ component: String) -> String {
            path.utf8.count < EchoedText.limit ? path + component : path
        }
        /// Whether a list or dictionary fits at this depth (a self-containing one ends here).
        func nestingFits() -> Bool {
            guard depth > ScenarioLimits.maximumDepth else { return true }
            // Said once for a value: a list that holds itself reaches the limit a million times.
            let message = "nested deeper than a scenario file holds "
            guard !changes.contains(where: { $0.message.hasPrefix(message) }) else { return false }
            changes.append(
                ScenarioError(
                    field: path,
                    message: "nested deeper than a scenario file holds "
                        + "(\(ScenarioLimits.maximumDepth) levels): written as null"))
            return false
        }
        // The budget is far below the members an array or object of a scenario file holds: a list
        // or dictionary past the budget is cut short by it, and always fits.
        func list(count: Int, element: (Int) -> Any) -> JSONValue {
            guard nestingFits() else { return .null }
            var elements: [JSONValue] = []
            for index in 0..<count {
                // An element is taken only when the budget has room; the first one left out is
                // written as null, the rest of the list dropped.
                guard budget.remaining > 0 else {
                    if budget.leaveOut() {
                        changes.append(
                            ScenarioError(field: inner("[\(index)]"), message: Self.leftOutMessage))
                    }
                    elements.append(.null)
                    break
                }
                let leftOutBefore = budget.leftOutValues
                let written = JSONValue(
                    userInfoValue: element(index), at: inner("[\(index)]"), depth: depth + 1,
                    budget: &budget, changes: &changes)
                elements.append(written)
                // An element a copy left out already: the rest of the list was dropped with it.
                if written == .null, budget.leftOutValues > leftOutBefore { break }
            }
            return .array(elements)
        }
        func dictionary(count: Int, members: (Int) -> [(key: Any, value: Any)]) -> JSONValue {
            guard nestingFits() else { return .null }
            var object: [String: JSONValue] = [:]
            // One member more than the budget holds: the first left out is written as null.
            for (key, member) in members(min(count, budget.remaining + 1)) {
                guard let key = Self.stringKey(key) else {
                    changes.append(
                        ScenarioError(
                            field: path, message: "a key that is not a string: left out"))
                    continue
                }
                let memberPath = inner(".\(EchoedText(key))")
                if let refusal = Self.refusal(ofKey: key, at: memberPath) {
                    changes.append(refusal)
                    continue
                }
                let leftOutBefore = budget.leftOutValues
                let written = JSONValue(
                    userInfoValue: member, at: memberPath, depth: depth + 1, budget: &budget,
                    changes: &changes)
                object[key] = written
                // The rest are left out too once the budget is spent; a member a copy left out
                // already costs nothing, and the members after it in this order are written.
                if written == .null, budget.leftOutValues > leftOutBefore, budget.remaining == 0 {
                    break
                }
            }
            return .object(object)
        }
        switch AnyUserInfoValue(value: value).kind {
        case .boolean(let flag): self = .bool(flag)
        case .number(let number): self = Self.written(number, at: path, changes: &changes)
        case .rect(let rect):
            self = .array(
                [rect.x, rect.y, rect.width, rect.height].enumerated().map { index, number in
                    Self.written(number, at: inner("[\(index)]"), changes: &changes)
                })
        case .string(let text): self = Self.fitted(text, at: path, changes: &changes)
        case .array(let values): self = list(count: values.count) { values[$0] }
        case .other:
            // Lists of other lengths than a frame's, and dictionaries, are `other` to the engine,
            // which never reads their elements; a recording keeps them. Never cast to a Foundation
            // type: outside Darwin `as? NSValue` converts a Swift collection, level by level.
            switch UserInfoContainer(value) {
            case .list(let count, let element):
                self = list(count: count, element: element)
            case .dictionary(let count, let members):
                self = dictionary(count: count, members: members)
            case .uncounted:
                self = .string(String(describing: type(of: value)))
            case nil:
                if let nsValue = value as? NSValue, let point = NSValueContents.point(in: nsValue) {
                    self = .array(
                        [Double(point.x), Double(point.y)].enumerated().map { index, number in
                            Self.written(number, at: inner("[\(index)]"), changes: &changes)
                        })
                } else {
                    self = Self.fitted(String(describing: value), at: path, changes: &changes)
                }
            }
        }
    }

    /// A dictionary's key as a scenario file's key: a `String` or an `NSString`, else `nil`.
    private static func stringKey(_ key: Any) -> String? {
        key as? String
    }

    /// The string, cut to the longest a scenario file holds (whole scalars) if it is longer.
    static func fitted(_ text: String, at path: String, changes: inout [ScenarioError])
        -> JSONValue
    {
        let length = writtenLength(of: text)
        guard length > ScenarioLimits.maximumStringLength else { return .string(text) }
        var kept = String.UnicodeScalarView()
        var keptLength = 0
        for scalar in text.unicodeScalars {
            let width = writtenLength(of: scalar)
            if keptLength + width > ScenarioLimits.maximumStringLength { break }
            kept.append(scalar)
            keptLength += width
        }
        changes.append(
            ScenarioError(
                field: path,
                message: "a string of \(length) bytes as written, more than a scenario file "
                    + "holds: cut to \(keptLength)"))
        return .string(String(kept))
    }

    /// A number as a file writes it: a NaN as `null` (a noted change), an infinity as itself.
    private static func written(_ value: Double, at path: String, changes: inout [ScenarioError])
        -> JSONValue
    {
        guard value.isNaN else { return .number(value) }
        changes.append(
            ScenarioError(
                field: path, message: "a NaN, which a scenario file cannot hold: written as null"))
        return .null
    }

}

extension JSONValue {
    /// A rect as a scenario file writes it: `[x, y, width, height]`.
    package init(rect: CGRect) {
        self = .array(
            [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
                .number(Double($0))
            })
    }
}
