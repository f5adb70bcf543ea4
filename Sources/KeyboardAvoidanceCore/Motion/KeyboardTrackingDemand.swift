import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether the UIKit layer runs its keyboard follower now: always for someone who observes the
/// phases, and for drags only while a notification left a docked keyboard (spec §6.2).
package struct KeyboardTrackingDemand: Sendable, Equatable {
    /// Whether someone observes the phases.
    package var wantsPhases = false
    /// Whether someone follows drags.
    package var wantsDrags = false
    /// Whether the follower's keyboard layout guide shows the keyboards notified: only with UIKit's
    /// own notification center (a test's posts show on no guide).
    package var guideShowsNotifiedKeyboards = true
    /// Whether the last keyboard notification that was not ignored left a docked keyboard.
    package private(set) var keyboardIsDocked = false

    /// Nothing wanted, no keyboard.
    package init() {}

    /// Takes in a keyboard notification (or a reading of a keyboard already up), classified on
    /// `screen` (spec §3); an ignored one changes nothing.
    package mutating func keyboardChanged(by event: KeyboardEvent, screen: CGRect) {
        guard !event.isIgnored else { return }
        keyboardIsDocked =
            KeyboardCoverage.State(frame: event.resultingFrame, screen: screen) == .docked
    }

    /// Whether the follower should run.
    package var needsFollower: Bool {
        wantsPhases || (wantsDrags && keyboardIsDocked && guideShowsNotifiedKeyboards)
    }

    /// Whether to follow animated moves frame by frame, not only drags.
    package var followsMoves: Bool {
        wantsPhases
    }
}
