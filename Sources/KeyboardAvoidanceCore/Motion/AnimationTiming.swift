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
///
/// Every answer is a finite number. A time that is NaN is before the start; an infinite one is
/// after the end. A Bézier's duration that is not a finite number ≥ 0 is read as
/// ``KeyboardAnimation`` reads one: ``KeyboardAnimation/defaultDuration``, 0.25 s.
package enum AnimationTiming: Sendable, Equatable {
    /// No animation: progress is 1 from time 0.
    case immediate
    /// A cubic Bézier timing curve over a duration in seconds; a duration that is not a finite
    /// number ≥ 0 is used as 0.25 s (``KeyboardAnimation/defaultDuration``).
    case bezier(CubicBezier, duration: Double)
    /// The keyboard's spring.
    case spring(KeyboardSpring)

    /// The progress at a time: in 0…1, but for a Bézier whose control points overshoot. Times
    /// before the start give 0.
    package func progress(at time: Double) -> Double {
        guard time > 0 else { return self == .immediate && time == 0 ? 1 : 0 }
        switch self {
        case .immediate:
            return 1
        case .bezier(let curve, let duration):
            let duration = Self.usable(duration)
            return time >= duration ? 1 : curve.progress(atFraction: time / duration)
        case .spring(let spring):
            return spring.progress(at: time)
        }
    }

    /// The value between two positions at a time: `from + (to − from) · progress(at: time)`,
    /// and exactly `to` once the progress is 1. A position that is not a finite number counts
    /// as 0; an overshoot beyond the largest `Double` stops at it.
    package func value(from start: Double, to end: Double, at time: Double) -> Double {
        let start = start.isFinite ? start : 0
        let end = end.isFinite ? end : 0
        let progress = progress(at: time)
        if progress >= 1 { return end }
        let moved = start + (end - start) * progress
        if moved.isFinite { return moved }
        // Positions near the largest Double (±1e308) overflow the sum: work on them scaled to
        // −1…1, where the progress (within about ±7.6) cannot overflow, and stop an overshoot
        // past the largest Double at it.
        let scale = max(abs(start), abs(end))
        let scaled = start / scale + (end / scale - start / scale) * progress
        return min(max(scaled * scale, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// The first time at which the progress reaches a value — the inverse of
    /// ``progress(at:)``, for tracking the keyboard while it moves.
    ///
    /// - Returns: 0 for a progress ≤ 0; `nil` for a progress the motion never reaches (a spring
    ///   approaches 1 without ever reaching it; a Bézier reaches more than 1 only if it
    ///   overshoots, and no more than its peak); otherwise the time in seconds. A Bézier that
    ///   overshoots can pass a progress more than once: this is the first time.
    package func time(toReach progress: Double) -> Double? {
        guard !progress.isNaN else { return nil }
        if progress <= 0 { return 0 }
        switch self {
        case .immediate:
            return progress <= 1 ? 0 : nil
        case .bezier(let curve, let duration):
            // A curve that overshoots passes a progress above 1, and some below 1 more than once.
            guard let fraction = curve.firstFraction(reaching: progress) else { return nil }
            return fraction * Self.usable(duration)
        case .spring(let spring):
            return spring.time(toReach: progress)
        }
    }

    /// The time after which the progress stays within `tolerance` of 1.
    ///
    /// For a Bézier this is at most its duration, and for one that overshoots, the last time it
    /// comes back within the tolerance: `CubicBezier(0.34, 1.56, 0.64, 1)` passes 1 at about a
    /// third of its duration, peaks near 1.1 and settles within 0.001 at about 0.97; for the spring it depends on the tolerance
    /// alone. To settle within a distance in points over a move of `d` points, pass
    /// `points / d`. A NaN tolerance counts as the default, 0.001; a negative one as 0.
    package func settlingDuration(tolerance: Double = 0.001) -> Double {
        let tolerance = tolerance.isNaN ? 0.001 : max(tolerance, 0)
        switch self {
        case .immediate:
            return 0
        case .bezier(let curve, let duration):
            return curve.settlingFraction(tolerance: tolerance) * Self.usable(duration)
        case .spring(let spring):
            return spring.settlingTime(tolerance: tolerance)
        }
    }

    /// A Bézier's duration as it is used: a finite number ≥ 0, else the notification default.
    private static func usable(_ duration: Double) -> Double {
        duration.isFinite && duration >= 0 ? duration : KeyboardAnimation.defaultDuration
    }
}
