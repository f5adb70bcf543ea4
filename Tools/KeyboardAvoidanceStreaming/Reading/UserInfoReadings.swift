import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

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

/// The readings of the five keys of one userInfo: of each value only what the engine reads
/// under its key (a frame's rect, a number, a boolean) — a key that is absent reads as one whose
/// value is not that — so that an event read for planning stays small.
package struct UserInfoReadings: Sendable {
    private var frameBegin: RectComponents?
    private var frameEnd: RectComponents?
    private var duration: Double?
    private var curve: Double?
    private var isLocal: Bool?

    package init() {}

    /// Keeps what the engine reads of a value under `key`.
    mutating func keep(_ reading: UserInfoReading, for key: KeyboardUserInfoKey) {
        switch key {
        case .frameBegin: frameBegin = reading.rectComponents
        case .frameEnd: frameEnd = reading.rectComponents
        case .animationDuration: duration = reading.userInfoNumber
        case .animationCurve: curve = reading.userInfoNumber
        case .isLocal: isLocal = reading.booleanValue
        }
    }

    /// What was kept under `key`.
    package subscript(key: KeyboardUserInfoKey) -> UserInfoReading {
        switch key {
        case .frameBegin: UserInfoReading(rectComponents: frameBegin)
        case .frameEnd: UserInfoReading(rectComponents: frameEnd)
        case .animationDuration: UserInfoReading(userInfoNumber: duration)
        case .animationCurve: UserInfoReading(userInfoNumber: curve)
        case .isLocal: UserInfoReading(booleanValue: isLocal)
        }
    }
}

extension KeyboardEvent {
    /// Reads a notification from readings already made (spec §2): the rules the engine applies
    /// to any userInfo.
    init(name: KeyboardEvent.Name, readings: UserInfoReadings) {
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
        var keys = lendKeySet()
        defer { giveBack(&keys) }
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
                case .plain(let range): names.userInfoKeys.name(parser.bytes, range)
                case .decoded(let text): names.userInfoKeys.name(text)
                }
            if let known {
                values.keep(try readValue(for: known), for: known)
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
