import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A value found in a keyboard notification's userInfo, read leniently and alike whether UIKit, a
/// scenario file or a pasted log gave it; a value of the wrong shape reads as `nil`.
package protocol UserInfoValue {
    /// The four numbers of a rect, or `nil` when the value is not a rect at all; whether the frame
    /// is usable is the caller's to decide.
    var rectComponents: RectComponents? { get }
    /// The value as a number, or a string that reads as one ("0.25"); booleans are not numbers.
    var userInfoNumber: Double? { get }
    /// The value as a boolean: a boolean, a number (nonzero is true) or its text spelling.
    var booleanValue: Bool? { get }
}

/// Four numbers read as a rect, before any check of their usability.
package struct RectComponents: Equatable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }

    /// The rect, when it is usable as a keyboard frame (spec §2).
    package var usableFrame: CGRect? {
        // Four checks, not an array: every keyboard event and drag sample asks.
        guard CoordinateLimit.contains(x), CoordinateLimit.contains(y),
            CoordinateLimit.contains(width), CoordinateLimit.contains(height), width > 0, height > 0
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// A userInfo value as UIKit or a caller delivers it, its kind decided once by its dynamic type:
/// exact types first, then the runtime's casts, then lists through their own API. The numbers,
/// strings and rects it reads are those the article "How it works" lists.
package struct AnyUserInfoValue: UserInfoValue {
    package enum Kind {
        case number(Double)
        /// A Swift `Bool`, or an `NSNumber` made from one (a `CFBoolean`): not a number (spec §2).
        case boolean(Bool)
        case rect(RectComponents)
        case string(String)
        /// A list of four elements, which may be a frame; other lists and dictionaries are `other`.
        case array([Any])
        case other
    }

    package let kind: Kind

    package init(value: Any) {
        kind = Self.kind(of: value)
    }

    /// The kind of a value; `Value` is its dynamic type (an `Any` passed in is opened).
    private static func kind<Value>(of value: Value) -> Kind {
        // Decided by the type alone, exact types before classes. NSNumber is an NSValue: ask first.
        if let rect = ExactCast.value(value, as: CGRect.self) { return .rect(RectComponents(rect)) }
        if let number = ExactCast.object(value, as: NSNumber.self) {
            return ObjectIdentifier(type(of: number)) == booleanNumberType
                ? .boolean(number.boolValue) : .number(number.doubleValue)
        }
        if let nsValue = ExactCast.object(value, as: NSValue.self) {
            return rect(in: nsValue).map(Kind.rect) ?? .other
        }
        if let number = ExactCast.value(value, as: Double.self) { return .number(number) }
        if let number = ExactCast.value(value, as: Int.self) { return .number(Double(number)) }
        // Exact for Bool: on Darwin `as? Bool` also matches an NSNumber holding 0 or 1.
        if let flag = ExactCast.value(value, as: Bool.self) { return .boolean(flag) }
        // The rest through the runtime's casts, which bridge and unwrap optionals.
        if let text = value as? String { return .string(text) }
        // A `Substring` (any other `StringProtocol`) reads as the string it shows. Before the
        // containers: a string is a collection of characters.
        if let text = value as? any StringProtocol { return .string(String(text)) }
        if let number = plainNumber(value) { return .number(number) }
        // A list is counted before any element is taken and never cast to `[Any]` (outside Darwin
        // the cast converts every element first); only a list counts in constant time.
        if let container = UserInfoContainer(value) {
            guard case .list(let count, let element) = container, count == 4 else { return .other }
            return .array([element(0), element(1), element(2), element(3)])
        }
        // Darwin bridges an NSValue holding a CGRect to CGRect in more ways than the checks above.
        if let rect = value as? CGRect { return .rect(RectComponents(rect)) }
        return .other
    }

    /// The class of an `NSNumber` made from a `Bool` (`__NSCFBoolean`, on Darwin and in
    /// swift-corelibs-foundation alike): such a number is a boolean, not 1 or 0.
    private static let booleanNumberType = ObjectIdentifier(type(of: NSNumber(value: true)))

    package var rectComponents: RectComponents? {
        switch kind {
        case .rect(let components): return components
        case .string(let text): return RectString.parse(text)
        case .array(let elements):
            guard elements.count == 4 else { return nil }
            var numbers: (Double, Double, Double, Double) = (0, 0, 0, 0)
            for (index, element) in elements.enumerated() {
                guard case .number(let number) = AnyUserInfoValue(value: element).kind else {
                    return nil
                }
                switch index {
                case 0: numbers.0 = number
                case 1: numbers.1 = number
                case 2: numbers.2 = number
                default: numbers.3 = number
                }
            }
            return RectComponents(x: numbers.0, y: numbers.1, width: numbers.2, height: numbers.3)
        default: return nil
        }
    }

    package var userInfoNumber: Double? {
        switch kind {
        case .number(let number): return number
        case .string(let text): return DecimalText.number(in: text)
        default: return nil
        }
    }

    package var booleanValue: Bool? {
        switch kind {
        case .boolean(let flag): return flag
        case .number(let number): return number.isNaN ? nil : number != 0
        case .string(let text): return BooleanString.parse(text)
        default: return nil
        }
    }

    /// A Swift number of any integer or binary floating-point type, or `Decimal`, as the nearest
    /// `Double`; not a string or a `Bool`.
    private static func plainNumber(_ value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as any BinaryInteger: return Double(number)
        case let number as any BinaryFloatingPoint: return double(number)
        // Through NSDecimalNumber, which rounds to the nearest Double; it allocates, off UIKit's
        // path.
        case let number as Decimal: return NSDecimalNumber(decimal: number).doubleValue
        default: return nil
        }
    }

    /// A binary floating-point number of any type as the nearest `Double`: `Float16`, `Float80`.
    private static func double<Number: BinaryFloatingPoint>(_ number: Number) -> Double {
        Double(number)
    }

    /// Reads an `NSValue` that holds a `CGRect` (or an `NSRect`, the same four doubles) by its
    /// type encoding; any other `NSValue` is not a rect.
    private static func rect(in nsValue: NSValue) -> RectComponents? {
        NSValueContents.rect(in: nsValue).map(RectComponents.init)
    }

}

