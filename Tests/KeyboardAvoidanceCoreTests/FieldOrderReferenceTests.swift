import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

@Suite("Field order at scale, and against the recursive reference")
struct FieldOrderReferenceTests {
    /// Staircase steps: 20,000 fields.
    static let steps = 10_000

    /// At step k a tall field 1 pt wide (`t<k>`, at x k, y k) and, at its right, a wide field
    /// 1 pt high (`w<k>`, at x k + 1, y k), both 20,000 pt long.
    ///
    /// Worked out by the rules: every tall field overlaps the next by all but 1 pt of its
    /// height, so the fields make one row. Across, `t0` (0–1) does not overlap `w0` (1–20,001)
    /// at all: it is a column of its own, and every other field joins `w0`'s column (`t1`,
    /// 1–2, lies inside it; `w1`, 2–20,002, overlaps it by 19,999 pt). That column read as a form:
    /// `w0` (0–1 down) does not overlap `t1` (1–20,001), so `w0` is a row of its own, above the
    /// rest, which the same reasoning splits at `t1`, then `w1`... One field is split off at
    /// each level, 20,000 levels deep, in the order t0, w0, t1, w1, and so on. Right to left the
    /// layout is mirrored (steps down to the left, the tall field at the right of the wide one)
    /// and reads the same. The fields are listed shuffled.
    @Test(
        "a 20,000-field staircase, split one field per level, reads step by step",
        arguments: [ReadingDirection.leftToRight, .rightToLeft])
    func staircase(direction: ReadingDirection) {
        let length = CGFloat(2 * Self.steps)
        var fields: [FocusableField<String>] = []
        for step in 0..<Self.steps {
            let k = CGFloat(step)
            var tall = CGRect(k, k, 1, length)
            var wide = CGRect(k + 1, k, length, 1)
            if direction == .rightToLeft {
                tall.origin.x = -tall.maxX
                wide.origin.x = -wide.maxX
            }
            fields.append(FocusableField(id: "t\(step)", frame: tall))
            fields.append(FocusableField(id: "w\(step)", frame: wide))
        }
        var random = SplitMix64(seed: 0x5354_4149_5253)
        fields.shuffle(using: &random)
        let expected = (0..<Self.steps).flatMap { ["t\($0)", "w\($0)"] }
        let order = FieldOrder(fields, direction: direction)
        #expect(order.ids.count == expected.count)
        #expect(order.ids == expected)
        #expect(order.next(after: "w4999") == "t5000")
        #expect(order.previous(before: "t5000") == "w4999")
        #expect(order.returnKeyRole(for: "t9999") == .next("w9999"))
        #expect(order.returnKeyRole(for: "w9999") == .done)
    }

