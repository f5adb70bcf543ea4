import Dispatch
import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport

#if canImport(UIKit)
    import UIKit
#endif

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `keyboard-avoidance bench`: speed and memory of the engine, as figures (never as tests).
enum BenchCommand {
    static let command = CommandLineTool.Command(spec: spec) { parsed, io throws(ToolError) in
        try run(parsed, io: io)
    }

    static let spec = CommandSpec(
        name: "bench", summary: "measure the engine's speed and allocations",
        options: [
            .init(
                names: ["--fixtures"], value: .path, placeholder: "DIR",
                help:
                    "where the fixtures are: its regular files named *.json (anything else of that "
                    + "name, a FIFO or a device, is refused)",
                defaultText: "Tests/Fixtures"),
            .init(
                names: ["--events"], value: .integer(1...100_000_000), placeholder: "N",
                help: "the generated scenario's size", defaultText: "1000000"),
            .init(
                names: ["--write"], value: .path, placeholder: "FILE",
                help: "also write the generated scenario, to time `keyboard-avoidance plan FILE`"),
            .init(
                names: ["--field-order"], value: .choice(FieldOrderFigures.layouts),
                placeholder: "LAYOUT",
                help: "measure only FieldOrder, on a generated layout of --fields fields"),
            .init(
                names: ["--fields"], value: .integer(1...10_000_000), placeholder: "N",
                help: "the generated layout's size, with --field-order", defaultText: "10000"),
            .init(
                names: ["--callgrind-loop"], value: .integer(0...100_000_000), placeholder: "N",
                help: "run only N passes of one loop, to count instructions (Scripts/callgrind)"),
            .init(
                names: ["--loop"], value: .choice(CallgrindLoop.allCases.map(\.rawValue)),
                placeholder: "LOOP", help: "the loop --callgrind-loop runs", defaultText: "whole"),
            .init(
                names: ["--strategy"], value: .choice(AvoidanceStrategy.allCases.map(\.rawValue)),
                placeholder: "STRATEGY", help: "the strategy of --callgrind-loop's avoider",
                defaultText: "shift"),
        ],
        description: """
            Measures, on the real notification sequences of the fixtures:
              - the whole path, a userInfo dictionary as UIKit delivers it (NSValue frames, NSNumber
                values) → KeyboardEvent → KeyboardAvoider → action, in nanoseconds per event, and its
                two halves;
              - heap allocations per event in steady state (counted when Scripts/bench preloads its
                allocation counter; otherwise reported as not measured);
              - the plan command's throughput on a generated scenario of N events: reading, checking,
                planning and formatting, in events per second. The scenario is made as it is read
                (and written, with --write), in the memory of a few megabytes whatever N; the
                ordinary way it is compared with holds every event, so it is timed on at most the
                first \(largestOrdinaryScenario) events, as its row says.
            With --field-order, only FieldOrder on a generated layout: the time to order its fields,
            the time to ask next, previous and the return key of every field, and the process's peak
            resident memory (run one layout per process for that figure to be the layout's own).
            Build with -c release: debug figures mean little. Scripts/bench runs all of it.

            With --callgrind-loop N it runs nothing but N passes of one loop (--loop): the whole
            path over a show, a change, a Did… and a hide as UIKit delivers them (whole, or
            whole-cgrect with CGRect frames), the decision alone (decision), a drag's samples
            (drag), or what a component hands its session for each notification with its snapshot
            (component) and for each drag sample with its offset (component-drag).
            Scripts/callgrind counts its instructions at two N.
            """,
        examples: [
            "swift run -c release keyboard-avoidance bench",
            "swift run -c release keyboard-avoidance bench --field-order staircase --fields 100000",
            "valgrind --tool=callgrind keyboard-avoidance bench --callgrind-loop 1000 --loop decision",
        ])

