import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Writing JSON strings.
enum JSONString {
    /// Appends `value` as a quoted JSON string to UTF-8 bytes.
    static func append(_ value: String, to bytes: inout some ByteSink) {
        var value = value
        value.withUTF8 { utf8 in
            if utf8.contains(where: {
                $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
            }) {
                var text = ""
                write(String(decoding: utf8, as: UTF8.self), to: &text)
                text.withUTF8 { bytes.append(contentsOf: $0) }
            } else {
                bytes.append(UInt8(ascii: "\""))
                bytes.append(contentsOf: utf8)
                bytes.append(UInt8(ascii: "\""))
            }
        }
    }

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
