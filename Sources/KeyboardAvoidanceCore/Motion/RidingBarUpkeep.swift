import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a riding bar's upkeep does after the bar was laid out, or entered or left a window: pin
/// the bar to its guide again, put its backdrop back, match the backdrop's look.
///
/// UIKit removes every constraint that ties a view to the views outside it when the view leaves
/// its superview: the bar's pin to its guide (`bar.bottom == guide.top`) and the backdrop's reach
/// to the view's bottom go, and nothing tells the bar's owner. They come back once the bar is
/// inside the guide's view again. Changing constraints or views inside a layout pass is not
/// allowed (UIKit may lay out again, or not at all): what a layout pass finds is done on the main
/// queue's next turn, followed by a layout request; only the backdrop's look is matched at once.
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
    /// Whether the backdrop is made again (it is always done on the next turn: it adds views).
    package var rebuildsBackdrop: Bool
    /// Whether the backdrop's look (its colour or effect, and for a backdrop beside the bar its
    /// hidden state and opacity) is matched to the bar's now.
    package var matchesBackdrop: Bool

    /// Whether anything waits for the main queue's next turn.
    package var hasDeferredWork: Bool { repin == .nextTurn || rebuildsBackdrop }

    /// Decides the upkeep.
    ///
    /// - Parameters:
    ///   - moment: a layout pass of the bar, or a window change.
    ///   - isRunning: `false` once the riding bar was invalidated: nothing is done.
    ///   - pinIsActive: whether the bar's pin to its guide is active.
    ///   - barIsInGuideView: whether the bar is inside the guide's view (the pin's views share an
    ///     ancestor only then).
    ///   - wantsBackdrop: whether the bar's background reaches into the safe area.
    ///   - backdropIsAttached: whether the backdrop is in place and every constraint holding it
    ///     is active.
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
    /// top, which sits the guide's margin above the keyboard — `barHeight + margin` (each counted
    /// when it is a finite number > 0). With the margin left out, the dismissal would start
    /// `margin` inside the bar.
    package static func dismissPadding(barHeight: CGFloat, guideMargin: CGFloat) -> CGFloat {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return valid(barHeight) + valid(guideMargin)
    }
}
