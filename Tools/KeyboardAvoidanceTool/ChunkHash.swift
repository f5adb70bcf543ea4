/// A 128-bit fingerprint of a chunk of a file, under a key drawn at random for each run: what
/// `plan` compares to know that the bytes it plans from are the bytes it checked.
///
/// Four lanes of xxHash64's round take 32 bytes at a time (several gigabytes a second), started
/// from the key; two different mixes of the lanes and the length make the 128 bits. Not a
/// cryptographic hash: a file rewritten while it is read cannot match by accident, and without
/// the key, which never leaves the process, a match cannot be made on purpose.
struct ChunkHash: Hashable, Sendable {
    var first: UInt64
    var second: UInt64

    /// The key of one run.
    struct Key: Sendable {
        var lanes: (UInt64, UInt64, UInt64, UInt64)

        static func random() -> Key {
            var generator = SystemRandomNumberGenerator()
            return Key(
                lanes: (generator.next(), generator.next(), generator.next(), generator.next()))
        }
    }

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63

    /// The fingerprint of `bytes` under `key`.
    init(_ bytes: UnsafeRawBufferPointer, key: Key) {
        var (a, b, c, d) = key.lanes
        var offset = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            while offset + 32 <= count {
                a = Self.round(a, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                b = Self.round(b, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                c = Self.round(c, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                d = Self.round(d, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            while offset + 8 <= count {
                a = Self.round(a, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                (a, b, c, d) = (b, c, d, a)
                offset += 8
            }
            while offset < count {
                a = Self.round(a, UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) | 0x100)
                (a, b, c, d) = (b, c, d, a)
                offset += 1
            }
        }
        let length = UInt64(count)
        first = Self.avalanche(
            Self.rotate(a, 1) &+ Self.rotate(b, 7) &+ Self.rotate(c, 12) &+ Self.rotate(d, 18)
                &+ length)
        second = Self.avalanche(
            (Self.rotate(c, 3) ^ Self.rotate(d, 11)) &+ (Self.rotate(a, 23) ^ Self.rotate(b, 31))
                &+ length &* Self.prime3)
    }

    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* prime2, 31) &* prime1
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime3
        hash ^= hash >> 32
        return hash &* prime4 ^ (hash >> 31)
    }
}
