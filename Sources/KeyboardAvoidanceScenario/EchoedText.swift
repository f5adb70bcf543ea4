/// Text from a file as a message shows it: control characters escaped (so a key cannot clear a
/// terminal), cut after ``limit`` characters with "…".
package struct EchoedText: CustomStringConvertible, Sendable {
    /// How many characters are shown before "…".
    package static let limit = 60

    package let description: String

    /// Echoes a string.
    package init(_ text: String, limit: Int = EchoedText.limit) {
        var out = ""
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == limit {
                out += "…"
                break
            }
            out += Self.escaped(scalar)
            shown += 1
        }
        description = out
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        // C0 and C1 controls, DEL, and the bidirectional and line-separator formats that can
        // disguise or break a line.
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
            0x2066...0x2069:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: return String(scalar)
        }
    }
}
