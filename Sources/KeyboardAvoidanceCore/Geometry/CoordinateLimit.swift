import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The largest coordinate magnitude, in points, that the engine accepts (±10⁷ pt).
///
/// Bounding inputs keeps every sum the engine forms finite; a keyboard frame beyond it is
/// unusable, like a non-finite one.
package enum CoordinateLimit {
    /// 10,000,000 points.
    package static let magnitude: Double = 10_000_000

    /// Whether a number is finite and within ±``magnitude``.
    package static func contains(_ value: Double) -> Bool {
        abs(value) <= magnitude  // false for NaN and the infinities
    }

    /// The number when it is within the limit, else `fallback`.
    static func value(_ value: CGFloat, else fallback: CGFloat = 0) -> CGFloat {
        contains(Double(value)) ? value : fallback
    }
}
