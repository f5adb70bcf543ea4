import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a keyboard animation progresses over time (the article "The keyboard's animation"): a Bézier
/// for curves 0–3, the keyboard's spring otherwise, immediate for a duration of 0. Every answer is
/// finite; a NaN time is before the start, an infinite one after the end.
package enum AnimationTiming: Sendable, Equatable {
    /// No animation: progress is 1 from time 0.
    case immediate
    /// A cubic Bézier over a duration in seconds; an unusable duration is
    /// ``KeyboardAnimation/defaultDuration``.
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

    /// `from + (to − from) · progress(at: time)`, exactly `to` at the end; a non-finite position
    /// counts as 0.
    package func value(from start: Double, to end: Double, at time: Double) -> Double {
        let start = start.isFinite ? start : 0
        let end = end.isFinite ? end : 0
        let progress = progress(at: time)
        if progress >= 1 { return end }
        let moved = start + (end - start) * progress
        if moved.isFinite { return moved }
        // Near ±1e308 the sum overflows: interpolate scaled to −1…1 and stop at the largest Double.
        let scale = max(abs(start), abs(end))
        let scaled = start / scale + (end / scale - start / scale) * progress
        return min(max(scaled * scale, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// The first time the progress reaches `progress` (0 for ≤ 0), the inverse of
    /// ``progress(at:)``; `nil` when the motion never reaches it (a spring never reaches 1).
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

    /// The time after which the progress stays within `tolerance` of 1 (`points / d` for a distance
    /// over a move of `d` points); a NaN tolerance counts as 0.001, a negative one as 0.
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

    /// A Bézier's duration as used: a finite number ≥ 0, else the notification default.
    private static func usable(_ duration: Double) -> Double {
        duration.isFinite && duration >= 0 ? duration : KeyboardAnimation.defaultDuration
    }
}
