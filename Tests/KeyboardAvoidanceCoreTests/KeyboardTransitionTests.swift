import Foundation
import KeyboardAvoidanceCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The curves the model should follow, written out here from their definitions so that the
/// tests do not check the code against itself.
enum MotionReference {
    /// A 390 × 844 pt screen and a 336 pt docked keyboard on it.
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
    /// The keyboard moved down so that its top is at the screen's bottom.
    static let belowScreen = CGRect(x: 0, y: 844, width: 390, height: 336)

    /// ω₀ = √(stiffness / mass) for the keyboard's mass 3 and stiffness 1000.
    static let omega = (1000.0 / 3).squareRoot()

    /// The critically damped spring from rest: 1 − (1 + ω₀t)·e^(−ω₀t).
    static func spring(_ time: Double) -> Double {
        time <= 0 ? 0 : 1 - (1 + omega * time) * exp(-omega * time)
    }

    /// When the spring comes within `remaining` of 1, by bisection.
    static func springTime(remaining: Double) -> Double {
        var (low, high) = (0.0, 10.0)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if 1 - spring(mid) > remaining { low = mid } else { high = mid }
        }
        return high
    }

    /// The Bézier's point at parameter `s`: (fraction of the duration, progress).
    static func bezierPoint(_ s: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        -> (x: Double, y: Double)
    {
        func coordinate(_ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        return (coordinate(x1, x2), coordinate(y1, y2))
    }

    /// UIKit's control points for curves 0–3.
    static let controlPoints: [Int: (Double, Double, Double, Double)] = [
        0: (0.42, 0, 0.58, 1), 1: (0.42, 0, 1, 1), 2: (0, 0, 0.58, 1), 3: (0, 0, 1, 1),
    ]

    /// The keyboard's top during a 336 pt spring show that started at `start`.
    static func showTop(at time: Double, start: Double = 0) -> Double {
        844 - 336 * spring(time - start)
    }
}

@Suite("A keyboard move as a value")
struct KeyboardTransitionTests {
    typealias Reference = MotionReference

    static func show(_ animation: KeyboardAnimation, at start: Double) -> KeyboardTransition {
        KeyboardTransition(
            from: nil, to: Reference.keyboard, screen: Reference.screen, animation: animation,
            startTime: start)
    }

    @Test("curve 7 shows 0 → 336 pt along 1 − (1 + ω₀t)·e^(−ω₀t), whatever the duration")
    func springShow() {
        for duration in [0.25, 0.5] {
            let transition = Self.show(
                KeyboardAnimation(duration: duration, curve: .keyboard), at: 10)
            #expect(transition.startFrame == Reference.belowScreen)
            #expect(transition.endFrame == Reference.keyboard)
            for step in 0...100 {
                let time = Double(step) / 100
                let frame = transition.frame(at: 10 + time)
                #expect(abs(Double(frame.minY) - Reference.showTop(at: time)) < 1e-9, "t = \(time)")
                #expect(frame.height == 336 && frame.width == 390 && frame.minX == 0)
                #expect(abs(transition.progress(at: 10 + time) - Reference.spring(time)) < 1e-12)
            }
            // Worked by hand: ω₀·0.1 = 1.82574, (1 + 1.82574)·e^(−1.82574) = 0.45522.
            #expect(abs(Double(transition.frame(at: 10.05).minY) - 765.9706) < 1e-3)
            #expect(abs(Double(transition.frame(at: 10.1).minY) - 660.9545) < 1e-3)
            #expect(abs(Double(transition.frame(at: 10.2).minY) - 548.5613) < 1e-3)
        }
    }

    @Test(
        "curves 0–3 follow their Béziers over the duration, and end exactly at the end frame",
        arguments: [0, 1, 2, 3])
    func bezierShow(curve: Int) throws {
        let (x1, y1, x2, y2) = try #require(Reference.controlPoints[curve])
        let transition = Self.show(
            KeyboardAnimation(duration: 0.3, curve: KeyboardAnimation.Curve(rawValue: curve)), at: 2
        )
        for step in 0...100 {
            let point = Reference.bezierPoint(Double(step) / 100, x1, y1, x2, y2)
            let top = Double(transition.frame(at: 2 + point.x * 0.3).minY)
            #expect(abs(top - (844 - 336 * point.y)) < 1e-6, "s = \(Double(step) / 100)")
        }
        #expect(transition.frame(at: 2.3) == Reference.keyboard)
        #expect(transition.frame(at: 7) == Reference.keyboard)
        #expect(transition.progress(at: 2.3) == 1)
        #expect(transition.endTime > 2 && transition.endTime <= 2.3)
        #expect(abs(Double(transition.frame(at: transition.endTime).minY) - 508) <= 0.5 + 1e-9)
        #expect(transition.isFinished(at: 2.3))
    }

    @Test(
        "duration 0 is immediate: the end frame from the start on, the start frame before it",
        arguments: [0, 7])
    func immediate(curve: Int) {
        let transition = Self.show(
            KeyboardAnimation(duration: 0, curve: KeyboardAnimation.Curve(rawValue: curve)), at: 5)
        #expect(transition.frame(at: 5) == Reference.keyboard)
        #expect(transition.progress(at: 5) == 1)
        #expect(transition.frame(at: 4.999) == Reference.belowScreen)
        #expect(transition.endTime == 5)
        #expect(transition.isFinished(at: 5))
        #expect(!transition.isFinished(at: 4.999))
    }

    @Test("a hide to nil ends with the start frame moved down to the screen's bottom")
    func hideToNil() {
        let hide = KeyboardTransition(
            from: Reference.keyboard, to: nil, screen: Reference.screen,
            animation: .keyboardDefault, startTime: 1)
        #expect(hide.to == nil)
        #expect(hide.endFrame == Reference.belowScreen)
        for time in [0.05, 0.1, 0.2, 0.4] {
            let top = Double(hide.frame(at: 1 + time).minY)
            #expect(abs(top - (508 + 336 * Reference.spring(time))) < 1e-9)
        }
        // e^(−ω₀·100) underflows: the progress is exactly 1, the frame exactly the end.
        #expect(hide.frame(at: 101) == Reference.belowScreen)
        // A floating keyboard goes down in its own column.
        let floating = CGRect(x: 20, y: 300, width: 300, height: 200)
        let floatingHide = KeyboardTransition(
            from: floating, to: nil, screen: Reference.screen, animation: .keyboardDefault,
            startTime: 0)
        #expect(floatingHide.endFrame == CGRect(x: 20, y: 844, width: 300, height: 200))
    }

    @Test("two nil frames: a zero-height strip at the bottom, finished at once")
    func bothNil() {
        let transition = KeyboardTransition(
            from: nil, to: nil, screen: Reference.screen, animation: .keyboardDefault,
            startTime: 3)
        #expect(transition.startFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(transition.endFrame == transition.startFrame)
        #expect(transition.distance == 0)
        #expect(transition.endTime == 3)
        #expect(transition.isFinished(at: 3))
    }

    @Test("exactly the start frame up to the start; finished within 0.5 pt of the end from endTime")
    func settling() {
        let transition = Self.show(.keyboardDefault, at: 20)
        #expect(transition.frame(at: 19) == Reference.belowScreen)
        #expect(transition.frame(at: 20) == Reference.belowScreen)
        // (1 + ω₀t)·e^(−ω₀t) = 0.5 / 336 at t ≈ 0.48155 s.
        let settle = Reference.springTime(remaining: 0.5 / 336)
        #expect(abs(settle - 0.48155) < 1e-4)
        #expect(abs(transition.endTime - (20 + settle)) < 1e-9)
        #expect(abs(Double(transition.frame(at: transition.endTime).minY) - 508) <= 0.5 + 1e-9)
        #expect(Double(transition.frame(at: transition.endTime - 0.005).minY) - 508 > 0.5)
        #expect(transition.isFinished(at: transition.endTime))
        #expect(!transition.isFinished(at: transition.endTime - 0.005))
    }

    @Test(
        "the target timestamp's prediction has no lag; the frame-late sample lags ω₀·336/e pt/s",
        arguments: [60.0, 120.0])
    func predictionVersusLateSample(rate: Double) {
        let transition = Self.show(.keyboardDefault, at: 0)
        var largestLag = 0.0
        for frame in 1...Int(rate) {
            let target = Double(frame) / rate
            let truth = Reference.showTop(at: target)
            let late = Reference.showTop(at: Double(frame - 1) / rate)
            #expect(abs(Double(transition.frame(at: target).minY) - truth) < 1e-9)
            largestLag = max(largestLag, abs(late - truth))
        }
        // The spring's speed peaks at t = 1/ω₀: 336·ω₀·e^(−1) ≈ 2256.7 pt/s, so a frame-late
        // sample trails by almost that much per frame: about 37.6 pt at 60 Hz.
        let peak = 336 * Reference.omega / M_E / rate
        #expect(largestLag <= peak && largestLag > 0.99 * peak)
        #expect(rate == 60 ? largestLag > 37 : largestLag > 18.5)
    }

    @Test("re-anchoring on an observed top recovers the start time", arguments: [0, 1, 2, 3, 7])
    func reanchoring(curve: Int) throws {
        let trueStart = 3.0123
        // Built when the notification arrived, 12.3 ms before the animation really began.
        let transition = Self.show(
            KeyboardAnimation(duration: 0.25, curve: KeyboardAnimation.Curve(rawValue: curve)),
            at: 3)
        var samples: [(time: Double, top: Double)] = []
        if let (x1, y1, x2, y2) = Reference.controlPoints[curve] {
            for s in [0.3, 0.5, 0.7] {
                let point = Reference.bezierPoint(s, x1, y1, x2, y2)
                samples.append((trueStart + point.x * 0.25, 844 - 336 * point.y))
            }
        } else {
            for time in [0.03, 0.08, 0.15, 0.3] {
                samples.append((trueStart + time, Reference.showTop(at: time)))
            }
        }
        for sample in samples {
            let start = try #require(
                transition.estimatedStartTime(top: sample.top, observedAt: sample.time))
            #expect(abs(start - trueStart) < 1e-6, "\(sample)")
            let reanchored = try #require(
                transition.reanchored(top: sample.top, observedAt: sample.time))
            #expect(reanchored.startTime == start)
            #expect(reanchored.endFrame == transition.endFrame)
            #expect(abs(Double(reanchored.frame(at: sample.time).minY) - sample.top) < 1e-6)
        }
    }

    @Test("re-anchoring refuses what it cannot locate")
    func reanchoringLimits() {
        let show = Self.show(.keyboardDefault, at: 0)
        // Progress ≈ 0 (may not have started), ≈ 1 (may have stopped any time ago; the spring
        // never reaches 1), outside the move, and garbage.
        for top in [844, 843.7, 508, 508.3, 500, 900, .nan, .infinity, -.infinity] {
            #expect(show.estimatedStartTime(top: top, observedAt: 1) == nil, "\(top)")
        }
        #expect(show.estimatedStartTime(top: 700, observedAt: .nan) == nil)
        #expect(show.estimatedStartTime(top: 700, observedAt: .infinity) == nil)
        #expect(show.reanchored(top: 844, observedAt: 1) == nil)
        // A wider tolerance refuses more; a garbage one counts as 0.
        #expect(show.estimatedStartTime(top: 840, observedAt: 1, tolerance: 5) == nil)
        #expect(show.estimatedStartTime(top: 843.9, observedAt: 1, tolerance: .nan) != nil)
        // No animation, or no vertical travel: nothing to locate on.
        let immediate = Self.show(KeyboardAnimation(duration: 0, curve: .keyboard), at: 0)
        #expect(immediate.estimatedStartTime(top: 700, observedAt: 1) == nil)
        let sideways = KeyboardTransition(
            from: CGRect(x: 0, y: 400, width: 300, height: 200),
            to: CGRect(x: 50, y: 400, width: 300, height: 200), screen: Reference.screen,
            animation: .keyboardDefault, startTime: 0)
        #expect(sideways.estimatedStartTime(top: 400, observedAt: 1) == nil)
    }

    @Test("garbage never traps: unusable frames are off-screen, a NaN start is 0, NaN times 0")
    func garbage() {
        let nanFrame = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
        let hugeFrame = CGRect(x: 0, y: 1e9, width: 390, height: 336)
        let transition = KeyboardTransition(
            from: nanFrame, to: hugeFrame, screen: Reference.screen, animation: .keyboardDefault,
            startTime: .nan)
        #expect(transition.from == nil && transition.to == nil)
        #expect(transition.startTime == 0)
        let badScreen = KeyboardTransition(
            from: nil, to: Reference.keyboard,
            screen: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 844),
            animation: .keyboardDefault, startTime: 0)
        #expect(badScreen.screen == .zero)
        #expect(badScreen.startFrame == CGRect(x: 0, y: 0, width: 390, height: 336))
        let show = Self.show(.keyboardDefault, at: 0)
        #expect(show.progress(at: .nan) == 0)
        #expect(show.frame(at: .nan) == Reference.belowScreen)
        #expect(!show.isFinished(at: .nan))
        #expect(show.progress(at: -.infinity) == 0)
        #expect(show.progress(at: .infinity) == 1)
        #expect(show.frame(at: .infinity) == Reference.keyboard)
        #expect(show.isFinished(at: .infinity))
    }

    @Test("from a notification: a show comes from nil, a hide goes to nil, an ignored one is none")
    func fromEvent() throws {
        let showEvent = KeyboardEvent(
            name: .willShow, beginFrame: Reference.belowScreen, endFrame: Reference.keyboard,
            animation: .keyboardDefault)
        let show = try #require(
            KeyboardTransition(event: showEvent, screen: Reference.screen, startTime: 1))
        #expect(show.from == nil && show.to == Reference.keyboard && show.startTime == 1)
        let hideEvent = KeyboardEvent(
            name: .willHide, beginFrame: Reference.keyboard, endFrame: Reference.belowScreen,
            animation: KeyboardAnimation(duration: 0.25, curve: .easeInOut))
        let hide = try #require(
            KeyboardTransition(event: hideEvent, screen: Reference.screen, startTime: 2))
        #expect(hide.from == Reference.keyboard && hide.to == nil)
        #expect(hide.animation.curve == .easeInOut)
        let otherApp = KeyboardEvent(
            name: .willShow, endFrame: Reference.keyboard, isLocal: false)
        #expect(KeyboardTransition(event: otherApp, screen: Reference.screen, startTime: 0) == nil)
    }
}
