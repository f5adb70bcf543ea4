import Dispatch
import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BenchCommand {
    struct PlanFigures {
        var events: Int
        var megabytes: String
        var read: String
        var plan: String
        var total: String
    }

    /// The most events the ordinary way (the whole scenario read by `Scenario(jsonData:)`, then
    /// planned) is timed on: it holds them all, and Foundation's parse of them too, about seven
    /// kilobytes each at its peak. Beyond, it is timed on the scenario's first this many, and its
    /// output compared with the streamed plan's first as many lines.
    static let largestOrdinaryScenario = 100_000

    /// The fixtures a generated scenario cycles through: those of the spec's own fields. A
    /// fixture of the project's fields (a list, a safe-area scroll view) has events only its
    /// strategy takes, and a plan that reports more.
    static func specOnly(_ sequences: [Sequence]) -> [Sequence] {
        sequences.filter { !$0.scenario.reportsSurface && $0.scenario.reveal == nil }
    }

    /// A scenario of `events` events from the fixtures' sequences (``specOnly(_:)``), made on
    /// demand.
    static func generatedScenario(_ sequences: [Sequence], events target: Int) throws(ToolError)
        -> GeneratedScenario
    {
        let plain = specOnly(sequences).map(\.scenario)
        guard let first = plain.first,
            let scenario = GeneratedScenario(header: first, cycling: plain, count: target)
        else { throw .badInput("the fixtures have no event to make a scenario of") }
        return scenario
    }

    /// Reads, plans and formats a generated scenario as `keyboard-avoidance plan` does (output
    /// counted, not kept), in the memory of a few chunks whatever its size; then the ordinary
    /// way, on at most `ordinaryLimit` events.
    static func measurePlan(
        _ scenario: GeneratedScenario, ordinaryLimit: Int = largestOrdinaryScenario
    ) -> PlanFigures {
        let compared = scenario.prefix(ordinaryLimit)
        // The plan command's own path: the streaming planner over the scenario's bytes.
        let counter = PlanCounter(linesToMeasure: compared.count)
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            try FilePlan.plan(
                InputFile(generated: scenario, name: "<generated>"), into: counter.add)
        } catch {
            return PlanFigures(
                events: 0, megabytes: "0", read: "failed: \(error)", plan: "-", total: "-")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // The ordinary way, for comparison: read the whole scenario, then plan it.
        let data = compared.bytes
        let ordinaryStart = DispatchTime.now().uptimeNanoseconds
        var ordinaryBytes = 0
        if let whole = try? Scenario(jsonData: data) {
            var line: [UInt8] = []
            whole.forEachStep { step in
                line.removeAll(keepingCapacity: true)
                step.write(to: &line)
                ordinaryBytes &+= line.count + 1
            }
        }
        let ordinarySeconds = Double(DispatchTime.now().uptimeNanoseconds - ordinaryStart) / 1e9
        let n = Double(scenario.count)
        let ordinaryEvents = Double(compared.count)
        let part =
            compared.count < scenario.count ? " (its first \(compared.count) events)" : ""
        return PlanFigures(
            events: scenario.count, megabytes: String(format: "%.0f", Double(scenario.size) / 1e6),
            read: String(
                format: "%.2f s, %.2f M events/s (%.0f MB of output)", seconds, n / seconds / 1e6,
                Double(counter.bytes) / 1e6),
            plan: String(
                format: "%.2f s, %.2f M events/s", ordinarySeconds,
                ordinaryEvents / ordinarySeconds / 1e6) + part,
            total: ordinaryBytes == counter.measuredBytes ? "yes" + part : "NO" + part)
    }
}

/// Counts a plan's bytes as the planning thread hands them over, and the bytes of its first
/// lines: what the ordinary way's output, on the scenario's first events, is compared with.
private final class PlanCounter: @unchecked Sendable {
    // @unchecked: written by the planning thread only, read once it finished.
    /// The plan's bytes so far.
    private(set) var bytes = 0
    /// The bytes of the first `linesToMeasure` lines (all of them, if the plan has fewer).
    private(set) var measuredBytes = 0
    private var linesLeft: Int

    /// A counter that measures the bytes of the plan's first `linesToMeasure` lines.
    init(linesToMeasure: Int) {
        linesLeft = linesToMeasure
    }

    /// Counts a chunk of the plan (the planning thread's sink).
    func add(_ chunk: UnsafeRawBufferPointer) {
        bytes += chunk.count
        guard linesLeft > 0, let base = chunk.baseAddress else { return }
        var offset = 0
        while linesLeft > 0, offset < chunk.count {
            guard let newline = memchr(base + offset, 0x0A, chunk.count - offset) else {
                offset = chunk.count
                break
            }
            offset = base.distance(to: UnsafeRawPointer(newline)) + 1
            linesLeft -= 1
        }
        measuredBytes += offset
    }
}
