import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// The plan output (spec §8) of events as they are read: a session replaying them from a
/// scenario's header, and their lines, each ending in a newline, in a buffer the caller drains.
package struct PlanLines {
    private var session: AvoidanceSession
    /// Whether each line reports `surface` (``PlanStep/reportsSurface``).
    private let reportsSurface: Bool
    /// How many events were planned.
    package private(set) var count = 0
    /// The lines made since the buffer was last emptied.
    package var bytes: [UInt8] = []

    /// Lines for the events of a scenario with this header; `reportsSurface`: whether the
    /// scenario has a list or a `revealScroll` anywhere (``ScenarioReader/reportsSurface``),
    /// known once the document was checked to its end.
    package init(header: Scenario, reportsSurface: Bool = false) {
        session = header.makeSession()
        self.reportsSurface = reportsSurface || header.headerReportsSurface
        bytes.reserveCapacity(1 << 16)
    }

    /// Plans an event and appends its line; an event the reader did not keep adds nothing.
    package mutating func append(_ event: ReadEvent) {
        let step: PlanStep
        switch event {
        case .event(let event):
            step = session.step(index: count, event: event, reportingSurface: reportsSurface)
        case .notification(let name, let readings, let measured):
            step = session.step(
                index: count,
                input: .keyboard(KeyboardEvent(name: name, readings: readings), measured: measured),
                label: name.rawValue, reportingSurface: reportsSurface)
        case .checked: return
        }
        step.write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        count += 1
    }
}
