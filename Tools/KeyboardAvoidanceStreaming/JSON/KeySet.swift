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

    /// Where a key of the short list is: in the document (`start`), or at `offset` in ``owned``.
    /// A plain value, so that the list is emptied and refilled without reference counting.
    private struct Entry {
        var start: UnsafePointer<UInt8>?
        var offset: Int
        var count: Int
    }

    fileprivate struct Fingerprint: Hashable {
        var first: Int
        var second: Int
    }

    private var short: [Entry] = []
    /// The bytes of the keys that are not kept as their place in the document.
    private var owned: [UInt8] = []
    private var fingerprints: Set<Fingerprint> = []
    private(set) var count = 0

    private static let shortLimit = 16

    /// Empties the set, keeping its storage for the next object.
    mutating func removeAll() {
        short.removeAll(keepingCapacity: true)
        owned.removeAll(keepingCapacity: true)
        if !fingerprints.isEmpty { fingerprints.removeAll() }
        count = 0
    }

    /// Adds a key's bytes; `false` when the object already has that key. Bytes inside the
    /// document (`inDocument`) are not copied while the list is short.
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>, inDocument: Bool) -> Bool {
        guard count >= Self.shortLimit else {
            for entry in short where entry.count == key.count {
                if withBytes(of: entry, { Self.equal($0, key) }) { return false }
            }
            if inDocument, !ownsKeys {
                short.append(Entry(start: key.baseAddress, offset: 0, count: key.count))
            } else {
                short.append(Entry(start: nil, offset: owned.count, count: key.count))
                owned.append(contentsOf: key)
            }
            count += 1
            if count == Self.shortLimit {
                fingerprints = Set(short.map { withBytes(of: $0, Self.fingerprint) })
                short.removeAll(keepingCapacity: true)
                owned.removeAll(keepingCapacity: true)
            }
            return true
        }
        guard fingerprints.insert(Self.fingerprint(key)).inserted else { return false }
        count += 1
        return true
    }

    private func withBytes<Result>(
        of entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let start = entry.start {
            return body(UnsafeBufferPointer(start: start, count: entry.count))
        }
        return owned.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[entry.offset..<entry.offset + entry.count]))
        }
    }

    private static func equal(
        _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
    )
        -> Bool
    {
        guard left.count == right.count else { return false }
        guard let a = left.baseAddress, let b = right.baseAddress else { return left.isEmpty }
        return memcmp(a, b, left.count) == 0
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
