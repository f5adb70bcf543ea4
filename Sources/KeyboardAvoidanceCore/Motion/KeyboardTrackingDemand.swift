import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether an observer of the keyboard needs to follow it frame by frame now, and how: what
/// decides when the UIKit layer pays for its follower — a hidden view in the window and, during a
/// move or a drag, a display link, one per observer.
///
/// - Someone who observes the phases gets every change: the follower runs all the time, and
///   follows animated moves as well as drags.
/// - Someone who only follows drags (a component's `track` samples, spec §6.2) needs the follower
///   only while a finger could drag a keyboard: after a notification (or a reading of a keyboard
///   already up) that leaves a docked keyboard, until one that leaves none. A floating keyboard
///   is not dragged away, and the follower's guide does not follow it. Only notifications change
///   this — never the drag's own samples, which reach the screen's bottom before the finger
///   lifts and may come back up.
///
/// ```swift
/// var demand = KeyboardTrackingDemand()
/// demand.wantsDrags = true
/// demand.keyboardChanged(by: willShow, screen: screen)  // demand.needsFollower == true
/// ```
package struct KeyboardTrackingDemand: Sendable, Equatable {
    /// Whether someone observes the phases.
    package var wantsPhases = false
    /// Whether someone follows drags.
    package var wantsDrags = false
    /// Whether the keyboard layout guide the follower reads shows the keyboards the observer
    /// hears of: only with UIKit's own notification center. An app's own center (a test's posts
    /// keyboards that no guide shows: a layout pass would read as a finger dragging the keyboard
    /// away), so drags are not followed from the guide then; frames posted to that center are
    /// still handed on.
    package var guideShowsNotifiedKeyboards = true
    /// Whether the last keyboard notification that was not ignored left a docked keyboard.
    package private(set) var keyboardIsDocked = false

    /// Nothing wanted, no keyboard.
    package init() {}

    /// Takes in a keyboard notification (or a reading of a keyboard already up), as the engine
    /// read it; an ignored one changes nothing.
    ///
    /// - Parameters:
    ///   - event: The notification, read.
    ///   - screen: The screen's bounds, which classify its frame (spec §3).
    package mutating func keyboardChanged(by event: KeyboardEvent, screen: CGRect) {
        guard !event.isIgnored else { return }
        keyboardIsDocked =
            KeyboardCoverage.State(frame: event.resultingFrame, screen: screen) == .docked
    }

    /// Whether the follower should run.
    package var needsFollower: Bool {
        wantsPhases || (wantsDrags && keyboardIsDocked && guideShowsNotifiedKeyboards)
    }

    /// Whether the follower should follow animated moves frame by frame (a display link for the
    /// whole move), rather than only drags: only for someone who observes the phases.
    package var followsMoves: Bool {
        wantsPhases
    }
}
