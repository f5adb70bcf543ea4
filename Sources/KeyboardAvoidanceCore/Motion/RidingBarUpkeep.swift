import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a riding bar's upkeep does after a layout pass or a window change: pin the bar to its guide
/// again, rebuild or match its backdrop. UIKit drops a view's outside constraints when it leaves
/// its superview, and a layout pass may not change constraints: that waits a turn.
package struct RidingBarUpkeep: Equatable, Sendable {
    /// When the upkeep runs.
    package enum Moment: Equatable, Sendable {
        /// Inside a layout pass of the bar (its size, its safe area).
        case layoutPass
        /// After the bar entered or left a window: not inside a layout pass.
        case windowChange
    }

    /// When a step is done.
    package enum Timing: Equatable, Sendable {
        /// Now, in the call that found it.
        case now
        /// On the main queue's next turn, out of the layout pass, then a layout request.
        case nextTurn
    }

    /// Whether, and when, the bar is pinned to its guide again.
    package var repin: Timing?
    /// Whether the backdrop is made again (always on the next turn: it adds views).
    package var rebuildsBackdrop: Bool
    /// Whether the backdrop's look is matched to the bar's now.
    package var matchesBackdrop: Bool

    /// Whether anything waits for the main queue's next turn.
    package var hasDeferredWork: Bool { repin == .nextTurn || rebuildsBackdrop }

    /// Decides the upkeep from the moment and the bar's, pin's and backdrop's state; nothing while
    /// not running or out of the guide's view.
    package init(
        moment: Moment, isRunning: Bool, pinIsActive: Bool, barIsInGuideView: Bool,
        wantsBackdrop: Bool, backdropIsAttached: Bool
    ) {
        guard isRunning, barIsInGuideView else {
            // Out of the guide's view the pin cannot hold, and the backdrop waits with the bar.
            repin = nil
            rebuildsBackdrop = false
            matchesBackdrop = false
            return
        }
        repin = pinIsActive ? nil : (moment == .layoutPass ? .nextTurn : .now)
        rebuildsBackdrop = wantsBackdrop && !backdropIsAttached
        matchesBackdrop = wantsBackdrop && backdropIsAttached
    }
}

extension RidingBarUpkeep {
    /// How far above the keyboard an interactive dismissal of a riding bar begins: at the bar's
    /// top, `barHeight + guideMargin` (each counted when finite and > 0).
    package static func dismissPadding(barHeight: CGFloat, guideMargin: CGFloat) -> CGFloat {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return valid(barHeight) + valid(guideMargin)
    }
}