    /// A spiral: each thin field takes one side off the box left (top, left, bottom, right, …),
    /// so rows and columns alternate and each level splits one field off — a hostile attack's
    /// layout, which took 27 s and 5 GB at 16,000 fields and overflowed a 512 KB stack at 5,000.
    /// Worked out by the rules at each level: the top field overlaps nothing below it (a row of
    /// its own, first); of the rest, the left field overlaps no other horizontally (a column of
    /// its own, first); then the bottom field is a row after the rest; then the right field a
    /// column after the rest. So the order is 0, 1, then the inner spiral, then 2, 3: the fields
    /// whose index ends in 0 or 1 (mod 4) outside-in, then those in 2 or 3 inside-out.
    @Test("a 20,000-field spiral reads outside-in, then inside-out, on a 512 KB stack")
    func spiral() async {
        let count = 20_000
        var box = (minX: 0.0, minY: 0.0, maxX: Double(4 * count + 10), maxY: Double(4 * count + 10))
        let fields = (0..<count).map { index -> FocusableField<Int> in
            let frame: CGRect
            switch index % 4 {
            case 0:
                frame = CGRect(box.minX, box.minY, box.maxX - box.minX, 1)
                box.minY += 2
            case 1:
                frame = CGRect(box.minX, box.minY, 1, box.maxY - box.minY)
                box.minX += 2
            case 2:
                frame = CGRect(box.minX, box.maxY - 1, box.maxX - box.minX, 1)
                box.maxY -= 2
            default:
                frame = CGRect(box.maxX - 1, box.minY, 1, box.maxY - box.minY)
                box.maxX -= 2
            }
            return FocusableField(id: index, frame: frame)
        }
        let outsideIn = (0..<count).filter { $0 % 4 < 2 }
        let insideOut = (0..<count).filter { $0 % 4 >= 2 }.reversed()
        let expected = outsideIn + insideOut
        // The iOS main thread has 1 MB; a secondary thread 512 KB.
        let ids: [Int] = await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: FieldOrder(fields).ids) }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(ids == expected)
        // A small one agrees with the recursive reference too.
        let small = Array(fields.prefix(400))
        #expect(FieldOrder(small).ids == ReferenceFieldOrder.ids(small, direction: .leftToRight))
    }

    /// The base seed; each layout's seed is derived from it and printed when it fails.
    static let baseSeed: UInt64 = 0x5245_4645_5245_4E43

    @Test("random layouts of every shape read exactly as the recursive reference reads them")
    func matchesReference() {
        var failures = 0
        for index in 0..<4000 {
            let seed = Self.baseSeed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            var random = SplitMix64(seed: seed)
            let shape = LayoutShape.allCases[index % LayoutShape.allCases.count]
            let fields = shape.fields(using: &random)
            // The group at the edge of half is worked out left to right, where it is at the edge.
            let direction: ReadingDirection =
                shape != .edgeOfHalf && Bool.random(using: &random) ? .rightToLeft : .leftToRight
            let expected = ReferenceFieldOrder.ids(fields, direction: direction)
            let order = FieldOrder(fields, direction: direction, wraps: index.isMultiple(of: 2))
            var problems: [String] = []
            if order.ids != expected {
                problems.append("order \(order.ids), reference \(expected)")
            }
            for (position, id) in expected.enumerated() {
                let following = position + 1 < expected.count ? expected[position + 1] : nil
                let preceding = position > 0 ? expected[position - 1] : nil
                let wrapsRound = order.wraps && expected.count > 1
                let next = following ?? (wrapsRound ? expected.first : nil)
                let previous = preceding ?? (wrapsRound ? expected.last : nil)
                if order.next(after: id) != next || order.previous(before: id) != previous
                    || order.returnKeyRole(for: id) != (following.map { .next($0) } ?? .done)
                    || !order.contains(id)
                {
                    problems.append("next, previous or return key of \(id)")
                    break
                }
            }
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed) (\(shape), \(direction)): \(problems)")
                if failures >= 3 { break }
            }
        }
    }
}

/// The layouts the reference is compared on. Ids are indexes, one in ten the same as an earlier
/// field's; about one field in fifteen cannot take focus, and as many are too thin to measure.
enum LayoutShape: CaseIterable {
    /// A form: fields on a 4-pt grid, of an iPhone's sizes.
    case form
    /// Small whole numbers: many equal edges, equal frames and overlaps of exactly half.
    case tight
    /// Rows of columns of rows, down to six levels, the parts overlapping a little or not at
    /// all: layouts that the rules split many levels deep.
    case nested
    /// Staircases in any of the four directions, of random steps and lengths, with a few other
    /// fields: split one field per level.
    case staircase
    /// Any doubles: from subnormal sizes to the coordinate limit, edges that round together, a
    /// width too small to change the edge it is added to (a span of length 0), overlaps within
    /// a rounding error of half.
    case floats
    /// A group in a row or a column, and a field after it that overlaps it by half give or take
    /// the rounding: the group's first field starts at the last double at which the field is left
    /// out, or at the next, beyond which it joins.
    case edgeOfHalf

    func fields(using random: inout SplitMix64) -> [FocusableField<Int>] {
        let frames: [CGRect]
        switch self {
        case .form: frames = Self.form(using: &random)
        case .tight: frames = Self.tight(using: &random)
        case .nested:
            var nested: [CGRect] = []
            let vertical = Bool.random(using: &random)
            Self.nest(
                in: CGRect(0, 0, 390, 800), depth: 6, vertical: vertical, into: &nested,
                using: &random)
            frames = nested
        case .staircase: frames = Self.staircase(using: &random)
        case .floats: frames = Self.floats(using: &random)
        case .edgeOfHalf: frames = Self.groupAtTheEdgeOfHalf(using: &random)
        }
        // The group at the edge of half is taken as made: ids and frames as they are.
        if self == .edgeOfHalf {
            return frames.enumerated().map { FocusableField(id: $0, frame: $1) }
        }
        return frames.enumerated().map { index, frame in
            let id =
                index > 0 && Int.random(in: 0..<10, using: &random) == 0
                ? Int.random(in: 0..<index, using: &random) : index
            var field = FocusableField(id: id, frame: frame)
            switch Int.random(in: 0..<30, using: &random) {
            case 0: field.isHidden = true
            case 1: field.frame.size.height = 0
            // So thin that, away from 0, the edges round to one number: a span of length 0.
            case 2: field.frame.size.width = max(1, abs(frame.minX)) * 1e-17
            case 3: field.frame.size.height = max(1, abs(frame.minY)) * 1e-17
            default: break
            }
            return field
        }
    }

