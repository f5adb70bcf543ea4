import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@Suite("The keyboard's animation as a model")
struct AnimationTests {
    /// Integrates x'' = −2ω₀x' − ω₀²(x − 1), x(0) = 0, x'(0) = 0 — the critically damped spring's
    /// equation — independently of the closed form.
    static func integrateSpring(omega: Double, until end: Double, step: Double) -> [(
        time: Double, x: Double
    )] {
        integrateSpring(
            mass: 1, stiffness: omega * omega, damping: 2 * omega, until: end, step: step)
    }

    @Test("curve 7's closed form agrees with a numeric integration of the spring's equation")
    func springMatchesIntegration() {
        let spring = KeyboardSpring.keyboard
        #expect(abs(spring.naturalFrequency - (1000.0 / 3).squareRoot()) < 1e-12)
        let timing = KeyboardAnimation(duration: 0.25, curve: .keyboard).timing
        for sample in Self.integrateSpring(omega: spring.naturalFrequency, until: 1, step: 1e-4) {
            #expect(abs(timing.progress(at: sample.time) - sample.x) < 1e-9, "t = \(sample.time)")
        }
    }

    /// Integrates m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = 0 — a spring as a spring API
    /// takes it, by mass, stiffness and damping — with classic fourth-order Runge–Kutta; the
    /// position after every step.
    static func integrateSpring(
        mass: Double, stiffness: Double, damping: Double, until end: Double, step: Double
    ) -> [(time: Double, x: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-damping * v - stiffness * (x - 1)) / mass
        }
        var x = 0.0
        var v = 0.0
        var samples: [(Double, Double)] = [(0, 0)]
        var time = 0.0
        while time < end - step / 2 {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v
            let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v
            let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v
            let k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            time += step
            samples.append((time, x))
        }
        return samples
    }

    @Test(
        "a spring given the keyboard's mass, stiffness and critical damping moves as the keyboard; the nominal damping would not"
    )
    func criticalDampingReproducesTheKeyboard() {
        let spring = KeyboardSpring.keyboard
        #expect(abs(spring.criticalDamping - 2 * 3000.0.squareRoot()) < 1e-12)
        let samples = Self.integrateSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.criticalDamping,
            until: 0.6, step: 1e-4)
        for sample in samples {
            #expect(abs(sample.x - spring.progress(at: sample.time)) < 1e-9, "t = \(sample.time)")
        }
        // Damping 500, as the keyboard's animation names it, lags far behind at 0.1 s.
        let overdamped = Self.integrateSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, until: 0.1,
            step: 1e-4)
        #expect(spring.progress(at: 0.1) - (overdamped.last?.x ?? 1) > 0.3)
    }

    @Test("curve 7 ignores the duration, as UIKit does; any other unknown curve is the same spring")
    func springIgnoresDuration() {
        let short = KeyboardAnimation(duration: 0.25, curve: .keyboard).timing
        let long = KeyboardAnimation(duration: 2, curve: .keyboard).timing
        let unknown = KeyboardAnimation(duration: 0.25, curve: .other(rawValue: 42)).timing
        for time in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(short.progress(at: time) == long.progress(at: time))
            #expect(short.progress(at: time) == unknown.progress(at: time))
        }
    }

    @Test("the spring rises monotonically from 0 towards 1 without reaching it")
    func springMonotonic() {
        let timing = AnimationTiming.spring(.keyboard)
        var previous = -1.0
        for step in 0...2000 {
            let progress = timing.progress(at: Double(step) / 1000)
            #expect(progress >= previous)
            #expect(progress >= 0 && progress < 1)
            previous = progress
        }
        #expect(timing.time(toReach: 1) == nil)
    }

    static let beziers: [(KeyboardAnimation.Curve, CubicBezier)] = [
        (.easeInOut, CubicBezier(0.42, 0, 0.58, 1)), (.easeIn, CubicBezier(0.42, 0, 1, 1)),
        (.easeOut, CubicBezier(0, 0, 0.58, 1)), (.linear, CubicBezier(0, 0, 1, 1)),
    ]

    @Test("curves 0–3 are UIKit's Béziers: end points, monotonicity, stretched over the duration")
    func beziers() {
        for (curve, bezier) in Self.beziers {
            let timing = KeyboardAnimation(duration: 0.3, curve: curve).timing
            #expect(timing == .bezier(bezier, duration: 0.3))
            #expect(timing.progress(at: 0) == 0)
            #expect(timing.progress(at: 0.3) == 1)
            #expect(timing.progress(at: 5) == 1)
            var previous = 0.0
            for step in 1...300 {
                let progress = timing.progress(at: Double(step) / 1000)
                #expect(progress >= previous - 1e-12, "\(curve) at \(step) ms")
                previous = progress
            }
        }
    }

    @Test("Bézier values checked against the curve's parametric form, evaluated independently")
    func bezierAgainstParametric() {
        // Sample the parameter s, compute (x(s), y(s)) directly, then ask the model for the
        // progress at x(s): it must be y(s).
        for (_, bezier) in Self.beziers {
            for step in 0...100 {
                let s = Double(step) / 100
                let u = 1 - s
                let x = 3 * u * u * s * bezier.x1 + 3 * u * s * s * bezier.x2 + s * s * s
                let y = 3 * u * u * s * bezier.y1 + 3 * u * s * s * bezier.y2 + s * s * s
                #expect(abs(bezier.progress(atFraction: x) - y) < 1e-7, "s = \(s)")
            }
        }
        // Linear is the identity; easeInOut is symmetric about its midpoint.
        #expect(abs(CubicBezier.linear.progress(atFraction: 0.37) - 0.37) < 1e-9)
        #expect(abs(CubicBezier.easeInOut.progress(atFraction: 0.5) - 0.5) < 1e-9)
        #expect(
            abs(
                CubicBezier.easeInOut.progress(atFraction: 0.2)
                    + CubicBezier.easeInOut.progress(atFraction: 0.8) - 1) < 1e-9)
    }

    @Test("the time to reach a progress inverts the progress", arguments: [0, 1, 2, 3, 7])
    func inverse(curve: Int) throws {
        let timing = KeyboardAnimation(
            duration: 0.25, curve: KeyboardAnimation.Curve(rawValue: curve)
        )
        .timing
        for progress in [0.001, 0.1, 0.5, 0.9, 0.999] {
            let time = try #require(timing.time(toReach: progress))
            #expect(abs(timing.progress(at: time) - progress) < 1e-7, "\(progress)")
        }
        #expect(timing.time(toReach: 0) == 0)
        #expect(timing.time(toReach: -1) == 0)
        #expect(timing.time(toReach: .nan) == nil)
    }

    @Test("settling: the spring within a tolerance, a Bézier by its duration, duration 0 at once")
    func settling() {
        let spring = AnimationTiming.spring(.keyboard)
        let settled = spring.settlingDuration(tolerance: 0.01 / 336)
        #expect(abs(1 - spring.progress(at: settled) - 0.01 / 336) < 1e-12)
        #expect(settled > 0.7 && settled < 0.75)  // about 13.1 / ω₀
        #expect(
            KeyboardAnimation(duration: 0.25, curve: .linear).timing.settlingDuration(tolerance: 0)
                == 0.25)
        #expect(KeyboardAnimation(duration: 0, curve: .keyboard).timing == .immediate)
        #expect(AnimationTiming.immediate.settlingDuration() == 0)
        #expect(AnimationTiming.immediate.progress(at: 0) == 1)
        #expect(spring.settlingDuration(tolerance: 0) < 60)  // finite even for no tolerance
    }

    @Test("a Bézier whose progress turns back is inverted at its first crossing")
    func bezierFirstCrossing() {
        // (0.5, 10, 0.5, −10): y(s) = 61s³ − 90s² + 30s, x(s) = s³ − 1.5s² + 1.5s. y′ = 0 at
        // s = (180 ± √10440) / 366 ≈ 0.213 and 0.771, where y ≈ 2.9 and −2.4: the progress rises
        // past 1, falls below 0 and rises to 1, so every progress in 0…1 is passed three times.
        // At s = 0.02: y = 0.000488 − 0.036 + 0.6 = 0.564488, x = 0.000008 − 0.0006 + 0.03.
        let wild = CubicBezier(0.5, 10, 0.5, -10)
        #expect(abs(wild.fraction(reaching: 0.564488) - 0.029408) < 1e-9)
        // At s = 0.01: y = 0.000061 − 0.009 + 0.3 = 0.291061, x = 0.000001 − 0.00015 + 0.015.
        #expect(abs(wild.fraction(reaching: 0.291061) - 0.014851) < 1e-9)
        #expect(wild.fraction(reaching: 0.5) < 0.026)
        #expect(abs(wild.progress(atFraction: wild.fraction(reaching: 0.5)) - 0.5) < 1e-7)
        // 1 too is first passed on the way up (y(0.04) = 0.003904 − 0.144 + 1.2 > 1), not at
        // the end: at x < x(0.04) = 0.000064 − 0.0024 + 0.06 = 0.057664.
        #expect(wild.fraction(reaching: 1) < 0.057664)
        #expect(abs(wild.progress(atFraction: wild.fraction(reaching: 1)) - 1) < 1e-7)
        #expect(wild.fraction(reaching: 3) == 1)  // its peak is about 2.9: never reached
        // (0, −2, 1, 1): y(s) = −8s³ + 15s² − 6s dips to about −0.6 before rising (y′ = 0 at
        // s ≈ 0.26, 0.99); x(s) = 3s² − 2s³. At s = 0.75: y = −3.375 + 8.4375 − 4.5 = 0.5625,
        // x = 1.6875 − 0.84375 = 0.84375 — reached in the curve's second monotonic piece.
        let dip = CubicBezier(0, -2, 1, 1)
        #expect(abs(dip.fraction(reaching: 0.5625) - 0.84375) < 1e-9)
    }

    /// CSS's overshooting `cubic-bezier(0.34, 1.56, 0.64, 1)`. Its progress is
    /// y(s) = 2.68s³ − 6.36s² + 4.68s, so y(s) − 1 = (s − 1)²(2.68s − 1): it passes 1 at
    /// s = 1/2.68, peaks where y′ = 8.04s² − 12.72s + 4.68 = 0, at s = (12.72 − 3.36)/16.08
    /// ≈ 0.5821, with y − 1 = 0.41791² · 0.56 ≈ 0.0978, and comes back to 1 at s = 1.
    /// Its time is x(s) = 3(1 − s)²s · 0.34 + 3(1 − s)s² · 0.64 + s³.
    static let backOut = CubicBezier(0.34, 1.56, 0.64, 1)

    @Test("an overshooting Bézier reaches a progress above 1 and settles after its way back")
    func bezierOvershoot() throws {
        let timing = AnimationTiming.bezier(Self.backOut, duration: 2)
        // s = 0.5: y − 1 = 0.25 · 0.34 = 0.085; x = 0.1275 + 0.24 + 0.125 = 0.4925 (of 2 s).
        let above = try #require(timing.time(toReach: 1.085))
        #expect(abs(above - 0.985) < 1e-9)
        // s = 1/2.68: the first time at 1, long before the end.
        let one = try #require(timing.time(toReach: 1))
        let s = 1 / 2.68
        let x = 3 * (1 - s) * (1 - s) * s * 0.34 + 3 * (1 - s) * s * s * 0.64 + s * s * s
        #expect(abs(one - 2 * x) < 1e-9)
        #expect(timing.time(toReach: 1.05) != nil)
        #expect(timing.time(toReach: 1.1) == nil)  // above the peak, 1.0978
        // s = 0.9 on the way down: y − 1 = 0.01 · 1.412 = 0.01412;
        // x = 0.00918 + 0.15552 + 0.729 = 0.8937 (of 2 s).
        #expect(abs(timing.settlingDuration(tolerance: 0.01412) - 1.7874) < 1e-8)
        // Within 0.001: (1 − s)²(2.68s − 1) = 0.001 by fixed-point iteration on e = 1 − s,
        // e = √(0.001 / (1.68 − 2.68e)): e ≈ 0.0248969, s ≈ 0.9751031, x ≈ 0.97322.
        let settled = AnimationTiming.bezier(Self.backOut, duration: 1).settlingDuration()
        #expect(abs(settled - 0.97322) < 1e-4)
        // Past the peak's 0.0978, the tolerance is met on the way up: where y = 1 − 0.1.
        let wide = AnimationTiming.bezier(Self.backOut, duration: 1)
        let early = try #require(wide.time(toReach: 0.9))
        #expect(abs(wide.settlingDuration(tolerance: 0.1) - early) < 1e-12)
        // A monotonic curve still settles where it first comes within the tolerance.
        let linear = AnimationTiming.bezier(.linear, duration: 1)
        #expect(abs(linear.settlingDuration(tolerance: 0.25) - 0.75) < 1e-12)
        #expect(linear.settlingDuration(tolerance: 1) == 0)
        // A wild curve is more than 1 away from 1 long after it first passes 0.
        let wild = AnimationTiming.bezier(CubicBezier(0.5, 10, 0.5, -10), duration: 1)
        #expect(wild.settlingDuration(tolerance: 1) > 0.5)
    }

    @Test("the value between two positions ends exactly at the end")
    func values() {
        let timing = KeyboardAnimation(duration: 0.25, curve: .easeOut).timing
        #expect(timing.value(from: 0, to: 336, at: 0) == 0)
        #expect(timing.value(from: 0, to: 336, at: 0.25) == 336)
        #expect(timing.value(from: 336, to: 0, at: 0.25) == 0)
        let mid = timing.value(from: 100, to: 300, at: 0.125)
        #expect(mid > 200 && mid < 300)  // ease-out is past halfway at half time
    }
}
