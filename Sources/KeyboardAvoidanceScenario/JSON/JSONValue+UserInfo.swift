import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension JSONValue {
    /// A userInfo value as a scenario file writes it, so that a recorded notification replays
    /// exactly as it was read: a rect (`NSValue`, `CGRect`) as `[x, y, width, height]`, a point
    /// as `[x, y]`, a number as a number, a Swift `Bool` as a boolean, a string as a string,
    /// lists (`NSArray`, any random-access collection) element by element, dictionaries
    /// (`NSDictionary`, `Dictionary`) as objects of their string keys; anything else as its
    /// description, a string, and another collection (a `Set`, a lazy filter), whose elements may
    /// never end, as the name of its type.
    ///
    /// What a scenario file cannot hold is made to fit, so that what is written reads back: a NaN
    /// becomes `null` (an infinity is written as `1e999`, which reads back), a string longer than
    /// the reader reads (1 MiB as written) is cut to that length, a list or dictionary nested
    /// deeper than it reads (under a userInfo key, 124 levels) becomes `null`, only the first
    /// million elements or members of one are written, and a million values in all. Reading never converts a whole collection:
    /// an `NSArray` that holds itself ends at the nesting limit.
    public init(userInfoValue value: Any) {
        var changes: [ScenarioError] = []
        var budget = Self.userInfoValues
        self.init(
            userInfoValue: value, at: "", depth: Self.userInfoDepth + 1, budget: &budget,
            changes: &changes)
    }

    /// How many values one userInfo value is written as, at most: itself and a million nested in
    /// it. A list that holds itself four times would otherwise make 4¹²⁴ of them.
    static let userInfoValues = JSONParser.maximumMembers + 1

    /// A userInfo value as ``init(userInfoValue:)`` writes it, `depth` levels deep if it is a list
    /// or a dictionary, at `path`, as at most `budget` values (less what it takes); what was made
    /// to fit is added to `changes`, in words.
    init(
        userInfoValue value: Any, at path: String, depth: Int, budget: inout Int,
        changes: inout [ScenarioError]
    ) {
        guard budget > 0 else {
            if budget == 0 {
                changes.append(
                    ScenarioError(
                        field: path,
                        message: "more than \(Self.userInfoValues) values in one: the rest left "
                            + "out"))
                budget = -1
            }
            self = .null
            return
        }
        budget -= 1
        /// A path as long as a message shows stops growing.
        func inner(_ component: String) -> String {
            path.utf8.count < EchoedText.limit ? path + component : path
        }
        /// Whether a list or dictionary fits at this depth, before any element is taken: one
        /// that holds itself ends here.
        func nestingFits() -> Bool {
            guard depth > JSONParser.maximumDepth else { return true }
            // Said once for a value: a list that holds itself reaches the limit a million times.
            let message = "nested deeper than a scenario file holds "
            guard !changes.contains(where: { $0.message.hasPrefix(message) }) else { return false }
            changes.append(
                ScenarioError(
                    field: path,
                    message: "nested deeper than a scenario file holds "
                        + "(\(JSONParser.maximumDepth) levels): written as null"))
            return false
        }
        /// How many of `count` elements or members are written: at most as many as an object of
        /// a scenario file holds.
        func written(of count: Int) -> Int {
            guard count > JSONParser.maximumMembers else { return count }
            changes.append(
                ScenarioError(
                    field: path,
                    message: "\(count) elements, more than a scenario file holds: the first "
                        + "\(JSONParser.maximumMembers) written"))
            return JSONParser.maximumMembers
        }
        func list(count: Int, element: (Int) -> Any) -> JSONValue {
            guard nestingFits() else { return .null }
            return .array(
                // Elements past the budget are not taken at all.
                (0..<min(written(of: count), max(budget, 1))).map { index in
                    JSONValue(
                        userInfoValue: element(index), at: inner("[\(index)]"), depth: depth + 1,
                        budget: &budget, changes: &changes)
                })
        }
        func dictionary(count: Int, members: (Int) -> [(key: Any, value: Any)]) -> JSONValue {
            guard nestingFits() else { return .null }
            var object: [String: JSONValue] = [:]
            for (key, member) in members(min(written(of: count), max(budget, 1))) {
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
                object[key] = JSONValue(
                    userInfoValue: member, at: memberPath, depth: depth + 1, budget: &budget,
                    changes: &changes)
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
        guard length > JSONParser.maximumStringLength else { return .string(text) }
        var kept = String.UnicodeScalarView()
        var keptLength = 0
        for scalar in text.unicodeScalars {
            let width = writtenLength(of: scalar)
            if keptLength + width > JSONParser.maximumStringLength { break }
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

    /// A number as a scenario file writes it: a NaN, which it cannot hold, as `null` (both read
    /// as no usable value), and the change said; an infinity as itself (written `1e999`, which
    /// reads back).
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
    public init(rect: CGRect) {
        self = .array(
            [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
                .number(Double($0))
            })
    }
}
