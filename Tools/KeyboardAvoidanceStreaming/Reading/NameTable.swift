import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// Names matched by their exact UTF-8 bytes — a look-alike (a Kelvin sign for a K) is not the
/// name, and a new name is one more entry, whatever its length — kept in one buffer, so that a
/// lookup compares lengths, then bytes, and counts no references.
struct NameTable<Name> {
    private let names: [Name]
    private let utf8: [UInt8]
    private let spans: [(start: Int, count: Int)]

    init(_ entries: [(Name, String)]) {
        names = entries.map(\.0)
        var utf8: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        for (_, spelling) in entries {
            spans.append((utf8.count, spelling.utf8.count))
            utf8.append(contentsOf: spelling.utf8)
        }
        self.utf8 = utf8
        self.spans = spans
    }

    /// The name these bytes spell, if any.
    func name(_ key: UnsafeBufferPointer<UInt8>) -> Name? {
        utf8.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return nil }
            for index in spans.indices where spans[index].count == key.count {
                guard let bytes = key.baseAddress else { return names[index] }
                if memcmp(base + spans[index].start, bytes, key.count) == 0 { return names[index] }
            }
            return nil
        }
    }

    /// The name spelled by the bytes of `range` in `bytes`.
    func name(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Name? {
        name(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// The name a decoded string (one written with escapes) spells.
    func name(_ text: String) -> Name? {
        var text = text
        return text.withUTF8 { name($0) }
    }
}

/// The names a scenario reader knows: made once, and given to each reader, so that reading an
/// event touches no global.
struct KnownNames: Sendable {
    let notifications = NameTable(KeyboardEvent.Name.allCases.map { ($0, $0.rawValue) })
    let userInfoKeys = NameTable(KeyboardUserInfoKey.allCases.map { ($0, $0.rawValue) })
    let eventKeys = NameTable(
        [(EventKey.name, "name"), (.userInfo, "userInfo"), (.contentOffset, "contentOffset")]
            + EventKind.allCases.map { (EventKey.kind($0), $0.rawValue) })
    // A snapshot's fields are spelled as the cases are named.
    let fastFields = NameTable(ScenarioReader.FastField.allCases.map { ($0, "\($0)") })
    let floatingPolicies = NameTable(FloatingKeyboardPolicy.allCases.map { ($0, $0.rawValue) })

    static let shared = KnownNames()
}

extension NameTable: Sendable where Name: Sendable {}
