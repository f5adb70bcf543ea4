import Dispatch
import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `keyboard-avoidance bench --field-order LAYOUT --fields N`: the cost of a `FieldOrder` on a
/// generated layout, as figures. `Scripts/bench` runs each layout and size in a process of its
/// own, so that the peak resident memory printed is that layout's.
enum FieldOrderFigures {
    static let layouts = ["staircase", "spiral", "random", "nested"]

    /// Two lines, each written as soon as it is measured: the time to order the fields and the
    /// peak resident memory so far, then the time to ask about each of them.
    static func measure(layout: String, count: Int, io: ToolIO) throws(ToolError) {
        let fields =
            switch layout {
            case "staircase": staircase(count)
            case "spiral": spiral(count)
            case "nested": nested(count)
            default: randomForm(count)
            }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = processorSeconds()
        let order = FieldOrder(fields)
        let cpu = processorSeconds() - cpuStart
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        try io.output.write(
            String(
                format:
                    "FieldOrder, %@, %d fields: ordered in %.3f s (%.3f s of processor time), peak resident memory %@\n",
                layout, fields.count, seconds, cpu, peakResidentMemory()))
        try io.output.flush()
        // What the UIKit navigator asks of every field on each update.
        let askStart = DispatchTime.now().uptimeNanoseconds
        var sink = 0
        for id in order.ids {
            sink &+= order.next(after: id) ?? 0
            sink &+= order.previous(before: id) ?? 0
            if case .next(let following) = order.returnKeyRole(for: id) { sink &+= following }
        }
        blackHole(sink)
        let asked = Double(DispatchTime.now().uptimeNanoseconds - askStart)
        try io.output.write(
            String(
                format: "  next, previous and return key of every field: %.3f s, %.0f ns each\n",
                asked / 1e9, asked / Double(max(1, 3 * order.ids.count))))
    }

    /// Steps down to the right: at step k a tall field 1 pt wide with, at its right, a wide field
    /// 1 pt high, both reaching far past the last step. Read one field per level of the grouping
    /// (every column and row splits off one field): the layout that made the old recursive
    /// ordering quadratic and overflow the stack.
    static func staircase(_ count: Int) -> [FocusableField<Int>] {
        let steps = (count + 1) / 2
        let length = CGFloat(2 * steps)
        return (0..<count).map { id in
            let step = CGFloat(id / 2)
            let frame =
                id.isMultiple(of: 2)
                ? CGRect(x: step, y: step, width: 1, height: length)
                : CGRect(x: step + 1, y: step, width: length, height: 1)
            return FocusableField(id: id, frame: frame)
        }
    }

    /// A long form with fields of random widths and heights at random places, seeded: rows of
    /// fields overlapping by more or less than half, on an iPhone's width.
    /// A spiral of thin fields, each taking one side off the box that is left: rows and columns
    /// alternate, and every level of the reading order splits off one field.
    static func spiral(_ count: Int) -> [FocusableField<Int>] {
        var box = (minX: 0.0, minY: 0.0, maxX: Double(4 * count + 10), maxY: Double(4 * count + 10))
        return (0..<count).map { index in
            let frame: CGRect
            switch index % 4 {
            case 0:
                frame = CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: 1)
                box.minY += 2
            case 1:
                frame = CGRect(x: box.minX, y: box.minY, width: 1, height: box.maxY - box.minY)
                box.minX += 2
            case 2:
                frame = CGRect(x: box.minX, y: box.maxY - 1, width: box.maxX - box.minX, height: 1)
                box.maxY -= 2
            default:
                frame = CGRect(x: box.maxX - 1, y: box.minY, width: 1, height: box.maxY - box.minY)
                box.maxX -= 2
            }
            return FocusableField(id: index, frame: frame)
        }
    }

    static func randomForm(_ count: Int) -> [FocusableField<Int>] {
        var random = SplitMix64(seed: 0x4649_454C_4453)
        let height = Double(count) * 30
        return (0..<count).map { id in
            let x = Double.random(in: 0..<350, using: &random).rounded()
            let y = Double.random(in: 0..<height, using: &random).rounded()
            let width = Double.random(in: 20...(390 - x), using: &random).rounded()
            let tall = Double.random(in: 30...60, using: &random).rounded()
            return FocusableField(id: id, frame: CGRect(x: x, y: y, width: width, height: tall))
        }
    }

    /// The processor time the process has used so far, which other processes on the machine
    /// change less than the wall clock.
    private static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Rows of columns of rows..., seeded: each part of the page split into two to four parts
    /// across the other way, down to one field a part, a field filling its part give or take a
    /// point or two (so neighbours overlap a little now and then): split many levels deep, into
    /// parts of every size.
    static func nested(_ count: Int) -> [FocusableField<Int>] {
        var random = SplitMix64(seed: 0x4E45_5354_4544)
        var fields: [FocusableField<Int>] = []
        fields.reserveCapacity(count)
        let page = CGRect(x: 0, y: 0, width: 390, height: 44 * Double(max(count, 1)))
        var parts = [(rect: page, fields: count, down: true)]
        while let part = parts.popLast() {
            if part.fields == 1 {
                let jitter = { (random: inout SplitMix64) in
                    Double.random(in: -1...2, using: &random)
                }
                let frame = part.rect.insetBy(dx: jitter(&random), dy: jitter(&random))
                fields.append(FocusableField(id: fields.count, frame: frame))
                continue
            }
            let pieces = min(part.fields, Int.random(in: 2...4, using: &random))
            var start = part.down ? part.rect.minY : part.rect.minX
            let length = part.down ? part.rect.height : part.rect.width
            for piece in 0..<pieces {
                let share =
                    part.fields * (piece + 1) / pieces - part.fields * piece / pieces
                let extent = length * Double(share) / Double(part.fields)
                let rect =
                    part.down
                    ? CGRect(x: part.rect.minX, y: start, width: part.rect.width, height: extent)
                    : CGRect(x: start, y: part.rect.minY, width: extent, height: part.rect.height)
                parts.append((rect, share, !part.down))
                start += extent
            }
        }
        return fields
    }

    /// The process's peak resident memory so far.
    private static func peakResidentMemory() -> String {
        var usage = rusage()
        #if os(Linux)
            let status = getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            let status = getrusage(RUSAGE_SELF, &usage)
        #endif
        guard status == 0 else { return "not measured" }
        #if os(Linux)
            let bytes = Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
            let bytes = Double(usage.ru_maxrss)  // bytes on Darwin
        #endif
        return String(format: "%.0f MB", bytes / 1e6)
    }
}
