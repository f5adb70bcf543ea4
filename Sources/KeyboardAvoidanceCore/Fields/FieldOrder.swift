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
/// ```swift
/// let order = FieldOrder(fields, direction: .rightToLeft)
/// nextButton.isEnabled = order.hasNext(after: focused)
/// if let next = order.next(after: focused) { focus(next) }
/// ```
public struct FieldOrder<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The ids of the fields that can take focus, in the order the toolbar moves through them.
    public private(set) var ids: [ID]
    /// Whether next after the last field is the first, and previous before the first the last.
    public var wraps: Bool

    /// Orders fields by their geometry, or by the app's explicit order when it gives one.
    ///
    /// - Parameters:
    ///   - fields: The form's fields, with frames in one coordinate space, in any order.
    ///   - explicitOrder: The app's own order. When given it wins over geometry: the fields it
    ///     names, in its order, still leaving out those that cannot take focus and ids that name
    ///     no field. An empty array is an order with no fields; `nil` means no explicit order.
    ///   - direction: The direction in which rows read.
    ///   - wraps: Whether moving on from either end goes round to the other.
    public init(
        _ fields: [FocusableField<ID>], explicitOrder: [ID]? = nil,
        direction: ReadingDirection = .leftToRight, wraps: Bool = false
    ) {
        self.wraps = wraps
        let usable = fields.filter(\.canTakeFocus)
        if let explicitOrder {
            let usableIDs = Set(usable.map(\.id))
            ids = removingDuplicates(explicitOrder.filter { usableIDs.contains($0) })
        } else {
            let placed = usable.enumerated().map { index, field in
                PlacedField(index: index, frame: field.frame, direction: direction)
            }
            ids = removingDuplicates(Self.readingOrder(placed).map { usable[$0.index].id })
        }
    }

    /// The field after `id`; at the last field, the first when the order ``wraps`` and `nil`
    /// otherwise. `nil` when `id` is not in the order, and never `id` itself.
    public func next(after id: ID) -> ID? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        if index + 1 < ids.count { return ids[index + 1] }
        return wraps && ids.count > 1 ? ids.first : nil
    }

    /// The field before `id`; at the first field, the last when the order ``wraps`` and `nil`
    /// otherwise. `nil` when `id` is not in the order, and never `id` itself.
    public func previous(before id: ID) -> ID? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        if index > 0 { return ids[index - 1] }
        return wraps && ids.count > 1 ? ids.last : nil
    }

    /// Whether the toolbar's next button can move on from `id`: the state to give it.
    public func hasNext(after id: ID) -> Bool {
        next(after: id) != nil
    }

    /// Whether the toolbar's previous button can move back from `id`: the state to give it.
    public func hasPrevious(before id: ID) -> Bool {
        previous(before: id) != nil
    }

    /// Whether `id` is the first field in the order, whether or not the order ``wraps``.
    public func isFirst(_ id: ID) -> Bool {
        ids.first == id
    }

    /// Whether `id` is the last field in the order, whether or not the order ``wraps``.
    public func isLast(_ id: ID) -> Bool {
        ids.last == id
    }

    /// Whether `id` is in the order: a field that can take focus and, with an explicit order,
    /// one that the order names.
    public func contains(_ id: ID) -> Bool {
        ids.contains(id)
    }

    /// Rows top to bottom; within a row, columns in the reading direction; a column of several
    /// fields read as a form of its own. Each recursive call has fewer fields than its caller,
    /// and a group that neither rule splits falls back to a plain sort, so this ends.
    private static func readingOrder(_ fields: [PlacedField]) -> [PlacedField] {
        guard fields.count > 1 else { return fields }
        let rows = groups(of: fields, sortedBy: \.verticalKey, span: \.vertical)
        if rows.count > 1 { return rows.flatMap(readingOrder) }
        let columns = groups(of: fields, sortedBy: \.horizontalKey, span: \.horizontal)
        if columns.count > 1 { return columns.flatMap(readingOrder) }
        return fields.sorted { $0.verticalKey < $1.verticalKey }
    }

    /// Greedy grouping along one axis: in order of the key, a field joins the current group when
    /// its span overlaps the group's (the union of its fields' spans) by more than half the
    /// smaller of the two lengths.
    private static func groups(
        of fields: [PlacedField], sortedBy key: (PlacedField) -> SortKey,
        span: (PlacedField) -> Span
    ) -> [[PlacedField]] {
        var groups: [[PlacedField]] = []
        var groupSpan = Span(lower: 0, upper: 0)
        for field in fields.sorted(by: { key($0) < key($1) }) {
            let fieldSpan = span(field)
            if !groups.isEmpty, fieldSpan.overlapsByMoreThanHalf(groupSpan) {
                groups[groups.count - 1].append(field)
                groupSpan = groupSpan.union(fieldSpan)
            } else {
                groups.append([field])
                groupSpan = fieldSpan
            }
        }
        return groups
    }
}

/// A field's place in the order: its index in the input and its frame along the reading
/// direction, with right to left mirrored so that leading edges always sort ascending.
private struct PlacedField {
    var index: Int
    var vertical: Span
    var horizontal: Span

    init(index: Int, frame: CGRect, direction: ReadingDirection) {
        self.index = index
        vertical = Span(lower: frame.minY, upper: frame.maxY)
        switch direction {
        case .leftToRight: horizontal = Span(lower: frame.minX, upper: frame.maxX)
        case .rightToLeft: horizontal = Span(lower: -frame.maxX, upper: -frame.minX)
        }
    }

    /// Top edge, then leading edge, then input order: a total order, so the result never depends
    /// on whether the sort is stable.
    var verticalKey: SortKey {
        SortKey(first: vertical.lower, second: horizontal.lower, index: index)
    }

    /// Leading edge, then top edge, then input order.
    var horizontalKey: SortKey {
        SortKey(first: horizontal.lower, second: vertical.lower, index: index)
    }
}

/// Two coordinates and a tie-breaking index, compared in that order.
private struct SortKey: Comparable {
    var first: CGFloat
    var second: CGFloat
    var index: Int

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        (lhs.first, lhs.second, lhs.index) < (rhs.first, rhs.second, rhs.index)
    }
}

/// A range along one axis. Only frames that can take focus get here: finite, within
/// ``CoordinateLimit`` and with a positive length, so every sum and difference is finite.
private struct Span {
    var lower: CGFloat
    var upper: CGFloat

    var length: CGFloat { upper - lower }

    func union(_ other: Span) -> Span {
        Span(lower: min(lower, other.lower), upper: max(upper, other.upper))
    }

    /// Whether the two spans overlap by more than half the shorter one's length.
    func overlapsByMoreThanHalf(_ other: Span) -> Bool {
        let overlap = min(upper, other.upper) - max(lower, other.lower)
        return overlap > min(length, other.length) / 2
    }
}

/// The ids in order, each only where it first appears.
private func removingDuplicates<ID: Hashable>(_ ids: [ID]) -> [ID] {
    var seen = Set<ID>()
    return ids.filter { seen.insert($0).inserted }
}
