import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Random live sessions recorded as scenario files — from their start or from any point of
/// them — and what the replay of each recording must give: the live session's decisions, input
/// by input. For the property tests of ``ScenarioRecording``.
///
/// A session is a ``RandomScenario``'s events as a component hands them over, with
/// reconfigurations (margin, floating policy, on and off) mixed in, a first snapshot of its own
/// at times (the session then waits for it, and keeps the notifications that come before), and,
/// for `scroll`, a list's parts and views revealed with the target; for `safeArea`, the scroll
/// view the target is revealed in.
package struct RandomRecording {
    /// What the live session did with one input handed over while it was recorded.
    package struct LiveStep: Sendable {
        /// The input.
        package var input: AvoiderEvent
        /// Whether the session ignored it.
        package var ignored: Bool
        /// The keyboard in effect after it.
        package var coverage: KeyboardCoverage
        /// The action.
        package var action: AvoidanceAction?
        /// Whether the target is visible after it.
        package var targetVisible: Bool?
        /// What the component's views were given.
        package var surface: SurfaceAction?
        /// How many events the recording wrote for it.
        package var written: Int
    }

    /// The seed the session was made from.
    package var seed: UInt64
    /// Where the recording started: the number of inputs handed over before it.
    package var start: Int
    /// Whether a keyboard was in effect when the recording started.
    package var startedWithKeyboard: Bool
    /// Whether a finger was dragging the keyboard when the recording started (spec §6.2).
    package var startedDuringDrag: Bool
    /// The recording, once every input was handed over.
    package var recording: ScenarioRecording
    /// What the live session did with each input from the start of the recording.
    package var steps: [LiveStep]

    /// A random session for `strategy` from `seed`, recorded from the input at `start` (`nil`: a
    /// point at random, drawn from the seed; any value is kept within the inputs).
    package static func make(seed: UInt64, strategy: AvoidanceStrategy, start: Int? = nil)
        -> RandomRecording
    {
        var random = SplitMix64(seed: seed)
        var (session, inputs) = session(strategy: strategy, using: &random)
        let drawn = Int.random(in: 0...inputs.count, using: &random)
        let first = min(max(0, start ?? drawn), inputs.count)
        for input in inputs[..<first] { _ = session.take(input) }
        let keyboard = !session.isReleased && session.avoider?.keyboardFrame != nil
        let dragging = !session.isReleased && session.avoider?.isFollowingDrag == true
        var recording = ScenarioRecording(session: session)
        var steps: [LiveStep] = []
        for input in inputs[first...] {
            let before = recording.scenario?.events.count ?? 0
            recording.record(input)
            let written = (recording.scenario?.events.count ?? 0) - before
            let ignored = session.ignores(input)
            // As a component takes it: the session keeps what it set.
            let taken = session.taking(input)
            steps.append(
                LiveStep(
                    input: input, ignored: ignored, coverage: session.coverage,
                    action: taken.decision.action, targetVisible: session.isTargetVisible,
                    surface: taken.surface, written: written))
        }
        return RandomRecording(
            seed: seed, start: first, startedWithKeyboard: keyboard, startedDuringDrag: dragging,
            recording: recording, steps: steps)
    }

    /// The recording as a file, or `nil` when the session never measured anything.
    package var file: [UInt8]? {
        recording.scenario.map { Array($0.formattedJSON.utf8) }
    }

    /// The live session's first input and its inputs, at random.
    static func session(strategy: AvoidanceStrategy, using random: inout SplitMix64)
        -> (AvoidanceSession, [AvoiderEvent])
    {
        let scenario = RandomScenario.make(seed: random.next(), strategy: strategy, blocks: 10)
        var inputs: [AvoiderEvent] = []
        for event in scenario.events {
            if Int.random(in: 0..<8, using: &random) == 0 {
                inputs.append(.reconfigure(randomConfiguration(using: &random)))
            }
            if Int.random(in: 0..<10, using: &random) == 0,
                let extra = randomExtras(scenario: scenario, using: &random)
            {
                inputs.append(.measure(extra))
            }
            inputs.append(event.input)
        }
        let configuration = AvoiderConfiguration(
            margin: scenario.margin, floatingKeyboard: scenario.floating)
        guard Int.random(in: 0..<4, using: &random) == 0 else {
            return (scenario.makeSession(), inputs)
        }
        // A component made before it is in a window: the notifications before its first
        // snapshot are kept, and the first snapshot is the geometry at rest.
        let first = ContainerSnapshot(
            screen: scenario.layout.screen, window: scenario.layout.window,
            container: scenario.layout.container, safeArea: scenario.layout.safeArea,
            target: scenario.target, scroll: scenario.scroll)
        let position = Int.random(in: 0...min(6, inputs.count), using: &random)
        if position > 0, case .keyboard(let event) = inputs[position - 1],
            Bool.random(using: &random)
        {
            // Made after the keyboard showed: handed the notification it missed with its first
            // snapshot, in one decision.
            inputs[position - 1] = .keyboard(event, measured: first)
        } else {
            inputs.insert(.measure(first), at: position)
        }
        return (AvoidanceSession(strategy: strategy, configuration: configuration), inputs)
    }

    /// A configuration at random: a margin of 0 to 100, either floating policy, and avoidance
    /// off at times.
    static func randomConfiguration(using random: inout SplitMix64) -> AvoiderConfiguration {
        AvoiderConfiguration(
            margin: [0, 8, 16, 100, 0.5, 40][Int.random(in: 0..<6, using: &random)],
            floatingKeyboard: Bool.random(using: &random) ? .ignore : .avoid,
            isEnabled: Int.random(in: 0..<4, using: &random) != 0)
    }

    /// A snapshot of what a `scroll` scenario's list or a `safeArea` scenario's scroll view adds,
    /// at random: a list's parts and options and the views revealed with the target; the scroll
    /// view the target is revealed in; for every strategy, at times, the target's own margin (or
    /// the configuration's again). `nil` for a `shift` or `guide` scenario without one.
    static func randomExtras(scenario: Scenario, using random: inout SplitMix64)
        -> ContainerSnapshot?
    {
        var snapshot = ContainerSnapshot()
        let container = scenario.layout.container
        switch scenario.strategy {
        case .scroll:
            var list = ListChange()
            if Bool.random(using: &random) {
                list.extraInset = [0, 50, 90][Int.random(in: 0..<3, using: &random)]
            }
            if Bool.random(using: &random) {
                list.coveredExtraInset = [0, 8][Int.random(in: 0..<2, using: &random)]
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                list.accessory =
                    Bool.random(using: &random)
                    ? .frame(
                        CGRect(
                            x: 0, y: scenario.layout.window.height - 84,
                            width: container.width, height: 84))
                    : .absent
            }
            if Bool.random(using: &random) { list.sticksToNewestEnd = Bool.random(using: &random) }
            if Bool.random(using: &random) {
                list.scrolledAway =
                    Bool.random(using: &random) ? .keepsOffset : .keepsDistanceFromNewestEnd
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                list.systemInsetsKeyboard = Bool.random(using: &random)
            }
            snapshot.list = list
            if Bool.random(using: &random) {
                snapshot.reveal =
                    Bool.random(using: &random)
                    ? [] : [CGRect(x: 0, y: 50, width: container.width, height: 60)]
            }
        case .safeArea:
            snapshot.revealScroll = RevealScroll(
                frame: CGRect(origin: .zero, size: container.size),
                contentHeight: CGFloat.random(in: 0...3000, using: &random).rounded(),
                adjustedTop: scenario.layout.safeArea.top, ownBottom: 0,
                offsetY: CGFloat.random(in: -20...1000, using: &random).rounded())
        case .shift, .guide:
            break
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            snapshot.targetMargin = [.some(nil), 0, 24, 0.5][Int.random(in: 0..<4, using: &random)]
        }
        if scenario.strategy == .shift || scenario.strategy == .guide,
            snapshot.targetMargin == nil
        {
            return nil
        }
        return snapshot
    }
}

