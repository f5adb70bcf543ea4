import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every number a UIKit or SwiftUI layer sets after one decision of its session, and how: the
/// layer assigns them and reads nothing back (``AvoidanceSession/take(_:)``).
///
/// Where spec §8's ``AvoidancePlan`` is what a strategy wants, this is what the views are given:
/// the content and indicator insets at the edge the keyboard covers with every part in them (a
/// list's extra inset, its docked accessory, the share beside UIKit's own keyboard inset in a
/// `UITableViewController`), the offset to set when it moves, the transform, the additional safe
/// area with the offset that reveals the target in its scroll view, a guide's constant.
package struct SurfaceAction: Sendable, Equatable {
    /// The numbers to set.
    package var settings: SurfaceSettings
    /// The vertical offset to set: for `scroll`, the scroll view's when the decision moved it
    /// (never while the user scrolls or drags the keyboard); for `safeArea`, the offset that
    /// reveals the target in its scroll view. `nil`: leave the offset alone.
    package var contentOffsetY: CGFloat?
    /// For `safeArea`: whether the target is revealed in its scroll view once the views are laid
    /// out with the new safe area — the layer measures the scroll view after that layout pass and
    /// asks ``AvoidanceSession/revealOffset(in:field:companions:from:)``; ``contentOffsetY`` is
    /// the offset worked out beforehand, for a layer that cannot lay out at once (SwiftUI's).
    package var revealsTarget = false
    /// How: the keyboard event's animation, the keyboard's last one, or at once (duration 0).
    package var animation: KeyboardAnimation
    package init(
        settings: SurfaceSettings, contentOffsetY: CGFloat?, revealsTarget: Bool = false,
        animation: KeyboardAnimation, joinsCallerAnimation: Bool
    ) {
        self.settings = settings
        self.contentOffsetY = contentOffsetY
        self.revealsTarget = revealsTarget
        self.animation = animation
        self.joinsCallerAnimation = joinsCallerAnimation
    }

    /// Whether the numbers are set as they are, inside whatever animation the caller runs (a
    /// composer that grew a line: spec §5, "Lists", same pass) — no animation of the library's.
    package var joinsCallerAnimation: Bool
}

/// The numbers a strategy's views hold.
package enum SurfaceSettings: Sendable, Equatable {
    /// The moved view's vertical translation from its rest transform (≤ 0: up).
    case shift(translationY: CGFloat)
    /// The library's part of the view controller's `additionalSafeAreaInsets.bottom`, added to
    /// the app's own.
    case safeArea(additionalBottom: CGFloat)
    /// The keyboard's part of a guide's height, with the guide's margin while the keyboard
    /// covers the view; the safe-area part is a constraint.
    case guide(keyboardPart: CGFloat)
    /// A scroll view's insets at the edge the keyboard covers.
    case scroll(ScrollInsets)

    /// Whether any number differs from `other`'s by more than ``AvoidancePlan/tolerance``, or
    /// `other` is of another kind.
    func differs(from other: SurfaceSettings) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        switch (self, other) {
        case (.shift(let a), .shift(let b)), (.safeArea(let a), .safeArea(let b)),
            (.guide(let a), .guide(let b)):
            return !(abs(a - b) <= tolerance)
        case (.scroll(let a), .scroll(let b)):
            return a.isAtTop != b.isAtTop || !(abs(a.content - b.content) <= tolerance)
                || !(abs(a.indicator - b.indicator) <= tolerance)
        default:
            return true
        }
    }
}

/// A scroll view's content and indicator insets at the edge the keyboard covers: the bottom, or
/// the top of an inverted list (spec §5, "Lists").
package struct ScrollInsets: Sendable, Equatable {
    /// Whether the edge is the top (an inverted list).
    package var isAtTop: Bool
    /// `contentInset` at that edge: the app's own and the library's part.
    package var content: CGFloat
    /// `verticalScrollIndicatorInsets` at that edge: the app's own and the same library part.
    package var indicator: CGFloat
}
