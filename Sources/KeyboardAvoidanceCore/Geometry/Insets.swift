import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Distances inward from the four edges of a rectangle, in points.
///
/// The core's counterpart of `UIEdgeInsets`, for safe-area and content insets; the UIKit layer
/// converts with `Insets(view.safeAreaInsets)`.
public struct Insets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = Insets()

    /// Whether all four insets are finite numbers.
    public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }

    /// Whether all four insets are within ``CoordinateLimit`` (a content inset may be negative).
    var isWithinLimits: Bool {
        CoordinateLimit.contains(Double(top)) && CoordinateLimit.contains(Double(left))
            && CoordinateLimit.contains(Double(bottom)) && CoordinateLimit.contains(Double(right))
    }

    /// Whether these are safe-area insets the engine takes: within ``CoordinateLimit``, none
    /// negative.
    var isValidSafeArea: Bool {
        isWithinLimits && top >= 0 && left >= 0 && bottom >= 0 && right >= 0
    }

    /// Whether every inset is within ``AvoidancePlan/tolerance`` of the other's.
    func isWithinTolerance(of other: Insets) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }
}
