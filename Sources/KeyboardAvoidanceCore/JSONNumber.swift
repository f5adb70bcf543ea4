import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the engine writes numbers in JSON output.
public enum JSONNumber {
    /// Formats a number for JSON: integers without a fraction (`-187`, not `-187.0`), other
    /// values in the shortest form that reads back as the same `Double` (`0.25`, `291.5`), `-0` as
    /// `0`, and a non-finite value, which the engine never produces, as `null`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// Formats a `CGFloat` as ``format(_:)`` formats a `Double`.
    public static func format(_ value: CGFloat) -> String {
        format(Double(value))
    }
}

/// Writing JSON strings.
enum JSONString {
    /// Appends `value` as a quoted JSON string, escaping what JSON requires.
    static func write(_ value: String, to out: inout String) {
        out += "\""
        var needsEscaping = false
        for byte in value.utf8
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            needsEscaping = true
            break
        }
        if !needsEscaping {
            out += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// `value` as a quoted JSON string.
    static func quoted(_ value: String) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }
}
