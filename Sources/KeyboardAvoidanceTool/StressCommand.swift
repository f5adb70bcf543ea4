import Dispatch
import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport

/// `keyboard-avoidance stress`: long seeded random event sequences, checked after every event.
enum StressCommand {
    static let usage = """
        keyboard-avoidance stress [--sequences N] [--strategy S] [--seed S] [--blocks B] [--jobs J]
        keyboard-avoidance stress --replay SEED --strategy S

        Runs N seeded random event sequences for each strategy — realistic iOS notification orders,
        shuffled, with events dropped and repeated, retargets, layout changes, user scrolls,
        component snapshots and releases mixed in, and the garbage iOS also sends — and checks after
        every event: every number finite, an action only for a plan that changed, an ignored event
        changing nothing, the session's invariants; after a release and after the final hide, the
        rest state exactly. Prints sequences run, events, violations and the seed of the first
        failing sequence; exits with status 1 when there is one.

        --replay prints the scenario of one sequence, to plan it, render it or keep it as a fixture.

        Options:
          --sequences N   sequences per strategy (default 10000)
          --strategy S    shift, safeArea, guide, scroll or all (default all)
          --seed S        the base seed (default 1); sequence i uses seed + i × 0x9E3779B9
          --blocks B      groups of events per sequence (default 12)
          --jobs J        threads (default: the number of processors)

        Examples:
          keyboard-avoidance stress --sequences 1000
          swift run -c release keyboard-avoidance stress --sequences 1000000
          keyboard-avoidance stress --replay 2654435770 --strategy scroll > failing.json
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        let strategies: [AvoidanceStrategy]
        let sequences: Int
        let baseSeed: UInt64
        let blocks: Int
        let jobs: Int
        let replay: UInt64?
        do throws(InputError) {
            let options = try Options(
                arguments,
                valued: ["--sequences", "--strategy", "--seed", "--blocks", "--jobs", "--replay"])
            if let extra = options.positionals.first {
                throw InputError(message: "unexpected argument '\(extra)'")
            }
            let names = AvoidanceStrategy.allCases.map(\.rawValue)
            let strategy = try options.choice("--strategy", from: names + ["all"], default: "all")
            strategies = AvoidanceStrategy.allCases.filter {
                strategy == "all" || $0.rawValue == strategy
            }
            sequences = try options.integer("--sequences", default: 10_000, in: 1...1_000_000_000)
            baseSeed = try seed(options.string("--seed") ?? "1", option: "--seed")
            blocks = try options.integer("--blocks", default: 12, in: 1...10_000)
            jobs = try options.integer(
                "--jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...256)
            if let text = options.string("--replay") {
                replay = try seed(text, option: "--replay")
            } else {
                replay = nil
            }
            if replay != nil, strategy == "all" {
                throw InputError(
                    message: "--replay needs --strategy (shift, safeArea, guide or scroll)")
            }
        } catch {
            CommandLineTool.printError("\(CommandLineTool.name) stress: \(error.message)")
            return 2
        }
        if let replay, let strategy = strategies.first {
            print(
                RandomScenario.make(seed: replay, strategy: strategy, blocks: blocks).formattedJSON,
                terminator: "")
            return 0
        }
        print("strategy    sequences       events  violations  seconds  first failing seed")
        var failed = false
        for strategy in strategies {
            let start = DispatchTime.now()
            let result = runSequences(
                strategy: strategy, count: sequences, baseSeed: baseSeed, blocks: blocks, jobs: jobs
            )
            let seconds =
                Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            let failure = result.firstFailure.map { "\($0.seed) (\($0.violation))" } ?? "-"
            print(
                pad(strategy.rawValue, 8) + pad(String(result.sequences), 13, right: true)
                    + pad(String(result.events), 13, right: true)
                    + pad(String(result.violations), 12, right: true)
                    + pad(String(format: "%.1f", seconds), 9, right: true) + "  " + failure)
            failed = failed || result.violations > 0
        }
        return failed ? 1 : 0
    }

    /// Sequence `index`'s seed.
    static func seed(base: UInt64, index: Int) -> UInt64 {
        base &+ UInt64(index) &* 0x9E37_79B9
    }

    struct Result: Sendable {
        var sequences = 0
        var events = 0
        var violations = 0
        var firstFailure: (index: Int, seed: UInt64, violation: String)?

        mutating func merge(_ other: Result) {
            sequences += other.sequences
            events += other.events
            violations += other.violations
            if let failure = other.firstFailure, failure.index < (firstFailure?.index ?? .max) {
                firstFailure = failure
            }
        }
    }

    static func runSequences(
        strategy: AvoidanceStrategy, count: Int, baseSeed: UInt64, blocks: Int, jobs: Int
    )
        -> Result
    {
        // One slice of the sequences per job: at most `jobs` threads run at once.
        let chunks = min(jobs, count)
        let results = ResultBox(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var result = Result()
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            for index in range {
                let seed = seed(base: baseSeed, index: index)
                let scenario = RandomScenario.make(seed: seed, strategy: strategy, blocks: blocks)
                let violations = scenario.violations()
                result.sequences += 1
                result.events += scenario.events.count
                if let first = violations.first {
                    result.violations += violations.count
                    if result.firstFailure == nil { result.firstFailure = (index, seed, first) }
                }
            }
            results.store(result, at: chunk)
        }
        return results.merged()
    }

    private static func seed(_ text: String, option: String) throws(InputError) -> UInt64 {
        guard let value = UInt64(text) else {
            throw InputError(message: "\(option): expected a non-negative integer, got '\(text)'")
        }
        return value
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}

/// Per-chunk results written from concurrent threads, each to its own slot.
private final class ResultBox: @unchecked Sendable {
    private var results: [StressCommand.Result]
    private let lock = NSLock()

    init(count: Int) {
        results = Array(repeating: StressCommand.Result(), count: count)
    }

    func store(_ result: StressCommand.Result, at index: Int) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func merged() -> StressCommand.Result {
        results.reduce(into: StressCommand.Result()) { $0.merge($1) }
    }
}
