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
        let box = HostileBox(count: chunks)
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
        let outcome = box.merged()
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

/// Per-slice outcomes written from concurrent threads, each to its own slot.
private final class HostileBox: @unchecked Sendable {
    private var outcomes: [HostileEngine.Outcome]
    private let lock = NSLock()

    init(count: Int) {
        outcomes = Array(repeating: HostileEngine.Outcome(), count: count)
    }

    func store(_ outcome: HostileEngine.Outcome, at index: Int) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }

    func merged() -> HostileEngine.Outcome {
        lock.lock()
        defer { lock.unlock() }
        return outcomes.reduce(into: HostileEngine.Outcome()) { $0.merge($1) }
    }
}
