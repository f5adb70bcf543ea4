import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the plan output (spec §8) and the messages write numbers.
package enum JSONNumber {
    /// Formats a number for JSON: integers without a fraction (`-187`, not `-187.0`), other
    /// values in the shortest form that reads back as the same `Double` (`0.25`, `291.5`), `-0` as
    /// `0`, and a non-finite value, which the engine never produces, as `null`.
    package static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Formats a `CGFloat` as ``format(_:)`` formats a `Double`.
    package static func format(_ value: CGFloat) -> String {
        format(Double(value))
    }

    /// Appends the number as ``format(_:)-(Double)`` writes it, to UTF-8 bytes.
    package static func append(_ value: Double, to bytes: inout [UInt8]) {
        write(value, to: &bytes)
    }

    /// Appends an integer's decimal digits, without going through a `String`.
    package static func append(_ value: Int64, to bytes: inout [UInt8]) {
        write(value, to: &bytes)
    }

    /// Writes the number as ``format(_:)-(Double)`` writes it.
    static func write(_ value: Double, to bytes: inout some ByteSink) {
        guard value.isFinite else {
            bytes.append("null")
            return
        }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            write(Int64(value), to: &bytes)
        } else {
            var text = value.description
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    /// Writes an integer's decimal digits, without going through a `String`.
    static func write(_ value: Int64, to bytes: inout some ByteSink) {
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 bytes; Int64 needs 20
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            let written = UnsafeRawBufferPointer(rebasing: buffer[start...])
            bytes.append(contentsOf: written.bindMemory(to: UInt8.self))
        }
    }
}
