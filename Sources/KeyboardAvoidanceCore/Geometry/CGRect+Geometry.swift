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
}