/// What an `NSValue` holds, read by its Objective-C type encoding: a value of another type is not
/// read at all.
package enum NSValueContents {
    /// Whether the value's type encoding starts with one of `prefixes`, compared byte by byte
    /// (the encoding is NUL-terminated, so a shorter one stops at its NUL) without making a string.
    ///
    /// The encoding is the only public way to know what an `NSValue` holds; outside Darwin it is
    /// made anew on each call.
    package static func hasEncoding(_ nsValue: NSValue, _ prefixes: [StaticString]) -> Bool {
        let encoding = nsValue.objCType
        return prefixes.contains { prefix in
            prefix.withUTF8Buffer { bytes in
                bytes.indices.allSatisfy { UInt8(bitPattern: encoding[$0]) == bytes[$0] }
            }
        }
    }

    /// The rect an `NSValue` holds (`CGRect`, or `NSRect`: the same four doubles).
    package static func rect(in nsValue: NSValue) -> CGRect? {
        guard hasEncoding(nsValue, ["{CGRect=", "{NSRect=", "{_NSRect="]) else { return nil }
        var rect = CGRect.zero
        #if canImport(Darwin)
            nsValue.getValue(&rect, size: MemoryLayout<CGRect>.size)
        #else
            nsValue.getValue(&rect)
        #endif
        return rect
    }

    /// The point an `NSValue` holds (`CGPoint` or `NSPoint`).
    package static func point(in nsValue: NSValue) -> CGPoint? {
        guard hasEncoding(nsValue, ["{CGPoint=", "{NSPoint=", "{_NSPoint="]) else { return nil }
        var point = CGPoint.zero
        #if canImport(Darwin)
            nsValue.getValue(&point, size: MemoryLayout<CGPoint>.size)
        #else
            nsValue.getValue(&point)
        #endif
        return point
    }
}