    private static func form(using random: inout SplitMix64) -> [CGRect] {
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
            CGRect(
                CGFloat(Int.random(in: 0...80, using: &random) * 4),
                CGFloat(Int.random(in: 0...200, using: &random) * 4),
                CGFloat(Int.random(in: 1...400, using: &random)),
                CGFloat(Int.random(in: 1...200, using: &random)))
        }
    }

    private static func tight(using random: inout SplitMix64) -> [CGRect] {
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
            CGRect(
                CGFloat(Int.random(in: 0...10, using: &random)),
                CGFloat(Int.random(in: 0...10, using: &random)),
                CGFloat(Int.random(in: 1...6, using: &random)),
                CGFloat(Int.random(in: 1...6, using: &random)))
        }
    }

    private static func nest(
        in rect: CGRect, depth: Int, vertical: Bool, into frames: inout [CGRect],
        using random: inout SplitMix64
    ) {
        if depth == 0 || frames.count > 150 || Int.random(in: 0..<5, using: &random) == 0 {
            // A field filling its cell, give or take a few points: neighbours may overlap.
            let jitter = { (random: inout SplitMix64) in
                CGFloat(Int.random(in: -3...6, using: &random))
            }
            let x = rect.minX + jitter(&random)
            let y = rect.minY + jitter(&random)
            let width = max(1, rect.width - jitter(&random) - jitter(&random))
            let height = max(1, rect.height - jitter(&random) - jitter(&random))
            frames.append(CGRect(x, y, width, height))
            return
        }
        let parts = Int.random(in: 2...4, using: &random)
        let weights = (0..<parts).map { _ in CGFloat(Int.random(in: 1...4, using: &random)) }
        let total = weights.reduce(0, +)
        var start: CGFloat = 0
        for weight in weights {
            let share = weight / total
            let part =
                vertical
                ? CGRect(
                    rect.minX, rect.minY + start * rect.height, rect.width, share * rect.height)
                : CGRect(
                    rect.minX + start * rect.width, rect.minY, share * rect.width, rect.height)
            start += share
            nest(in: part, depth: depth - 1, vertical: !vertical, into: &frames, using: &random)
        }
    }

    private static func staircase(using random: inout SplitMix64) -> [CGRect] {
        let steps = Int.random(in: 1...30, using: &random)
        let step = CGFloat(Int.random(in: 1...3, using: &random))
        let thickness = CGFloat(Int.random(in: 1...3, using: &random))
        let length = CGFloat(Int.random(in: 1...80, using: &random))
        let flipX = Bool.random(using: &random)
        let flipY = Bool.random(using: &random)
        var frames: [CGRect] = []
        for index in 0..<steps {
            let k = CGFloat(index) * step
            let grows = CGFloat(Int.random(in: 0...2, using: &random)) * CGFloat(index)
            frames.append(CGRect(k, k, thickness, length + grows))
            frames.append(CGRect(k + thickness, k, length + grows, thickness))
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            frames.append(
                CGRect(
                    CGFloat(Int.random(in: 0...60, using: &random)),
                    CGFloat(Int.random(in: 0...60, using: &random)),
                    CGFloat(Int.random(in: 1...40, using: &random)),
                    CGFloat(Int.random(in: 1...40, using: &random))))
        }
        return frames.map { frame in
            var flipped = frame
            if flipX { flipped.origin.x = -frame.maxX }
            if flipY { flipped.origin.y = -frame.maxY }
            return flipped
        }
    }

    private static func floats(using random: inout SplitMix64) -> [CGRect] {
        let units: [Double] = [
            .leastNormalMagnitude / 64, 1e-300, 1e-14, 1e-12, 1e-3, 1, 37.7, 1e5, 1.1e6,
        ]
        func unit(_ random: inout SplitMix64) -> Double {
            units[Int.random(in: 0..<units.count, using: &random)]
        }
        let origins: [Double] = [0, 1, 300, 1e6, -3.3e6, 9_999_999.9]
        let originX = origins[Int.random(in: 0..<origins.count, using: &random)]
        let originY = origins[Int.random(in: 0..<origins.count, using: &random)]
        let step = unit(&random)
        var frames: [CGRect] = []
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            // Places on one scale, sizes on any: some too small for the place they are added to.
            let x = originX + Double.random(in: 0..<8, using: &random) * step
            let width = Double.random(in: 0.001...8, using: &random) * unit(&random)
            var y = originY + Double.random(in: 0..<8, using: &random) * step
            let height = Double.random(in: 0.001...8, using: &random) * unit(&random)
            // Now and then a field that starts at the middle of another, give or take an ulp.
            if let other = frames.last, Int.random(in: 0..<3, using: &random) == 0 {
                let middle = other.minY + other.height / 2
                y = [middle.nextDown, middle, middle.nextUp][Int.random(in: 0...2, using: &random)]
            }
            frames.append(CGRect(x: x, y: y, width: width, height: height))
        }
        return frames
    }

    private static func groupAtTheEdgeOfHalf(using random: inout SplitMix64) -> [CGRect] {
        // Along the axis, as (start, length) with the end start + length, as a frame has it: the
        // group's field `wide` reaches `reach`, furthest; `late` starts inside the group and
        // reaches past it at least as far as it overlaps it, so whether it leaves the group
        // depends on where the group starts. On any scale; where `late` starts at the middle of
        // the group's reach, the last start it leaves is a hair from 0, rounding decides.
        let unit = [1e-3, 1, 1e3, 1e4][Int.random(in: 0...3, using: &random)]
        let wideStart = Double.random(in: -200...200, using: &random) * unit
        let halfway = wideStart > 0 && Bool.random(using: &random)
        let wideLength =
            halfway
            ? wideStart * Double.random(in: 1...3, using: &random)
            : Double.random(in: 0.001...50, using: &random) * unit
        let reach = wideStart + wideLength
        // Halfway, or a little before: then the last start is a little below 0, where the
        // doubles are far denser than around `reach`.
        let beforeHalfway = reach * [0, 1e-15, 1e-13][Int.random(in: 0...2, using: &random)]
        let lateStart = halfway ? reach / 2 - beforeHalfway : reach - wideLength / 1.5
        let overlap = reach - lateStart
        let lateLength =
            2 * overlap
            + [0, overlap * 1e-9, overlap][Int.random(in: 0...2, using: &random)]
        func leaves(_ start: Double) -> Bool {
            let lateEnd = lateStart + lateLength
            let overlap = min(lateEnd, reach) - max(lateStart, start)
            return !(overlap > min(lateEnd - lateStart, reach - start) / 2)
        }
        // The last start of the group that `late` leaves, by the reference's test, or the next;
        // where `late` overlaps it by more than half its own length (its end rounded down), it
        // joins wherever the group starts.
        let lowest = -CoordinateLimit.magnitude
        var start = min(lateStart, wideStart)
        if lowest < start, leaves(lowest), !leaves(start) {
            start = lastDouble(from: lowest, to: start, where: leaves)
            if Bool.random(using: &random) { start = start.nextUp }
        }
        // The group: its first field, fields inside it, `wide`, then `late`.
        let firstEnd = wideStart + 0.8 * wideLength
        var spans = [(start: start, length: firstEnd - start)]
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let a = Double.random(in: 0.01..<0.5, using: &random)
            let b = Double.random(in: 0.5..<0.99, using: &random)
            spans.append((start + (firstEnd - start) * a, (firstEnd - start) * (b - a)))
        }
        spans += [(wideStart, wideLength), (lateStart, lateLength)]
        let across = Bool.random(using: &random)
        var frames = spans.map { span in
            across
                ? CGRect(x: span.start, y: 0, width: span.length, height: 44)
                : CGRect(x: 0, y: span.start, width: 100, height: span.length)
        }
        // So that the order tells whether `late` joined the group. Across, the fields make one
        // row, `late` 10 pt higher: in the group's column it reads first, in one of its own
        // last. Down, they make one column, with beside the group's first field a field that
        // reads before the others in a row with `late`, after them in a row without it.
        if across {
            frames[frames.count - 1].origin.y = -10
        } else {
            let beside = CGRect(
                x: 200, y: start + (firstEnd - start) * 0.02, width: 100,
                height: (firstEnd - start) * 0.5)
            frames.insert(beside, at: 1)
        }
        return frames
    }

    /// The largest double from `low` to `high` at which `test` holds, by bisection over the
    /// doubles in their order; `test` holds at `low`, not at `high`, and changes once between.
    private static func lastDouble(
        from low: Double, to high: Double, where test: (Double) -> Bool
    ) -> Double {
        func key(_ value: Double) -> UInt64 {
            let bits = value.bitPattern
            return bits >> 63 == 1 ? ~bits : bits | 1 << 63
        }
        func value(_ key: UInt64) -> Double {
            Double(bitPattern: key >> 63 == 1 ? key & ~(1 << 63) : ~key)
        }
        var (lowKey, highKey) = (key(low), key(high))
        while highKey - lowKey > 1 {
            let middle = lowKey + (highKey - lowKey) / 2
            if test(value(middle)) { lowKey = middle } else { highKey = middle }
        }
        return value(lowKey)
    }
}
