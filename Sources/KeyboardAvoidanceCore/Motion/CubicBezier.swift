import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as
/// `CAMediaTimingFunction` defines one.
package struct CubicBezier: Sendable, Equatable {
    /// The first control point's time, in 0…1.
    package var x1: Double { didSet { x1 = Self.time(x1, else: 0) } }
    /// The first control point's progress, in ``progressRange``.
    package var y1: Double { didSet { y1 = Self.progress(y1, else: 0) } }
    /// The second control point's time, in 0…1.
    package var x2: Double { didSet { x2 = Self.time(x2, else: 1) } }
    /// The second control point's progress, in ``progressRange``.
    package var y2: Double { didSet { y2 = Self.progress(y2, else: 1) } }

    /// Creates a curve; times are clamped to 0…1 and progresses to ``progressRange``, and a number
    /// that is not finite is the linear curve's, on creation and when set.
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
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

    /// The range of a control point's progress: −10…10, far beyond any overshooting curve in use
    /// (`cubic-bezier(0.34, 1.56, 0.64, 1)`).
    package static let progressRange: ClosedRange<Double> = -10...10

    /// `UIView.AnimationCurve.easeInOut`: (0.42, 0, 0.58, 1).
    package static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `UIView.AnimationCurve.easeIn`: (0.42, 0, 1, 1).
    package static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `UIView.AnimationCurve.easeOut`: (0, 0, 0.58, 1).
    package static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// `UIView.AnimationCurve.linear`: (0, 0, 1, 1).
    package static let linear = CubicBezier(0, 0, 1, 1)

    /// The progress at a fraction of the duration, `u` in 0…1: 0 at or before 0 (and for NaN),
    /// 1 at or after 1.
    package func progress(atFraction u: Double) -> Double {
        guard u > 0 else { return 0 }
        if u >= 1 { return 1 }
        // Control points on the diagonal make the curve the identity: answer exactly.
        if x1 == y1 && x2 == y2 { return u }
        return Self.coordinate(parameter(forX: u), p1: y1, p2: y2)
    }

    /// The first fraction of the duration at which the progress reaches `progress`: 0 for ≤ 0 or
    /// NaN, 1 when the curve never reaches it.
    package func fraction(reaching progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard let s = parameter(firstReaching: progress) else { return 1 }
        return s >= 1 ? 1 : Self.coordinate(s, p1: x1, p2: x2)
    }

    /// The first fraction of the duration at which the progress reaches `progress` (> 0), or
    /// `nil` when it never does.
    func firstFraction(reaching progress: Double) -> Double? {
        guard let s = parameter(firstReaching: progress) else { return nil }
        return s >= 1 ? 1 : Self.coordinate(s, p1: x1, p2: x2)
    }

    /// The fraction of the duration after which the progress stays within `tolerance` (≥ 0) of
    /// 1: where it last enters 1 ± `tolerance`, on its way up or, after an overshoot, down.
    func settlingFraction(tolerance: Double) -> Double {
        // The progress is exactly 1 only at isolated points: it is last outside a band of no
        // width at the end.
        guard tolerance > 0 else { return 1 }
        func outside(_ s: Double) -> Bool {
            let y = Self.coordinate(s, p1: y1, p2: y2)
            return y < 1 - tolerance || y > 1 + tolerance
        }
        // The band is an interval and the progress monotonic between turns: walking back from
        // the end, the first piece that starts outside holds the last entry, a single crossing.
        let bounds = progressPieceBounds
        for index in stride(from: bounds.count - 2, through: 0, by: -1) {
            guard outside(bounds[index]) else { continue }
            var low = bounds[index]
            var high = bounds[index + 1]
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if outside(mid) { low = mid } else { high = mid }
            }
            return high >= 1 ? 1 : Self.coordinate(high, p1: x1, p2: x2)
        }
        return 0
    }

    /// The first parameter `s` at which the progress reaches `target` (> 0), or `nil`.
    private func parameter(firstReaching target: Double) -> Double? {
        guard target > 0 else { return nil }
        // The progress starts at 0, below the target, and is monotonic between its turns: the
        // first piece that ends at or above the target rises across it, once.
        let bounds = progressPieceBounds
        for index in 0..<(bounds.count - 1) {
            let end = bounds[index + 1]
            guard Self.coordinate(end, p1: y1, p2: y2) >= target else { continue }
            // The curve ends at exactly 1, rising to it: a target of 1 is reached at the end.
            if end == 1 && target >= 1 && index == bounds.count - 2 { return 1 }
            var low = bounds[index]
            var high = end
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if Self.coordinate(mid, p1: y1, p2: y2) < target { low = mid } else { high = mid }
            }
            return high
        }
        return nil
    }

    /// 0, the parameters in 0…1 at which the progress turns, and 1: it is monotonic between
    /// neighbours.
    private var progressPieceBounds: [Double] {
        // y(s) = a·s³ + b·s² + c·s, so y′(s) = 3a·s² + 2b·s + c.
        let a = 1 + 3 * y1 - 3 * y2
        let b = 3 * y2 - 6 * y1
        let c = 3 * y1
        let qa = 3 * a
        let qb = 2 * b
        var turns: [Double] = []
        if qa == 0 {
            if qb != 0 { turns.append(-c / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * c
            // A double root (discriminant 0) touches 0 without a change of sign: no turn.
            if discriminant > 0 {
                // The stable form of the quadratic formula: no cancellation in either root.
                let root = discriminant.squareRoot()
                let q = -(qb + (qb < 0 ? -root : root)) / 2
                turns.append(q / qa)
                if q != 0 { turns.append(c / q) }
            }
        }
        return [0] + turns.filter { $0 > 0 && $0 < 1 }.sorted() + [1]
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
