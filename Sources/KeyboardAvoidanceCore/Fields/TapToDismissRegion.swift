import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a tap may end editing, for a tap-to-dismiss limited to one view: inside the view's
/// bounds, outside the views in it that keep the keyboard.
///
/// The SwiftUI layer's `dismissesKeyboardOnTapOutside()` puts its recognizer on the screen's
/// root view and hands this region the modified view's bounds and the frames of its views marked
/// `keepsKeyboardOnTap()`, all in the modified view's coordinates; a touch counts only where
/// ``contains(_:)`` says so. Which touched views keep the keyboard — text inputs, the views an
/// app lists — is ``mayEndEditing(touching:)``'s to say; doing nothing while no field is being
/// edited is the recognizer's.
///
/// Edges are half-open, as UIKit's `point(inside:with:)` is: a point on the bottom or right edge
/// belongs to the view below or beside. A region, a point or an excluded rect that is not four
/// (two) numbers within ±10⁷ pt — a view not laid out yet, a corrupted frame — never
/// widens the region: an unusable region contains nothing, an unusable excluded rect excludes
/// nothing.
///
/// ```swift
/// let region = TapToDismissRegion(bounds: probe.bounds, excluded: keptFrames)
/// if region.contains(touch.location(in: probe)) { /* the tap may end editing */ }
/// ```
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

    /// Whether a tap at `point` may end editing: it lies in ``bounds`` and in none of the
    /// ``excluded`` frames. `false` for a point that is not two numbers within
    /// ±10⁷ pt, and for bounds that are not usable or have no area.
    package func contains(_ point: CGPoint) -> Bool {
        guard CoordinateLimit.contains(Double(point.x)), CoordinateLimit.contains(Double(point.y))
        else { return false }
        guard Self.isUsable(bounds), Self.rect(bounds, contains: point) else { return false }
        return !excluded.contains { Self.isUsable($0) && Self.rect($0, contains: point) }
    }

    /// Four numbers within ±10⁷ pt and an area: a negative width or height reads as
    /// the rect it spans, as Core Graphics reads it.
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
