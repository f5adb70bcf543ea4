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
    /// unusable value, as the original did.
    public init(userInfoValue value: Any) {
        switch AnyUserInfoValue(value: value).kind {
        case .boolean(let flag): self = .bool(flag)
        case .number(let number): self = Self.finite(number)
        case .rect(let rect):
            self = .array([rect.x, rect.y, rect.width, rect.height].map(Self.finite))
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONValue.init(userInfoValue:)))
        case .other:
            // Arrays of other lengths than a frame's are `other` to the engine, which never reads
            // their elements; a recording keeps them.
            if let elements = value as? [Any] {
                self = .array(elements.map(JSONValue.init(userInfoValue:)))
            } else if let nsValue = value as? NSValue,
                let point = NSValueContents.point(in: nsValue)
            {
                self = .array([Self.finite(Double(point.x)), Self.finite(Double(point.y))])
            } else {
                self = .string(String(describing: value))
            }
        }
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
