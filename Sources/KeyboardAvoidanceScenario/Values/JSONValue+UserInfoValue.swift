import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension JSONValue: UserInfoValue {
    package var rectComponents: RectComponents? {
        switch self {
        case .array(let elements):
            guard elements.count == 4,
                case .number(let x) = elements[0], case .number(let y) = elements[1],
                case .number(let width) = elements[2], case .number(let height) = elements[3]
            else { return nil }
            return RectComponents(x: x, y: y, width: width, height: height)
        case .string(let text):
            return RectString.parse(text)
        default:
            return nil
        }
    }

    package var booleanValue: Bool? {
        switch self {
        case .bool(let value): value
        case .number(let value): value.isNaN ? nil : value != 0
        case .string(let text): BooleanString.parse(text)
        default: nil
        }
    }

    package var userInfoNumber: Double? {
        switch self {
        case .number(let value): value
        case .string(let text): DecimalText.number(in: text)
        default: nil
        }
    }
}

extension KeyboardEvent {
    /// Reads a keyboard notification whose userInfo comes from a scenario file.
    ///
    /// Keys are matched scalar by scalar, as JSON compares them: a look-alike key (a Kelvin sign for
    /// the K of `UIKeyboardFrameEndUserInfoKey`) is not the key.
    package init(name: KeyboardEvent.Name, userInfo: [String: JSONValue]?) {
        var known = KnownUserInfoValues<JSONValue>()
        for (key, value) in userInfo ?? [:] {
            if let knownKey = KeyboardUserInfoKey.matching(key) { known[knownKey] = value }
        }
        self.init(name: name) { known[$0] }
    }
}
