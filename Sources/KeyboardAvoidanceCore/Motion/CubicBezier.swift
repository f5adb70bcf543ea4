import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as
/// `CAMediaTimingFunction` defines one.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's time, in 0…1.
    public var x1: Double { didSet { x1 = Self.time(x1, else: 0) } }
    /// The first control point's progress, in ``progressRange``.
    public var y1: Double { didSet { y1 = Self.progress(y1, else: 0) } }
    /// The second control point's time, in 0…1.
    public var x2: Double { didSet { x2 = Self.time(x2, else: 1) } }
    /// The second control point's progress, in ``progressRange``.
    public var y2: Double { didSet { y2 = Self.progress(y2, else: 1) } }

    /// Creates a curve from its control points; times are clamped to 0…1 so that the curve is a
    /// function of time, and progresses to ``progressRange`` so that the curve stays finite. A
    /// number that is not finite is read as the linear curve's (0, 0, 1, 1), on creation and when
    /// set.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = Self.time(x1, else: 0)
        self.y1 = Self.progress(y1, else: 0)
        self.x2 = Self.time(x2, else: 1)
        self.y2 = Self.progress(y2, else: 1)
    }

    private static func time(_ value: Double, else linear: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : linear
    }

    private static func progress(_ value: Double, else linear: Double) -> Double {
        value.isFinite
            ? min(max(value, progressRange.lowerBound), progressRange.upperBound) : linear
    }

    /// The range of a control point's progress: −10…10. An overshoot is legitimate — CSS's
    /// `cubic-bezier(0.34, 1.56, 0.64, 1)` springs past 1 — and ±10 is far beyond any curve in
    /// use; a control point at ±10 takes the progress to at most about ±7.6.
    public static let progressRange: ClosedRange<Double> = -10...10

    /// `UIView.AnimationCurve.easeInOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `UIView.AnimationCurve.easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `UIView.AnimationCurve.easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// `UIView.AnimationCurve.linear`: (0, 0, 1, 1).
    public static let linear = CubicBezier(0, 0, 1, 1)

    /// The progress at a fraction of the duration, `u` in 0…1: 0 at or before 0 (and for NaN),
    /// 1 at or after 1.
    public func progress(atFraction u: Double) -> Double {
        guard u > 0 else { return 0 }
        if u >= 1 { return 1 }
        // Control points on the diagonal make the curve the identity: answer exactly.
        if x1 == y1 && x2 == y2 { return u }
        return Self.coordinate(parameter(forX: u), p1: y1, p2: y2)
    }

    /// The first fraction of the duration at which the progress reaches `progress` (0…1): 0 for a
    /// progress at or below 0 (and for NaN), 1 at or above 1.
    public func fraction(reaching progress: Double) -> Double {
        guard progress > 0 else { return 0 }
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
