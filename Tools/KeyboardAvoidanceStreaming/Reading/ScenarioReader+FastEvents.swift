import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The events whose numbers are plain, read in place: no `JSONValue` is made for a retarget, a
/// scroll, a track sample, a snapshot, a layout change or a reconfiguration when every field is
/// one the field reader would accept as it is. Anything else is left to the field reader, which then judges it: these
/// only ever give what it would give.
extension ScenarioReader {
    /// `{"retarget": [x, y, w, h]}`, `{"retarget": null}`, `{"scrolled": [x, y]}`, a track
    /// sample, a snapshot or a layout change with numbers the field reader accepts, read in place
    /// into ``event``; `false` (the parser unmoved) for anything else, which the field reader then
    /// judges.
    mutating func readFastEvent(_ kind: EventKind) throws(JSONSyntaxError) -> Bool {
        let start = parser.position
        switch kind {
        case .retarget:
            if parser.peek() == UInt8(ascii: "n") {
                try parser.expectLiteral("null")
                event = .event(.retarget(nil))
                return true
            }
            if let rect = try fastRect() {
                event = .event(.retarget(rect))
                return true
            }
        case .scrolled:
            if parser.peek() == UInt8(ascii: "["), let point = try twoNumbers(),
                CoordinateLimit.contains(point.x), CoordinateLimit.contains(point.y)
            {
                event = .event(.scrolled(CGPoint(x: point.x, y: point.y)))
                return true
            }
        case .track:
            // A sample's four numbers, whatever they are: the session judges them; `null` is no
            // rect at all.
            if parser.peek() == UInt8(ascii: "n") {
                try parser.expectLiteral("null")
                event = .event(.track(nil))
                return true
            }
            if parser.peek() == UInt8(ascii: "["), let rect = try fourNumbers() {
                event = .event(
                    .track(CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)))
                return true
            }
        case .measure:
            if parser.peek() == UInt8(ascii: "{"), let snapshot = try fastFields(snapshot: true) {
                event = .event(.measure(snapshot))
                return true
            }
        case .layout:
            if parser.peek() == UInt8(ascii: "{"), let snapshot = try fastFields(snapshot: false) {
                event = .event(.layout(snapshot.layout))
                return true
            }
        case .reconfigure:
            if parser.peek() == UInt8(ascii: "{"), let change = try fastConfigurationChange() {
                event = .event(.reconfigure(change))
                return true
            }
        case .release:
            break
        }
        parser.position = start
        return false
    }

    /// A `reconfigure`'s fields, the parser at its `{`, when each is plain — a margin in range
    /// and not negative, `true` or `false`, a policy's name written without escapes — and none
    /// is unknown: what the reader would make of them. `nil` for anything else, which the reader
    /// then judges.
    private mutating func fastConfigurationChange() throws(JSONSyntaxError) -> ConfigurationChange?
    {
        var change = ConfigurationChange()
        let plain = try fastObject { scanner, key throws(JSONSyntaxError) in
            switch key {
            case .margin?:
                guard let margin = try scanner.fastNumber(), margin >= 0 else { return false }
                change.margin = margin
            case .isEnabled?:
                guard let flag = try scanner.fastBoolean() else { return false }
                change.isEnabled = flag
            case .floating?:
                guard let range = try scanner.parser.plainStringRange(),
                    let policy = scanner.names.floatingPolicies.name(scanner.parser.bytes, range)
                else { return false }
                change.floatingKeyboard = policy
            default:
                return false
            }
            return true
        }
        return plain ? change : nil
    }

    /// The fields of a snapshot (or, without `snapshot`, of a layout change), the parser at its
    /// `{`, when every one is plain — numbers in range where the reader wants them — and none is
    /// unknown: what the reader would make of them. `nil` for anything else, which the reader
    /// then judges.
    private mutating func fastFields(snapshot: Bool) throws(JSONSyntaxError) -> ContainerSnapshot? {
        var result = ContainerSnapshot()
        let plain = try fastObject { scanner, key throws(JSONSyntaxError) in
            switch key {
            case .screen?:
                guard let rect = try scanner.fastRect() else { return false }
                result.layout.screen = rect
            case .window?:
                guard let rect = try scanner.fastRect() else { return false }
                result.layout.window = rect
            case .container?:
                guard let rect = try scanner.fastRect() else { return false }
                result.layout.container = rect
            case .safeArea?:
                guard let insets = try scanner.fastInsets(allowsNegative: false) else {
                    return false
                }
                result.layout.safeArea = insets
            case .target? where snapshot:
                if scanner.parser.peek() == UInt8(ascii: "n") {
                    try scanner.parser.expectLiteral("null")
                    result.target = .some(nil)
                } else {
                    guard let rect = try scanner.fastRect() else { return false }
                    result.target = .some(rect)
                }
            case .scroll?:
                return try scanner.fastScroll(into: &result, allowsOffset: snapshot)
            default:
                return false
            }
            return true
        }
        return plain ? result : nil
    }

    /// Reads a plain object member by member, the parser at its `{`: each key (`nil` for one that
    /// is no ``FastField``) goes to `member`, which reads the value and returns `false` for
    /// anything the fast path does not take. `false` when the object is not plain — the reader
    /// then judges it.
    private mutating func fastObject(
        _ member: (inout ScenarioReader, FastField?) throws(JSONSyntaxError) -> Bool
    ) throws(JSONSyntaxError) -> Bool {
        guard parser.peek() == UInt8(ascii: "{") else { return false }
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var keys = lendKeySet()
        defer { giveBack(&keys) }
        try parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
            return true
        }
        while true {
            try parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: "\""),
                case .plain(let range) = try parser.readKey(into: &keys)
            else { return false }
            let key = names.fastFields.name(parser.bytes, range)
            try parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: ":") else { return false }
            parser.position += 1
            try parser.skipWhitespace()
            guard try member(&self, key) else { return false }
            try parser.skipWhitespace()
            switch parser.peek() {
            case UInt8(ascii: ","): parser.position += 1
            case UInt8(ascii: "}"):
                parser.position += 1
                return true
            default: return false
            }
        }
    }

    /// The fields of a snapshot, a layout change or a reconfiguration, by their bytes.
    enum FastField: CaseIterable {
        case screen, window, container, safeArea, target, scroll
        case contentSize, contentOffset, contentInset, adjustsForSafeArea, tracking
        case top, left, bottom, right
        case margin, isEnabled, floating
    }

    /// `[x, y, w, h]` within the limits and with a size that is not negative, else `nil`.
    private mutating func fastRect() throws(JSONSyntaxError) -> CGRect? {
        guard parser.peek() == UInt8(ascii: "["), let rect = try fourNumbers(),
            [rect.x, rect.y, rect.width, rect.height].allSatisfy(CoordinateLimit.contains),
            rect.width >= 0, rect.height >= 0
        else { return nil }
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// `{"top": n, …}`: numbers within the limits (not negative unless allowed), else `nil`.
    private mutating func fastInsets(allowsNegative: Bool) throws(JSONSyntaxError) -> Insets? {
        var insets = Insets()
        let plain = try fastObject { scanner, key throws(JSONSyntaxError) in
            guard let number = try scanner.fastNumber(), allowsNegative || number >= 0 else {
                return false
            }
            switch key {
            case .top?: insets.top = number
            case .left?: insets.left = number
            case .bottom?: insets.bottom = number
            case .right?: insets.right = number
            default: return false
            }
            return true
        }
        return plain ? insets : nil
    }

    /// A number within the limits, else `nil`.
    private mutating func fastNumber() throws(JSONSyntaxError) -> CGFloat? {
        guard let byte = parser.peek(), byte == UInt8(ascii: "-") || (byte >= 48 && byte <= 57)
        else { return nil }
        let number = try parser.parseNumber()
        return CoordinateLimit.contains(number) ? CGFloat(number) : nil
    }

    /// A snapshot's or layout change's `scroll`, else `false`.
    private mutating func fastScroll(into result: inout ContainerSnapshot, allowsOffset: Bool)
        throws(JSONSyntaxError) -> Bool
    {
        var scroll = result
        let plain = try fastObject { scanner, key throws(JSONSyntaxError) in
            switch key {
            case .contentSize?:
                guard scanner.parser.peek() == UInt8(ascii: "["),
                    let size = try scanner.twoNumbers(),
                    CoordinateLimit.contains(size.x), CoordinateLimit.contains(size.y),
                    size.x >= 0, size.y >= 0
                else { return false }
                scroll.layout.contentSize = CGSize(width: size.x, height: size.y)
            case .contentOffset? where allowsOffset:
                guard scanner.parser.peek() == UInt8(ascii: "["),
                    let point = try scanner.twoNumbers(),
                    CoordinateLimit.contains(point.x), CoordinateLimit.contains(point.y)
                else { return false }
                scroll.contentOffset = CGPoint(x: point.x, y: point.y)
            case .contentInset?:
                guard let insets = try scanner.fastInsets(allowsNegative: true) else {
                    return false
                }
                scroll.layout.contentInset = insets
            case .adjustsForSafeArea?:
                guard let flag = try scanner.fastBoolean() else { return false }
                scroll.layout.adjustsForSafeArea = flag
            case .tracking? where allowsOffset:
                guard let flag = try scanner.fastBoolean() else { return false }
                scroll.isTracking = flag
            default:
                return false
            }
            return true
        }
        result = scroll
        return plain
    }

    /// `true` or `false`, else `nil` (the parser unmoved).
    private mutating func fastBoolean() throws(JSONSyntaxError) -> Bool? {
        switch parser.peek() {
        case UInt8(ascii: "t"):
            try parser.expectLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try parser.expectLiteral("false")
            return false
        default:
            return nil
        }
    }

    /// `[n, n]`: two numbers, else `nil` (the parser then of no further use here).
    private mutating func twoNumbers() throws(JSONSyntaxError) -> (x: Double, y: Double)? {
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        try parser.skipWhitespace()
        guard let first = parser.peek(), first == UInt8(ascii: "-") || (first >= 48 && first <= 57)
        else { return nil }
        let x = try parser.parseNumber()
        try parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: ",") else { return nil }
        parser.position += 1
        try parser.skipWhitespace()
        guard let second = parser.peek(),
            second == UInt8(ascii: "-") || (second >= 48 && second <= 57)
        else { return nil }
        let y = try parser.parseNumber()
        try parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "]") else { return nil }
        parser.position += 1
        return (x, y)
    }

    /// `[n, n, n, n]`: four numbers, else `nil` (the parser then of no further use here).
    mutating func fourNumbers() throws(JSONSyntaxError) -> RectComponents? {
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var numbers = (0.0, 0.0, 0.0, 0.0)
        for index in 0..<4 {
            try parser.skipWhitespace()
            guard let byte = parser.peek(),
                byte == UInt8(ascii: "-") || (byte >= 48 && byte <= 57)
            else { return nil }
            let number = try parser.parseNumber()
            switch index {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            default: numbers.3 = number
            }
            try parser.skipWhitespace()
            guard parser.peek() == (index == 3 ? UInt8(ascii: "]") : UInt8(ascii: ",")) else {
                return nil
            }
            parser.position += 1
        }
        return RectComponents(x: numbers.0, y: numbers.1, width: numbers.2, height: numbers.3)
    }
}
