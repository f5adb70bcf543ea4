import Foundation

/// A range along one axis of a frame that can take focus (within ``CoordinateLimit``, so sums are
/// finite); its length can still round to 0.
struct AxisSpan {
    var lower: Double
    var upper: Double

    var length: Double { upper - lower }

    /// Whether the spans overlap by more than half the shorter one: whether a field joins `group`.
    func overlapsByMoreThanHalf(_ group: AxisSpan) -> Bool {
        let overlap = min(upper, group.upper) - max(lower, group.lower)
        return overlap > min(length, group.length) / 2
    }
}

/// The fields along one axis in the order of their lower edge, and where the greedy grouping of the
/// active ones splits them into rows (or columns).
///
/// A field joins the current group when it overlaps the group's span by more than half the smaller
/// length. A segment tree keeps, per node, the active count, the furthest upper edge and the
/// threshold at which a field of its right half leaves a group ("visible buildings"): the next
/// group's start and a removal each cost O(log² n), with the recursive definition's arithmetic.
struct AxisGroups {
    /// The number of fields grouped: of positions.
    let count: Int
    /// The number of leaves, a power of two ≥ `count`; node v has children 2v and 2v + 1.
    private let leafCount: Int
    /// The field at each position.
    private let fields: [Int32]
    /// The position of each field.
    private let positions: [Int32]
    /// The spans' edges, by position.
    private let lower: [Double]
    private let upper: [Double]
    /// The tree's nodes, node 0 unused.
    private var nodes: [Node]

    /// What the tree keeps for a node.
    private struct Node {
        /// The number of its active fields.
        var count: Int32
        /// The furthest upper edge of its active fields (−∞ for none); a field of length 0 counts
        /// as +∞, since it starts a group wherever it is.
        var reach: Double
        /// For an inner node, the largest lower edge of a group that a field of its right half
        /// would leave after the left half (``leaveThreshold(in:after:)``); −∞ where none would.
        var leaveThreshold: Double

        static let empty = Node(count: 0, reach: -.infinity, leaveThreshold: -.infinity)
    }

    /// Groups the fields of `spans` that `order` lists, in that order, all active.
    init(spans: [AxisSpan], order: [Int]) {
        count = order.count
        var leafCount = 1
        while leafCount < count { leafCount *= 2 }
        self.leafCount = leafCount
        fields = order.map { Int32($0) }
        var positions = [Int32](repeating: 0, count: spans.count)
        for (position, field) in order.enumerated() { positions[field] = Int32(position) }
        self.positions = positions
        lower = order.map { spans[$0].lower }
        upper = order.map { spans[$0].upper }
        nodes = [Node](repeating: .empty, count: 2 * leafCount)
        for position in 0..<count {
            nodes[leafCount + position].count = 1
            nodes[leafCount + position].reach = fieldReach(position)
        }
        for node in stride(from: leafCount - 1, through: 1, by: -1) { update(node) }
    }

    // MARK: - Groups

    /// The positions at which the active fields' groups start, in order.
    func groupStarts() -> [Int] {
        guard var start = firstActive(atOrAfter: 0) else { return [] }
        var starts = [start]
        var path: [Int] = []
        path.reserveCapacity(64)
        while let next = groupStart(after: start, path: &path) {
            starts.append(next)
            start = next
        }
        return starts
    }

    /// The first active field after `start` that leaves the group `start` begins, if any.
    private func groupStart(after start: Int, path: inout [Int]) -> Int? {
        let groupLower = lower[start]
        var groupUpper = upper[start]
        // The nodes right of `start`, left to right: right siblings of its ancestors.
        var node = leafCount + start
        while node > 1 {
            if node & 1 == 0 {
                let sibling = node + 1
                if let found = firstLeaving(
                    in: sibling, lower: groupLower, upper: groupUpper, path: &path)
                {
                    return found
                }
                groupUpper = max(groupUpper, nodes[sibling].reach)
            }
            node >>= 1
        }
        return nil
    }

    /// The first active field under `root` that leaves a group from `groupLower` reaching
    /// `groupUpper` before it.
    private func firstLeaving(
        in root: Int, lower groupLower: Double, upper groupUpper: Double, path: inout [Int]
    ) -> Int? {
        path.removeAll(keepingCapacity: true)
        var node = root
        var reached = groupUpper
        while true {
            if node >= leafCount {
                let position = node - leafCount
                if leavesGroup(position, lower: groupLower, upper: reached) { return position }
            } else if nodes[node].count > 0, reached < nodes[node].reach {
                // A field inside the group so far joins it: nothing under a node the group reaches
                // past leaves.
                let left = 2 * node
                if reached >= nodes[left].reach {
                    node = left + 1
                } else {
                    path.append(node)
                    node = left
                }
                continue
            }
            // Nothing here: resume at the right half of the nearest pending node where a field
            // leaves.
            var resumed = false
            while let parent = path.popLast() {
                if nodes[parent].leaveThreshold >= groupLower {
                    node = 2 * parent + 1
                    reached = nodes[2 * parent].reach
                    resumed = true
                    break
                }
            }
            if !resumed { return nil }
        }
    }

    /// Whether the active field at `position` leaves a group over `lower`...`upper`.
    private func leavesGroup(_ position: Int, lower groupLower: Double, upper groupUpper: Double)
        -> Bool
    {
        guard nodes[leafCount + position].count > 0, fieldReach(position) > groupUpper else {
            return false
        }
        let field = AxisSpan(lower: lower[position], upper: upper[position])
        return !field.overlapsByMoreThanHalf(AxisSpan(lower: groupLower, upper: groupUpper))
    }

    // MARK: - Thresholds

