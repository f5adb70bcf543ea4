import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Keyboard phases from a display link")
struct KeyboardPhaseTests {
    typealias Reference = MotionReference

    /// A tracker that checks its invariants after every input.
    struct Run {
        var tracker: KeyboardPhaseMachine

        init(frame: CGRect?) {
            tracker = KeyboardPhaseMachine(frame: frame, screen: Reference.screen)
        }

        mutating func feed(_ input: KeyboardPhaseMachine.Input) -> [KeyboardPhase] {
            let phases = tracker.handle(input)
            #expect(tracker.invariantViolations.isEmpty, "\(input): \(tracker.invariantViolations)")
            return phases
        }

        /// Ticks at `rate` from `start` until an `.end` (at most `limit` ticks): the moves and the
        /// end.
        mutating func tick(from start: Double, rate: Double = 60, limit: Int = 600)
            -> (moves: [(frame: CGRect, progress: Double, time: Double)], end: KeyboardPhase?)
        {
            var moves: [(CGRect, Double, Double)] = []
            for index in 1...limit {
                let time = start + Double(index) / rate
                for phase in feed(.tick(targetTimestamp: time)) {
                    switch phase {
                    case .move(let frame, let progress): moves.append((frame, progress, time))
                    case .end: return (moves, phase)
                    default: Issue.record("unexpected \(phase) on a tick")
                    }
                }
            }
            return (moves, nil)
        }
    }

    static func transition(
        from: CGRect?, to: CGRect?, animation: KeyboardAnimation = .keyboardDefault, at time: Double
    ) -> KeyboardPhaseMachine.Input {
        .transition(
            KeyboardTransition(
                from: from, to: to, screen: Reference.screen, animation: animation, startTime: time)
        )
    }

    static func keyboard(top: Double) -> CGRect {
        CGRect(x: 0, y: top, width: 390, height: 336)
    }

