import Foundation

/// The raw names of an enumeration's cases, matched byte for byte: a look-alike (a Kelvin sign for
/// the K, equal under Swift's `==`) is no name.
package struct ExactNames<Name: CaseIterable & RawRepresentable> where Name.RawValue == String {
    /// The names' UTF-8 bytes, one after another.
    private let bytes: [UInt8]
    /// Each case and where its name is in `bytes`.
    private let names: [(name: Name, start: Int, count: Int)]

    /// The names of all of `Name`'s cases, made once.
    package init() {
        var bytes: [UInt8] = []
        var names: [(name: Name, start: Int, count: Int)] = []
        for name in Name.allCases {
            names.append((name, bytes.count, name.rawValue.utf8.count))
            bytes += name.rawValue.utf8
        }
        self.bytes = bytes
        self.names = names
    }

    /// The case named exactly `text`, if any.
    package func matching(_ text: String) -> Name? {
        // A native string's bytes are at hand; any other is copied into one first.
        if let name = text.utf8.withContiguousStorageIfAvailable({ matching(utf8: $0) }) {
            return name
        }
        var text = text
        return text.withUTF8 { matching(utf8: $0) }
    }

    /// The case whose name is exactly these UTF-8 bytes, if any.
    package func matching(utf8 text: UnsafeBufferPointer<UInt8>) -> Name? {
        bytes.withUnsafeBufferPointer { bytes in
            for name in names where name.count == text.count {
                guard let all = bytes.baseAddress, let start = text.baseAddress else {
                    return name.name  // both empty
                }
                if memcmp(all + name.start, start, name.count) == 0 { return name.name }
            }
            return nil
        }
    }
}

extension ExactNames: Sendable where Name: Sendable {}
