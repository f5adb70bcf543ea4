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
