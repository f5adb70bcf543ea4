import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the UIKit layer's frame-by-frame tracker reads off its hidden keyboard layout guide, run
/// through the core as the tracker runs it: guide samples into a `KeyboardPhaseMachine`, its
/// `.interactive` frames into a session as `track` samples.
@Suite("Following the keyboard off a keyboard layout guide")
struct KeyboardTrackingTests {
    typealias Reference = MotionReference

    /// A 390 × 844 pt iPhone: the safe area ends 34 pt above the screen's bottom.
    static let screen = Reference.screen
    static let safeAreaBottom: CGFloat = 810
    static let keyboard = Reference.keyboard

    /// A guide read on the iPhone, in its window filling the screen.
    static func guide(
        top: CGFloat, safeAreaBottom: CGFloat = safeAreaBottom, windowBottom: CGFloat = 844,
        screen: CGRect = screen
    ) -> KeyboardGuideSample {
        KeyboardGuideSample(
            guideTop: top, safeAreaBottom: safeAreaBottom, windowBottom: windowBottom,
            screen: screen)
    }

    /// A tracker that checks its invariants after every input.
    struct Run {
        var tracker: KeyboardPhaseMachine

        mutating func feed(_ input: KeyboardPhaseMachine.Input) -> [KeyboardPhase] {
            let phases = tracker.handle(input)
            #expect(tracker.invariantViolations.isEmpty, "\(input): \(tracker.invariantViolations)")
            return phases
        }

        /// The `.interactive` frames of the phases an input produces: what a component tracks.
        mutating func drags(_ input: KeyboardPhaseMachine.Input) -> [CGRect] {
            feed(input).compactMap { phase in
                if case .interactive(let frame) = phase { frame } else { nil }
            }
        }
    }

