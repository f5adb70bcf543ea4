import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// The engine as an app calls it, with what a broken measurement or an injected notification can
/// hand it. Each of these trapped (a release build included) or half-applied before the engine
/// validated its public entries as the scenario reader does.
@Suite("The engine's public entries under hostile values")
struct HostileInputTests {
    static let screen = CGRect(x: 0, y: 0, width: 414, height: 736)
    static let keyboard = CGRect(x: 0, y: 465, width: 414, height: 271)

    /// Avoiders made with one number the engine does not take: a non-finite or huge one anywhere,
    /// a negative size or safe-area inset.
    static func brokenAvoiders(_ strategy: AvoidanceStrategy) -> [KeyboardAvoider] {
        let content = CGSize(width: 414, height: 2000)
        var made: [KeyboardAvoider] = []
        for bad in [CGFloat.nan, .infinity, -.infinity, 1e308, -1e308] {
            made += [
                KeyboardAvoider(
                    strategy: strategy,
                    layout: AvoidanceLayout(screen: Self.screen, safeArea: Insets(top: bad)),
                    target: Self.target),
                KeyboardAvoider(
                    strategy: strategy, layout: AvoidanceLayout(screen: Self.screen),
                    target: Self.target,
                    scroll: AvoidanceLayout.ScrollMetrics(
                        contentSize: content, contentInset: Insets(top: bad))),
                KeyboardAvoider(
                    strategy: strategy, layout: AvoidanceLayout(screen: Self.screen),
                    target: CGRect(x: 0, y: bad, width: 10, height: 10)),
                KeyboardAvoider(
                    strategy: strategy, layout: AvoidanceLayout(screen: Self.screen),
                    target: Self.target,
                    scroll: AvoidanceLayout.ScrollMetrics(contentOffset: CGPoint(x: 0, y: bad))
                ),
            ]
        }
        made += [
            KeyboardAvoider(
                strategy: strategy,
                layout: AvoidanceLayout(screen: CGRect(x: 0, y: 0, width: 414, height: -736))),
            KeyboardAvoider(
                strategy: strategy,
                layout: AvoidanceLayout(screen: Self.screen, safeArea: Insets(bottom: -34))),
            KeyboardAvoider(
                strategy: strategy, layout: AvoidanceLayout(screen: Self.screen),
                scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 414, height: -1))),
        ]
        return made
    }

    @Test(
        "an avoider made with a number it does not take traps nowhere and plans nothing from it",
        arguments: AvoidanceStrategy.allCases)
    func avoiderInit(strategy: AvoidanceStrategy) {
        // The README's engine in ten lines with a broken safe area or content inset: `scroll`'s
        // offset range trapped ("Range requires lowerBound <= upperBound"), in release builds too.
        for made in Self.brokenAvoiders(strategy) {
            var avoider = made
            #expect(!avoider.isMeasured)
            #expect(avoider.target == nil)
            var actions: [AvoidanceAction] = []
            for event in [
                AvoiderEvent.willShow(Self.keyboard), .scrolled(to: CGPoint(x: 0, y: 100)),
                .retarget(CGRect(x: 0, y: 600, width: 10, height: 10)), .willHide(),
            ] {
                if let action = avoider.handle(event) { actions.append(action) }
            }
            #expect(actions.allSatisfy { $0.plan.isFinite }, "\(made) \(actions)")
            #expect(avoider.invariantViolations.isEmpty)
            // Released from a session as a component would be: no trap either.
            var session = AvoidanceSession(avoider: made)
            _ = session.handle(.keyboard(KeyboardEvent(name: .willShow, endFrame: Self.keyboard)))
            #expect(session.handle(.release)?.plan.isFinite ?? true)
            #expect(session.invariantViolations.isEmpty)
        }
    }

    static let target = CGRect(x: 20, y: 600, width: 374, height: 44)

    @Test("a valid avoider is taken whole, a negative content inset included")
    func validTakenWhole() {
        let avoider = KeyboardAvoider(
            strategy: .scroll, layout: AvoidanceLayout(screen: Self.screen),
            target: Self.target,
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 414, height: 2000), contentInset: Insets(top: -10)))
        #expect(avoider.isMeasured)
        #expect(avoider.target == Self.target)
        #expect(avoider.scroll.contentInset.top == -10)
    }

    @Test("the offset range of a viewport with a NaN is 0…0, not a trap")
    func viewportRange() {
        let viewport = ScrollViewport(
            height: 736, contentHeight: 2000, contentInsetBottom: 0, adjustedTop: .nan,
            adjustedBottom: 0)
        #expect(viewport.offsetRange == 0...0)
        #expect(viewport.clamped(500) == 0)
        let infinite = ScrollViewport(
            height: 736, contentHeight: .infinity, contentInsetBottom: 0, adjustedTop: 0,
            adjustedBottom: 0)
        #expect(infinite.offsetRange == 0...0)
    }

    @Test("a NaN or negative margin is refused: avoidance is not switched off by it")
    func margin() throws {
        for bad in [CGFloat.nan, -8, .infinity] {
            var session = AvoidanceSession(
                strategy: .shift, configuration: AvoiderConfiguration(margin: bad))
            #expect(session.configuration.margin == 0)
            _ = session.handle(
                .measure(
                    ContainerSnapshot(
                        screen: Self.screen, window: Self.screen, container: Self.screen,
                        safeArea: .zero, target: Self.target)))
            let action = session.handle(
                .keyboard(KeyboardEvent(name: .willShow, endFrame: Self.keyboard)))
            // 465 − 644 = −179: the keyboard is avoided with the default margin 0.
            #expect(action?.plan == .shift(translationY: -179))
        }
        var configuration = AvoiderConfiguration(margin: 12)
        configuration.margin = .nan
        #expect(configuration.margin == 12)
        configuration.margin = -1
        #expect(configuration.margin == 12)
        configuration.margin = 4
        #expect(configuration.margin == 4)
    }

    @Test("a notification's frames and duration set afterwards are read as the reader reads them")
    func eventSetters() {
        var event = KeyboardEvent(name: .willShow, endFrame: Self.keyboard)
        event.endFrame = CGRect(x: 0, y: 465, width: 414, height: CGFloat.infinity)
        #expect(event.endFrame == nil)
        #expect(event.isIgnored)
        event.beginFrame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(event.beginFrame == nil)
        event.animation.duration = -.infinity
        #expect(event.animation.duration == 0.25)
        event.animation.duration = .nan
        #expect(event.animation.duration == 0.25)
        var animation = KeyboardAnimation(duration: 0.3, curve: .keyboard)
        animation.duration = -1
        #expect(animation.duration == 0.25)
    }

    @Test(
        "a duration of 1e308 or UInt64.max is kept in the plan but followed for 2 s at most",
        arguments: [1e308, Double(UInt64.max), 3600])
    func longDurations(duration: Double) throws {
        let animation = KeyboardAnimation(duration: duration, curve: .easeInOut)
        #expect(animation.duration == duration)
        #expect(animation.followedDuration == 2)
        let show = KeyboardEvent(
            name: .willShow, beginFrame: CGRect(x: 0, y: 736, width: 414, height: 271),
            endFrame: Self.keyboard, animation: animation)
        let transition = try #require(
            KeyboardTransition(event: show, screen: Self.screen, startTime: 10))
        // A display link following it stops: the move is over 2 s after it starts.
        #expect(transition.endTime <= 12)
        #expect(transition.isFinished(at: 12))
    }

    @Test("at rest, a rest value that moves by less than 0.01 pt is still applied exactly")
    func restExact() throws {
        // The guide rests on the safe area: 34, then 34.005.
        var guide = KeyboardAvoider(
            strategy: .guide,
            layout: AvoidanceLayout(screen: Self.screen, safeArea: Insets(bottom: 34)))
        let action = guide.handle(.layout(AvoidanceLayout.Change(safeArea: Insets(bottom: 34.005))))
        #expect(action?.plan == .guide(height: 34.005))
        #expect(guide.applied == .guide(height: 34.005))
        #expect(guide.invariantViolations.isEmpty)
        // A scroll view's own inset, 50 then 50.004, with the keyboard gone.
        var scroll = KeyboardAvoider(
            strategy: .scroll, layout: AvoidanceLayout(screen: Self.screen),
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 414, height: 2000), contentInset: Insets(bottom: 50)))
        _ = scroll.handle(.willShow(Self.keyboard))
        _ = scroll.handle(.willHide())
        let inset = scroll.handle(
            .layout(AvoidanceLayout.Change(contentInset: Insets(bottom: 50.004))))
        #expect(inset?.plan == .scroll(contentInsetBottom: 50.004, contentOffset: .zero))
        #expect(scroll.invariantViolations.isEmpty)
        // With the keyboard up, a change under 0.01 pt is still no action (spec §6).
        _ = scroll.handle(.willShow(Self.keyboard))
        #expect(
            scroll.handle(.layout(AvoidanceLayout.Change(contentInset: Insets(bottom: 50.005))))
                == nil)
    }

    @Test("a tracker's keyboard below a screen that ends past the limit is not kept or emitted")
    func trackerBelowAScreenPastTheLimit() {
        var tracker = KeyboardPhaseMachine(screen: CGRect(x: 0, y: 0, width: 414, height: 736))
        let screen = CGRect(x: 0, y: 5_000_000, width: 414, height: 5_000_100)
        _ = tracker.handle(
            .guide(
                KeyboardGuideSample(
                    guideTop: 9_999_000, safeAreaBottom: 10_000_000, windowBottom: 10_000_000,
                    screen: screen), at: 1))
        // Not docked on that screen: the keyboard would be off screen, at y = 10,000,100.
        let phases = tracker.handle(.sample(Self.keyboard, at: 2))
        #expect(phases.isEmpty)
        #expect(tracker.invariantViolations.isEmpty)
        #expect(tracker.lastSampleFrame.map { CoordinateLimit.contains(Double($0.minY)) } ?? true)
    }

    @Test("a snapshot or layout change with a negative safe area is refused, as the reader does")
    func negativeSafeArea() {
        var session = AvoidanceSession(strategy: .safeArea)
        let snapshot = ContainerSnapshot(
            screen: Self.screen, window: Self.screen, container: Self.screen,
            safeArea: Insets(bottom: -34), target: nil)
        #expect(!snapshot.isValid)
        _ = session.handle(.measure(snapshot))
        #expect(session.avoider == nil)
        var avoider = KeyboardAvoider(
            strategy: .guide, layout: AvoidanceLayout(screen: Self.screen))
        #expect(
            avoider.handle(.layout(AvoidanceLayout.Change(safeArea: Insets(bottom: -1)))) == nil)
        #expect(avoider.layout.safeArea == .zero)
    }
}

