import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A value found in a keyboard notification's userInfo, read leniently.
///
/// The same reading applies to the values UIKit delivers (`NSValue`, `NSNumber`, `CGRect`,
/// Swift numbers) and to the values of a scenario file or a pasted log (`[x, y, w, h]` arrays,
/// `"NSRect: {{x, y}, {w, h}}"` strings), so that a notification means the same thing whichever
/// way it arrives. Nothing here traps: a value of the wrong shape reads as `nil`.
protocol UserInfoValue {
    /// The four numbers of a rect, `[x, y, width, height]`, or nil when the value is not a rect at
    /// all (wrong type, wrong count, a string that does not parse). The numbers may still be
    /// non-finite or give an empty size: whether the frame is usable is decided by the caller.
    var rectComponents: RectComponents? { get }
    /// The value as a number: a number, or a string that reads as one ("0.25", as logs print
    /// durations). Booleans are not numbers.
    var userInfoNumber: Double? { get }
    /// The value as a boolean: a boolean, a number (nonzero is true), or "true"/"false",
    /// "YES"/"NO", "1"/"0".
    var booleanValue: Bool? { get }
}

/// Four numbers read as a rect, before any check of their usability.
struct RectComponents: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// The rect, when it is usable as a keyboard frame (spec §2): four finite numbers (within
    /// ``CoordinateLimit``) and a width and height greater than zero.
    var usableFrame: CGRect? {
        guard [x, y, width, height].allSatisfy(CoordinateLimit.contains), width > 0, height > 0
        else {
            return nil
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

extension JSONValue: UserInfoValue {
    var rectComponents: RectComponents? {
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

    var booleanValue: Bool? {
        switch self {
        case .bool(let value): value
        case .number(let value): value.isNaN ? nil : value != 0
        case .string(let text): BooleanString.parse(text)
        default: nil
        }
    }

    var userInfoNumber: Double? {
        switch self {
        case .number(let value): value
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }
}

/// A userInfo value as UIKit (or a caller building a notification by hand) delivers it.
struct AnyUserInfoValue: UserInfoValue {
    var value: Any

    var rectComponents: RectComponents? {
        // Darwin bridges an NSValue holding a CGRect to CGRect; Linux's Foundation does not, so
        // NSValue is also read by its Objective-C type encoding below.
        if let rect = value as? CGRect {
            return RectComponents(
                x: Double(rect.origin.x), y: Double(rect.origin.y),
                width: Double(rect.size.width), height: Double(rect.size.height))
        }
        if let text = value as? String {
            return RectString.parse(text)
        }
        if let nsValue = value as? NSValue {
            return Self.rect(in: nsValue)
        }
        if let numbers = value as? [Any] {
            guard numbers.count == 4 else { return nil }
            var components: [Double] = []
            for element in numbers {
                guard let number = AnyUserInfoValue(value: element).plainNumber else { return nil }
                components.append(number)
            }
            return RectComponents(
                x: components[0], y: components[1], width: components[2], height: components[3])
        }
        return nil
    }

    var userInfoNumber: Double? {
        if let number = plainNumber { return number }
        if let text = value as? String { return Double(text.trimmingCharacters(in: .whitespaces)) }
        return nil
    }

    var booleanValue: Bool? {
        if let flag = value as? Bool { return flag }
        if let number = plainNumber { return number.isNaN ? nil : number != 0 }
        if let text = value as? String { return BooleanString.parse(text) }
        return nil
    }

    /// A number stored as one (not a string, not a Swift `Bool`).
    private var plainNumber: Double? {
        // An exact type check: on Darwin `is Bool` also matches an NSNumber holding 0 or 1,
        // which is how UIKit delivers curve 1 (easeIn).
        if type(of: value) == Bool.self { return nil }
        switch value {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as NSNumber: return number.doubleValue
        case let number as any BinaryInteger: return Double(number)
        default: return nil
        }
    }

    /// Reads an `NSValue` that holds a `CGRect` (or an `NSRect`, the same four doubles) by its
    /// type encoding; any other `NSValue` is not a rect.
    private static func rect(in nsValue: NSValue) -> RectComponents? {
        let encoding = String(cString: nsValue.objCType)
        guard
            encoding.hasPrefix("{CGRect=") || encoding.hasPrefix("{NSRect=")
                || encoding.hasPrefix("{_NSRect=")
        else { return nil }
        var rect = CGRect.zero
        #if canImport(Darwin)
            nsValue.getValue(&rect, size: MemoryLayout<CGRect>.size)
        #else
            nsValue.getValue(&rect)
        #endif
        return RectComponents(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

/// The rect strings that UIKit's logs print: `"NSRect: {{0, 465}, {414, 271}}"` and
/// `"{{0, 465}, {414, 271}}"`.
enum RectString {
    static func parse(_ text: String) -> RectComponents? {
        var scanner = Substring(text).drop { $0 == " " }
        if scanner.hasPrefix("NSRect:") {
            scanner = scanner.dropFirst("NSRect:".count)
        }
        var numbers: [Double] = []
        // Expected shape, whitespace allowed around each token: { { n , n } , { n , n } }
        let shape: [Character] = ["{", "{", "n", ",", "n", "}", ",", "{", "n", ",", "n", "}", "}"]
        for token in shape {
            scanner = scanner.drop { $0 == " " }
            if token == "n" {
                let numberText = scanner.prefix { $0 != "," && $0 != "}" && $0 != " " }
                guard let number = Double(numberText) else { return nil }
                numbers.append(number)
                scanner = scanner.dropFirst(numberText.count)
            } else {
                guard scanner.first == token else { return nil }
                scanner = scanner.dropFirst()
            }
        }
        guard scanner.allSatisfy({ $0 == " " }) else { return nil }
        return RectComponents(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// The spellings of a boolean that logs and property lists use.
enum BooleanString {
    static func parse(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes", "1": true
        case "false", "no", "0": false
        default: nil
        }
    }
}
