import Foundation
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

/// `plan` on standard input or another stream: read once, as it comes, and stopped at its first
/// syntax error.
///
/// What cannot be printed yet waits in temporary files (``PlanSpool``), made before anything is
/// read: the events, each checked before it is kept, and — when the header comes before them
/// (the usual order) — the plan, made as they are read. Once the stream is known to be valid,
/// the plan kept is printed; when there is none (the header came after the events), header
/// fields after the events changed it, or an event had a list or a `revealScroll` that the plan
/// made as the events came did not report `surface` for, the events kept are planned. After an
/// invalid event nothing more is kept: the rest is only read for an error that the reader reports
/// before it.
final class StreamPlan {
    private let input: InputFile
    private let io: ToolIO
    private let plan: PlanSpool
    private let events: PlanSpool
    /// The header the events are planned with as they are read, and the planning.
    private var planned: (header: Scenario, pipeline: PlanPipeline)?
    /// Whether the events are kept, and how many were.
    private var keepsEvents = false
    private var keptEvents = 0

    private init(_ input: InputFile, io: ToolIO) throws(ToolError) {
        self.input = input
        self.io = io
        plan = try PlanSpool(keeping: "the plan", of: input.displayName)
        events = try PlanSpool(keeping: "the events", of: input.displayName)
    }

    deinit {
        planned?.pipeline.cancel()
    }

    /// Prints the plan of a stream.
    static func plan(_ input: InputFile, io: ToolIO) throws(ToolError) {
        try StreamPlan(input, io: io).run()
    }

    private func run() throws(ToolError) {
        let source = input.source()
        var reader = ScenarioReader(window: source.window(), detail: .plan)
        do {
            while true {
                switch try reader.next() {
                case .eventsBegin: try begin(&reader)
                case .event: try keep(reader.event, written: reader.lastEventBytes)
                case .eventsEnd: try planned?.pipeline.finish()
                case .end:
                    guard let header = reader.header else { continue }
                    try finish(
                        header, headerFollowsEvents: reader.headerFollowsEvents,
                        reportsSurface: reader.reportsSurface)
                    return
                }
            }
        } catch let error as ToolError {
            throw error
        } catch {
            throw source.failure ?? .badInput("\(input.displayName): \(error)")
        }
    }

    /// The events begin: planned as they come when the header is complete, kept in any case
    /// unless the header is already known to be invalid.
    private func begin(_ reader: inout ScenarioReader) throws(ToolError) {
        switch reader.headerSoFar {
        case .complete(let header):
            let plan = plan
            // Until an event says otherwise: a surface is reported from a header's list alone.
            let pipeline = PlanPipeline(header: header, reportsSurface: false) {
                bytes throws(ToolError) in
                try plan.append(bytes)
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
    }

    private func keep(_ event: ReadEvent, written: UnsafeRawBufferPointer) throws(ToolError) {
        try planned?.pipeline.add(event)
        guard keepsEvents else { return }
        if keptEvents > 0 { try events.append(Self.text(",\n")) }
        try events.append(written)
        keptEvents += 1
    }

    /// The stream was valid: prints the plan kept, or plans the events kept.
    private func finish(_ header: Scenario, headerFollowsEvents: Bool, reportsSurface: Bool)
        throws(ToolError)
    {
        // Header fields after the events leave the plan made before them standing when they
        // change nothing it depends on (a name, notes, a default written out); a plan made
        // without `surface` stands only for a scenario whose lines have none.
        if let planned,
            !headerFollowsEvents || header.makeSession() == planned.header.makeSession(),
            reportsSurface == planned.header.headerReportsSurface
        {
            try plan.copy(to: io.output)
            return
        }
        guard keepsEvents else {
            // A header found invalid where the events began never becomes valid.
            throw .badInput("\(input.displayName): the header is not valid")
        }
        try events.append(Self.text("]}"))
        try events.flush()
        let source = ChunkSource(.file(events.file), name: input.displayName)
        try FilePlan.planEvents(
            of: source, header: header, reportsSurface: reportsSurface, name: input.displayName,
            into: io.output.sink)
    }

    private static func text(_ text: StaticString) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }
}
