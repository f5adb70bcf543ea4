import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The order in which a form's fields read from their frames alone, by ``FieldOrder``'s rules.
///
/// Forms still to read wait on a list rather than recursing; the form being read is the active
/// fields of an ``AxisGroups`` per axis. The largest part stays in them when it holds at least half
/// the form, so a field waits at most log₂ n times: O(n log² n) in ordinary forms, O(n log³ n) at
/// worst, O(n) memory.
enum ReadingOrder {
    /// The indexes of `frames`, in reading order.
    ///
    /// Every frame must be one that can take focus (``FocusableField/canTakeFocus``).
    static func indices(of frames: [CGRect], direction: ReadingDirection) -> [Int] {
        guard frames.count > 1 else { return Array(frames.indices) }
        let fields = frames.enumerated().map { index, frame in
            PlacedField(index: index, frame: frame, direction: direction)
        }
        var reader = Reader(fields)
        return reader.read()
    }
}

/// The forms waiting their turn, and the groupings of the form being read.
private struct Reader {
    /// Every field's spans, and its place in the order of top edges and of leading edges.
    private let vertical: [AxisSpan]
    private let horizontal: [AxisSpan]
    private let rowRanks: [Int32]
    private let columnRanks: [Int32]
    /// The fields the groupings are made for, by their index in the groupings: the form being
    /// read (the active ones) and the forms taken out of it.
    private var fields: [Int32]
    /// The groupings along each axis, each made when it is first needed, of the fields active
    /// then: a form that splits into parts that all wait needs only one.
    private var rows: AxisGroups?
    private var columns: AxisGroups?

    init(_ placed: [PlacedField]) {
        let rowOrder = Self.order(by: placed.map(\.verticalKey))
        let columnOrder = Self.order(by: placed.map(\.horizontalKey))
        var rowRanks = [Int32](repeating: 0, count: placed.count)
        var columnRanks = rowRanks
        for (rank, field) in rowOrder.enumerated() { rowRanks[field] = Int32(rank) }
        for (rank, field) in columnOrder.enumerated() { columnRanks[field] = Int32(rank) }
        self.rowRanks = rowRanks
        self.columnRanks = columnRanks
        vertical = placed.map(\.vertical)
        horizontal = placed.map(\.horizontal)
        fields = placed.indices.map { Int32($0) }
        rows = AxisGroups(spans: vertical, order: rowOrder)
    }

    /// The axis a form is split along: into rows (along the vertical axis) or columns.
    private enum Axis {
        case rows
        case columns

        var other: Axis { self == .rows ? .columns : .rows }
    }

    /// A form to read.
    private struct Form {
        /// Its fields, by their index in the input, for a form waiting its turn; `nil` for the
        /// form the groupings hold as their active fields.
        var fields: [Int32]?
        /// Where its fields go in the order.
        var offset: Int
        /// The axis to split it along: rows for the whole form, then across for a row and
        /// down for a column (a row is one row, a column one column).
        var axis: Axis
        /// Whether the form is split into columns when it is one row: only the whole form,
        /// whose rows have not been tried yet.
        var isWhole: Bool
    }

    mutating func read() -> [Int] {
        var order = [Int](repeating: 0, count: fields.count)
        var forms = [Form(fields: nil, offset: 0, axis: .rows, isWhole: true)]
        while let form = forms.popLast() {
            if let waiting = form.fields {
                // A few fields are read by the rules as they are written; more get groupings
                // of their own.
                guard waiting.count > Self.fewFields else {
                    readDirectly(waiting, offset: form.offset, axis: form.axis, into: &order)
                    continue
                }
                fields = waiting
                rows = nil
                columns = nil
            }
            makeGrouping(along: form.axis)
            let starts = groupStarts(along: form.axis)
            if starts.count < 2 {
                if form.isWhole {
                    forms.append(
                        Form(fields: nil, offset: form.offset, axis: .columns, isWhole: false))
                    continue
                }
                // Neither rule splits it: by top edge. The form read next is one waiting its
                // turn, with groupings of its own.
                for (place, index) in activeFieldsByTopEdge().enumerated() {
                    order[form.offset + place] = Int(fields[Int(index)])
                }
                continue
            }
            // The parts in order. Where the largest holds at least half the fields, it stays
            // in the groupings, read next, and the others are taken out until their turn;
            // otherwise every part waits its turn, with groupings of its own.
            let ends = starts.dropFirst() + [positionCount(along: form.axis)]
            let parts = zip(starts, ends).map { $0..<$1 }
            let sizes = parts.map { part in count(in: part, along: form.axis) }
            let largest = sizes.indices.max { sizes[$0] < sizes[$1] } ?? 0
            let keepsLargest = 2 * sizes[largest] >= sizes.reduce(0, +)
            var offset = form.offset
            var largestOffset = offset
            var takenOut: [Int32] = []
            for (index, part) in parts.enumerated() {
                if keepsLargest, index == largest {
                    largestOffset = offset
                } else {
                    let local = activeFields(in: part, along: form.axis)
                    if keepsLargest { takenOut += local }
                    let waiting = local.map { fields[Int($0)] }
                    forms.append(
                        Form(fields: waiting, offset: offset, axis: form.axis.other, isWhole: false)
                    )
                }
                offset += sizes[index]
            }
            if keepsLargest {
                rows?.setActive(takenOut, false)
                columns?.setActive(takenOut, false)
                forms.append(
                    Form(fields: nil, offset: largestOffset, axis: form.axis.other, isWhole: false))
            }
        }
        return order
    }

