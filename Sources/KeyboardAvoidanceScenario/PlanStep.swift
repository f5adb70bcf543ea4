import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One line of the plan output (spec §8): what the engine made of one event of a scenario.
public struct PlanStep: Sendable, Equatable {
    /// The event's position in the scenario, from 0.
    public var index: Int
    /// The notification name, `"retarget"`, `"layout"`, `"scrolled"`, `"measure"`, `"release"`,
    /// `"track"` or `"reconfigure"`.
    public var event: String
    /// Whether the event was ignored (spec §2).
    public var ignored: Bool
    /// How the keyboard in effect after the event covers the container. A coverage with a
    /// non-finite number (unwritable, spec §8) is refused: the old value stays.
    public var keyboard: KeyboardCoverage {
        didSet { if !Self.isWritable(keyboard) { keyboard = oldValue } }
    }
    /// The action the event produced, or `nil` when nothing changes; non-finite ones are refused.
    public var action: AvoidanceAction? {
        didSet { if !Self.isWritable(action) { action = oldValue } }
    }
    /// Whether the target is visible after the event; `nil` for `safeArea`, `guide` and
    /// without a target.
    public var targetVisible: Bool?
    /// Whether the line reports ``surface`` (docs/scenario-project-fields.md).
    package var reportsSurface = false
    /// What the component's views are given after the event (`"surface"`); `nil` when they hold
    /// it already. Non-finite ones are refused.
    package var surface: SurfaceAction? {
        didSet { if !Self.isWritable(surface) { surface = oldValue } }
    }

    /// Creates a step. Non-finite numbers, which spec §8 cannot write, are dropped: such a
    /// keyboard frame becomes `nil`, an overlap 0, an action `nil`.
    public init(
        index: Int, event: String, ignored: Bool, keyboard: KeyboardCoverage,
        action: AvoidanceAction?,
        targetVisible: Bool?
    ) {
        self.index = index
        self.event = event
        self.ignored = ignored
        var keyboard = keyboard
        if let frame = keyboard.frame, !Self.isFinite(frame) { keyboard.frame = nil }
        if !keyboard.overlap.isFinite { keyboard.overlap = 0 }
        self.keyboard = keyboard
        self.action = Self.isWritable(action) ? action : nil
        self.targetVisible = targetVisible
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
            && rect.size.height.isFinite
    }

    /// Whether the plan output can write the coverage: every number finite.
    private static func isWritable(_ keyboard: KeyboardCoverage) -> Bool {
        keyboard.overlap.isFinite && (keyboard.frame.map(isFinite) ?? true)
    }

    /// Whether the plan output can write the action: every number finite.
    private static func isWritable(_ action: AvoidanceAction?) -> Bool {
        guard let action else { return true }
        let numbers: [CGFloat] =
            switch action.plan {
            case .shift(let value), .safeArea(let value), .guide(let value): [value]
            case .scroll(let inset, let offset): [inset, offset.x, offset.y]
            }
        return numbers.allSatisfy(\.isFinite) && action.animation.duration.isFinite
    }

    /// Whether the plan output can write the surface: every number finite.
    private static func isWritable(_ surface: SurfaceAction?) -> Bool {
        guard let surface else { return true }
        var numbers: [CGFloat] = [surface.contentOffsetY ?? 0]
        switch surface.settings {
        case .shift(let value), .safeArea(let value), .guide(let value): numbers.append(value)
        case .scroll(let insets): numbers += [insets.content, insets.indicator]
        }
        return numbers.allSatisfy(\.isFinite) && surface.animation.duration.isFinite
    }

    /// The step as one line of JSON, keys in the spec's order, without the newline.
    public var jsonLine: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``jsonLine``'s UTF-8 bytes, without the newline, allocating only the room they need.
    public func write(to bytes: inout [UInt8]) {
        // A surface makes the line half as long again.
        LineBuffer.write(to: &bytes, capacity: reportsSurface ? 640 : 384) { write(to: &$0) }
    }

