import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The engine's public entries called as an app could call them, with the numbers a broken
/// measurement, a corrupted notification or a careless caller hands over — NaN, ±∞, ±1e308,
/// subnormals, negative sizes, −0, numbers just past ``CoordinateLimit`` — mixed with ordinary
/// ones, both directly (initialisers, setters, the planners) and through the validated path (a
/// session fed snapshots and notifications' userInfo).
///
/// A trap ends the process (that is the finding); every action the avoider or a session returns is
/// checked to be finite, and so is every number the planners, the clearance, the coverage and the
/// timings answer when called directly. `keyboard-avoidance stress --hostile N` runs it a million times; a test
/// runs it a few thousand.
package enum HostileEngine {
    /// What a run did.
    package struct Outcome: Sendable, Hashable {
        /// Rounds run: each makes its objects and feeds them a few dozen inputs.
        package var rounds = 0
        /// Calls into the engine's public entries.
        package var inputs = 0
        /// Actions returned by an avoider or a session.
        package var actions = 0
        /// Actions — and answers of a public query — with a number that is not finite, in words (at
        /// most ten kept).
        package var nonFiniteActions: [String] = []
        /// How many actions and answers were not finite.
        package var nonFiniteCount = 0

        package init() {}

        mutating func check(_ action: AvoidanceAction?, _ context: @autoclosure () -> String) {
            guard let action else { return }
            actions += 1
            let finite =
                action.plan.isFinite && action.animation.duration.isFinite
                && action.animation.duration >= 0
            guard !finite else { return }
            nonFiniteCount += 1
            if nonFiniteActions.count < 10 { nonFiniteActions.append("\(context()): \(action)") }
        }

        /// Checks the numbers a public query answered: each must be finite.
        mutating func check(_ answers: [Double], _ context: @autoclosure () -> String) {
            guard !answers.allSatisfy(\.isFinite) else { return }
            nonFiniteCount += 1
            if nonFiniteActions.count < 10 {
                nonFiniteActions.append("\(context()): \(answers)")
            }
        }

        package mutating func merge(_ other: Outcome) {
            rounds += other.rounds
            inputs += other.inputs
            actions += other.actions
            nonFiniteCount += other.nonFiniteCount
            nonFiniteActions += other.nonFiniteActions.prefix(10 - nonFiniteActions.count)
        }
    }

    /// Runs `rounds` rounds from a seed.
    package static func run(seed: UInt64, rounds: Int) -> Outcome {
        var random = SplitMix64(seed: seed)
        var outcome = Outcome()
        for _ in 0..<max(0, rounds) {
            round(&random, &outcome)
            outcome.rounds += 1
        }
        return outcome
    }

    /// The numbers a hostile caller hands over, and some ordinary ones.
    static let hostile: [CGFloat] = [
        .nan, -.nan, .infinity, -.infinity, 1e308, -1e308, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -0.0, 0,
        -1, -0.001, 10_000_000.5, -10_000_000.5, 1e-300,
    ]

    static func number(_ random: inout SplitMix64) -> CGFloat {
        if Int.random(in: 0..<3, using: &random) == 0 {
            return hostile[Int.random(in: 0..<hostile.count, using: &random)]
        }
        return CGFloat.random(in: -100...1200, using: &random).rounded()
    }

    static func rect(_ random: inout SplitMix64) -> CGRect {
        CGRect(
            x: number(&random), y: number(&random), width: number(&random),
            height: number(&random))
    }

    static func insets(_ random: inout SplitMix64) -> Insets {
        Insets(
            top: number(&random), left: number(&random), bottom: number(&random),
            right: number(&random))
    }

    static func layout(_ random: inout SplitMix64) -> AvoidanceLayout {
        if Bool.random(using: &random) {
            return AvoidanceLayout(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        return AvoidanceLayout(
            screen: rect(&random), window: Bool.random(using: &random) ? rect(&random) : nil,
            container: Bool.random(using: &random) ? rect(&random) : nil,
            safeArea: insets(&random))
    }

    static func scroll(_ random: inout SplitMix64) -> AvoidanceLayout.ScrollMetrics {
        AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: number(&random), height: number(&random)),
            contentOffset: CGPoint(x: number(&random), y: number(&random)),
            contentInset: insets(&random), adjustsForSafeArea: Bool.random(using: &random))
    }

    static func configuration(_ random: inout SplitMix64) -> AvoiderConfiguration {
        var configuration = AvoiderConfiguration(
            margin: number(&random),
            floatingKeyboard: Bool.random(using: &random) ? .avoid : .ignore,
            isEnabled: Int.random(in: 0..<5, using: &random) != 0)
        configuration.margin = number(&random)
        return configuration
    }

    static func keyboardEvent(_ random: inout SplitMix64) -> KeyboardEvent {
        let names = KeyboardEvent.Name.allCases
        let name = names[Int.random(in: 0..<names.count, using: &random)]
        if Bool.random(using: &random) {
            // Through a userInfo, as UIKit (or an injected center) delivers it.
            var userInfo: [AnyHashable: Any] = [:]
            let frame = rect(&random)
            userInfo["UIKeyboardFrameEndUserInfoKey"] = [
                Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height),
            ]
            userInfo["UIKeyboardAnimationDurationUserInfoKey"] = Double(number(&random))
            userInfo["UIKeyboardAnimationCurveUserInfoKey"] =
                [Double(number(&random)), 7, -1, Double(Int.max), 1e300][
                    Int.random(in: 0..<5, using: &random)]
            userInfo["UIKeyboardIsLocalUserInfoKey"] = Bool.random(using: &random)
            return KeyboardEvent(name: name, userInfo: userInfo)
        }
        var event = KeyboardEvent(
            name: name, beginFrame: rect(&random), endFrame: rect(&random),
            animation: KeyboardAnimation(
                duration: Double(number(&random)),
                curve: KeyboardAnimation.Curve(rawValue: Int.random(in: -3...20, using: &random))),
            isLocal: Int.random(in: 0..<6, using: &random) != 0)
        // The public setters, which bypassed the reading before.
        if Bool.random(using: &random) { event.endFrame = rect(&random) }
        if Bool.random(using: &random) { event.animation.duration = Double(number(&random)) }
        return event
    }

    static func snapshot(_ random: inout SplitMix64) -> ContainerSnapshot {
        var snapshot = ContainerSnapshot(
            screen: Bool.random(using: &random)
                ? CGRect(x: 0, y: 0, width: 390, height: 844) : rect(&random),
            window: rect(&random), container: rect(&random), safeArea: insets(&random),
            target: Bool.random(using: &random) ? rect(&random) : nil,
            scroll: Bool.random(using: &random) ? scroll(&random) : nil,
            isTracking: Int.random(in: 0..<4, using: &random) == 0)
        if Bool.random(using: &random) { snapshot.layout.window = nil }
        if Bool.random(using: &random) { snapshot.layout.container = nil }
        return snapshot
    }

    static func input(_ random: inout SplitMix64) -> AvoiderEvent {
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1: .keyboard(keyboardEvent(&random))
        case 2: .measure(snapshot(&random))
        case 3: .retarget(Bool.random(using: &random) ? rect(&random) : nil)
        case 4:
            .layout(
                AvoidanceLayout.Change(
                    screen: Bool.random(using: &random) ? rect(&random) : nil,
                    safeArea: Bool.random(using: &random) ? insets(&random) : nil,
                    contentSize: CGSize(width: number(&random), height: number(&random)),
                    contentInset: Bool.random(using: &random) ? insets(&random) : nil))
        case 5: .scrolled(to: CGPoint(x: number(&random), y: number(&random)))
        case 6: .reconfigure(configuration(&random))
        case 7: .track(rect(&random))
        default: Int.random(in: 0..<8, using: &random) == 0 ? .release : .track(rect(&random))
        }
    }

    /// One round: an avoider made directly, a session made from nothing and one from an avoider,
    /// fed the same inputs; the queries and planners called on the way.
    static func round(_ random: inout SplitMix64, _ outcome: inout Outcome) {
        let strategy = AvoidanceStrategy.allCases[
            Int.random(in: 0..<AvoidanceStrategy.allCases.count, using: &random)]
        var avoider = KeyboardAvoider(
            strategy: strategy, layout: layout(&random),
            target: Bool.random(using: &random) ? rect(&random) : nil,
            configuration: configuration(&random), scroll: scroll(&random))
        var session = AvoidanceSession(strategy: strategy, configuration: configuration(&random))
        var adopted = AvoidanceSession(avoider: avoider)
        outcome.inputs += 3
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            let input = input(&random)
            outcome.check(avoider.handle(input), "avoider \(strategy) \(input)")
            outcome.check(session.handle(input), "session \(strategy) \(input)")
            outcome.check(adopted.handle(input), "adopted session \(strategy) \(input)")
            outcome.inputs += 3
            query(avoider, session, &random, &outcome)
        }
        outcome.check(adopted.handle(.release), "release \(strategy)")
        outcome.inputs += 1
    }

    /// The public queries, which must not trap whatever the state.
    static func query(
        _ avoider: KeyboardAvoider, _ session: AvoidanceSession, _ random: inout SplitMix64,
        _ outcome: inout Outcome
    ) {
        _ = avoider.isTargetVisible
        _ = avoider.releasePlan
        _ = avoider.currentPlan
        _ = session.isTargetVisible
        _ = session.avoidedOverlap
        let group = RevealGroup(field: rect(&random), companions: [rect(&random)])
        var snapshot = ContainerSnapshot(target: .some(rect(&random)))
        snapshot.reveal = [rect(&random), rect(&random)]
        snapshot.list = ListChange(
            extraInset: number(&random), coveredExtraInset: number(&random),
            accessory: .frame(rect(&random)), indicatorInset: number(&random))
        snapshot.revealScroll = RevealScroll(
            frame: rect(&random), contentHeight: number(&random), adjustedTop: number(&random),
            ownBottom: number(&random), offsetY: number(&random))
        var copy = session
        if let action = copy.take(.measure(snapshot)) {
            outcome.actions += 1
            var numbers = [Double(action.contentOffsetY ?? 0), action.animation.duration]
            switch action.settings {
            case .shift(let value), .safeArea(let value), .guide(let value):
                numbers.append(Double(value))
            case .scroll(let insets):
                numbers += [Double(insets.content), Double(insets.indicator)]
            }
            outcome.check(numbers, "a session's surface action after \(snapshot)")
        }
        // A target's own margin, hostile: taken, or the snapshot ignored whole.
        var margined = session
        var marginSnapshot = ContainerSnapshot(target: .some(rect(&random)))
        marginSnapshot.targetMargin = .some(number(&random))
        _ = margined.take(.measure(marginSnapshot))
        outcome.check(
            [Double(margined.margin), Double(margined.avoidedOverlapWithMargin)],
            "a session's margin after \(marginSnapshot)")
        _ = group.target(forAvailableHeight: number(&random), margin: number(&random))
        let viewport = ScrollViewport(
            height: number(&random), contentHeight: number(&random),
            contentInsetBottom: number(&random), adjustedTop: number(&random),
            adjustedBottom: number(&random))
        _ = viewport.offsetRange
        _ = viewport.clamped(number(&random))
        _ = viewport.offset(
            revealing: rect(&random), margin: number(&random), from: number(&random),
            keyboardCovers: Bool.random(using: &random))
        var input = avoider.planInput
        input.margin = number(&random)
        input.target = rect(&random)
        input.scroll = scroll(&random)
        for strategy in AvoidanceStrategy.allCases {
            let plan = strategy.plan(for: input)
            _ = input.isTargetVisible(under: plan)
            outcome.check(AvoidanceAction(plan: plan, animation: .release), "plan \(input)")
        }
        planners(&random, &outcome)
        geometry(&random, &outcome)
        motion(&random, &outcome)
        _ = avoider.layout.coverage(ofKeyboard: rect(&random), floating: .avoid)
        let event = keyboardEvent(&random)
        let screen = rect(&random)
        if let transition = KeyboardTransition(
            event: event, screen: screen, startTime: Double(number(&random)))
        {
            _ = transition.frame(at: Double(number(&random)))
            _ = transition.isFinished(at: Double(number(&random)))
            _ = transition.endTime
        }
        let timing = event.animation.timing
        _ = timing.progress(at: Double(number(&random)))
        _ = timing.time(toReach: Double(number(&random)))
        _ = timing.settlingDuration(tolerance: Double(number(&random)))
        var machine = KeyboardPhaseMachine(frame: rect(&random), screen: screen)
        if let transition = KeyboardTransition(
            event: keyboardEvent(&random), screen: screen, startTime: Double(number(&random)))
        {
            _ = machine.handle(.transition(transition))
        }
        _ = machine.handle(.sample(rect(&random), at: Double(number(&random))))
        _ = machine.handle(.tick(targetTimestamp: Double(number(&random))))
        let sample = KeyboardGuideSample(
            guideTop: number(&random), safeAreaBottom: number(&random),
            windowBottom: number(&random), screen: screen)
        _ = machine.handle(.guide(sample, at: Double(number(&random))))
        _ = KeyboardGuideSample(
            guideTop: number(&random), safeAreaBottom: number(&random),
            windowBottom: number(&random), screen: screen
        ).frame(offScreenHeight: number(&random))
        _ = KeyboardGuideReading(
            guideFrame: rect(&random), safeAreaFrame: rect(&random),
            windowBottom: number(&random), screen: screen)
        _ = TargetGeometry.innermostFrame(
            containing: rect(&random), among: [rect(&random), rect(&random)])
        _ = TapToDismissRegion(bounds: rect(&random), excluded: [rect(&random)]).contains(
            CGPoint(x: number(&random), y: number(&random)))
        var inset = SharedInset(appValue: number(&random))
        _ = inset.appValue(measuring: number(&random))
        _ = inset.total(adding: inset.ownPart(ofPlanned: number(&random)))
        outcome.inputs += 24
    }

    /// The planners called directly, on an input made of hostile numbers throughout: every plan
    /// and every number they answer is finite.
    static func planners(_ random: inout SplitMix64, _ outcome: inout Outcome) {
        let layout = layout(&random)
        let coverage = KeyboardCoverage(
            state: KeyboardCoverage.State.allCases[Int.random(in: 0..<3, using: &random)],
            frame: Bool.random(using: &random) ? rect(&random) : nil, overlap: number(&random))
        var input = PlanInput(
            layout: layout, coverage: coverage,
            target: Bool.random(using: &random) ? rect(&random) : nil, margin: number(&random),
            scroll: scroll(&random))
        input.coverage.overlap = number(&random)
        input.coverage.frame = rect(&random)
        for strategy in AvoidanceStrategy.allCases {
            let plan = strategy.plan(for: input)
            _ = input.isTargetVisible(under: plan)
            outcome.check(AvoidanceAction(plan: plan, animation: .release), "direct plan \(input)")
            let rest = strategy.restPlan(layout: layout, scroll: input.scroll)
            outcome.check(AvoidanceAction(plan: rest, animation: .release), "rest plan \(input)")
        }
        outcome.check(
            [
                input.keyboardTop, input.shiftTranslation(), input.additionalSafeAreaBottom(),
                input.guideHeight(), input.scrollSafeAreaBottom, input.margin,
                input.coverage.overlap,
                input.coverage.lift(aboveSafeAreaBottom: number(&random)),
                input.coverage.keyboardTop(inContainerOfHeight: number(&random)),
            ].map(Double.init), "planner queries \(input)")
        outcome.inputs += 12
    }

    /// The keyboard's classification, its coverage and a rect's clearance, from hostile frames.
    static func geometry(_ random: inout SplitMix64, _ outcome: inout Outcome) {
        let screen =
            Bool.random(using: &random)
            ? CGRect(x: 0, y: 0, width: 390, height: 844) : rect(&random)
        let frame = Bool.random(using: &random) ? rect(&random) : nil
        let state = KeyboardCoverage.State(frame: frame, screen: screen)
        let layout = AvoidanceLayout(screen: screen, container: rect(&random))
        let coverage = layout.coverage(ofKeyboard: frame, floating: .avoid)
        if state == .hidden && coverage.state != .hidden {
            outcome.check(
                [.nan], "coverage \(coverage) of a hidden keyboard \(String(describing: frame))")
        }
        var clearance = KeyboardClearance(
            keyboardFrame: frame, screen: screen, window: rect(&random), rect: rect(&random),
            visibleBounds: Bool.random(using: &random) ? rect(&random) : nil)
        if Bool.random(using: &random) { clearance.keyboard = rect(&random) }
        _ = clearance.isClear(margin: number(&random))
        _ = clearance.isVisible(margin: number(&random))
        let frameNumbers = [coverage.frame, clearance.keyboard].compactMap { $0 }.flatMap {
            [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height]
        }
        outcome.check(
            ([coverage.overlap, clearance.coveredHeight, clearance.gap ?? 0] + frameNumbers)
                .map(Double.init),
            "coverage \(coverage), clearance \(clearance)")
        outcome.inputs += 6
    }

    /// The springs, curves and timings made with hostile numbers, and queried with them.
    static func motion(_ random: inout SplitMix64, _ outcome: inout Outcome) {
        func double(_ random: inout SplitMix64) -> Double { Double(number(&random)) }
        var spring = KeyboardSpring(
            mass: double(&random), stiffness: double(&random), damping: double(&random))
        if Bool.random(using: &random) { spring.stiffness = double(&random) }
        if Bool.random(using: &random) { spring.damping = double(&random) }
        var curve = CubicBezier(
            double(&random), double(&random), double(&random), double(&random))
        if Bool.random(using: &random) { curve.y1 = double(&random) }
        for timing in [
            AnimationTiming.spring(spring), .bezier(curve, duration: double(&random)), .immediate,
        ] {
            let time = double(&random)
            outcome.check(
                [
                    timing.progress(at: time), timing.time(toReach: double(&random)) ?? 0,
                    timing.settlingDuration(tolerance: double(&random)),
                    timing.value(from: double(&random), to: double(&random), at: time),
                ], "timing \(timing) at \(time)")
        }
        outcome.check(
            [
                spring.naturalFrequency, spring.criticalDamping, spring.damping,
                spring.progress(at: double(&random)),
                spring.settlingTime(tolerance: double(&random)),
                spring.time(toReach: double(&random)) ?? 0,
                curve.progress(atFraction: double(&random)),
                curve.fraction(reaching: double(&random)),
            ], "spring \(spring), curve \(curve)")
        outcome.inputs += 10
    }
}
