import Foundation

/// What a field's return key shows and does, from its place in a ``FieldOrder``: Next to the field
/// after it (`UIReturnKeyType.next`), or Done at the last one.
package enum ReturnKeyRole<ID: Hashable & Sendable>: Sendable, Equatable {
    /// Another field follows in the order: the key reads Next and moves to that field.
    case next(ID)
    /// The last field in the order: the key reads Done and ends editing.
    case done
}
