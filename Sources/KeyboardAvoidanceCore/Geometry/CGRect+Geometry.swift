import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CGRect {
    /// Four numbers within ``CoordinateLimit`` and a non-negative size.
    var isValidGeometry: Bool {
        [origin.x, origin.y, size.width, size.height].allSatisfy {
            CoordinateLimit.contains(Double($0))
        }
            && size.width >= 0 && size.height >= 0
    }

    /// Whether every number is within ``AvoidancePlan/tolerance`` (0.01 pt) of the other rect's.
    func isWithinTolerance(of other: CGRect) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