    @Test("a show: start, a move per display frame at the target timestamp, then end")
    func show() {
        var run = Run(frame: nil)
        #expect(!run.tracker.needsFrames)
        #expect(
            run.feed(Self.transition(from: nil, to: Reference.keyboard, at: 100))
                == [.start(from: nil, to: Reference.keyboard, animation: .keyboardDefault)])
        #expect(run.tracker.needsFrames)
        let (moves, end) = run.tick(from: 100)
        // The spring comes within 0.5 pt of the end at 0.48155 s: ticks 1…28 at 60 Hz move, the
        // 29th (0.48333 s) ends.
        #expect(moves.count == 28)
        #expect(end == .end(frame: Reference.keyboard))
        var previous = 0.0
        for move in moves {
            let elapsed = move.time - 100
            #expect(abs(Double(move.frame.minY) - Reference.showTop(at: elapsed)) < 1e-6)
            #expect(move.frame.height == 336)
            #expect(abs(move.progress - Reference.spring(elapsed)) < 1e-9)
            #expect(move.progress > previous)
            previous = move.progress
        }
        #expect(!run.tracker.needsFrames)
        #expect(run.tracker.state == .resting(frame: Reference.keyboard))
        #expect(run.feed(.tick(targetTimestamp: 101)) == [])
    }

    @Test("a hide: start to nil, moves downwards, end off-screen")
    func hide() {
        var run = Run(frame: Reference.keyboard)
        let animation = KeyboardAnimation(duration: 0.25, curve: .easeInOut)
        #expect(
            run.feed(
                Self.transition(from: Reference.keyboard, to: nil, animation: animation, at: 7))
                == [.start(from: Reference.keyboard, to: nil, animation: animation)])
        let (moves, end) = run.tick(from: 7, rate: 120)
        #expect(end == .end(frame: nil))
        // Within 0.5 pt of the end after 97.2 % of 0.25 s (where 3ε² = 0.5 / 336 with
        // ε = 1 − s, by the Bézier's parametric form): 29 ticks at 120 Hz move, the 30th ends.
        #expect(moves.count == 29)
        let tops = moves.map { Double($0.frame.minY) }
        #expect(tops == tops.sorted() && tops.first ?? 0 > 508 && tops.last ?? 0 < 844)
        // Ease-in-out is symmetric: halfway through the duration, halfway down.
        let half = moves.first { abs($0.time - 7.125) < 1e-9 }
        #expect(abs(Double(half?.frame.minY ?? 0) - 676) < 1e-6)
        #expect(run.tracker.state == .resting(frame: nil))
    }

    @Test("a drag that dismisses: interactive frames, then the hide animates from the last one")
    func dragDismisses() {
        var run = Run(frame: Reference.keyboard)
        for (index, top) in [520.0, 560, 640].enumerated() {
            let frame = Self.keyboard(top: top)
            #expect(
                run.feed(.sample(frame, at: 1 + Double(index) / 60)) == [.interactive(frame: frame)]
            )
            #expect(run.tracker.needsFrames)
        }
        let dragged = Self.keyboard(top: 640)
        // UIKit's hide still names the frame before the drag as its begin frame.
        #expect(
            run.feed(Self.transition(from: Reference.keyboard, to: nil, at: 1.05))
                == [.start(from: dragged, to: nil, animation: .keyboardDefault)])
        let (moves, end) = run.tick(from: 1.05)
        #expect(end == .end(frame: nil))
        for move in moves {
            let expected = 640 + (844 - 640) * Reference.spring(move.time - 1.05)
            #expect(abs(Double(move.frame.minY) - expected) < 1e-6)
        }
        #expect(!run.tracker.needsFrames)
    }

    @Test("a drag that snaps back: interactive frames, then the show animates back from the last")
    func dragSnapsBack() {
        var run = Run(frame: Reference.keyboard)
        #expect(run.feed(.sample(Self.keyboard(top: 530), at: 4)).count == 1)
        #expect(run.feed(.sample(Self.keyboard(top: 600), at: 4.1)).count == 1)
        #expect(
            run.feed(Self.transition(from: Reference.belowScreen, to: Reference.keyboard, at: 4.2))
                == [
                    .start(
                        from: Self.keyboard(top: 600), to: Reference.keyboard,
                        animation: .keyboardDefault)
                ])
        let (moves, end) = run.tick(from: 4.2)
        #expect(end == .end(frame: Reference.keyboard))
        let tops = moves.map { Double($0.frame.minY) }
        #expect(tops == tops.sorted(by: >) && tops.allSatisfy { $0 < 600 && $0 > 508 })
        let first = 600 - 92 * Reference.spring(1 / 60.0)
        #expect(abs((tops.first ?? 0) - first) < 1e-6)
    }

    @Test(
        "no motion starts and ends at once; an end frame already reached or heading emits nothing")
    func noMotionAndRepeats() {
        var run = Run(frame: nil)
        let instant = KeyboardAnimation(duration: 0, curve: .keyboard)
        #expect(
            run.feed(Self.transition(from: nil, to: Reference.keyboard, animation: instant, at: 1))
                == [
                    .start(from: nil, to: Reference.keyboard, animation: instant),
                    .end(frame: Reference.keyboard),
                ])
        #expect(!run.tracker.needsFrames)
        // WillShow after WillChangeFrame, and the Did… ones: the keyboard is there already.
        #expect(run.feed(Self.transition(from: nil, to: Reference.keyboard, at: 1.01)) == [])
        // A taller keyboard (QuickType bar), announced twice.
        let taller = CGRect(x: 0, y: 464, width: 390, height: 380)
        #expect(
            run.feed(Self.transition(from: Reference.keyboard, to: taller, at: 2))
                == [.start(from: Reference.keyboard, to: taller, animation: .keyboardDefault)])
        #expect(run.feed(Self.transition(from: Reference.keyboard, to: taller, at: 2.001)) == [])
        #expect(run.tick(from: 2).end == .end(frame: taller))
        #expect(run.feed(Self.transition(from: Reference.keyboard, to: taller, at: 3)) == [])
        // Hidden, a hide and one to a frame below the screen are the same: nothing.
        var hidden = Run(frame: nil)
        #expect(hidden.feed(Self.transition(from: Reference.keyboard, to: nil, at: 1)) == [])
        #expect(
            hidden.feed(Self.transition(from: nil, to: Reference.belowScreen, at: 1)) == [])
    }

    @Test("a notification mid-move starts again from where the keyboard is, with no end between")
    func interruption() {
        var run = Run(frame: nil)
        _ = run.feed(Self.transition(from: nil, to: Reference.keyboard, at: 0))
        for index in 1...6 {
            #expect(run.feed(.tick(targetTimestamp: Double(index) / 60)).count == 1)
        }
        let phases = run.feed(Self.transition(from: Reference.keyboard, to: nil, at: 0.1))
        #expect(phases.count == 1)
        guard case .start(let from, let to, _) = phases.first else {
            Issue.record("expected a start, got \(phases)")
            return
        }
        // Hand-worked: 844 − 336·(1 − (1 + 1.82574)·e^(−1.82574)) = 660.954.
        #expect(abs(Double(from?.minY ?? 0) - 660.954) < 1e-3)
        #expect(to == nil)
        let (moves, end) = run.tick(from: 0.1)
        #expect(end == .end(frame: nil))
        #expect(
            abs(
                Double(moves.first?.frame.minY ?? 0)
                    - (660.954 + 183.046 * Reference.spring(1 / 60.0))) < 1e-3)
    }

    @Test("samples during a move re-anchor its start on the keyboard's real timing")
    func samplesReanchor() {
        // The notification arrives at 50; Core Animation starts the spring 8 ms later.
        let realStart = 50.008
        var informed = Run(frame: nil)
        _ = informed.feed(Self.transition(from: nil, to: Reference.keyboard, at: 50))
        var blind = informed
        // In the display link at 50 + 4/60: the presentation shows the keyboard at 50 + 3/60.
        let shown = 50 + 3 / 60.0
        let target = 50 + 4 / 60.0
        let observed = Self.keyboard(top: Reference.showTop(at: shown, start: realStart))
        #expect(informed.feed(.sample(observed, at: shown)) == [])
        let truth = Reference.showTop(at: target, start: realStart)
        guard case .move(let frame, _) = informed.feed(.tick(targetTimestamp: target)).first,
            case .move(let blindFrame, _) = blind.feed(.tick(targetTimestamp: target)).first
        else {
            Issue.record("expected moves")
            return
        }
        #expect(abs(Double(frame.minY) - truth) < 1e-6)
        #expect(abs(Double(blindFrame.minY) - truth) > 10)  // 8 ms at up to 2257 pt/s
    }

    @Test("garbage samples, ticks and frames are ignored")
    func garbage() {
        var run = Run(frame: Reference.keyboard)
        let garbage: [CGRect] = [
            CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336),
            CGRect(x: 0, y: 600, width: CGFloat.infinity, height: 336),
            CGRect(x: 0, y: -CGFloat.infinity, width: 390, height: 336),
            CGRect(x: 0, y: 1e9, width: 390, height: 336),
            CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan),
        ]
        for frame in garbage {
            #expect(run.feed(.sample(frame, at: 1)) == [])
        }
        for time in [Double.nan, .infinity, -.infinity] {
            #expect(run.feed(.sample(Self.keyboard(top: 600), at: time)) == [])
            #expect(run.feed(.tick(targetTimestamp: time)) == [])
        }
        #expect(run.tracker.state == .resting(frame: Reference.keyboard))
        #expect(!run.tracker.needsFrames)
        #expect(run.tracker.lastSampleTime == nil && run.tracker.lastTickTime == nil)
        // A transition with a NaN start reads as long finished: it ends at the first tick.
        #expect(run.feed(Self.transition(from: Reference.keyboard, to: nil, at: .nan)).count == 1)
        #expect(run.feed(.tick(targetTimestamp: 10)) == [.end(frame: nil)])
        // A tracker made with garbage starts hidden on a zero screen, and still never traps.
        var broken = KeyboardPhaseMachine(
            frame: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1),
            screen: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        #expect(broken.state == .resting(frame: nil) && broken.screen == .zero)
        _ = broken.handle(.sample(Self.keyboard(top: 600), at: 0))
        #expect(broken.invariantViolations.isEmpty)
    }

    @Test("time never runs backwards: older ticks and samples are ignored")
    func backwards() {
        var run = Run(frame: nil)
        _ = run.feed(Self.transition(from: nil, to: Reference.keyboard, at: 10))
        // A tick before the transition's start shows the start frame.
        #expect(
            run.feed(.tick(targetTimestamp: 9.99)) == [
                .move(frame: Reference.belowScreen, progress: 0)
            ])
        guard case .move(_, let progress) = run.feed(.tick(targetTimestamp: 10.1)).first else {
            Issue.record("expected a move")
            return
        }
        #expect(run.feed(.tick(targetTimestamp: 10.05)) == [])
        #expect(run.feed(.tick(targetTimestamp: 10.1)) == [])
        guard case .move(_, let later) = run.feed(.tick(targetTimestamp: 10.11)).first else {
            Issue.record("expected a move")
            return
        }
        #expect(later > progress)
        // Samples: an older one is dropped, whatever it shows.
        var drag = Run(frame: Reference.keyboard)
        #expect(drag.feed(.sample(Self.keyboard(top: 600), at: 2)).count == 1)
        #expect(drag.feed(.sample(Self.keyboard(top: 700), at: 1.9)) == [])
        #expect(
            drag.tracker.state
                == .dragging(frame: Self.keyboard(top: 600), lastMoved: 2, isPaused: false))
    }

    @Test("a drag that holds still pauses the display link until it moves again")
    func dragPause() {
        var run = Run(frame: Reference.keyboard)
        _ = run.feed(.sample(Self.keyboard(top: 600), at: 5))
        var pausedAt: Double?
        for index in 1...60 where pausedAt == nil {
            let time = 5 + Double(index) / 60
            _ = run.feed(.sample(Self.keyboard(top: 600.2), at: time - 1 / 60.0))
            #expect(run.feed(.tick(targetTimestamp: time)) == [])
            if !run.tracker.needsFrames { pausedAt = time }
        }
        // The first tick 0.5 s after the last move of more than 0.5 pt: 5 + 30/60.
        #expect(abs((pausedAt ?? 0) - 5.5) < 1e-9)
        #expect(run.feed(.sample(Self.keyboard(top: 600), at: 5.6)) == [])
        #expect(!run.tracker.needsFrames)
        let moved = Self.keyboard(top: 700)
        #expect(run.feed(.sample(moved, at: 5.7)) == [.interactive(frame: moved)])
        #expect(run.tracker.needsFrames)
    }

    @Test(
        "samples at rest: within 0.5 pt, off-screen while hidden, or a slower move's tail: nothing")
    func restingSamples() {
        var shown = Run(frame: Reference.keyboard)
        #expect(shown.feed(.sample(Self.keyboard(top: 508.4), at: 1)) == [])
        #expect(shown.feed(.sample(CGRect(x: 0.3, y: 508, width: 390.4, height: 336), at: 2)) == [])
        var hidden = Run(frame: nil)
        for (index, top) in [844, 900, 843.6].enumerated() {
            #expect(hidden.feed(.sample(Self.keyboard(top: top), at: Double(index))) == [])
        }
        // The keyboard follows a spring 20 % slower than the model: when the model ends the
        // show, the keyboard is still on its way, and its presentation keeps arriving.
        var tail = Run(frame: nil)
        _ = tail.feed(Self.transition(from: nil, to: Reference.keyboard, at: 0))
        func slowerTop(_ time: Double) -> Double {
            let omega = 0.8 * Reference.omega
            return 844 - 336 * (1 - (1 + omega * time) * exp(-omega * time))
        }
        var ended = false
        for index in 1...120 {
            let shown = Double(index - 1) / 60
            let phases = tail.feed(.sample(Self.keyboard(top: slowerTop(shown)), at: shown))
            #expect(phases == [], "t = \(shown)")
            let tick = tail.feed(.tick(targetTimestamp: Double(index) / 60))
            ended = ended || tick == [.end(frame: Reference.keyboard)]
        }
        #expect(ended)
        // Moving away from rest is a finger.
        let dragged = Self.keyboard(top: 530)
        #expect(tail.feed(.sample(dragged, at: 3)) == [.interactive(frame: dragged)])
        // The rule on its own: samples that approach the resting frame after the move ended
        // (re-anchoring above kept the model close, so its tail was short).
        var approach = Run(frame: nil)
        _ = approach.feed(Self.transition(from: nil, to: Reference.keyboard, at: 0))
        #expect(approach.feed(.sample(Reference.belowScreen, at: 0)) == [])
        #expect(approach.tick(from: 0).end == .end(frame: Reference.keyboard))
        for (index, top) in [509.5, 509.0, 508.6].enumerated() {
            let sample = Self.keyboard(top: top)
            #expect(approach.feed(.sample(sample, at: 1 + Double(index) / 60)) == [])
        }
    }
}