@Suite("The engine's public entries, fuzzed")
struct HostileEngineTests {
    @Test("hostile numbers through every public entry: no trap, every action finite")
    func fuzzed() {
        // `keyboard-avoidance stress --hostile 1000000` runs a million rounds; a few thousand here.
        let outcome = HostileEngine.run(seed: 0x4B41_2026_1201, rounds: 500)
        #expect(outcome.nonFiniteActions.isEmpty, "\(outcome.nonFiniteActions)")
        #expect(outcome.rounds == 500)
        // The actions checked are real: hostile input still moves views where it is valid.
        #expect(outcome.actions > 200)
    }
}

@Suite("The motion model's public values under hostile numbers")
struct HostileMotionTests {
    @Test(
        "a curve's control points that are not finite are the linear curve's, on creation and when set"
    )
    func bezier() {
        var curve = CubicBezier(.nan, 0, .infinity, 1)
        #expect(curve == .linear)
        #expect(curve.progress(atFraction: 0.5) == 0.5)
        curve.y1 = -.infinity
        #expect(curve.y1 == 0)
        curve.x2 = 7
        #expect(curve.x2 == 1)
    }

    @Test("a spring's mass or stiffness that is not a number greater than 0 is the keyboard's")
    func spring() {
        for bad in [0, -3, Double.nan, .infinity] {
            let spring = KeyboardSpring(mass: bad, stiffness: bad, damping: 500)
            #expect(spring.mass == 3)
            #expect(spring.stiffness == 1000)
            let progress = spring.progress(at: 0.1)
            #expect(progress.isFinite && progress > 0 && progress < 1)
        }
        var spring = KeyboardSpring.keyboard
        spring.mass = -1
        #expect(spring.mass == 3)
    }
}