extension RandomRecording {
    /// How the replay's plan output (spec §8 lines, one per event of the recording) differs
    /// from what the live session did, in words; empty when every event the recording wrote
    /// planned as its input did live, and every input it left out changed nothing.
    ///
    /// Compared for each line: the event's name, whether it was ignored, the keyboard in effect,
    /// the action, whether the target is visible, and, on a line that reports it, the surface.
    package func differences(fromPlanOutput output: [UInt8]) -> [String] {
        var lines: [JSONValue] = []
        for line in output.split(separator: UInt8(ascii: "\n")) {
            guard let value = try? JSONValue(parsing: Array(line)) else {
                return ["a line that is not JSON: \(String(decoding: line, as: UTF8.self))"]
            }
            lines.append(value)
        }
        var differences: [String] = []
        var next = 0
        for (offset, step) in steps.enumerated() {
            let place = "input \(start + offset) (\(Self.label(of: step.input)))"
            switch step.written {
            case 0:
                // Left out: only an input that changed nothing the replay plans with.
                if let action = step.action {
                    differences.append("\(place): left out, but live it acted: \(action)")
                }
                if let surface = step.surface {
                    differences.append("\(place): left out, but live it set \(surface)")
                }
            case 1:
                guard next < lines.count, var line = lines[next].objectValue else {
                    differences.append("\(place): no plan line \(next)")
                    return differences
                }
                // The first snapshot of a session that kept a notification before it is written
                // as that notification, with what the snapshot added (``ScenarioRecording``).
                if next == 0, step.input.startsSession, case .string(let name)? = line["event"],
                    KeyboardEvent.Name.matching(name) != nil
                {
                    line["event"] = .string(Self.label(of: step.input))
                }
                differences += Self.differences(of: line, from: step).map { "\(place): \($0)" }
                next += 1
            default:
                differences.append("\(place): \(step.written) events written for one input")
                next += step.written
            }
        }
        if next != lines.count {
            differences.append("\(lines.count) plan lines for \(next) events written")
        }
        return differences
    }

