import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardSequence {
    /// Steps posted together, then the time to let the main run loop run: the keyboard's
    /// animation between the `Will…` notifications and the `Did…` ones, a display frame after a
    /// drag's sample.
    public struct Batch: Sendable, Hashable {
        /// The steps, posted in order in one turn of the run loop.
        public var steps: [Step]
        /// How long the main run loop runs after them, in seconds.
        public var runTime: Double
    }

    /// A display frame at 60 Hz: how long the run loop runs after each sample of a drag.
    public static let displayFrameDuration = 1.0 / 60

    /// How the steps are posted in time, as iOS posts them: each run of `Will…` notifications in
    /// one turn, then the run loop runs through their animation (``settlingTime(of:)``); each run
    /// of `Did…` notifications in one turn, then one more turn (a run time of 0); each sample of
    /// a drag on a display frame of its own.
    public var batches: [Batch] {
        var batches: [Batch] = []
        var pending: [Step] = []
        var pendingIsDid = false
        func flush() {
            guard let last = pending.last else { return }
            let runTime: Double
            if case .notification(let value) = last, !pendingIsDid {
                runTime = Self.settlingTime(of: value)
            } else {
                runTime = 0
            }
            batches.append(Batch(steps: pending, runTime: runTime))
            pending = []
        }
        for step in steps {
            switch step {
            case .notification(let value):
                if !pending.isEmpty, value.name.isDid != pendingIsDid { flush() }
                pendingIsDid = value.name.isDid
                pending.append(step)
            case .dragSample:
                flush()
                batches.append(Batch(steps: [step], runTime: Self.displayFrameDuration))
            }
        }
        flush()
        return batches
    }

    /// How long the views animated for a notification take to come to rest, in seconds: its
    /// duration for curves 0–3 and at most `KeyboardAnimation.longestFollowedDuration`; for the
    /// keyboard's curve 7 the spring's settling time to within 0.1 % (about 0.5 s), which UIKit
    /// follows whatever the duration; 0 for a duration of 0. As the engine reads the notification
    /// (spec §2).
    public static func settlingTime(of notification: KeyboardNotificationValue) -> Double {
        let animation = notification.event.animation
        return max(
            animation.followedDuration,
            animation.followedTiming.settlingDuration(tolerance: 0.001))
    }
}
