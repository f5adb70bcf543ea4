import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every number a layer sets after one decision of its session, and how; the layer assigns them and
/// reads nothing back (``AvoidanceSession/take(_:)``).
package struct SurfaceAction: Sendable, Equatable {
    /// The numbers to set.
    package var settings: SurfaceSettings
    /// The offset to set (`scroll`: when the decision moved it; `safeArea`: the one that reveals
    /// the target in its scroll view); `nil` leaves it alone.
    package var contentOffsetY: CGFloat?
    /// For `safeArea`: reveal the target once laid out with the new safe area
    /// (``AvoidanceSession/revealOffset(in:field:companions:from:)``); ``contentOffsetY`` is for a
    /// layer that cannot lay out at once.
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

    /// Whether the numbers are set inside the caller's animation, with none of ours (spec §5,
    /// "Lists", *same pass*).
    package var joinsCallerAnimation: Bool
}

/// The numbers a strategy's views hold.
package enum SurfaceSettings: Sendable, Equatable {
    /// The moved view's vertical translation from its rest transform (≤ 0: up).
    case shift(translationY: CGFloat)
    /// The library's part of `additionalSafeAreaInsets.bottom`, added to the app's own.
    case safeArea(additionalBottom: CGFloat)
    /// The keyboard's part of a guide's height (with its margin while covered); the safe area is a
    /// constraint.
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

/// A scroll view's content and indicator insets at the edge the keyboard covers (the top of an
/// inverted list).
package struct ScrollInsets: Sendable, Equatable {
    /// Whether the edge is the top (an inverted list).
    package var isAtTop: Bool
    /// `contentInset` at that edge: the app's own and the library's part.
    package var content: CGFloat
    /// `verticalScrollIndicatorInsets` at that edge: the app's own and the same library part.
    package var indicator: CGFloat
}
