import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardSequence {
    /// Steps posted together in one turn, then how long the main run loop runs.
    public struct Batch: Sendable, Hashable {
        /// The steps, posted in order in one turn of the run loop.
        public var steps: [Step]
        /// How long the main run loop runs after them, in seconds.
        public var runTime: Double
    }

    /// A display frame at 60 Hz: how long the run loop runs after each sample of a drag.
    public static let displayFrameDuration = 1.0 / 60

    /// The steps grouped as iOS posts them: each run of `Will…` notifications, then their
    /// animation (``settlingTime(of:)``); each run of `Did…` ones, then one turn; each drag
    /// sample on a display frame of its own.
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

    /// How long views animated for `notification` take to come to rest, in seconds: its followed
    /// duration (`KeyboardAnimation.followedDuration`), or for curve 7 the spring's settling time
    /// to within 0.1 % (about 0.5 s); 0 for a duration of 0.
    public static func settlingTime(of notification: KeyboardNotificationValue) -> Double {
        let animation = notification.event.animation
        return max(
            animation.followedDuration,
            animation.followedTiming.settlingDuration(tolerance: 0.001))
    }
}
