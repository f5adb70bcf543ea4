import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A value of a scenario file as parsed, kept as written so that a userInfo value is judged as
/// UIKit's would be (spec §2).
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any JSON number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object. Keys are unique: the reader rejects a file that repeats one.
    case object([String: JSONValue])

    /// The number, if this is one.
    package var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The string, if this is one.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    package var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// A short name of the value's JSON type, for error messages ("a string", "an array").
    package var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON value; an inner error stays the decoder's, at its path, and `1e999` is
    /// `DecodingError.dataCorrupted`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // The kind of value first, so that an error within one is reported, not swallowed by a
        // try at the next kind (which would answer "expected a dictionary" for a bad array).
        if (try? decoder.unkeyedContainer()) != nil {
            self = .array(try container.decode([JSONValue].self))
            return
        }
        if (try? decoder.container(keyedBy: MemberKey.self)) != nil {
            self = .object(try container.decode([String: JSONValue].self))
            return
        }
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            do {
                self = .number(try container.decode(Double.self))
                return
            } catch DecodingError.typeMismatch {
                // Not a number: a string, else the string's type mismatch says what it is.
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "a number that this decoder cannot read as a Double, "
                            + "as one too large for it: a scenario file's 1e999, an infinity, "
                            + "which Scenario(jsonData:) reads but Foundation's JSONDecoder "
                            + "does not",
                        underlyingError: error))
            }
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the value as the JSON it stands for (an infinity as one: see
    /// ``Scenario/encode(to:)``).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value) where value.isFinite: try container.encode(value)
        case .number(let value):
            do {
                try container.encode(value)
            } catch EncodingError.invalidValue(_, let context) {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: context.codingPath,
                        debugDescription: "an infinity, a number too large for a Double (1e999 "
                            + "in a scenario file), which this encoder cannot write: write the "
                            + "scenario with formattedJSON, or give JSONEncoder a "
                            + "nonConformingFloatEncodingStrategy",
                        underlyingError: context.underlyingError))
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Any key of an object, to ask a decoder whether a value is one.
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension JSONValue {
    /// The value as a message shows it (`EchoedText`).
    package var echo: String {
        switch self {
        case .string(let text): return "\"\(EchoedText(text))\""
        case .null, .bool, .number: return jsonText
        case .array, .object:
            var out = ""
            write(to: &out, limit: EchoedText.limit + 1)
            return EchoedText(out).description
        }
    }

    /// Writes the value as compact JSON, object keys sorted, numbers as ``JSONNumber`` formats
    /// them (an infinity, read from a number too large for a `Double`, as `1e999`).
    package var jsonText: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String, limit: Int = .max) {
        guard out.utf8.count < limit else { return }
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value):
            // A number too large for a Double (`1e999` in a file) reads as an infinity; written
            // back as one that overflows again, so that the file round-trips.
            if value.isInfinite {
                out += value < 0 ? "-1e999" : "1e999"
            } else {
                out += JSONNumber.format(value)
            }
        case .string(let value): JSONString.write(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if out.utf8.count >= limit { break }
                if index > 0 { out += ", " }
                value.write(to: &out, limit: limit)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if out.utf8.count >= limit { break }
                if index > 0 { out += ", " }
                JSONString.write(key, to: &out)
                out += ": "
                members[key, default: .null].write(to: &out, limit: limit)
            }
            out += "}"
        }
    }
}
