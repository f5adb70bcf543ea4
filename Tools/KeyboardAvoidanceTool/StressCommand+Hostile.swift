import Dispatch
import Foundation
import KeyboardAvoidanceTestSupport

extension StressCommand {
    /// `stress --hostile R`: R rounds of ``HostileEngine`` on `jobs` threads, each slice from its
    /// own seed; prints what ran and the actions that were not finite.
    static func runHostile(rounds: Int, baseSeed: UInt64, jobs: Int, io: ToolIO) throws(ToolError) {
        try io.output.write("rounds          inputs      actions  not finite  seconds\n")
        try io.output.flush()
        let output = io.output
        let start = DispatchTime.now()
        let chunks = max(1, min(jobs, rounds))
        let box = ResultSlots(count: chunks, empty: HostileEngine.Outcome())
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var outcome = HostileEngine.Outcome()
            let range = (rounds * chunk / chunks)..<(rounds * (chunk + 1) / chunks)
            var done = range.lowerBound
            while done < range.upperBound, !output.readerIsGone {
                let batch = min(sequencesBetweenChecks, range.upperBound - done)
                outcome.merge(
                    HostileEngine.run(seed: seed(base: baseSeed, index: done), rounds: batch))
                done += batch
            }
            box.store(outcome, at: chunk)
        }
        try output.checkReader()
        let outcome = box.values.reduce(into: HostileEngine.Outcome()) { $0.merge($1) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        try io.output.write(
            String(
                format: "%-9d %12d %12d %11d %8.1f\n", outcome.rounds, outcome.inputs,
                outcome.actions, outcome.nonFiniteCount, seconds))
        for example in outcome.nonFiniteActions { try io.output.write("  \(example)\n") }
        if outcome.nonFiniteCount > 0 {
            throw .failedCheck("stress --hostile: \(outcome.nonFiniteCount) actions not finite")
        }
    }
}