    /// The largest lower edge of a group reaching `groupUpper` that a field under `root` would
    /// leave; −∞ where none would.
    private func leaveThreshold(in root: Int, after groupUpper: Double) -> Double {
        guard nodes[root].count > 0, groupUpper < nodes[root].reach else { return -.infinity }
        var node = root
        var largest = -Double.infinity
        while node < leafCount {
            let left = 2 * node
            if groupUpper >= nodes[left].reach {
                node = left + 1
            } else {
                // The left half reaches further, so the right half's fields see its reach.
                largest = max(largest, nodes[node].leaveThreshold)
                node = left
            }
        }
        return max(largest, leaveThreshold(at: node - leafCount, after: groupUpper))
    }

    /// The largest lower edge of a group reaching `groupUpper` that the field at `position` leaves
    /// (+∞: every one, −∞: none). The test is monotonic in the lower edge, so the threshold is
    /// found by bisection on the test itself and agrees with it to the last bit.
    private func leaveThreshold(at position: Int, after groupUpper: Double) -> Double {
        guard nodes[leafCount + position].count > 0, fieldReach(position) > groupUpper else {
            return -.infinity
        }
        if groupUpper == -.infinity { return .infinity }  // nothing before it: a group's start
        func leaves(from groupLower: Double) -> Bool {
            leavesGroup(position, lower: groupLower, upper: groupUpper)
        }
        var high = min(lower[position], groupUpper)
        if leaves(from: high) { return .infinity }
        var low = -Double.greatestFiniteMagnitude
        if !leaves(from: low) { return -.infinity }
        // It leaves when the group's lower edge is at most upper − 2 × overlap, unless that rounds.
        let overlap = min(upper[position], groupUpper) - lower[position]
        let guess = groupUpper - 2 * overlap
        if guess > low, guess < high {
            if leaves(from: guess) {
                if !leaves(from: guess.nextUp) { return guess }
                low = guess
            } else {
                if leaves(from: guess.nextDown) { return guess.nextDown }
                high = guess.nextDown
            }
        }
        // Bisection over the doubles between, in their order.
        var lowKey = Self.orderKey(low)
        var highKey = Self.orderKey(high)
        while highKey - lowKey > 1 {
            let middle = lowKey + (highKey - lowKey) / 2
            if leaves(from: Self.double(orderKey: middle)) {
                lowKey = middle
            } else {
                highKey = middle
            }
        }
        return Self.double(orderKey: lowKey)
    }

    /// A key that orders doubles as numbers (−0 just before +0), for a bisection over them.
    private static func orderKey(_ value: Double) -> UInt64 {
        let bits = value.bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    private static func double(orderKey key: UInt64) -> Double {
        Double(bitPattern: key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key)
    }

    // MARK: - Active fields

    /// The number of active fields at `positions`.
    func activeCount(in positions: Range<Int>) -> Int {
        activeCount(before: positions.upperBound) - activeCount(before: positions.lowerBound)
    }

    private func activeCount(before position: Int) -> Int {
        guard position < leafCount else { return Int(nodes[1].count) }
        var total = 0
        var node = leafCount + position
        while node > 1 {
            if node & 1 == 1 { total += Int(nodes[node - 1].count) }
            node >>= 1
        }
        return total
    }

    /// The active fields, in order.
    func activeFields() -> [Int32] {
        activeFields(in: 0..<count)
    }

    /// The active fields at `positions`, in order.
    func activeFields(in positions: Range<Int>) -> [Int32] {
        var result: [Int32] = []
        var next =
            positions.lowerBound < leafCount ? firstActive(atOrAfter: positions.lowerBound) : nil
        while let position = next, position < positions.upperBound {
            result.append(fields[position])
            next = position + 1 < leafCount ? firstActive(atOrAfter: position + 1) : nil
        }
        return result
    }

    private func firstActive(atOrAfter position: Int) -> Int? {
        var node = leafCount + position
        if nodes[node].count > 0 { return position }
        while node > 1 {
            if node & 1 == 0, nodes[node + 1].count > 0 {
                node += 1
                while node < leafCount {
                    node = nodes[2 * node].count > 0 ? 2 * node : 2 * node + 1
                }
                return node - leafCount
            }
            node >>= 1
        }
        return nil
    }

    /// Marks `fields` active or not, then brings every node above them up to date once.
    mutating func setActive(_ fields: [Int32], _ isActive: Bool) {
        if fields.count == 1 {
            var node = leafCount + Int(positions[Int(fields[0])])
            nodes[node].count = isActive ? 1 : 0
            nodes[node].reach = isActive ? fieldReach(node - leafCount) : -.infinity
            while node > 1 {
                node >>= 1
                update(node)
            }
            return
        }
        var level = fields.map { leafCount + Int(positions[Int($0)]) }.sorted()
        for node in level {
            nodes[node].count = isActive ? 1 : 0
            nodes[node].reach = isActive ? fieldReach(node - leafCount) : -.infinity
        }
        // Level by level: every leaf is as deep as the others, and parents of sorted nodes are
        // sorted.
        while let first = level.first, first > 1 {
            var parents: [Int] = []
            parents.reserveCapacity(level.count)
            for node in level where parents.last != node >> 1 { parents.append(node >> 1) }
            for parent in parents { update(parent) }
            level = parents
        }
    }

    /// A field's reach: its upper edge, or +∞ for a span of length 0.
    private func fieldReach(_ position: Int) -> Double {
        upper[position] > lower[position] ? upper[position] : .infinity
    }

    private mutating func update(_ node: Int) {
        let left = nodes[2 * node]
        let right = nodes[2 * node + 1]
        nodes[node] = Node(
            count: left.count + right.count, reach: max(left.reach, right.reach),
            leaveThreshold: leaveThreshold(in: 2 * node + 1, after: left.reach))
    }
}
