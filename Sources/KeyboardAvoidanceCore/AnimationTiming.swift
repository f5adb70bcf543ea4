import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a keyboard animation progresses over time: the model that per-frame tracking and the
/// picture renderer sample.
///
/// - Curves 0–3 are UIKit's cubic Béziers, stretched over the animation's duration.
/// - Any other curve — 7, the keyboard's own, above all — is the keyboard's spring
///   (``KeyboardSpring``). UIKit ignores the duration for it: the motion is the spring's own.
/// - A duration of 0 is immediate, whatever the curve: the change is applied without animation.
///
/// Progress runs from 0 at the start to 1 at the end, over time in seconds from the start.
public enum AnimationTiming: Sendable, Hashable {
    /// No animation: progress is 1 from time 0.
    case immediate
    /// A cubic Bézier timing curve over a duration in seconds.
    case bezier(CubicBezier, duration: Double)
    /// The keyboard's spring.
    case spring(KeyboardSpring)

    /// The progress at a time, in 0…1. Times before the start give 0.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return self == .immediate && time == 0 ? 1 : 0 }
        switch self {
        case .immediate:
            return 1
        case .bezier(let curve, let duration):
            return time >= duration ? 1 : curve.progress(atFraction: time / duration)
        case .spring(let spring):
            return spring.progress(at: time)
        }
    }

    /// The value between two positions at a time: `from + (to − from) · progress(at: time)`,
    /// and exactly `to` once the progress is 1.
    public func value(from start: Double, to end: Double, at time: Double) -> Double {
        let progress = progress(at: time)
        return progress >= 1 ? end : start + (end - start) * progress
    }

    /// The first time at which the progress reaches a value — the inverse of
    /// ``progress(at:)``, for tracking the keyboard while it moves.
    ///
    /// - Returns: 0 for a progress ≤ 0; `nil` for a progress the motion never reaches (a spring
    ///   approaches 1 without ever reaching it); otherwise the time in seconds.
    public func time(toReach progress: Double) -> Double? {
        guard !progress.isNaN else { return nil }
        if progress <= 0 { return 0 }
        switch self {
        case .immediate:
            return progress <= 1 ? 0 : nil
        case .bezier(let curve, let duration):
            guard progress <= 1 else { return nil }
            return curve.fraction(reaching: progress) * duration
        case .spring(let spring):
            return spring.time(toReach: progress)
        }
    }

    /// The time after which the progress stays within `tolerance` of 1.
    ///
    /// For a Bézier this is at most its duration; for the spring it depends on the tolerance
    /// alone. To settle within a distance in points over a move of `d` points, pass
    /// `points / d`.
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        let tolerance = max(tolerance, 0)
        switch self {
        case .immediate:
            return 0
        case .bezier(let curve, let duration):
            return tolerance >= 1 ? 0 : curve.fraction(reaching: 1 - tolerance) * duration
        case .spring(let spring):
            return spring.settlingTime(tolerance: tolerance)
        }
    }
}

extension KeyboardAnimation {
    /// The motion model of this animation (see ``AnimationTiming``).
    public var timing: AnimationTiming {
        guard duration > 0 else { return .immediate }
        switch curve.rawValue {
        case 0: return .bezier(.easeInOut, duration: duration)
        case 1: return .bezier(.easeIn, duration: duration)
        case 2: return .bezier(.easeOut, duration: duration)
        case 3: return .bezier(.linear, duration: duration)
        default: return .spring(.keyboard)
        }
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as
/// `CAMediaTimingFunction` defines one.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's time.
    public var x1: Double
    /// The first control point's progress.
    public var y1: Double
    /// The second control point's time.
    public var x2: Double
    /// The second control point's progress.
    public var y2: Double

    /// Creates a curve from its control points; times are clamped to 0…1 so that the curve is a
    /// function of time.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// `UIView.AnimationCurve.easeInOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `UIView.AnimationCurve.easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `UIView.AnimationCurve.easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// `UIView.AnimationCurve.linear`: (0, 0, 1, 1).
    public static let linear = CubicBezier(0, 0, 1, 1)

    /// The progress at a fraction of the duration, `u` in 0…1.
    public func progress(atFraction u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        // Control points on the diagonal make the curve the identity: answer exactly.
        if x1 == y1 && x2 == y2 { return u }
        return Self.coordinate(parameter(forX: u), p1: y1, p2: y2)
    }

    /// The first fraction of the duration at which the progress reaches `progress` (0…1).
    public func fraction(reaching progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        // Progress is non-decreasing in the parameter for control points in 0…1: bisect.
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Self.coordinate(mid, p1: y1, p2: y2) < progress { low = mid } else { high = mid }
        }
        return Self.coordinate(high, p1: x1, p2: x2)
    }

    /// The curve's parameter `s` at which its time coordinate is `x`.
    private func parameter(forX x: Double) -> Double {
        // Newton's method from s = x, which converges in a few steps for timing curves …
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, p1: x1, p2: x2) - x
            if abs(error) < 1e-14 { return s }
            let slope = Self.derivative(s, p1: x1, p2: x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        // … and bisection where it does not (a flat start, as with easeIn).
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            s = (low + high) / 2
            if Self.coordinate(s, p1: x1, p2: x2) < x { low = s } else { high = s }
        }
        return s
    }

    /// One coordinate of the curve at parameter `s`, with end points 0 and 1.
    private static func coordinate(_ s: Double, p1: Double, p2: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * s * p1 + 3 * t * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, p1: Double, p2: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * p1 + 6 * t * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}

/// The keyboard's own animation, curve 7: a `CASpringAnimation` with mass 3, stiffness 1000,
/// damping 500 and initial velocity 0.
///
/// By those numbers the spring is overdamped (damping ratio 500 / (2·√(3·1000)) ≈ 4.6), but Core
/// Animation does not overdamp: it moves as a critically damped spring with natural frequency
/// ω₀ = √(stiffness / mass) ≈ 18.26 rad/s, so that
/// `progress(t) = 1 − (1 + ω₀·t)·e^(−ω₀·t)`. UIKit ignores the notification's duration for this
/// curve (Apple Developer Forums thread 48088 inspects the `CASpringAnimation` it creates).
public struct KeyboardSpring: Sendable, Hashable {
    /// The mass: 3.
    public var mass: Double
    /// The stiffness: 1000.
    public var stiffness: Double
    /// The damping coefficient: 500. It does not shape the motion (see the type's discussion).
    public var damping: Double

    /// Creates a spring; the motion depends on the mass and stiffness only.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The keyboard's spring: mass 3, stiffness 1000, damping 500.
    public static let keyboard = KeyboardSpring(mass: 3, stiffness: 1000, damping: 500)

    /// ω₀ = √(stiffness / mass), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// `1 − (1 + ω₀·t)·e^(−ω₀·t)` for `t` ≥ 0.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let s = naturalFrequency * time
        return 1 - (1 + s) * exp(-s)
    }

    /// The time at which the progress first reaches a value in 0..<1; `nil` for 1 or more,
    /// which the spring never reaches.
    public func time(toReach progress: Double) -> Double? {
        guard progress < 1 else { return nil }
        if progress <= 0 { return 0 }
        return scaledTime(remaining: 1 - progress) / naturalFrequency
    }

    /// The time after which the progress stays within `tolerance` of 1.
    public func settlingTime(tolerance: Double) -> Double {
        guard tolerance < 1 else { return 0 }
        // Below the smallest positive remainder a Double can hold, the answer would be infinite.
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
