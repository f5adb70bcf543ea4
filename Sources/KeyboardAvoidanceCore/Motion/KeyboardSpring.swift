import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The keyboard's own animation, curve 7: a `CASpringAnimation` with mass 3, stiffness 1000,
/// damping 500, moving as a critically damped spring (the article "The keyboard's animation").
/// Parameters are clamped to ``parameterRange`` so that every answer is finite.
package struct KeyboardSpring: Sendable, Equatable {
    /// The mass: 3 for the keyboard; a non-finite or non-positive value is the keyboard's, any
    /// other clamped to ``parameterRange``.
    package var mass: Double { didSet { mass = Self.parameter(mass, else: 3) } }
    /// The stiffness: 1000 for the keyboard; likewise.
    package var stiffness: Double { didSet { stiffness = Self.parameter(stiffness, else: 1000) } }
    /// The damping coefficient: 500; it does not shape the motion. Likewise.
    package var damping: Double { didSet { damping = Self.parameter(damping, else: 500) } }

    /// Creates a spring; each parameter that is not finite and > 0 is the keyboard's, any other
    /// clamped to ``parameterRange``.
    package init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = Self.parameter(mass, else: 3)
        self.stiffness = Self.parameter(stiffness, else: 1000)
        self.damping = Self.parameter(damping, else: 500)
    }

    /// The range of each parameter, by orders of magnitude around the keyboard's.
    package static let parameterRange: ClosedRange<Double> = 0.001...1_000_000

    private static func parameter(_ value: Double, else keyboard: Double) -> Double {
        guard value.isFinite && value > 0 else { return keyboard }
        return min(max(value, parameterRange.lowerBound), parameterRange.upperBound)
    }

    /// The keyboard's spring: mass 3, stiffness 1000, damping 500.
    package static let keyboard = KeyboardSpring(mass: 3, stiffness: 1000, damping: 500)

    /// ω₀ = √(stiffness / mass), in radians per second.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The critical damping, 2·√(stiffness · mass) (≈ 109.54 for the keyboard's): what a spring API
    /// that honours its damping needs to move as the keyboard does, not the nominal 500.
    package var criticalDamping: Double { 2 * (stiffness * mass).squareRoot() }

    /// `1 − (1 + ω₀·t)·e^(−ω₀·t)`: 0 before the start and for NaN, 1 for an infinite time.
    package func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let s = naturalFrequency * time
        // (1 + ∞)·e^(−∞) is NaN: the limit is 0.
        guard s.isFinite else { return 1 }
        return 1 - (1 + s) * exp(-s)
    }

    /// The time at which the progress first reaches a value in 0..<1; `nil` for 1 or more.
    package func time(toReach progress: Double) -> Double? {
        guard progress < 1 else { return nil }
        if progress <= 0 { return 0 }
        return scaledTime(remaining: 1 - progress) / naturalFrequency
    }

    /// The time after which the progress stays within `tolerance` of 1; NaN counts as 0.001.
    package func settlingTime(tolerance: Double) -> Double {
        let tolerance = tolerance.isNaN ? 0.001 : tolerance
        guard tolerance < 1 else { return 0 }
        // Below the smallest normal Double the answer would be infinite.
        return scaledTime(remaining: max(tolerance, .leastNormalMagnitude)) / naturalFrequency
    }

    /// Solves `(1 + s)·e^(−s) = remaining` for `s` ≥ 0, `remaining` in (0, 1); the left side
    /// falls monotonically from 1.
    private func scaledTime(remaining: Double) -> Double {
        let target = log(remaining)
        // g(s) = log(1 + s) − s − log(remaining), decreasing; bracket its root, then Newton with
        // bisection as the safeguard.
        var low = 0.0
        var high = 1.0
        while log1p(high) - high > target { high *= 2 }
        var s = (low + high) / 2
        for _ in 0..<100 {
            let g = log1p(s) - s - target
            if abs(g) < 1e-14 { break }
            if g > 0 { low = s } else { high = s }
            let slope = 1 / (1 + s) - 1
            var next = s - g / slope
            if !(next > low && next < high) { next = (low + high) / 2 }
            if abs(next - s) < 1e-15 * max(1, s) {
                s = next
                break
            }
            s = next
        }
        return s
    }
}