    static func run(_ parsed: ParsedCommand, io: ToolIO) throws(ToolError) {
        if let layout = parsed.text("--field-order") {
            let count = parsed.integer("--fields", default: 10_000)
            try FieldOrderFigures.measure(layout: layout, count: count, io: io)
            return
        }
        if let passes = parsed.integer("--callgrind-loop") {
            try runCallgrindLoop(
                parsed.text("--loop").flatMap { CallgrindLoop(rawValue: $0) } ?? .whole,
                passes: passes,
                strategy: parsed.text("--strategy").flatMap { AvoidanceStrategy(rawValue: $0) }
                    ?? .shift,
                io: io)
            return
        }
        let directory = parsed.text("--fixtures") ?? "Tests/Fixtures"
        let eventCount = parsed.integer("--events", default: 1_000_000)
        let writePath = parsed.argument("--write")
        if let writePath {
            try ToolFiles.checkOutput(writePath, option: "--write")
        }
        let sequences = try loadSequences(directory, io: io, notWriting: writePath)
        // The scenario is made and written before anything is measured: an output that cannot be
        // written (a full device) stops the run now, not after the figures.
        let generated = try generatedScenario(sequences, events: eventCount)
        if let writePath { try ToolFiles.writeOutput(generated.content, to: writePath) }
        #if DEBUG
            try io.output.write(
                "warning: a debug build; run `swift run -c release keyboard-avoidance bench` for real figures\n\n"
            )
        #endif
        let notifications = sequences.reduce(0) { $0 + $1.events.count }
        try io.output.write(
            "\(sequences.count) fixtures, \(notifications) keyboard notifications, replayed in a loop\n\n"
        )
        try io.output.write(pad("measure", 60) + "value\n")
        let whole = measurePath(sequences, source: .cgRect, handle: true)
        let reading = measurePath(sequences, source: .cgRect, handle: false)
        let deciding = measurePath(sequences, source: .parsed, handle: true)
        let nsValue = measurePath(sequences, source: .nsValue, handle: true)
        try io.output.write(
            pad("whole path: userInfo → event → avoider → action", 60) + whole.description + "\n")
        try io.output.write(
            pad("  reading the notification (userInfo → event)", 60) + reading.description + "\n")
        try io.output.write(
            pad("  deciding (event → avoider → action)", 60) + deciding.description + "\n")
        try io.output.write(
            pad("heap allocations per event, steady state", 60) + whole.allocationsDescription
                + "\n")
        try io.output.write(pad("whole path, frames as NSValue", 60) + nsValue.description + "\n")
        try io.output.write(
            pad("heap allocations per event, frames as NSValue", 60)
                + nsValue.allocationsDescription + "\n")
        let drag = measureDrag()
        try io.output.write(
            pad("a drag: one track sample → session → action, per sample", 60) + drag.description
                + "\n")
        try io.output.write(
            pad("heap allocations per track sample, steady state", 60) + drag.allocationsDescription
                + "\n")
        try io.output.flush()
        let throughput = measurePlan(generated)
        try io.output.write(
            pad("plan: \(throughput.events) events (\(throughput.megabytes) MB), streamed", 60)
                + throughput.read + "\n")
        try io.output.write(
            pad("  the same, reading the whole scenario first", 60) + throughput.plan + "\n")
        try io.output.write(pad("  the two give the same output", 60) + throughput.total + "\n")
        try io.output.write("\n" + MotionFigures.predictionErrorTable())
    }

    /// The cost of following a drag: an iPhone keyboard (336 pt) dragged down and back, a sample
    /// per display frame, each handed to a session that plans it and applies it at once.
    static func measureDrag() -> PathFigures {
        var session = dragSession(strategy: .shift)
        let samples = dragSamples
        var sink = 0
        func pass() -> Int {
            for sample in samples {
                if let action = session.handle(.track(sample)) {
                    sink &+= action.animation.curve.rawValue
                }
            }
            return samples.count
        }
        for _ in 0..<1000 { _ = pass() }
        let allocationsBefore = AllocationCounter.count
        let start = DispatchTime.now().uptimeNanoseconds
        var events = 0
        while events < 2_000_000 { events += pass() }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let allocations = AllocationCounter.count.map { $0 - (allocationsBefore ?? 0) }
        blackHole(sink)
        return PathFigures(events: events, seconds: seconds, allocations: allocations)
    }

    /// A session on an iPhone 14 (390 × 844) with a field near the bottom, measured, before a
    /// drag.
    static func dragSession(strategy: AvoidanceStrategy) -> AvoidanceSession {
        var session = AvoidanceSession(
            strategy: strategy, configuration: AvoiderConfiguration(margin: 8))
        let field = CGRect(x: 20, y: 700, width: 350, height: 44)
        _ = session.handle(
            .measure(KeyboardScenario.Device.iPhone14.portraitSnapshot(target: field)))
        return session
    }

    /// The keyboard (336 pt) dragged down 300 pt and back, a sample per display frame.
    static let dragSamples = (0..<120).map { step in
        let down = CGFloat(step < 60 ? step : 120 - step) * 5
        return CGRect(x: 0, y: 508 + down, width: 390, height: 336)
    }

    /// One fixture's keyboard notifications, as UIKit would deliver them.
    struct Sequence {
        var avoider: KeyboardAvoider
        var events: [(name: String, userInfo: [AnyHashable: Any])]
        var eventsWithCGRects: [(name: String, userInfo: [AnyHashable: Any])]
        var parsed: [KeyboardEvent]
        var scenario: Scenario
    }

