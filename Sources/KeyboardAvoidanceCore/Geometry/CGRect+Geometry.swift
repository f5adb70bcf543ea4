import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CGRect {
    /// Four numbers within ±10⁷ pt and a non-negative size.
    var isValidGeometry: Bool {
        [origin.x, origin.y, size.width, size.height].allSatisfy {
            CoordinateLimit.contains(Double($0))
        }
            && size.width >= 0 && size.height >= 0
    }

    /// The rect when ``isValidGeometry``, else `nil`: what an entry that refuses other rects keeps.
    var validGeometry: CGRect? { isValidGeometry ? self : nil }

    /// Whether every number is within ``AvoidancePlan/tolerance`` (0.01 pt) of the other rect's.
    ///
    /// The stored numbers, which for the rects the engine keeps (never a negative size) are the
    /// edges and the size; read directly, they cost no call into Foundation.
    func isWithinTolerance(of other: CGRect) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(origin.x - other.origin.x) <= tolerance
            && abs(origin.y - other.origin.y) <= tolerance
            && abs(size.width - other.size.width) <= tolerance
            && abs(size.height - other.size.height) <= tolerance
    }
}
