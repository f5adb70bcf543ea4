import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The arithmetic of measuring a target and a safe area off views, done here so that it is
/// tested: the UIKit layer reads the raw numbers and hands them over.
package enum TargetGeometry {
    /// A rect in a container's bounds coordinates moved into its visible ones (a scrolling
    /// container's bounds origin is its content offset).
    package static func visibleRect(_ rect: CGRect, boundsOrigin: CGPoint) -> CGRect {
        rect.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y)
    }

    /// A text view's caret clamped to the part of the text view that shows; an empty
    /// `visibleBounds` leaves it as it is.
    package static func caret(_ caret: CGRect, clampedTo visibleBounds: CGRect) -> CGRect {
        guard !visibleBounds.isEmpty else { return caret }
        let height = min(caret.height, visibleBounds.height)
        let y = min(max(caret.minY, visibleBounds.minY), visibleBounds.maxY - height)
        let x = min(max(caret.minX, visibleBounds.minX), visibleBounds.maxX)
        return CGRect(x: x, y: y, width: caret.width, height: height)
    }

    /// The safe-area insets of a view at rest (`frame` in its superview's bounds) from its
    /// superview's: from the rest frame, so that they do not move with our own shift.
    package static func safeArea(
        ofFrame frame: CGRect, in bounds: CGRect, whoseSafeAreaIs insets: Insets
    )
        -> Insets
    {
        func clamp(_ value: CGFloat, _ size: CGFloat) -> CGFloat {
            min(max(0, value), max(0, size))
        }
        return Insets(
            top: clamp(bounds.minY + insets.top - frame.minY, frame.height),
            left: clamp(bounds.minX + insets.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (bounds.maxY - insets.bottom), frame.height),
            right: clamp(frame.maxX - (bounds.maxX - insets.right), frame.width))
    }

    /// The view's vertical translation at rest: `ty` now less the recorded `shift`
    /// (``ShiftRecord``; a non-finite one counts as none), so that a new component does not shift
    /// it twice.
    package static func restTranslation(_ translation: CGFloat, less ownShift: CGFloat) -> CGFloat {
        ownShift.isFinite ? translation - ownShift : translation
    }

    /// Whether a field belongs to a container it is not a subview of (a SwiftUI field and its
    /// modifier's view are siblings): its centre lies in `bounds`. Invalid rects belong nowhere.
    package static func fieldFrame(_ field: CGRect, liesIn bounds: CGRect) -> Bool {
        guard !field.isNull, !bounds.isNull, !bounds.isEmpty,
            field.origin.x.isFinite, field.origin.y.isFinite, field.width.isFinite,
            field.height.isFinite, bounds.origin.x.isFinite, bounds.origin.y.isFinite,
            bounds.width.isFinite, bounds.height.isFinite
        else { return false }
        let center = CGPoint(x: field.midX, y: field.midY)
        return center.x >= bounds.minX && center.x < bounds.maxX && center.y >= bounds.minY
            && center.y < bounds.maxY
    }

    /// The index of the scroll view a SwiftUI modifier was applied to: the smallest candidate that
    /// contains `frame`, allowing `tolerance` pt at each edge; among the same frames the deepest (a
    /// `Form` in a page-style `TabView` has the pager's frame); `nil` when none contains it.
    package static func innermostFrame(
        containing frame: CGRect, among candidates: [CGRect], depths: [Int] = [],
        tolerance: CGFloat = 1
    ) -> Int? {
        func usable(_ rect: CGRect) -> Bool {
            !rect.isNull && !rect.isEmpty && rect.origin.x.isFinite && rect.origin.y.isFinite
                && rect.width.isFinite && rect.height.isFinite
        }
        func same(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
        }
        guard usable(frame) else { return nil }
        var best: (index: Int, frame: CGRect, depth: Int)?
        for (index, candidate) in candidates.enumerated() where usable(candidate) {
            let grown = candidate.insetBy(dx: -tolerance, dy: -tolerance)
            guard grown.minX <= frame.minX, grown.minY <= frame.minY, grown.maxX >= frame.maxX,
                grown.maxY >= frame.maxY
            else { continue }
            let depth = index < depths.count ? depths[index] : 0
            if let current = best {
                let wins =
                    same(candidate, current.frame)
                    ? depth > current.depth
                    : candidate.width * candidate.height
                        < current.frame.width * current.frame.height
                guard wins else { continue }
            }
            best = (index, candidate, depth)
        }
        return best?.index
    }

    /// Whether two lists of rects differ in count or by more than `tolerance` pt at an edge (half a
    /// point by default: SwiftUI resolves anchors to fractions of a point as it animates).
    package static func rects(_ old: [CGRect], differFrom new: [CGRect], tolerance: CGFloat = 0.5)
        -> Bool
    {
        guard old.count == new.count else { return true }
        return zip(old, new).contains { a, b in
            !(abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance)
        }
    }
}
