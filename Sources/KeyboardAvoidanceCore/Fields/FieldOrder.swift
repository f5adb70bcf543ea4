import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The order in which the keyboard toolbar's previous and next buttons move through a form's
/// fields: a pure function of the fields' geometry, or the app's own order when it gives one.
///
/// Fields that cannot take focus (``FocusableField/canTakeFocus``) are left out. Without an
/// explicit order, the fields read like a page:
///
/// - **Rows.** Fields are taken in order of their top edge. A field joins the current row when
///   its vertical range overlaps the row's range (the union of the vertical ranges of the fields
///   already in it) by more than half the smaller of the two heights; otherwise it starts a new
///   row. Rows read top to bottom. Comparing with the row's union rather than with its first
///   field keeps a tall text view and the short fields beside it in one row however its top
///   lines up with theirs.
/// - **Columns within a row.** The fields of a row are taken in order of their leading edge
///   (the left edge, or the right edge right to left) and grouped into columns by the same rule
///   across: a field joins the current column when its horizontal range overlaps the column's by
///   more than half the smaller of the two widths. Columns read in the reading direction.
/// - **A column of several fields** (the short fields beside a tall text view) reads as a form of
///   its own, by the same two rules: the fields beside the text view read top to bottom, before
///   it or after it.
/// - Fields that overlap by more than half in both directions read by top edge, then leading
///   edge, then their order in the input.
///
/// An id that appears more than once keeps its first place in the order.
///
/// Making an order of n fields by their geometry takes O(n log² n) time where each field is
/// split off from a larger group a bounded number of times — ordinary forms, and also a
/// staircase that splits off one field per level — and O(n log³ n) at worst, with O(n) memory
/// and no recursion, whatever the layout; an explicit order takes O(n). The questions —
/// ``next(after:)``, ``previous(before:)``, ``contains(_:)``, ``returnKeyRole(for:)`` and the
/// others — take O(1), through an index of the ids made with the order.
///
/// ```swift
/// let order = FieldOrder(fields, direction: .rightToLeft)
/// nextButton.isEnabled = order.hasNext(after: focused)
/// if let next = order.next(after: focused) { focus(next) }
/// ```
package struct FieldOrder<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The ids of the fields that can take focus, in the order the toolbar moves through them.
    package private(set) var ids: [ID]
    /// Whether next after the last field is the first, and previous before the first the last.
    package var wraps: Bool
    /// Each id's place in ``ids``.
    private let places: [ID: Int]

    /// Orders fields by their geometry, or by the app's explicit order when it gives one.
    ///
    /// - Parameters:
    ///   - fields: The form's fields, with frames in one coordinate space, in any order.
    ///   - explicitOrder: The app's own order. When given it wins over geometry: the fields it
    ///     names, in its order, still leaving out those that cannot take focus and ids that name
    ///     no field. An empty array is an order with no fields; `nil` means no explicit order.
    ///   - direction: The direction in which rows read.
    ///   - wraps: Whether moving on from either end goes round to the other.
    package init(
        _ fields: [FocusableField<ID>], explicitOrder: [ID]? = nil,
        direction: ReadingDirection = .leftToRight, wraps: Bool = false
    ) {
        self.wraps = wraps
        let usable = fields.filter(\.canTakeFocus)
        let ordered: [ID]
        if let explicitOrder {
            let usableIDs = Set(usable.map(\.id))
            ordered = explicitOrder.filter { usableIDs.contains($0) }
        } else {
            let reading = ReadingOrder.indices(of: usable.map(\.frame), direction: direction)
            ordered = reading.map { usable[$0].id }
        }
        var places: [ID: Int] = [:]
        places.reserveCapacity(ordered.count)
        var ids: [ID] = []
        ids.reserveCapacity(ordered.count)
        for id in ordered {
            // One lookup for a new id; an id seen before gets its first place back.
            if let first = places.updateValue(ids.count, forKey: id) {
                places[id] = first
            } else {
                ids.append(id)
            }
        }
        self.ids = ids
        self.places = places
    }

    /// The place of `id` in ``ids``, if it is in the order.
    func place(of id: ID) -> Int? {
        places[id]
    }

    /// Two orders are equal when they have the same ids in the same order and both wrap or
    /// neither does.
    package static func == (lhs: FieldOrder, rhs: FieldOrder) -> Bool {
        lhs.wraps == rhs.wraps && lhs.ids == rhs.ids
    }

    /// Hashes the ids in order and whether the order wraps: what equality compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(wraps)
    }

    /// The field after `id`; at the last field, the first when the order ``wraps`` and `nil`
    /// otherwise. `nil` when `id` is not in the order, and never `id` itself.
    package func next(after id: ID) -> ID? {
        guard let index = places[id] else { return nil }
        if index + 1 < ids.count { return ids[index + 1] }
        return wraps && ids.count > 1 ? ids.first : nil
    }

    /// The field before `id`; at the first field, the last when the order ``wraps`` and `nil`
    /// otherwise. `nil` when `id` is not in the order, and never `id` itself.
    package func previous(before id: ID) -> ID? {
        guard let index = places[id] else { return nil }
        if index > 0 { return ids[index - 1] }
        return wraps && ids.count > 1 ? ids.last : nil
    }

    /// Whether the toolbar's next button can move on from `id`: the state to give it.
    package func hasNext(after id: ID) -> Bool {
        next(after: id) != nil
    }

    /// Whether the toolbar's previous button can move back from `id`: the state to give it.
    package func hasPrevious(before id: ID) -> Bool {
        previous(before: id) != nil
    }

    /// Whether `id` is the first field in the order, whether or not the order ``wraps``.
    package func isFirst(_ id: ID) -> Bool {
        ids.first == id
    }

    /// Whether `id` is the last field in the order, whether or not the order ``wraps``.
    package func isLast(_ id: ID) -> Bool {
        ids.last == id
    }

    /// Whether `id` is in the order: a field that can take focus and, with an explicit order,
    /// one that the order names.
    package func contains(_ id: ID) -> Bool {
        places[id] != nil
    }
}
