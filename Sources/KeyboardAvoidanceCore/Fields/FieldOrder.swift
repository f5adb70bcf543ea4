import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The order in which the keyboard toolbar's previous and next buttons move through a form's
/// fields: the app's explicit order, or a pure function of the fields' geometry.
///
/// Fields that cannot take focus are left out, and an id keeps its first place. By geometry the
/// fields read like a page: rows top to bottom (a field joins a row when it overlaps the row's
/// vertical union by more than half the smaller height), columns across in the reading direction by
/// the same rule, and a column of several fields as a form of its own. O(n log² n) for ordinary
/// forms, O(n log³ n) at worst; every question afterwards is O(1).
package struct FieldOrder<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The ids of the fields that can take focus, in the order the toolbar moves through them.
    package private(set) var ids: [ID]
    /// Whether next after the last field is the first, and previous before the first the last.
    package var wraps: Bool
    /// Each id's place in ``ids``.
    private let places: [ID: Int]

    /// Orders fields by their geometry (frames in one coordinate space) or, when `explicitOrder` is
    /// given (an empty one has no fields), by the ids it names that can take focus.
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
            // One lookup for a new id; a repeated id gets its first place back.
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

    /// Equal with the same ids in the same order and the same ``wraps``.
    package static func == (lhs: FieldOrder, rhs: FieldOrder) -> Bool {
        lhs.wraps == rhs.wraps && lhs.ids == rhs.ids
    }

    /// Hashes what equality compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(wraps)
    }

    /// The field after `id`, the first after the last when the order ``wraps``; never `id` itself.
    package func next(after id: ID) -> ID? {
        guard let index = places[id] else { return nil }
        if index + 1 < ids.count { return ids[index + 1] }
        return wraps && ids.count > 1 ? ids.first : nil
    }

    /// The field before `id`, the last before the first when the order ``wraps``; never `id`
    /// itself.
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

    /// Whether `id` is in the order.
    package func contains(_ id: ID) -> Bool {
        places[id] != nil
    }
}
