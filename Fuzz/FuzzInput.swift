// Shared by the fuzz targets: reads typed values out of the fuzzer's bytes. Compiled together
// with the core's sources by Scripts/fuzz (never part of the package's build).
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct FuzzInput {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func choose(_ count: Int) -> Int {
        Int(byte()) % count
    }

    /// A double: sometimes a raw bit pattern (NaN, the infinities, subnormals, huge values),
    /// mostly a point value a screen could have, sometimes its negative.
    mutating func double() -> Double {
        switch choose(8) {
        case 0:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        case 1:
            return [
                Double.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, .leastNonzeroMagnitude,
            ][choose(8)]
        case 2: return -Double(UInt16(byte()) << 8 | UInt16(byte())) / 3
        default: return Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(1 + choose(3))
        }
    }

    mutating func string(maximumLength: Int = 40) -> String {
        let count = choose(maximumLength + 1)
        var scalars: [UInt8] = []
        for _ in 0..<count { scalars.append(byte()) }
        return String(decoding: scalars, as: UTF8.self)
    }
}

/// Fails the input with a message on standard error: libFuzzer then keeps the input, and the
/// message says which check broke (optimized builds drop `precondition`'s message).
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data(("check failed: " + message() + "\n").utf8))
    abort()
}