/// The rect strings that UIKit's logs print: `"NSRect: {{0, 465}, {414, 271}}"` and
/// `"{{0, 465}, {414, 271}}"`.
package enum RectString {
    package static func parse(_ text: String) -> RectComponents? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// Parses UTF-8 bytes: `{{x, y}, {w, h}}`, optionally after `NSRect:`, spaces allowed around
    /// each token; each number as `Double(_:)` reads it.
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> RectComponents? {
        var index = 0
        func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
        func expect(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        func number() -> Double? {
            skipSpaces()
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ","),
                bytes[index] != UInt8(ascii: "}"),
                bytes[index] != UInt8(ascii: " ")
            {
                index += 1
            }
            return DecimalText.parse(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        }
        skipSpaces()
        let prefix = Array("NSRect:".utf8)
        if bytes.count - index >= prefix.count,
            bytes[index..<index + prefix.count].elementsEqual(prefix)
        {
            index += prefix.count
        }
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let comma = UInt8(ascii: ",")
        guard expect(open), expect(open), let x = number(), expect(comma), let y = number(),
            expect(close),
            expect(comma), expect(open), let width = number(), expect(comma), let height = number(),
            expect(close),
            expect(close)
        else { return nil }
        skipSpaces()
        guard index == bytes.count else { return nil }
        return RectComponents(x: x, y: y, width: width, height: height)
    }
}

/// A number written in text, read exactly as `Double(_:)` reads it, but without making a string
/// for the plain decimals logs print (`465`, `-64`, `207.5`).
package enum DecimalText {
    /// The number a string reads as, spaces around it ignored (`" 0.25"`, as logs print
    /// durations), read as `Double(_:)` reads it.
    package static func number(in text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes in
            // Plain ASCII without spaces at either end, the usual case: no string is made.
            if let first = bytes.first, let last = bytes.last, first > 0x20, first < 0x80,
                last > 0x20, last < 0x80
            {
                return parse(bytes)
            }
            return Double(trimmed(String(decoding: bytes, as: UTF8.self)))
        }
    }

    /// A string without the spaces and tabs at its ends (Unicode's space separators, as
    /// `CharacterSet.whitespaces` has them).
    package static func trimmed(_ text: String) -> Substring {
        func isSpace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy {
                $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
            }
        }
        let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
        let end = text.lastIndex { !isSpace($0) }.map { text.index(after: $0) } ?? start
        return text[start..<max(start, end)]
    }

    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let value = parsePlainDecimal(bytes) { return value }
        guard !bytes.isEmpty else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// `-?digits(.digits)?` with at most 15 significant digits: Clinger's fast path, which
    /// rounds as strtod does. `nil` for anything else.
    private static func parsePlainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var integerDigits = 0
        var scale = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
            bytes[index] <= UInt8(ascii: "9")
        {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
            if mantissa != 0 { digits += 1 }
            integerDigits += 1
            index += 1
        }
        guard integerDigits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var fractionDigits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
                bytes[index] <= UInt8(ascii: "9")
            {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
                fractionDigits += 1
                scale += 1
                index += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        guard index == bytes.count, digits <= 15, scale <= 22 else { return nil }
        var value = Double(mantissa)
        if scale > 0 { value /= powersOfTen[scale] }
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }
}

/// The spellings of a boolean that logs and property lists use.
package enum BooleanString {
    package static func parse(_ text: String) -> Bool? {
        switch DecimalText.trimmed(text).lowercased() {
        case "true", "yes", "1": true
        case "false", "no", "0": false
        default: nil
        }
    }
}
