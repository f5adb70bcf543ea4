import Foundation

/// The keys of one object read so far, compared by their bytes: a short list compared in full
/// while it is short, fingerprints of 128 bits once it is long, so that a userInfo with a hundred
/// thousand keys is read in linear time.
///
/// A key inside the document is kept as its place there while the list is short; a set that
/// outlives the window's bytes (the top-level object's, read across many units) owns copies.
struct KeySet {
    /// Whether keys are copied rather than kept as their place in the document.
    private let ownsKeys: Bool

    init(owningKeys: Bool = false) {
        ownsKeys = owningKeys
    }

    /// A key inside the document (`range` into `base`), or a decoded one (`owned`).
    private struct Entry {
        var base: UnsafeBufferPointer<UInt8>?
        var range: Range<Int>
        var owned: [UInt8]

        func equals(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
            if let base {
                return range.count == key.count && base[range].elementsEqual(key)
            }
            return owned.count == key.count && owned.elementsEqual(key)
        }

        var fingerprint: Fingerprint {
            if let base { return KeySet.fingerprint(UnsafeBufferPointer(rebasing: base[range])) }
            return owned.withUnsafeBufferPointer { KeySet.fingerprint($0) }
        }
    }

    fileprivate struct Fingerprint: Hashable {
        var first: Int
        var second: Int
    }

    private var short: [Entry] = []
    private var fingerprints: Set<Fingerprint> = []
    private(set) var count = 0

    private static let shortLimit = 16

    /// Empties the set, keeping its storage for the next object.
    mutating func removeAll() {
        short.removeAll(keepingCapacity: true)
        if !fingerprints.isEmpty { fingerprints.removeAll() }
        count = 0
    }

    /// Adds a key's bytes; `false` when the object already has that key. Bytes inside the
    /// document (`base` and `range` given) are not copied while the list is short.
    mutating func insert(
        _ key: UnsafeBufferPointer<UInt8>, base: UnsafeBufferPointer<UInt8>?, at range: Range<Int>?
    ) -> Bool {
        guard count >= Self.shortLimit else {
            if short.contains(where: { $0.equals(key) }) { return false }
            if let base, let range, !ownsKeys {
                short.append(Entry(base: base, range: range, owned: []))
            } else {
                short.append(Entry(base: nil, range: 0..<0, owned: Array(key)))
            }
            count += 1
            if count == Self.shortLimit {
                fingerprints = Set(short.map(\.fingerprint))
                short = []
            }
            return true
        }
        guard fingerprints.insert(Self.fingerprint(key)).inserted else { return false }
        count += 1
        return true
    }

    /// Two hashes of the bytes, with the process's random seed: no file can be made to collide.
    fileprivate static func fingerprint(_ key: UnsafeBufferPointer<UInt8>) -> Fingerprint {
        var first = Hasher()
        first.combine(bytes: UnsafeRawBufferPointer(key))
        var second = Hasher()
        second.combine(0x5F3C_2A91)
        second.combine(bytes: UnsafeRawBufferPointer(key))
        second.combine(key.count)
        return Fingerprint(first: first.finalize(), second: second.finalize())
    }
}
