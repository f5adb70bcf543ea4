import Dispatch
import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport

/// `keyboard-avoidance stress`: long seeded random event sequences, checked after every event.
enum StressCommand {
    static let command = CommandLineTool.Command(spec: spec) { parsed, io throws(ToolError) in
        try run(parsed, io: io)
    }

    static let spec = CommandSpec(
        name: "stress", summary: "run seeded random event sequences and check every event",
        options: [
            .init(
                names: ["--sequences"], value: .integer(1...1_000_000_000), placeholder: "N",
                help: "sequences per strategy", defaultText: "10000"),
            .init(
                names: ["--strategy"],
                value: .choice(AvoidanceStrategy.allCases.map(\.rawValue) + ["all"]),
                placeholder: "S", help: "the strategy", defaultText: "all"),
            .init(
                names: ["--seed"], value: .seed, placeholder: "S",
                help: "the base seed; sequence i uses seed + i × 0x9E3779B9", defaultText: "1"),
            .init(
                names: ["--blocks"], value: .integer(1...10_000), placeholder: "B",
                help: "groups of events per sequence", defaultText: "12"),
            .init(
                names: ["--jobs"], value: .integer(1...256), placeholder: "J",
                help: "threads", defaultText: "the number of processors"),
            .init(
                names: ["--replay"], value: .seed, placeholder: "SEED",
                help: "print one sequence as a scenario instead (needs --strategy)"),
            .init(
                names: ["--hostile"], value: .integer(1...1_000_000_000), placeholder: "R",
                help: "instead, R rounds of hostile numbers through the engine's public entries"),
            .init(
                names: ["--userinfo"], value: .integer(1...1_000_000), placeholder: "R",
                help: "instead, copy and record real and hostile userInfos R times each"),
        ],
        description: """
            Runs N seeded random event sequences for each strategy — realistic iOS notification orders,
            shuffled, with events dropped and repeated, retargets, layout changes, user scrolls,
            component snapshots and releases mixed in, and the garbage iOS also sends — and checks after
            every event: every number finite, an action only for a plan that changed, an ignored event
            changing nothing, the session's invariants; after a release and after the final hide, the
            rest state exactly; for `scroll`, by a model of its own, that the offset stays the user's
            during a drag and for a tracking snapshot, that an event changing nothing that can hide
            the target scrolls nowhere (spec v2.1), and that one that can, with a keyboard asking
            for it, reveals the target with the least scrolling (v2.2). Half the `scroll` sequences
            are a chat's list (spec v2.2 §5, "Lists"): inverted or not, an extra inset, a covered
            extra inset, an input accessory, an indicator inset, UIKit's own keyboard inset and the
            list's options, with snapshots that change them — the composer growing a line, the
            typing indicator, editing that begins, messages that arrive and go, the user's scroll
            away from the newest end and back — checked by a model of the documents' own: the
            list's inset at its newest end, stick, scrolled away (keeping the offset or the
            distance), hands off, same pass, and a release back to the app's own inset. Prints
            sequences run, events, violations and the seed of the first failing sequence, for each
            strategy and, on a row of their own, for the lists. Then it replays every change of the
            keyboard the core's catalogue posts (show, hide, QuickType bar, drag, undocking,
            docking, another app's keyboard, on every device, keyboard mode and presentation) with
            two targets under both floating policies, and checks that each acts once at most (spec
            §6); prints the transitions, events, violations and the first failing transition. Exits
            with status 1 when there is a violation.

            With --hostile R it calls the engine's public entries instead — initialisers, setters,
            sessions, planners and queries — with NaN, infinities, ±1e308, subnormals and negative
            sizes among ordinary numbers, and counts the actions that are not finite (a trap ends
            the run with the signal). Exits with status 1 when one is not finite.

            With --userinfo R it copies userInfos as the UIKit layer hands them across threads and
            records them as a recorder does, R times each — UIKit's own, a scenario's, and the
            attacks of issue 27 (an NSArray that holds itself four times, a million numbers, under
            1 and 16 keys) — and prints the values each copy took, the milliseconds per
            notification and the peak memory. Exits with status 1 when a real userInfo is not
            copied whole, a copy reads otherwise than the original, or a copy takes more values
            than one notification's budget.
            """,
        examples: [
            "keyboard-avoidance stress --sequences 1000",
            "swift run -c release keyboard-avoidance stress --sequences 1000000",
            "keyboard-avoidance stress --replay 2654435770 --strategy scroll > failing.json",
            "swift run -c release keyboard-avoidance stress --hostile 100000",
            "swift run -c release keyboard-avoidance stress --userinfo 10",
        ])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        try parsed.refuse(
            ["--replay", "--sequences", "--strategy", "--blocks", "--seed", "--jobs", "--hostile"],
            besides: "--userinfo", because: "it copies userInfos, alone")
        try parsed.refuse(
            ["--replay", "--sequences", "--strategy", "--blocks"], besides: "--hostile",
            because: "it runs hostile numbers, with --seed and --jobs only")
        try parsed.refuse(
            ["--sequences", "--seed", "--jobs"], besides: "--replay",
            because: "it prints one scenario, with --strategy and --blocks only")
        let strategy = parsed.text("--strategy") ?? "all"
        let strategies = AvoidanceStrategy.allCases.filter {
            strategy == "all" || $0.rawValue == strategy
        }
        let sequences = parsed.integer("--sequences", default: 10_000)
        let baseSeed = parsed.seed("--seed") ?? 1
        let blocks = parsed.integer("--blocks", default: 12)
        let jobs = parsed.integer(
            "--jobs", default: ProcessInfo.processInfo.activeProcessorCount)
        if let rounds = parsed.integer("--userinfo") {
            try runUserInfo(rounds: rounds, io: io)
            return
        }
        if let rounds = parsed.integer("--hostile") {
            try runHostile(rounds: rounds, baseSeed: baseSeed, jobs: jobs, io: io)
            return
        }
        if let replay = parsed.seed("--replay") {
            guard strategy != "all", let strategy = strategies.first else {
                throw .usage("--replay needs --strategy (shift, safeArea, guide or scroll)")
            }
            try io.output.write(
                RandomScenario.make(seed: replay, strategy: strategy, blocks: blocks).formattedJSON)
            return
        }
        // The heading goes out at once: an output that cannot be written stops the run before
        // any work, and a reader that leaves (`| head -1`) stops it within a few sequences.
        try io.output.write(
            "strategy    sequences       events  violations  seconds  first failing seed\n")
        try io.output.flush()
        let output = io.output
        var failures = 0
        var transitionFailures = 0
        for strategy in strategies {
            let start = DispatchTime.now()
            let result = runSequences(
                strategy: strategy, count: sequences, baseSeed: baseSeed, blocks: blocks,
                jobs: jobs, stop: { output.readerIsGone })
            try output.checkReader()
            let seconds =
                Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            let failure = result.firstFailure.map { "\($0.seed) (\($0.violation))" } ?? "-"
            try io.output.write(
                pad(strategy.rawValue, 8) + pad(String(result.sequences), 13, right: true)
                    + pad(String(result.events), 13, right: true)
                    + pad(String(result.violations), 12, right: true)
                    + pad(String(format: "%.1f", seconds), 9, right: true) + "  " + failure + "\n")
            // The sequences that played a list, among the strategy's (spec v2.2 §5, "Lists").
            if strategy == .scroll {
                let lists = result.lists
                try io.output.write(
                    pad("  lists", 8) + pad(String(lists.sequences), 13, right: true)
                        + pad(String(lists.events), 13, right: true)
                        + pad(String(lists.violations), 12, right: true) + pad("-", 9, right: true)
                        + "  "
                        + (lists.firstFailure.map { "\($0.seed) (\($0.violation))" } ?? "-")
                        + "\n")
            }
            try io.output.flush()
            failures += result.violations
        }
        // Every change of the keyboard the catalogue posts, under both floating policies: one
        // action at most (spec §6).
        try io.output.write(
            "\ncatalogue transitions       events  violations  seconds  first failing transition\n")
        try io.output.flush()
        for strategy in strategies {
            let start = DispatchTime.now()
            let result = CatalogueTransition.violations(
                strategy: strategy, stop: { output.readerIsGone })
            try output.checkReader()
            let seconds =
                Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            try io.output.write(
                pad(strategy.rawValue, 8) + pad(String(result.transitions), 13, right: true)
                    + pad(String(result.events), 13, right: true)
                    + pad(String(result.violations.count), 12, right: true)
                    + pad(String(format: "%.1f", seconds), 9, right: true) + "  "
                    + (result.violations.first ?? "-") + "\n")
            try io.output.flush()
            transitionFailures += result.violations.count
        }
        if failures + transitionFailures > 0 {
            throw .failedCheck(
                "stress: \(failures + transitionFailures) violations"
                    + (failures > 0 ? " (replay a failing seed with --replay)" : "")
                    + (transitionFailures > 0
                        ? " (\(transitionFailures) catalogue transitions)" : ""))
        }
    }

    /// How many sequences a thread runs between two questions whether to stop: a few
    /// milliseconds of work.
    static let sequencesBetweenChecks = 64

    /// Sequence `index`'s seed.
    static func seed(base: UInt64, index: Int) -> UInt64 {
        base &+ UInt64(index) &* 0x9E37_79B9
    }

    struct Result: Sendable {
        /// The sequences of one kind: all of a strategy's, or those that played a list.
        struct Count: Sendable {
            var sequences = 0
            var events = 0
            var violations = 0
            var firstFailure: (index: Int, seed: UInt64, violation: String)?

            /// Counts one sequence of `events` events and its violations.
            mutating func add(index: Int, seed: UInt64, events: Int, violations: [String]) {
                sequences += 1
                self.events += events
                if let first = violations.first {
                    self.violations += violations.count
                    if firstFailure == nil { firstFailure = (index, seed, first) }
                }
            }

            mutating func merge(_ other: Count) {
                sequences += other.sequences
                events += other.events
                violations += other.violations
                if let failure = other.firstFailure, failure.index < (firstFailure?.index ?? .max) {
                    firstFailure = failure
                }
            }
        }

        var all = Count()
        /// The `scroll` sequences whose container is a chat's list.
        var lists = Count()

        var sequences: Int { all.sequences }
        var events: Int { all.events }
        var violations: Int { all.violations }
        var firstFailure: (index: Int, seed: UInt64, violation: String)? { all.firstFailure }

        mutating func merge(_ other: Result) {
            all.merge(other.all)
            lists.merge(other.lists)
        }
    }

    /// Runs the sequences on `jobs` threads; each asks `stop` every
    /// ``sequencesBetweenChecks`` sequences and, when it answers yes, leaves the rest.
    static func runSequences(
        strategy: AvoidanceStrategy, count: Int, baseSeed: UInt64, blocks: Int, jobs: Int,
        stop: @Sendable () -> Bool = { false }
    )
        -> Result
    {
        // One slice of the sequences per job: at most `jobs` threads run at once.
        let chunks = min(jobs, count)
        let results = ResultSlots(count: chunks, empty: Result())
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var result = Result()
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            for index in range {
                if (index - range.lowerBound) % sequencesBetweenChecks == 0, stop() { break }
                let seed = seed(base: baseSeed, index: index)
                let scenario = RandomScenario.make(seed: seed, strategy: strategy, blocks: blocks)
                let violations = scenario.violations()
                result.all.add(
                    index: index, seed: seed, events: scenario.events.count,
                    violations: violations)
                if scenario.list != nil {
                    result.lists.add(
                        index: index, seed: seed, events: scenario.events.count,
                        violations: violations)
                }
            }
            results.store(result, at: chunk)
        }
        return results.values.reduce(into: Result()) { $0.merge($1) }
    }

    /// The text padded with spaces to `width` characters, on the left when `right`.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
