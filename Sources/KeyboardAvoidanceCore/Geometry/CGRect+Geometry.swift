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

    /// The rect when ``isValidGeometry``, else `nil`.
    var validGeometry: CGRect? { isValidGeometry ? self : nil }

    /// Whether every number is within ``AvoidancePlan/tolerance`` of the other rect's.
    func isWithinTolerance(of other: CGRect) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(origin.x - other.origin.x) <= tolerance
            && abs(origin.y - other.origin.y) <= tolerance
            && abs(size.width - other.size.width) <= tolerance
            && abs(size.height - other.size.height) <= tolerance
    }
}