    /// The fixtures' sequences; `notWriting`, the file `--write` names, must not be one of them.
    static func loadSequences(_ directory: String, io: ToolIO, notWriting output: Argument? = nil)
        throws(ToolError) -> [Sequence]
    {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
                $0.hasSuffix(".json")
            }.sorted()
        } catch {
            throw .badInput(
                "\(ToolText.echo(directory)): cannot list the fixtures (run from the package root, or pass --fixtures)"
            )
        }
        var sequences: [Sequence] = []
        for file in files {
            // Found by listing the folder: a FIFO named *.json there would never end.
            let input = try InputFile(Argument(directory + "/" + file), io: io, regularOnly: true)
            if let output {
                try ToolFiles.checkOutput(
                    output, option: "--write", input: input.regularFileIdentity)
            }
            let data = try input.readWhole(limit: RenderCommand.largestFile, command: "bench")
            let scenario: Scenario
            do {
                scenario = try Scenario(jsonData: data)
            } catch {
                try input.checkUnchanged()
                throw .badInput("\(input.displayName): \(error.description)")
            }
            try input.checkUnchanged()
            var events: [(String, [AnyHashable: Any])] = []
            var eventsWithCGRects: [(String, [AnyHashable: Any])] = []
            var parsed: [KeyboardEvent] = []
            for case .notification(let name, let written, _) in scenario.events {
                let userInfo = written?.members
                events.append((name.rawValue, uiKitUserInfo(userInfo ?? [:], rectsAsNSValue: true)))
                eventsWithCGRects.append(
                    (name.rawValue, uiKitUserInfo(userInfo ?? [:], rectsAsNSValue: false)))
                parsed.append(KeyboardEvent(name: name, userInfo: userInfo))
            }
            sequences.append(
                Sequence(
                    avoider: scenario.makeAvoider(), events: events,
                    eventsWithCGRects: eventsWithCGRects,
                    parsed: parsed, scenario: scenario))
        }
        guard !sequences.isEmpty else {
            throw .badInput("\(ToolText.echo(directory)): no fixtures found")
        }
        // Every measure replays notifications until it has handled millions: without one, it
        // would replay nothing forever.
        guard sequences.contains(where: { !$0.events.isEmpty }) else {
            throw .badInput(
                "\(ToolText.echo(directory)): no keyboard notification in its \(files.count) "
                    + "fixtures, nothing to measure")
        }
        return sequences
    }

    /// A userInfo as UIKit delivers it: numbers and booleans as NSNumber, frames as NSValue (or as
    /// CGRect, as Swift code that builds a userInfo passes them).
    static func uiKitUserInfo(_ json: [String: JSONValue], rectsAsNSValue: Bool) -> [AnyHashable:
        Any]
    {
        var userInfo: [AnyHashable: Any] = [:]
        for (key, value) in json {
            switch value {
            case .array, .string:
                let event = KeyboardEvent(
                    name: .willShow, userInfo: [KeyboardUserInfoKey.frameEnd.rawValue: value])
                if let rect = event.endFrame {
                    userInfo[key] = rectsAsNSValue ? nsValue(rect) : rect
                } else if case .string(let text) = value {
                    userInfo[key] = NSNumber(value: Double(text) ?? 0)
                }
            case .number(let number):
                userInfo[key] =
                    Int(exactly: number).map { NSNumber(value: $0) } ?? NSNumber(value: number)
            case .bool(let flag): userInfo[key] = NSNumber(value: flag)
            default: userInfo[key] = NSNull()
            }
        }
        return userInfo
    }

    struct PathFigures {
        var events: Int
        var seconds: Double
        var allocations: UInt?

        var description: String { String(format: "%.0f ns/event", seconds * 1e9 / Double(events)) }
        var allocationsDescription: String {
            guard let allocations else { return "not measured (run Scripts/bench)" }
            return String(
                format: "%.3f (%d in %d events)", Double(allocations) / Double(events), allocations,
                events)
        }
    }

    enum Source {
        /// Frames as CGRect, numbers as NSNumber.
        case cgRect
        /// Frames as NSValue, numbers as NSNumber.
        case nsValue
        /// Events already read.
        case parsed
    }

    /// Replays the sequences until at least two million events have been handled, after a warm-up.
    static func measurePath(_ sequences: [Sequence], source: Source, handle: Bool) -> PathFigures {
        var sink = 0
        func pass() -> Int {
            var count = 0
            for sequence in sequences {
                var avoider = sequence.avoider
                for index in sequence.parsed.indices {
                    let event: KeyboardEvent
                    switch source {
                    case .parsed:
                        event = sequence.parsed[index]
                    case .cgRect, .nsValue:
                        let (name, userInfo) =
                            source == .cgRect
                            ? sequence.eventsWithCGRects[index] : sequence.events[index]
                        guard let readEvent = KeyboardEvent(name: name, userInfo: userInfo) else {
                            continue
                        }
                        event = readEvent
                    }
                    if handle {
                        if let action = avoider.handle(.keyboard(event)) {
                            sink &+= Int(action.animation.curve.rawValue)
                        }
                    } else {
                        sink &+= event.isIgnored ? 1 : 0
                    }
                    count += 1
                }
            }
            return count
        }
        // Warm-up: caches, lazy state, first-use allocations; bounded by events, not passes, so
        // that large fixtures cost no more than small ones.
        var warmed = 0
        while warmed < 100_000 { warmed += max(1, pass()) }
        let allocationsBefore = AllocationCounter.count
        let start = DispatchTime.now().uptimeNanoseconds
        var events = 0
        while events < 2_000_000 { events += pass() }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let allocations = AllocationCounter.count.map { $0 - (allocationsBefore ?? 0) }
        blackHole(sink)  // keeps the work observable
        return PathFigures(events: events, seconds: seconds, allocations: allocations)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
