import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a tap may end editing for SwiftUI's `dismissesKeyboardOnTapOutside()`: the modified view's
/// bounds less its `keepsKeyboardOnTap()` frames. Edges are half-open as UIKit's; an invalid region
/// contains nothing and an invalid excluded rect excludes nothing.
package struct TapToDismissRegion: Sendable, Equatable {
    /// The view whose taps may end editing, in its own coordinates.
    package var bounds: CGRect
    /// Frames inside it, in the same coordinates, whose taps do not end editing.
    package var excluded: [CGRect]

    /// A region: `bounds` less the `excluded` frames.
    package init(bounds: CGRect, excluded: [CGRect] = []) {
        self.bounds = bounds
        self.excluded = excluded
    }

    /// Whether a tap at `point` may end editing: inside ``bounds``, outside every ``excluded``
    /// frame.
    package func contains(_ point: CGPoint) -> Bool {
        guard CoordinateLimit.contains(Double(point.x)), CoordinateLimit.contains(Double(point.y))
        else { return false }
        guard Self.isUsable(bounds), Self.rect(bounds, contains: point) else { return false }
        return !excluded.contains { Self.isUsable($0) && Self.rect($0, contains: point) }
    }

    /// Valid geometry with an area; a negative size reads as the rect it spans.
    private static func isUsable(_ rect: CGRect) -> Bool {
        let standard = rect.standardized
        return standard.isValidGeometry && standard.width > 0 && standard.height > 0
    }

    /// Half-open on the maximum edges, as `CGRect.contains(_:)` and UIKit's hit-testing are.
    private static func rect(_ rect: CGRect, contains point: CGPoint) -> Bool {
        let standard = rect.standardized
        return point.x >= standard.minX && point.x < standard.maxX
            && point.y >= standard.minY && point.y < standard.maxY
    }
}