    /// What a plan line says that the live step does not.
    static func differences(of line: [String: JSONValue], from step: LiveStep) -> [String] {
        var differences: [String] = []
        let label = Self.label(of: step.input)
        if line["event"] != .string(label) {
            differences.append("event \(line["event"]?.jsonText ?? "none"), live \(label)")
        }
        if line["ignored"] != .bool(step.ignored) {
            differences.append(
                "ignored \(line["ignored"]?.jsonText ?? "none"), live \(step.ignored)")
        }
        let keyboard = line["keyboard"]?.objectValue ?? [:]
        let frame = step.coverage.frame.map(JSONValue.init(rect:)) ?? .null
        if keyboard["state"] != .string(step.coverage.state.rawValue) || keyboard["frame"] != frame
            || keyboard["overlap"] != .number(Double(step.coverage.overlap))
        {
            differences.append(
                "keyboard \(line["keyboard"]?.jsonText ?? "none"), live \(step.coverage)")
        }
        let action = line["action"].flatMap(Self.action(from:))
        if line["action"] == nil || action != step.action {
            differences.append(
                "action \(line["action"]?.jsonText ?? "none"), live \(String(describing: step.action))"
            )
        }
        let visible: JSONValue = step.targetVisible.map { .bool($0) } ?? .null
        if line["targetVisible"] != visible {
            differences.append(
                "targetVisible \(line["targetVisible"]?.jsonText ?? "none"), live \(visible.jsonText)"
            )
        }
        if let surface = line["surface"] {
            let live = step.surface.map(Self.json(of:)) ?? .null
            if surface != live {
                differences.append("surface \(surface.jsonText), live \(live.jsonText)")
            }
        }
        return differences
    }

    /// A plan line's action (spec §8), read back from its JSON; `nil` for `null` or anything that
    /// is not an action.
    static func action(from value: JSONValue) -> AvoidanceAction?? {
        if value == .null { return .some(nil) }
        guard let members = value.objectValue, let animation = members["animation"]?.objectValue,
            let duration = animation["duration"]?.numberValue,
            let curve = animation["curve"]?.numberValue
        else { return nil }
        func number(_ key: String) -> CGFloat? { members[key]?.numberValue.map { CGFloat($0) } }
        let plan: AvoidancePlan
        if let translation = number("translationY") {
            plan = .shift(translationY: translation)
        } else if let bottom = number("additionalSafeAreaBottom") {
            plan = .safeArea(additionalBottom: bottom)
        } else if let height = number("guideHeight") {
            plan = .guide(height: height)
        } else if let inset = number("contentInsetBottom"),
            let offset = members["contentOffset"]?.arrayValue, offset.count == 2,
            let x = offset[0].numberValue, let y = offset[1].numberValue
        {
            plan = .scroll(contentInsetBottom: inset, contentOffset: CGPoint(x: x, y: y))
        } else {
            return nil
        }
        return .some(
            AvoidanceAction(
                plan: plan,
                animation: KeyboardAnimation(
                    duration: duration, curve: KeyboardAnimation.Curve(rawValue: Int(curve)))))
    }

    /// A live surface as the plan's `surface` object has it (docs/scenario-project-fields.md),
    /// made here from its numbers, not by the plan's writer.
    static func json(of surface: SurfaceAction) -> JSONValue {
        var members: [String: JSONValue] = [:]
        switch surface.settings {
        case .scroll(let insets):
            members["contentInset"] = .number(Double(insets.content))
            members["indicatorInset"] = .number(Double(insets.indicator))
            members["edge"] = .string(insets.isAtTop ? "top" : "bottom")
        case .safeArea(let bottom): members["additionalSafeAreaBottom"] = .number(Double(bottom))
        case .shift(let translation): members["translationY"] = .number(Double(translation))
        case .guide(let part): members["guideKeyboardPart"] = .number(Double(part))
        }
        members["contentOffsetY"] = surface.contentOffsetY.map { .number(Double($0)) } ?? .null
        members["animation"] = .object([
            "duration": .number(surface.animation.duration),
            "curve": .number(Double(surface.animation.curve.rawValue)),
        ])
        members["joinsCallerAnimation"] = .bool(surface.joinsCallerAnimation)
        return .object(members)
    }

    /// What a plan line calls an input (spec §8).
    static func label(of input: AvoiderEvent) -> String {
        switch input {
        case .keyboard(let event), .measuredKeyboard(let event, _): event.name.rawValue
        case .retarget: "retarget"
        case .layout: "layout"
        case .reconfigure: "reconfigure"
        case .scrolled: "scrolled"
        case .measure: "measure"
        case .track: "track"
        case .release: "release"
        }
    }
}

extension AvoiderEvent {
    /// Whether the input is one a waiting session starts with: a snapshot, alone or handed over
    /// with a notification.
    fileprivate var startsSession: Bool {
        switch self {
        case .measure, .measuredKeyboard: true
        default: false
        }
    }
}
