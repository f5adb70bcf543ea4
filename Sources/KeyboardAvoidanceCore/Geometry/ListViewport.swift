import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A list's vertical geometry as UIKit scrolls it — a chat's messages in a table, collection or
/// scroll view — and where its newest end is: the bottom, or the top of an inverted list (one
/// drawn with a transform of −1 on y, whose first rows show at the bottom of the screen).
///
/// It answers "stick to the bottom": a list at its newest end before the keyboard showed, changed
/// size or a composer grew stays there, in the same animation; a list the user scrolled up keeps
/// the user's offset (spec §5: the user's scroll wins).
///
/// ```swift
/// let before = ListViewport(height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 84)
/// let after = ListViewport(height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 385)
/// before.stickingOffset(to: after, from: 1272, userScrolls: false)  // 1573: the new bottom
/// ```
public struct ListViewport: Sendable, Equatable {
    /// The list's height (its bounds).
    public var height: CGFloat
    /// The content's height.
    public var contentHeight: CGFloat
    /// The top inset UIKit scrolls with: `adjustedContentInset.top`.
    public var adjustedTop: CGFloat
    /// The bottom inset UIKit scrolls with: `adjustedContentInset.bottom`.
    public var adjustedBottom: CGFloat
    /// Whether the list is drawn upside down (a transform of −1 on y): its newest end is the
    /// content's top, shown at the bottom of the screen.
    public var isInverted: Bool

    /// How far from its newest end, in points, a list still counts as at it: a list a few points
    /// short of its bottom (a bounce settling, a row a point taller) sticks to it.
    public static let newestEndTolerance: CGFloat = 8

    /// Creates a list's geometry from what UIKit measures.
    public init(
        height: CGFloat, contentHeight: CGFloat, adjustedTop: CGFloat, adjustedBottom: CGFloat,
        isInverted: Bool = false
    ) {
        self.height = height
        self.contentHeight = contentHeight
        self.adjustedTop = adjustedTop
        self.adjustedBottom = adjustedBottom
        self.isInverted = isInverted
    }

    /// The offsets the content rests at: `−adjustedTop … max(−adjustedTop, contentHeight −
    /// height + adjustedBottom)` (spec §5's clamp). A geometry with a number that is not finite
    /// has the range `0...0` rather than trapping.
    public var offsetRange: ClosedRange<CGFloat> { scrollViewport.offsetRange }

    /// An offset clamped to ``offsetRange``.
    public func clamped(_ y: CGFloat) -> CGFloat { scrollViewport.clamped(y) }

    /// The same geometry as the `scroll` planner sees a scroll view: one clamp for both.
    private var scrollViewport: ScrollViewport {
        ScrollViewport(
            height: height, contentHeight: contentHeight, contentInsetBottom: adjustedBottom,
            adjustedTop: adjustedTop, adjustedBottom: adjustedBottom)
    }

    /// The offset that shows the newest end: the range's upper bound (the bottom), or for an
    /// inverted list `−adjustedTop` (its top, which shows at the bottom of the screen).
    public var newestEndOffset: CGFloat {
        isInverted ? offsetRange.lowerBound : offsetRange.upperBound
    }

    /// Whether the offset `y` shows the newest end, within `tolerance` — or lies past it, as
    /// while the list bounces there.
    public func isAtNewestEnd(_ y: CGFloat, tolerance: CGFloat = newestEndTolerance) -> Bool {
        isInverted ? y <= newestEndOffset + tolerance : y >= newestEndOffset - tolerance
    }

    /// The offset that keeps the list at its newest end when its geometry changes from this one
    /// to `after`; `nil` when the offset is left as it is.
    ///
    /// It is `after.newestEndOffset` when the list was at its newest end here (at the offset `y`,
    /// within ``newestEndTolerance``), the user is not scrolling it, the list's height or insets
    /// changed (the keyboard, a composer, a typing indicator: more than 0.01 pt) and the newest
    /// end moved with them. Content that only grows or shrinks (a message sent or received) is
    /// the app's to scroll; a list the user scrolled away from its newest end, or is scrolling,
    /// keeps the user's offset.
    ///
    /// - Parameters:
    ///   - after: The geometry once the change is applied.
    ///   - y: The offset on screen before the change.
    ///   - userScrolls: Whether the user's finger or the list's deceleration moves it now.
    public func stickingOffset(to after: ListViewport, from y: CGFloat, userScrolls: Bool)
        -> CGFloat?
    {
        guard !userScrolls, changesFrameOrInsets(to: after), after.isInverted == isInverted,
            isAtNewestEnd(y)
        else { return nil }
        let target = after.newestEndOffset
        return abs(target - y) > AvoidancePlan.tolerance ? target : nil
    }

    /// Whether the list's height or the insets UIKit scrolls with differ in `other` by more than
    /// ``AvoidancePlan/tolerance``: what moves a list's newest end — the keyboard, a composer, a
    /// typing indicator, UIKit's own keyboard inset — as content that only grows or shrinks does
    /// not.
    package func changesFrameOrInsets(to other: ListViewport) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(other.height - height) > tolerance
            || abs(other.adjustedTop - adjustedTop) > tolerance
            || abs(other.adjustedBottom - adjustedBottom) > tolerance
    }
}
