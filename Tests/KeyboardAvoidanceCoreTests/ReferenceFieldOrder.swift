import Foundation
import KeyboardAvoidanceCore

/// The reading order as `FieldOrder` computed it before it was made iterative (item 10 of the
/// issue "Nothing lost, nothing trapped"): the rules of its documentation written as directly as
/// they read, one recursive call per row, column or form in a column, each sorting its fields
/// again. Quadratic and as deep as the layout (a staircase splits off one field per level), so
/// only for small layouts: the oracle that the iterative order must agree with exactly,
/// floating-point ties and rounding included.
enum ReferenceFieldOrder {
    /// The ids `FieldOrder(fields, direction:)` must have.
    static func ids<ID: Hashable>(_ fields: [FocusableField<ID>], direction: ReadingDirection)
        -> [ID]
    {
        let usable = fields.filter(\.canTakeFocus)
        let placed = usable.enumerated().map { index, field in
            PlacedField(index: index, frame: field.frame, direction: direction)
        }
        var seen = Set<ID>()
        return readingOrder(placed).map { usable[$0.index].id }.filter { seen.insert($0).inserted }
    }

    /// Rows top to bottom; within a row, columns in the reading direction; a column of several
    /// fields read as a form of its own.
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

        var verticalKey: SortKey {
            SortKey(first: vertical.lower, second: horizontal.lower, index: index)
        }

        var horizontalKey: SortKey {
            SortKey(first: horizontal.lower, second: vertical.lower, index: index)
        }
    }

    private struct SortKey: Comparable {
        var first: CGFloat
        var second: CGFloat
        var index: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.first, lhs.second, lhs.index) < (rhs.first, rhs.second, rhs.index)
        }
    }

    private struct Span {
        var lower: CGFloat
        var upper: CGFloat

        var length: CGFloat { upper - lower }

        func union(_ other: Span) -> Span {
            Span(lower: min(lower, other.lower), upper: max(upper, other.upper))
        }

        func overlapsByMoreThanHalf(_ other: Span) -> Bool {
            let overlap = min(upper, other.upper) - max(lower, other.lower)
            return overlap > min(length, other.length) / 2
        }
    }
}
