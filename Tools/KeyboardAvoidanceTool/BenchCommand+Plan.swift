import Dispatch
import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

extension BenchCommand {
    struct PlanFigures {
        var events: Int
        var megabytes: String
        var read: String
        var plan: String
        var total: String
    }

    /// A scenario of `events` events from the fixtures' sequences, as a file's bytes, and its
    /// number of events.
    static func generatedScenario(_ sequences: [Sequence], events target: Int) -> (
        data: [UInt8], count: Int
    ) {
        let base = sequences[0].scenario
        var lines: [String] = []
        var count = 0
        outer: while true {
            for sequence in sequences {
                // A release would leave every later event ignored: the figure would measure little.
                for event in sequence.scenario.events where event != .release {
                    lines.append(event.json.jsonText)
                    count += 1
                    if count >= target { break outer }
                }
            }
        }
        var header = base
        header.events = []
        var text = header.formattedJSON
        let marker = "\"events\": []"
        text = text.replacingOccurrences(
            of: marker, with: "\"events\": [\n    " + lines.joined(separator: ",\n    ") + "\n  ]")
        return (Array(text.utf8), count)
    }

    /// Reads, plans and formats a generated scenario as `keyboard-avoidance plan` does (output
    /// discarded).
    static func measurePlan(_ data: [UInt8], count: Int) -> PlanFigures {
        // The plan command's own path: the streaming planner over the file's bytes.
        let start = DispatchTime.now().uptimeNanoseconds
        let output: [UInt8]
        do {
            output = try FilePlan.output(of: data)
        } catch {
            return PlanFigures(
                events: 0, megabytes: "0", read: "failed: \(error)", plan: "-", total: "-")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // The ordinary way, for comparison: read the whole scenario, then plan it.
        let ordinaryStart = DispatchTime.now().uptimeNanoseconds
        var ordinaryBytes = 0
        if let scenario = try? Scenario(jsonData: data) {
            var line: [UInt8] = []
            scenario.forEachStep { step in
                line.removeAll(keepingCapacity: true)
                step.write(to: &line)
                ordinaryBytes &+= line.count + 1
            }
        }
        let ordinarySeconds = Double(DispatchTime.now().uptimeNanoseconds - ordinaryStart) / 1e9
        let n = Double(count)
        return PlanFigures(
            events: count, megabytes: String(format: "%.0f", Double(data.count) / 1e6),
            read: String(
                format: "%.2f s, %.2f M events/s (%.0f MB of output)", seconds, n / seconds / 1e6,
                Double(output.count) / 1e6),
            plan: String(
                format: "%.2f s, %.2f M events/s", ordinarySeconds, n / ordinarySeconds / 1e6),
            total: ordinaryBytes == output.count ? "yes" : "NO")
    }
}
