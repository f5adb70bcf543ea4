import Foundation
import KeyboardAvoidanceCore

/// What the reader found under one of the five keys the engine reads: the value as a rect, a
/// number and a boolean, each `nil` when it is not one (the readings `UserInfoValue` defines),
/// made from the document's bytes without building a `JSONValue`.
package struct UserInfoReading: UserInfoValue, Sendable {
    package var rectComponents: RectComponents?
    package var userInfoNumber: Double?
    package var booleanValue: Bool?

    package init(
        rectComponents: RectComponents? = nil, userInfoNumber: Double? = nil,
        booleanValue: Bool? = nil
    ) {
        self.rectComponents = rectComponents
        self.userInfoNumber = userInfoNumber
        self.booleanValue = booleanValue
    }

    /// A value as the engine reads it under `key`: a frame as a rect, the duration and the curve
    /// as numbers, whether it is local as a boolean (what the rules of spec §2 ask of it).
    init(_ value: JSONValue, for key: KeyboardUserInfoKey) {
        switch key {
        case .frameBegin, .frameEnd: self.init(rectComponents: value.rectComponents)
        case .animationDuration, .animationCurve: self.init(userInfoNumber: value.userInfoNumber)
        case .isLocal: self.init(booleanValue: value.booleanValue)
        }
    }
}

/// The readings of the five keys of one userInfo.
package struct UserInfoReadings: Sendable {
    private var values = KnownUserInfoValues<UserInfoReading>()

    package init() {}

    package subscript(key: KeyboardUserInfoKey) -> UserInfoReading? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

extension KeyboardEvent {
    /// Reads a notification from readings already made (spec §2): the rules the engine applies
    /// to any userInfo.
    init(name: KeyboardNotificationName, readings: UserInfoReadings) {
        self.init(name: name) { readings[$0] }
    }
}

extension ScenarioReader {
    /// A userInfo object (the parser at its `{`): the values of the keys the engine reads, in
    /// place; every other key's value checked for its syntax only.
    mutating func readUserInfoReadings() throws(JSONSyntaxError) -> UserInfoReadings {
        try parser.enter()
        defer { parser.leave() }
        parser.position += 1
        var keys = userInfoKeys
        userInfoKeys = KeySet()
        keys.removeAll()
        defer { userInfoKeys = keys }
        var values = UserInfoReadings()
        try parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "}") {
            parser.position += 1
            return values
        }
        repeat {
            try parser.expectKeyStart()
            let key = try parser.readKey(into: &keys)
            try parser.expectColon()
            try parser.skipWhitespace()
            let known: KeyboardUserInfoKey? =
                switch key {
                case .plain(let range): KnownName.userInfoKey(parser.bytes, range)
                case .decoded(let text): KnownName.userInfoKey(text)
                }
            if let known {
                values[known] = try readValue(for: known)
            } else {
                try parser.skipValue()
            }
        } while try parser.memberFollows()
        return values
    }

    /// A value of a key the engine reads, read as ``JSONValue`` would read it for the engine: four
    /// numbers as a rect, a rect string as a rect, a scalar as itself; any other array or object
    /// reads as no rect, number or boolean at all.
    private mutating func readValue(for key: KeyboardUserInfoKey) throws(JSONSyntaxError)
        -> UserInfoReading
    {
        switch parser.peek() ?? 0 {
        case UInt8(ascii: "["):
            let start = parser.position
            if let rect = try fourNumbers() { return UserInfoReading(rectComponents: rect) }
            parser.position = start
            try parser.skipValue()
            return UserInfoReading()
        case UInt8(ascii: "{"):
            try parser.skipValue()
            return UserInfoReading()
        case UInt8(ascii: "\""):
            let start = parser.position
            if let plain = try parser.skipString() {
                let bytes = UnsafeBufferPointer(rebasing: parser.bytes[plain])
                // A rect string is read as a rect without making a string; for any other use it
                // is neither a number nor a boolean.
                if let rect = RectString.parse(utf8: bytes) {
                    return UserInfoReading(rectComponents: rect)
                }
                return UserInfoReading(.string(String(decoding: bytes, as: UTF8.self)), for: key)
            }
            parser.position = start
            return UserInfoReading(.string(try parser.parseString()), for: key)
        default:
            return UserInfoReading(try parser.parseValue(), for: key)
        }
    }
}

/// The names the reader knows, matched by their exact UTF-8 bytes: a look-alike (a Kelvin sign
/// for a K) is not the name, and a new name is one more entry, whatever its length.
enum KnownName {
    private static let notifications = KeyboardNotificationName.allCases.map {
        ($0, Array($0.rawValue.utf8))
    }
    private static let userInfoKeys = KeyboardUserInfoKey.allCases.map {
        ($0, Array($0.rawValue.utf8))
    }

    /// The notification whose name these bytes (a range of `bytes`) spell.
    static func notification(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> KeyboardNotificationName?
    {
        let name = UnsafeBufferPointer(rebasing: bytes[range])
        return notifications.first { equal(name, $0.1) }?.0
    }

    /// The notification spelled by a decoded name (one written with escapes).
    static func notification(_ text: String) -> KeyboardNotificationName? {
        notifications.first { $0.1.elementsEqual(text.utf8) }?.0
    }

    /// The userInfo key these bytes (a range of `bytes`) spell.
    static func userInfoKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> KeyboardUserInfoKey?
    {
        let name = UnsafeBufferPointer(rebasing: bytes[range])
        return userInfoKeys.first { equal(name, $0.1) }?.0
    }

    /// The userInfo key spelled by a decoded key (one written with escapes).
    static func userInfoKey(_ text: String) -> KeyboardUserInfoKey? {
        userInfoKeys.first { $0.1.elementsEqual(text.utf8) }?.0
    }

    /// Whether two byte strings are the same: their lengths, then their bytes.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        return other.withUnsafeBufferPointer { other in
            guard let left = bytes.baseAddress, let right = other.baseAddress else {
                return bytes.isEmpty
            }
            return memcmp(left, right, bytes.count) == 0
        }
    }
}
