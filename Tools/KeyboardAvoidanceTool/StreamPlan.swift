import Foundation
import KeyboardAvoidanceScenario

/// `plan` on standard input or another stream: read once, as it comes, and stopped at its first
/// syntax error.
///
/// What cannot be printed yet waits in ``PlanSpool``s: the events themselves, each checked before
/// it is kept, and — when the header comes before them (the usual order) — the plan, made as the
/// events are read. Once the stream is known to be valid, the plan kept is printed; when there is
/// none (the header came after the events), or header fields after the events changed it, the
/// events kept are planned. After an invalid event nothing more is kept: the rest is only read
/// for an error the reader reports before it.
enum StreamPlan {
    static func plan(_ input: InputFile, io: ToolIO) throws(ToolError) {
        let spool = try PlanSpool(keeping: "the plan")
        let events = try PlanSpool(keeping: "the events")
        let source = input.source()
        var reader = ScenarioReader(window: source.window(), detail: .plan)
        var planned: (header: Scenario, pipeline: PlanPipeline)?
        var keptEvents = 0
        var keepsEvents = false
        defer { planned?.pipeline.cancel() }
        do {
            while true {
                switch try reader.next() {
                case .eventsBegin:
                    switch reader.headerSoFar {
                    case .complete(let header):
                        let pipeline = PlanPipeline(header: header) { bytes throws(ToolError) in
                            try spool.append(bytes)
                        }
                        planned = (header, pipeline)
                        keepsEvents = true
                    case .incomplete:
                        keepsEvents = true
                        reader.detail = .check
                    case .invalid:
                        reader.detail = .check
                    }
                    if keepsEvents { try events.append(Self.text("{\"events\": [")) }
                case .event:
                    try planned?.pipeline.add(reader.event)
                    if keepsEvents {
                        if keptEvents > 0 { try events.append(Self.text(",\n")) }
                        try events.append(reader.lastEventBytes)
                        keptEvents += 1
                    }
                case .eventsEnd:
                    try planned?.pipeline.finish()
                case .end:
                    guard let header = reader.header else { continue }
                    try finish(
                        header, planned: planned?.header, keptEvents: keepsEvents ? events : nil,
                        headerFollowsEvents: reader.headerFollowsEvents, spool: spool, input: input,
                        io: io)
                    return
                }
            }
        } catch let error as ToolError {
            throw error
        } catch {
            throw source.failure ?? .badInput("\(input.displayName): \(error)")
        }
    }

    /// The stream was valid: prints the plan kept, or plans the events kept.
    private static func finish(
        _ header: Scenario, planned: Scenario?, keptEvents: PlanSpool?, headerFollowsEvents: Bool,
        spool: PlanSpool, input: InputFile, io: ToolIO
    ) throws(ToolError) {
        // Header fields after the events leave the plan made before them standing when they
        // change nothing it depends on (a name, notes, a default written out).
        if let planned, !headerFollowsEvents || header.makeSession() == planned.makeSession() {
            try spool.copy(to: io.output)
            return
        }
        guard let keptEvents else {
            // A header found invalid where the events began never becomes valid.
            throw .badInput("\(input.displayName): the header is not valid")
        }
        try keptEvents.append(Self.text("]}"))
        try keptEvents.flush()
        let source = ChunkSource(.file(keptEvents.file), name: input.displayName)
        try FilePlan.planEvents(
            of: source, header: header, name: input.displayName, into: io.output)
    }

    private static func text(_ text: StaticString) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }
}
