import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension JSONValue {
    /// A userInfo value as a scenario file writes it, so that a recorded notification replays
    /// exactly as it was read: a rect (`NSValue`, `CGRect`) as `[x, y, width, height]`, a point
    /// as `[x, y]`, a number as a number, a Swift `Bool` as a boolean, a string as a string,
    /// arrays element by element; anything else as its description, a string.
    ///
    /// A number that is not finite cannot be written in JSON and becomes `null`; both read as an
    /// unusable value, as the original did. What a scenario file cannot hold is made to fit, so
    /// that what is written reads back: a string longer than the reader reads (1 MiB as written)
    /// is cut to that length, and an array nested deeper than it reads (under a userInfo key, 124
    /// levels of arrays) becomes `null`.
    public init(userInfoValue value: Any) {
        var changes: [ScenarioError] = []
        self.init(userInfoValue: value, at: "", depth: Self.userInfoDepth + 1, changes: &changes)
    }

    /// A userInfo value as ``init(userInfoValue:)`` writes it, `depth` levels deep if it is an
    /// array, at `path`; what was made to fit is added to `changes`, in words.
    init(userInfoValue value: Any, at path: String, depth: Int, changes: inout [ScenarioError]) {
        func elements(_ values: [Any]) -> JSONValue {
            guard depth <= JSONParser.maximumDepth else {
                changes.append(
                    ScenarioError(
                        field: path,
                        message: "nested deeper than a scenario file holds "
                            + "(\(JSONParser.maximumDepth) levels): written as null"))
                return .null
            }
            return .array(
                values.enumerated().map { index, element in
                    // A path as long as a message shows stops growing.
                    JSONValue(
                        userInfoValue: element,
                        at: path.utf8.count < EchoedText.limit ? "\(path)[\(index)]" : path,
                        depth: depth + 1, changes: &changes)
                })
        }
        switch AnyUserInfoValue(value: value).kind {
        case .boolean(let flag): self = .bool(flag)
        case .number(let number): self = Self.finite(number)
        case .rect(let rect):
            self = .array([rect.x, rect.y, rect.width, rect.height].map(Self.finite))
        case .string(let text): self = Self.fitted(text, at: path, changes: &changes)
        case .array(let values): self = elements(values)
        case .other:
            // Arrays of other lengths than a frame's are `other` to the engine, which never reads
            // their elements; a recording keeps them.
            if let values = value as? [Any] {
                self = elements(values)
            } else if let nsValue = value as? NSValue,
                let point = NSValueContents.point(in: nsValue)
            {
                self = .array([Self.finite(Double(point.x)), Self.finite(Double(point.y))])
            } else {
                self = Self.fitted(String(describing: value), at: path, changes: &changes)
            }
        }
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

    private static func finite(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value) : .null
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
