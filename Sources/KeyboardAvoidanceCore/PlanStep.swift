import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One line of the plan output (spec §8): what the engine made of one event of a scenario.
public struct PlanStep: Sendable, Hashable {
    /// The event's position in the scenario, from 0.
    public var index: Int
    /// The notification name, `"retarget"`, `"layout"` or `"scrolled"`.
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
        var out = "{\"index\": \(index), \"event\": "
        JSONString.write(event, to: &out)
        out +=
            ", \"ignored\": \(ignored), \"keyboard\": {\"state\": \"\(keyboard.state.rawValue)\", \"frame\": "
        if let frame = keyboard.frame {
            Self.write(frame, to: &out)
        } else {
            out += "null"
        }
        out += ", \"overlap\": \(JSONNumber.format(keyboard.overlap))}, \"action\": "
        if let action {
            out += "{"
            switch action.plan {
            case .shift(let translation):
                out += "\"translationY\": \(JSONNumber.format(translation))"
            case .safeArea(let bottom):
                out += "\"additionalSafeAreaBottom\": \(JSONNumber.format(bottom))"
            case .guide(let height):
                out += "\"guideHeight\": \(JSONNumber.format(height))"
            case .scroll(let inset, let offset):
                out += "\"contentInsetBottom\": \(JSONNumber.format(inset)), \"contentOffset\": ["
                out += "\(JSONNumber.format(offset.x)), \(JSONNumber.format(offset.y))]"
            }
            out +=
                ", \"animation\": {\"duration\": \(JSONNumber.format(action.animation.duration)), "
            out += "\"curve\": \(action.animation.curve.rawValue)}}"
        } else {
            out += "null"
        }
        out += ", \"targetVisible\": "
        out += targetVisible.map { $0 ? "true" : "false" } ?? "null"
        out += "}"
        return out
    }

    private static func write(_ rect: CGRect, to out: inout String) {
        out += "[\(JSONNumber.format(rect.origin.x)), \(JSONNumber.format(rect.origin.y)), "
        out += "\(JSONNumber.format(rect.size.width)), \(JSONNumber.format(rect.size.height))]"
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
        var avoider = makeAvoider()
        for (index, event) in events.enumerated() {
            try body(avoider.step(index: index, event: event))
        }
    }
}

extension KeyboardAvoider {
    /// Handles a scenario event and describes the result as a plan step.
    public mutating func step(index: Int, event: ScenarioEvent) -> PlanStep {
        let avoiderEvent = event.avoiderEvent
        var ignored = false
        if case .keyboard(let keyboard) = avoiderEvent { ignored = keyboard.isIgnored }
        let action = handle(avoiderEvent)
        return PlanStep(
            index: index, event: event.label, ignored: ignored, keyboard: coverage, action: action,
            targetVisible: isTargetVisible)
    }
}