    /// A guide session on the iPhone with the keyboard up.
    static func guideSessionWithKeyboard() -> AvoidanceSession {
        var session = AvoidanceSession(strategy: .guide)
        _ = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: screen, window: screen, container: screen,
                    safeArea: Insets(top: 47, bottom: 34), target: nil)))
        _ = session.handle(.keyboard(KeyboardEvent(name: .willShow, endFrame: keyboard)))
        return session
    }

    // MARK: Defect 3: a keyboard dragged off-screen

    @Test(
        "defect 3: a flick from 120 pt straight off-screen brings the views down, the guide resting on the window or the safe area",
        arguments: [844.0, 810.0])
    func flickOffScreen(restingTop: Double) throws {
        var run = Run(tracker: KeyboardPhaseMachine(frame: Self.keyboard, screen: Self.screen))
        var session = Self.guideSessionWithKeyboard()
        let first = try #require(run.drags(.guide(Self.guide(top: 724), at: 1)).first)
        #expect(first == CGRect(0, 724, 390, 120))
        #expect(session.handle(.track(first))?.plan == .guide(height: 120))
        // The next frame: the guide rests (before iOS 17 always on the safe area's bottom).
        let gone = try #require(
            run.drags(.guide(Self.guide(top: CGFloat(restingTop)), at: 1 + 1 / 60.0)).first)
        #expect(gone == CGRect(0, 844, 390, 120))
        #expect(KeyboardCoverage.State(frame: gone, screen: Self.screen) == .hidden)
        #expect(!session.ignores(.track(gone)))
        let down = session.handle(.track(gone))
        #expect(down?.plan == .guide(height: 34))
        #expect(down?.animation == .release)
    }

    @Test("defect 3: a guide that shows no keyboard is a usable frame below the screen")
    func offScreenFrame() {
        #expect(Self.guide(top: 810).frame(offScreenHeight: 120) == CGRect(0, 844, 390, 120))
        #expect(Self.guide(top: 844).frame(offScreenHeight: 336) == CGRect(0, 844, 390, 336))
        // No height known, or a height that is not usable: the screen's.
        #expect(Self.guide(top: 844).frame(offScreenHeight: 0) == CGRect(0, 844, 390, 844))
        #expect(Self.guide(top: 844).frame(offScreenHeight: .nan) == CGRect(0, 844, 390, 844))
        #expect(Self.guide(top: 508).frame(offScreenHeight: 120) == Self.keyboard)
        #expect(Self.guide(top: .nan).frame(offScreenHeight: 120) == nil)
        #expect(Self.guide(top: 508, safeAreaBottom: .nan).frame(offScreenHeight: 120) == nil)
        #expect(
            Self.guide(top: 508, screen: CGRect(0, 0, 0, 844)).frame(offScreenHeight: 120) == nil)
    }

    // MARK: Defect 1: the guide rests where the app's settings put it

    @Test(
        "defect 1: the app turning usesBottomSafeArea on or off moves the resting guide, and nothing else happens"
    )
    func restingLineToggled() {
        var run = Run(tracker: KeyboardPhaseMachine(screen: Self.screen))
        #expect(run.feed(.guide(Self.guide(top: 810), at: 1)) == [])
        // usesBottomSafeArea = false on any guide in the window: the guide drops to its bottom.
        #expect(run.feed(.guide(Self.guide(top: 844), at: 2)) == [])
        // And back on.
        #expect(run.feed(.guide(Self.guide(top: 810), at: 3)) == [])
        #expect(run.tracker.state == .resting(frame: nil))
        #expect(!run.tracker.needsFrames)
        // A keyboard above the safe area is a keyboard either way.
        #expect(Self.guide(top: 800).showsKeyboard)
        #expect(!Self.guide(top: 809.6).showsKeyboard)
    }

    // MARK: Defect 2: the first sample

    @Test("defect 2: the first sample, taken once laid out, records where the keyboard rests")
    func firstSampleSilent() {
        var run = Run(tracker: KeyboardPhaseMachine(screen: Self.screen))
        #expect(run.tracker.state == .unmeasured)
        #expect(!run.tracker.needsFrames && !run.tracker.needsFrames(followingMoves: true))
        #expect(run.feed(.tick(targetTimestamp: 1)) == [])
        // A keyboard already up: no drag, and no display link.
        #expect(run.feed(.guide(Self.guide(top: 508), at: 1)) == [])
        #expect(run.tracker.state == .resting(frame: Self.keyboard))
        #expect(!run.tracker.needsFrames)
        // The notifications of that keyboard, heard late, move nothing.
        #expect(
            run.feed(
                .transition(
                    KeyboardTransition(
                        from: nil, to: Self.keyboard, screen: Self.screen,
                        animation: .keyboardDefault, startTime: 1.1))) == [])
        // A finger moves it: that is a drag.
        #expect(run.drags(.guide(Self.guide(top: 600), at: 2)) == [CGRect(0, 600, 390, 244)])
    }

    @Test("defect 2: a notification before any sample starts from its begin frame")
    func notificationFirst() {
        var run = Run(tracker: KeyboardPhaseMachine(screen: Self.screen))
        let show = KeyboardTransition(
            from: nil, to: Self.keyboard, screen: Self.screen, animation: .keyboardDefault,
            startTime: 5)
        #expect(
            run.feed(.transition(show))
                == [.start(from: nil, to: Self.keyboard, animation: .keyboardDefault)])
        #expect(run.tracker.transition != nil)
    }

    // MARK: Defect 4: a window above the screen's bottom

    @Test(
        "defect 4: a Stage Manager window rests its guide on its own bottom: no strip of keyboard, no drag when it moves"
    )
    func stageManagerWindow() {
        let screen = CGRect(0, 0, 1194, 834)
        var run = Run(tracker: KeyboardPhaseMachine(screen: screen))
        // A window from y = 100 to 700, no bottom safe area; usesBottomSafeArea either way.
        let resting = KeyboardGuideSample(
            guideTop: 700, safeAreaBottom: 700, windowBottom: 700, screen: screen)
        #expect(!resting.showsKeyboard)
        #expect(run.feed(.guide(resting, at: 1)) == [])
        // The user drags the window down, frame by frame.
        for (index, bottom) in [720.0, 760, 800].enumerated() {
            let moved = KeyboardGuideSample(
                guideTop: CGFloat(bottom), safeAreaBottom: CGFloat(bottom),
                windowBottom: CGFloat(bottom), screen: screen)
            #expect(run.feed(.guide(moved, at: 2 + Double(index) / 60)) == [])
        }
        #expect(run.tracker.state == .resting(frame: nil))
        #expect(!run.tracker.needsFrames)
        // A keyboard that does not reach the window: no keyboard to the guide, no drag either.
        let docked = CGRect(0, 800, 1194, 34)
        var below = Run(tracker: KeyboardPhaseMachine(frame: docked, screen: screen))
        #expect(below.feed(.guide(resting, at: 1)) == [])
    }

    // MARK: Defect 5: rotation

    @Test("defect 5: rotating with no keyboard is no drag")
    func rotationWithoutKeyboard() {
        var run = Run(tracker: KeyboardPhaseMachine(frame: nil, screen: Self.screen))
        #expect(run.feed(.guide(Self.guide(top: 810), at: 1)) == [])
        let landscape = CGRect(0, 0, 844, 390)
        let rotated = KeyboardGuideSample(
            guideTop: 369, safeAreaBottom: 369, windowBottom: 390, screen: landscape)
        #expect(run.feed(.guide(rotated, at: 2)) == [])
        #expect(run.tracker.screen == landscape)
        #expect(run.tracker.state == .resting(frame: nil))
        #expect(!run.tracker.needsFrames)
    }

    @Test("defect 5: rotating with the keyboard up re-measures it without a drag")
    func rotationWithKeyboard() {
        var run = Run(tracker: KeyboardPhaseMachine(frame: Self.keyboard, screen: Self.screen))
        let landscape = CGRect(0, 0, 844, 390)
        let rotated = KeyboardGuideSample(
            guideTop: 181, safeAreaBottom: 369, windowBottom: 390, screen: landscape)
        #expect(run.feed(.guide(rotated, at: 2)) == [])
        #expect(run.tracker.state == .resting(frame: CGRect(0, 181, 844, 209)))
        // The rotation's notification, to where the keyboard already is: nothing.
        #expect(
            run.feed(
                .transition(
                    KeyboardTransition(
                        from: Self.keyboard, to: CGRect(0, 181, 844, 209), screen: landscape,
                        animation: .keyboardDefault, startTime: 2.01))) == [])
        // Then a finger on the landscape keyboard is a drag again.
        let dragged = Self.guide(
            top: 250, safeAreaBottom: 369, windowBottom: 390, screen: landscape)
        #expect(run.drags(.guide(dragged, at: 3)) == [CGRect(0, 250, 844, 140)])
    }

    // MARK: Defects 1 and 6: floating keyboards

    @Test(
        "defect 6: a floating keyboard, which the tracker's guide does not follow, is no drag while the guide rests"
    )
    func floatingKeyboardIgnoredBySamples() {
        let screen = CGRect(0, 0, 834, 1194)
        let floating = CGRect(257, 700, 320, 254)
        var run = Run(tracker: KeyboardPhaseMachine(frame: nil, screen: screen))
        let move = KeyboardTransition(
            from: nil, to: floating, screen: screen, animation: .keyboardDefault, startTime: 1)
        #expect(run.feed(.transition(move)).count == 1)
        let resting = KeyboardGuideSample(
            guideTop: 1174, safeAreaBottom: 1174, windowBottom: 1194, screen: screen)
        // During the move the guide shows nothing: it neither drags nor re-anchors the move.
        #expect(run.feed(.guide(resting, at: 1.1)) == [])
        #expect(run.tracker.transition?.startTime == 1)
        // The clock ends the move at the next sample; the floating keyboard rests.
        #expect(run.feed(.guide(resting, at: 3)) == [.end(frame: floating)])
        #expect(run.feed(.guide(resting, at: 4)) == [])
        #expect(run.tracker.state == .resting(frame: floating))
        #expect(!run.tracker.needsFrames)
    }

    // MARK: Risks: the end of a drag, the display link, the clock

    @Test(
        "the notification that ends a drag goes before the samples: a sample at its end frame is no finger, so the notification's animated action finishes the drag"
    )
    func dragEndNotSnapped() throws {
        var run = Run(tracker: KeyboardPhaseMachine(frame: Self.keyboard, screen: Self.screen))
        var session = Self.guideSessionWithKeyboard()
        for frame in run.drags(.guide(Self.guide(top: 600), at: 1)) {
            #expect(session.handle(.track(frame))?.plan == .guide(height: 244))
        }
        // The finger lifts above the middle: UIKit snaps the keyboard back.
        let snapBack = KeyboardEvent(name: .willShow, endFrame: Self.keyboard)
        let transition = try #require(
            KeyboardTransition(event: snapBack, screen: Self.screen, startTime: 1.1))
        #expect(run.feed(.transition(transition)).count == 1)
        // The layout pass of the animation, sampled after the notification: the model already
        // holds the end. No track sample, so the session animates with the notification.
        #expect(run.drags(.guide(Self.guide(top: 508), at: 1.11)) == [])
        let finish = session.handle(.keyboard(snapBack))
        let action = try #require(finish)
        #expect(action.plan == .guide(height: 336))
        #expect(action.animation == .keyboardDefault)
    }

    @Test(
        "a track sample at the notification's end frame takes the action and leaves the notification nothing to animate: the tracker must not sample a committed end"
    )
    func trackAtEndFrameTakesTheAction() {
        var session = Self.guideSessionWithKeyboard()
        _ = session.handle(.track(CGRect(0, 600, 390, 244)))
        #expect(session.handle(.track(Self.keyboard))?.animation == .release)
        #expect(
            session.handle(.keyboard(KeyboardEvent(name: .willShow, endFrame: Self.keyboard)))
                == nil)
    }

    @Test("the display link runs during a drag, and during a move only for its phases")
    func displayLinkDemand() {
        var run = Run(tracker: KeyboardPhaseMachine(frame: nil, screen: Self.screen))
        #expect(!run.tracker.needsFrames(followingMoves: true))
        _ = run.feed(
            .transition(
                KeyboardTransition(
                    from: nil, to: Self.keyboard, screen: Self.screen,
                    animation: .keyboardDefault, startTime: 1)))
        #expect(run.tracker.needsFrames(followingMoves: true))
        #expect(!run.tracker.needsFrames(followingMoves: false))
        // Without a display link, the move ends by the clock at the next layout sample, and
        // that sample is then read at rest.
        #expect(run.feed(.guide(Self.guide(top: 508), at: 3)) == [.end(frame: Self.keyboard)])
        #expect(run.drags(.guide(Self.guide(top: 600), at: 4)).count == 1)
        #expect(run.tracker.needsFrames(followingMoves: false))
        #expect(run.tracker.needsFrames(followingMoves: true))
        _ = run.feed(.tick(targetTimestamp: 4.6))
        #expect(!run.tracker.needsFrames(followingMoves: false))
        #expect(!run.tracker.needsFrames(followingMoves: true))
    }

    @Test("a sample during a move the clock has not finished ends nothing")
    func sampleMidMove() {
        var run = Run(tracker: KeyboardPhaseMachine(frame: nil, screen: Self.screen))
        _ = run.feed(
            .transition(
                KeyboardTransition(
                    from: nil, to: Self.keyboard, screen: Self.screen,
                    animation: .keyboardDefault, startTime: 1)))
        #expect(run.feed(.guide(Self.guide(top: 700), at: 1.05)) == [])
        #expect(run.tracker.transition != nil)
    }

    @Test("random guide samples, notifications and ticks keep the invariants and the phase order")
    func randomGuideInputs() {
        let baseSeed: UInt64 = 0x4B50_2026_0002
        var failures = 0
        for index in 0..<300 {
            let seed = baseSeed &+ UInt64(index) &* 0x9E37_79B9
            var random = SplitMix64(seed: seed)
            var tracker = KeyboardPhaseMachine(screen: Self.screen)
            var clock = 0.0
            var moving = false
            var problems: [String] = []
            func number(_ range: ClosedRange<Double>) -> CGFloat {
                switch Int.random(in: 0..<40, using: &random) {
                case 0: .nan
                case 1: .infinity
                case 2: -1e12
                default: CGFloat(Double.random(in: range, using: &random))
                }
            }
            for _ in 0..<200 {
                clock += Double.random(in: -0.01...0.05, using: &random)
                let portrait = Bool.random(using: &random)
                let screen = portrait ? Self.screen : CGRect(0, 0, 844, 390)
                let input: KeyboardPhaseMachine.Input
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1:
                    input = .transition(
                        KeyboardTransition(
                            from: nil,
                            to: Bool.random(using: &random)
                                ? CGRect(0, number(100...800), screen.width, 400) : nil,
                            screen: screen, animation: .keyboardDefault,
                            startTime: clock))
                case 2, 3, 4, 5:
                    let sample = KeyboardGuideSample(
                        guideTop: number(100...900), safeAreaBottom: number(300...844),
                        windowBottom: screen.maxY, screen: screen)
                    input = .guide(sample, at: clock)
                default: input = .tick(targetTimestamp: clock + 0.01)
                }
                for phase in tracker.handle(input) {
                    switch phase {
                    case .start: moving = true
                    case .end: moving = false
                    case .interactive(let frame):
                        if moving { problems.append("interactive during a transition") }
                        if ![frame.minX, frame.minY, frame.width].allSatisfy(\.isFinite)
                            || !(frame.height > 0 && frame.height.isFinite)
                        {
                            problems.append("unusable drag frame \(frame)")
                        }
                    case .move: if !moving { problems.append("move outside a transition") }
                    }
                }
                problems += tracker.invariantViolations
                if moving != (tracker.transition != nil) {
                    problems.append("phases and state disagree after \(input)")
                }
            }
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(problems.prefix(3))")
                if failures >= 3 { break }
            }
        }
    }
}
