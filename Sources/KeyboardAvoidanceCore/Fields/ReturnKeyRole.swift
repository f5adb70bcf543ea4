import Foundation

/// What a field's return key shows and does, from the field's place in a ``FieldOrder``: move on
/// to the field after it, or end editing at the last one.
///
/// The UIKit layer shows ``next(_:)`` as `UIReturnKeyType.next` and ``done`` as `.done`, and
/// acts on the return key the same way.
///
/// ```swift
/// switch order.returnKeyRole(for: field) {
/// case .next(let following): focus(following)
/// case .done: endEditing()
/// case nil: break  // not a field the order moves through
/// }
/// ```
package enum ReturnKeyRole<ID: Hashable & Sendable>: Sendable, Equatable {
    /// Another field follows in the order: the key reads Next and moves to that field.
    case next(ID)
    /// The last field in the order: the key reads Done and ends editing.
    case done
}