    private func write(to bytes: inout LineBuffer) {
        func number(_ value: CGFloat) { JSONNumber.write(Double(value), to: &bytes) }
        bytes.append("{\"index\": ")
        JSONNumber.write(Int64(index), to: &bytes)
        bytes.append(", \"event\": ")
        JSONString.append(event, to: &bytes)
        bytes.append(ignored ? ", \"ignored\": true" : ", \"ignored\": false")
        switch keyboard.state {
        case .hidden: bytes.append(", \"keyboard\": {\"state\": \"hidden\", \"frame\": ")
        case .docked: bytes.append(", \"keyboard\": {\"state\": \"docked\", \"frame\": ")
        case .floating: bytes.append(", \"keyboard\": {\"state\": \"floating\", \"frame\": ")
        }
        if let frame = keyboard.frame {
            bytes.append("[")
            number(frame.origin.x)
            bytes.append(", ")
            number(frame.origin.y)
            bytes.append(", ")
            number(frame.size.width)
            bytes.append(", ")
            number(frame.size.height)
            bytes.append("]")
        } else {
            bytes.append("null")
        }
        bytes.append(", \"overlap\": ")
        number(keyboard.overlap)
        bytes.append("}, \"action\": ")
        if let action {
            switch action.plan {
            case .shift(let translation):
                bytes.append("{\"translationY\": ")
                number(translation)
            case .safeArea(let bottom):
                bytes.append("{\"additionalSafeAreaBottom\": ")
                number(bottom)
            case .guide(let height):
                bytes.append("{\"guideHeight\": ")
                number(height)
            case .scroll(let inset, let offset):
                bytes.append("{\"contentInsetBottom\": ")
                number(inset)
                bytes.append(", \"contentOffset\": [")
                number(offset.x)
                bytes.append(", ")
                number(offset.y)
                bytes.append("]")
            }
            bytes.append(", \"animation\": {\"duration\": ")
            JSONNumber.write(action.animation.duration, to: &bytes)
            bytes.append(", \"curve\": ")
            JSONNumber.write(Int64(action.animation.curve.rawValue), to: &bytes)
            bytes.append("}}")
        } else {
            bytes.append("null")
        }
        switch targetVisible {
        case true?: bytes.append(", \"targetVisible\": true")
        case false?: bytes.append(", \"targetVisible\": false")
        case nil: bytes.append(", \"targetVisible\": null")
        }
        if reportsSurface {
            bytes.append(", \"surface\": ")
            if let surface { write(surface, to: &bytes) } else { bytes.append("null") }
        }
        bytes.append("}")
    }

    /// `"surface"`'s object: the numbers in the order a component sets them, then how.
    private func write(_ surface: SurfaceAction, to bytes: inout LineBuffer) {
        func number(_ value: CGFloat) { JSONNumber.write(Double(value), to: &bytes) }
        switch surface.settings {
        case .scroll(let insets):
            bytes.append("{\"contentInset\": ")
            number(insets.content)
            bytes.append(", \"indicatorInset\": ")
            number(insets.indicator)
            bytes.append(insets.isAtTop ? ", \"edge\": \"top\"" : ", \"edge\": \"bottom\"")
        case .safeArea(let bottom):
            bytes.append("{\"additionalSafeAreaBottom\": ")
            number(bottom)
        // Neither strategy has a list or a `revealScroll`: written for a step made in code.
        case .shift(let translation):
            bytes.append("{\"translationY\": ")
            number(translation)
        case .guide(let part):
            bytes.append("{\"guideKeyboardPart\": ")
            number(part)
        }
        bytes.append(", \"contentOffsetY\": ")
        if let y = surface.contentOffsetY { number(y) } else { bytes.append("null") }
        bytes.append(", \"animation\": {\"duration\": ")
        JSONNumber.write(surface.animation.duration, to: &bytes)
        bytes.append(", \"curve\": ")
        JSONNumber.write(Int64(surface.animation.curve.rawValue), to: &bytes)
        bytes.append(
            surface.joinsCallerAnimation
                ? "}, \"joinsCallerAnimation\": true}" : "}, \"joinsCallerAnimation\": false}")
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

    /// The plan output (spec §8) of a scenario document, exactly as `keyboard-avoidance plan`
    /// prints it: one newline-terminated JSON line per event.
    ///
    /// - Throws: The error of ``init(jsonData:)``; the whole document is checked first, so no
    ///   line is made. (For a document larger than memory, use the tool, which streams.)
    public static func planOutput(jsonData: some Collection<UInt8>) throws(ScenarioError)
        -> [UInt8]
    {
        let scenario = try Scenario(jsonData: jsonData)
        var bytes: [UInt8] = []
        scenario.forEachStep { step in
            step.write(to: &bytes)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Plans every event in order, handing each step to `body` as it is made.
    public func forEachStep<Failure: Error>(_ body: (PlanStep) throws(Failure) -> Void)
        throws(Failure)
    {
        var session = makeSession()
        let surface = reportsSurface
        for (index, event) in events.enumerated() {
            try body(session.step(index: index, event: event, reportingSurface: surface))
        }
    }
}

extension AvoidanceSession {
    /// Handles a scenario event and describes the result as a plan step.
    public mutating func step(index: Int, event: ScenarioEvent) -> PlanStep {
        step(index: index, input: input(for: event), label: event.label)
    }

    /// ``step(index:event:)``, also reporting ``PlanStep/surface`` with `reportingSurface`.
    package mutating func step(index: Int, event: ScenarioEvent, reportingSurface: Bool)
        -> PlanStep
    {
        step(
            index: index, input: input(for: event), label: event.label,
            reportingSurface: reportingSurface)
    }

    /// Handles an input and describes the result as a plan step labelled `label` (spec §8); after
    /// the release every input is ignored.
    package mutating func step(
        index: Int, input: AvoiderEvent, label: String, reportingSurface: Bool = false
    ) -> PlanStep {
        let ignored = ignores(input)
        let action: AvoidanceAction?
        var surface: SurfaceAction?
        if reportingSurface {
            let taken = taking(input)
            action = taken.decision.action
            surface = taken.surface
        } else {
            action = handle(input)
        }
        // Read from one copy: a getter called on `self` here copies all of the session first.
        let after = self
        var step = PlanStep(
            index: index, event: label, ignored: ignored, keyboard: after.coverage,
            action: action, targetVisible: after.isTargetVisible)
        if reportingSurface {
            step.reportsSurface = true
            step.surface = surface
        }
        return step
    }
}
