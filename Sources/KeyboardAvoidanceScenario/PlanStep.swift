import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One line of the plan output (spec §8): what the engine made of one event of a scenario.
public struct PlanStep: Sendable, Hashable {
    /// The event's position in the scenario, from 0.
    public var index: Int
    /// The notification name, `"retarget"`, `"layout"`, `"scrolled"`, `"measure"` or `"release"`.
    public var event: String
    /// Whether the event was ignored (spec §2).
    public var ignored: Bool
    /// How the keyboard in effect after the event covers the container.
    public var keyboard: KeyboardCoverage
    /// The action the event produced, or `nil` when nothing changes.
    public var action: AvoidanceAction?
    /// Whether the target is visible after the event; `nil` for `safeArea`, `guide` and
    /// without a target.
    public var targetVisible: Bool?

    /// Creates a step.
    public init(
        index: Int, event: String, ignored: Bool, keyboard: KeyboardCoverage,
        action: AvoidanceAction?,
        targetVisible: Bool?
    ) {
        self.index = index
        self.event = event
        self.ignored = ignored
        self.keyboard = keyboard
        self.action = action
        self.targetVisible = targetVisible
    }

    /// The step as one line of JSON, keys in the spec's order, without the newline.
    public var jsonLine: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``jsonLine``'s UTF-8 bytes, without the newline, allocating nothing but the room
    /// the bytes need: how the tool writes a million lines.
    public func write(to bytes: inout [UInt8]) {
        func raw(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        func number(_ value: CGFloat) { JSONNumber.append(Double(value), to: &bytes) }
        raw("{\"index\": ")
        JSONNumber.append(Int64(index), to: &bytes)
        raw(", \"event\": ")
        JSONString.append(event, to: &bytes)
        raw(ignored ? ", \"ignored\": true" : ", \"ignored\": false")
        switch keyboard.state {
        case .hidden: raw(", \"keyboard\": {\"state\": \"hidden\", \"frame\": ")
        case .docked: raw(", \"keyboard\": {\"state\": \"docked\", \"frame\": ")
        case .floating: raw(", \"keyboard\": {\"state\": \"floating\", \"frame\": ")
        }
        if let frame = keyboard.frame {
            raw("[")
            number(frame.origin.x)
            raw(", ")
            number(frame.origin.y)
            raw(", ")
            number(frame.size.width)
            raw(", ")
            number(frame.size.height)
            raw("]")
        } else {
            raw("null")
        }
        raw(", \"overlap\": ")
        number(keyboard.overlap)
        raw("}, \"action\": ")
        if let action {
            switch action.plan {
            case .shift(let translation):
                raw("{\"translationY\": ")
                number(translation)
            case .safeArea(let bottom):
                raw("{\"additionalSafeAreaBottom\": ")
                number(bottom)
            case .guide(let height):
                raw("{\"guideHeight\": ")
                number(height)
            case .scroll(let inset, let offset):
                raw("{\"contentInsetBottom\": ")
                number(inset)
                raw(", \"contentOffset\": [")
                number(offset.x)
                raw(", ")
                number(offset.y)
                raw("]")
            }
            raw(", \"animation\": {\"duration\": ")
            JSONNumber.append(action.animation.duration, to: &bytes)
            raw(", \"curve\": ")
            JSONNumber.append(Int64(action.animation.curve.rawValue), to: &bytes)
            raw("}}")
        } else {
            raw("null")
        }
        switch targetVisible {
        case true?: raw(", \"targetVisible\": true}")
        case false?: raw(", \"targetVisible\": false}")
        case nil: raw(", \"targetVisible\": null}")
        }
    }
}

extension Scenario {
    /// Plans every event in order, as `keyboard-avoidance plan` does.
    public func plan() -> [PlanStep] {
        var steps: [PlanStep] = []
        steps.reserveCapacity(events.count)
        forEachStep { steps.append($0) }
        return steps
    }

    /// Plans every event in order, handing each step to `body` as it is made.
    public func forEachStep<Failure: Error>(_ body: (PlanStep) throws(Failure) -> Void)
        throws(Failure)
    {
        var session = makeSession()
        for (index, event) in events.enumerated() {
            try body(session.step(index: index, event: event))
        }
    }
}

extension AvoidanceSession {
    /// Handles a scenario event and describes the result as a plan step.
    public mutating func step(index: Int, event: ScenarioEvent) -> PlanStep {
        step(index: index, input: event.input, label: event.label)
    }

    /// Handles an input and describes the result as a plan step labelled `label` (spec §8): the
    /// keyboard in effect after it, the action, whether the target is visible. After the release
    /// every input is ignored and reports what the release left.
    package mutating func step(index: Int, input: SessionInput, label: String) -> PlanStep {
        let ignored = ignores(input)
        let action = handle(input)
        return PlanStep(
            index: index, event: label, ignored: ignored, keyboard: coverage, action: action,
            targetVisible: isTargetVisible)
    }
}

/// The plan output (spec §8) of events as they are read: a session replaying them from a
/// scenario's header, and their lines, each ending in a newline, in a buffer the caller drains.
package struct PlanLines {
    private var session: AvoidanceSession
    /// How many events were planned.
    package private(set) var count = 0
    /// The lines made since the buffer was last emptied.
    package var bytes: [UInt8] = []

    /// Lines for the events of a scenario with this header.
    package init(header: Scenario) {
        session = header.makeSession()
        bytes.reserveCapacity(1 << 16)
    }

    /// Plans an event and appends its line; an event the reader did not keep adds nothing.
    package mutating func append(_ event: ReadEvent) {
        guard let (input, label) = event.planned else { return }
        session.step(index: count, input: input, label: label).write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        count += 1
    }
}