    /// The size up to which a form waiting its turn is read directly: sorting a few fields at
    /// each level costs less than making groupings for them.
    private static let fewFields = 8

    /// Reads a form of a few fields by the rules as they are written, one part at a time: the
    /// fields sorted along the axis and grouped greedily, each group that does not split again
    /// read by top edge. For `fewFields` fields at most: quadratic.
    private func readDirectly(
        _ fields: [Int32], offset: Int, axis: Axis, into order: inout [Int]
    ) {
        var parts = [(fields: fields, offset: offset, axis: axis)]
        while let part = parts.popLast() {
            let ranks = part.axis == .rows ? rowRanks : columnRanks
            let spans = part.axis == .rows ? vertical : horizontal
            var groups: [[Int32]] = []
            var groupSpan = AxisSpan(lower: 0, upper: 0)
            for field in Self.sorted(part.fields, by: ranks) {
                let span = spans[Int(field)]
                if !groups.isEmpty, span.overlapsByMoreThanHalf(groupSpan) {
                    groups[groups.count - 1].append(field)
                    groupSpan = AxisSpan(
                        lower: min(groupSpan.lower, span.lower),
                        upper: max(groupSpan.upper, span.upper))
                } else {
                    groups.append([field])
                    groupSpan = span
                }
            }
            if groups.count < 2 {
                let byTop = Self.sorted(part.fields, by: rowRanks)
                for (place, field) in byTop.enumerated() {
                    order[part.offset + place] = Int(field)
                }
                continue
            }
            var groupOffset = part.offset
            for group in groups {
                parts.append((group, groupOffset, part.axis.other))
                groupOffset += group.count
            }
        }
    }

    /// Makes the grouping along `axis` if there is none: of the fields active in the other, or
    /// of all the fields for a form that has none yet, in the order of the whole form's.
    private mutating func makeGrouping(along axis: Axis) {
        guard (axis == .rows ? rows : columns) == nil else { return }
        let active =
            (axis == .rows ? columns : rows)?.activeFields() ?? fields.indices.map { Int32($0) }
        let ranks = axis == .rows ? rowRanks : columnRanks
        let order = Self.sorted(active, by: fields.map { ranks[Int($0)] }).map { Int($0) }
        let all = axis == .rows ? vertical : horizontal
        let grouping = AxisGroups(spans: fields.map { all[Int($0)] }, order: order)
        if axis == .rows { rows = grouping } else { columns = grouping }
    }

    /// The active fields by top edge: in the rows' order.
    private func activeFieldsByTopEdge() -> [Int32] {
        if let rows { return rows.activeFields() }
        let active = columns?.activeFields() ?? []
        return Self.sorted(active, by: fields.map { rowRanks[Int($0)] })
    }

    /// The indexes of `keys` in the order of their keys.
    private static func order(by keys: [SortKey]) -> [Int] {
        keys.indices.sorted { keys[$0] < keys[$1] }
    }

    /// `items` in the order of `ranks`, each item's place in an order: every sort of the reader
    /// but the first two, written once (each sort written apart is compiled apart).
    private static func sorted(_ items: [Int32], by ranks: [Int32]) -> [Int32] {
        items.sorted { ranks[Int($0)] < ranks[Int($1)] }
    }

    private func groupStarts(along axis: Axis) -> [Int] {
        (axis == .rows ? rows : columns)?.groupStarts() ?? []
    }

    private func positionCount(along axis: Axis) -> Int {
        (axis == .rows ? rows : columns)?.count ?? 0
    }

    private func count(in positions: Range<Int>, along axis: Axis) -> Int {
        (axis == .rows ? rows : columns)?.activeCount(in: positions) ?? 0
    }

    private func activeFields(in positions: Range<Int>, along axis: Axis) -> [Int32] {
        (axis == .rows ? rows : columns)?.activeFields(in: positions) ?? []
    }
}

/// A field's place in the order: its index in the input and its frame along the reading
/// direction, with right to left mirrored so that leading edges always sort ascending.
private struct PlacedField {
    var index: Int
    var vertical: AxisSpan
    var horizontal: AxisSpan

    init(index: Int, frame: CGRect, direction: ReadingDirection) {
        self.index = index
        vertical = AxisSpan(lower: Double(frame.minY), upper: Double(frame.maxY))
        switch direction {
        case .leftToRight:
            horizontal = AxisSpan(lower: Double(frame.minX), upper: Double(frame.maxX))
        case .rightToLeft:
            horizontal = AxisSpan(lower: -Double(frame.maxX), upper: -Double(frame.minX))
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
    var first: Double
    var second: Double
    var index: Int

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        (lhs.first, lhs.second, lhs.index) < (rhs.first, rhs.second, rhs.index)
    }
}
