import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The arithmetic of measuring a target and a safe area off views, done here so that it is
/// tested: the UIKit layer reads the raw numbers and hands them over.
package enum TargetGeometry {
    /// A rect in a container's bounds coordinates, moved into its visible coordinates: what the
    /// engine's container coordinates are for a container that scrolls (a table view given to
    /// `KeepViewAboveKeyboard`) — its bounds origin is its content offset.
    package static func visibleRect(_ rect: CGRect, boundsOrigin: CGPoint) -> CGRect {
        rect.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y)
    }

    /// A text view's caret kept inside the part of the text view that shows, so that a caret
    /// scrolled out of a scrolling text view asks for the text view's visible edge, not for a
    /// point outside it. An empty `visibleBounds` leaves the caret as it is.
    package static func caret(_ caret: CGRect, clampedTo visibleBounds: CGRect) -> CGRect {
        guard !visibleBounds.isEmpty else { return caret }
        let height = min(caret.height, visibleBounds.height)
        let y = min(max(caret.minY, visibleBounds.minY), visibleBounds.maxY - height)
        let x = min(max(caret.minX, visibleBounds.minX), visibleBounds.maxX)
        return CGRect(x: x, y: y, width: caret.width, height: height)
    }

    /// The safe-area insets of a view at rest, from its superview's: a view that is not a view
    /// controller's has the part of its frame that lies in the superview's unsafe edges. Derived
    /// from the rest frame, so that it neither moves with the library's own shift nor survives a
    /// rotation.
    ///
    /// - Parameters:
    ///   - frame: The view's frame at rest, in its superview's bounds coordinates.
    ///   - bounds: The superview's bounds.
    ///   - insets: The superview's safe-area insets.
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

    /// The vertical translation of a view's transform at rest: its translation now, less the
    /// one the `shift` strategy put there — by a component still alive, this one or another made
    /// for the same view — so that a new component does not take a shifted view for one at rest,
    /// move it a second time and leave it shifted. The library concatenates its translation after
    /// the rest transform, so the rest differs only in this number. A recorded translation that
    /// is not a finite number counts as none.
    ///
    /// - Parameters:
    ///   - translation: The transform's vertical translation now (`ty`).
    ///   - ownShift: The `shift` strategy's translation recorded on the view; 0 for none.
    package static func restTranslation(_ translation: CGFloat, less ownShift: CGFloat) -> CGFloat {
        ownShift.isFinite ? translation - ownShift : translation
    }

    /// Whether a field belongs to a container it is not a subview of — a SwiftUI text field and
    /// the view its modifier measures, whose UIKit views are siblings: the field's centre lies
    /// inside the container's bounds. Both in the same coordinates; a field or bounds that is
    /// empty, null or not finite belongs nowhere.
    ///
    /// The centre rather than the whole frame: a field taller than the container, or partly
    /// scrolled out of it, still belongs to it; a field beside the container does not, even
    /// when its edge touches it.
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

    /// Which of several frames is the scroll view a SwiftUI modifier was applied to: the
    /// smallest that contains the modified view's frame, allowing `tolerance` points at each
    /// edge (a scroll view reaches into the safe area it scrolls under). All in one coordinate
    /// space; frames that are empty, null or not finite are passed over.
    ///
    /// Of frames that are the same to within `tolerance` at every edge, the deepest wins: a
    /// `Form` filling a page of a page-style `TabView` has the pager's frame, and the form is
    /// the scroll view inside the modifier, whichever of the two the walk of the views met first.
    ///
    /// - Parameters:
    ///   - frame: The modified view's frame.
    ///   - candidates: The scroll views' frames.
    ///   - depths: How deep each candidate lies in the view tree (its count of ancestors), in the
    ///     order of `candidates`; a candidate without one counts as 0.
    ///   - tolerance: How far, in points, a frame may miss at each edge.
    /// - Returns: The index of the chosen frame in `candidates`; the first of the same frames at
    ///   the same depth, or of equal areas; `nil` when none contains the view.
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

    /// Whether two lists of rects differ by more than `tolerance` points in any edge, or in
    /// count: whether views revealed with a field moved enough to measure again. Half a point by
    /// default: SwiftUI resolves anchors to fractions of a point as it animates.
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
