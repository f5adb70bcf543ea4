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

    static let beziers: [(AnimationCurve, CubicBezier)] = [
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
        let timing = KeyboardAnimation(duration: 0.25, curve: AnimationCurve(rawValue: curve))
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
