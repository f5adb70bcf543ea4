import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One animated keyboard move as a value: from and to frames (screen coordinates; `nil` is
/// off-screen below), its animation, and its start on the caller's clock.
///
/// A display link asks for `frame(at: link.targetTimestamp)`, where the keyboard will be when the
/// frame being prepared shows, rather than the presentation value of a frame ago.
package struct KeyboardTransition: Sendable, Equatable {
    /// The frame before the move, or `nil` when the keyboard comes from below the screen.
    package private(set) var from: CGRect?
    /// The frame after the move, or `nil` when the keyboard goes below the screen.
    package private(set) var to: CGRect?
    /// The screen's bounds, which place a `nil` frame.
    package private(set) var screen: CGRect
    /// The animation's duration and curve; ``AnimationTiming`` models the motion.
    package private(set) var animation: KeyboardAnimation
    /// When the move starts, in seconds on the caller's clock.
    package private(set) var startTime: Double

    /// Creates a move; an invalid frame counts as `nil`, an invalid screen as `.zero`, and a
    /// non-finite start time as 0 (long finished).
    package init(
        from: CGRect?, to: CGRect?, screen: CGRect, animation: KeyboardAnimation,
        startTime: Double
    ) {
        self.from = from.flatMap { $0.isValidGeometry ? $0 : nil }
        self.to = to.flatMap { $0.isValidGeometry ? $0 : nil }
        self.screen = screen.isValidGeometry ? screen : .zero
        self.animation = animation
        self.startTime = startTime.isFinite ? startTime : 0
    }

    /// The move a keyboard notification announces (a frame at or below the screen's bottom is
    /// `nil`), or `nil` for an ignored event. Core Animation starts a few milliseconds after
    /// `startTime`; ``reanchored(top:observedAt:tolerance:)`` corrects that.
    package init?(event: KeyboardEvent, screen: CGRect, startTime: Double) {
        guard !event.isIgnored else { return nil }
        func onScreen(_ frame: CGRect?) -> CGRect? {
            guard let frame else { return nil }
            return KeyboardCoverage.State(frame: frame, screen: screen) == .hidden ? nil : frame
        }
        self.init(
            from: onScreen(event.beginFrame), to: onScreen(event.resultingFrame), screen: screen,
            animation: event.animation, startTime: startTime)
    }

    /// `from`, or the end frame moved down to the screen's bottom edge.
    package var startFrame: CGRect {
        from ?? Self.belowScreen(like: to, screen: screen)
    }

    /// `to`, or the start frame moved down to the screen's bottom edge.
    package var endFrame: CGRect {
        to ?? Self.belowScreen(like: from, screen: screen)
    }

    /// The motion model, over at most ``KeyboardAnimation/longestFollowedDuration``.
    package var timing: AnimationTiming { animation.followedTiming }

    /// How far the move goes, in points: the largest change of an edge or the size.
    package var distance: Double { Self.distance(startFrame, endFrame) }

    /// The time after which the keyboard stays within ``settledDistance`` of the end frame; 0 for a
    /// shorter move or one without animation.
    package var settlingDuration: Double {
        let distance = distance
        guard distance > Self.settledDistance else { return 0 }
        return timing.settlingDuration(tolerance: Self.settledDistance / distance)
    }

    /// When the move is finished: ``startTime`` plus ``settlingDuration``.
    package var endTime: Double { startTime + settlingDuration }

    /// The move's progress at a time, in 0…1; NaN gives 0.
    package func progress(at time: Double) -> Double {
        let elapsed = time - startTime
        guard elapsed.isFinite else { return elapsed == .infinity ? 1 : 0 }
        // On the caller's clock: `time − startTime` rounds, and a Bézier must end exactly.
        if case .bezier(_, let duration) = timing, time >= startTime + duration { return 1 }
        let progress = timing.progress(at: elapsed)
        guard !progress.isNaN else { return 0 }
        return min(max(progress, 0), 1)
    }

    /// Where the keyboard is at a time, exactly the end frame once the progress is 1.
    package func frame(at time: Double) -> CGRect {
        let progress = progress(at: time)
        if progress <= 0 { return startFrame }
        if progress >= 1 { return endFrame }
        let start = startFrame
        let end = endFrame
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(progress) }
        return CGRect(
            x: mix(start.minX, end.minX), y: mix(start.minY, end.minY),
            width: mix(start.width, end.width), height: mix(start.height, end.height))
    }

    /// Whether the keyboard has settled within ``settledDistance`` of the end frame at `time`.
    package func isFinished(at time: Double) -> Bool {
        time >= endTime
    }

    /// The start time that puts the keyboard's `top` where it was observed at `time` (a
    /// presentation layer's `timestamp`, not `targetTimestamp`); `nil` when the sample cannot say:
    /// no vertical travel, no animation, or a top within `tolerance` pt of either end or outside
    /// the move.
    package func estimatedStartTime(top: Double, observedAt time: Double, tolerance: Double = 0.5)
        -> Double?
    {
        guard top.isFinite, time.isFinite, timing != .immediate else { return nil }
        let tolerance = tolerance.isFinite ? max(tolerance, 0) : 0
        let start = Double(startFrame.minY)
        let travel = Double(endFrame.minY) - start
        let travelled = (top - start) * (travel < 0 ? -1 : 1)
        guard travelled > tolerance, abs(travel) - travelled > tolerance else { return nil }
        guard let elapsed = timing.time(toReach: (top - start) / travel) else { return nil }
        let startTime = time - elapsed
        return startTime.isFinite ? startTime : nil
    }

    /// The same move with its start re-estimated from an observed top, or `nil` to keep it.
    package func reanchored(top: Double, observedAt time: Double, tolerance: Double = 0.5)
        -> KeyboardTransition?
    {
        guard let start = estimatedStartTime(top: top, observedAt: time, tolerance: tolerance)
        else { return nil }
        var transition = self
        transition.startTime = start
        return transition
    }

    /// The same move from where a running move or a drag left the keyboard.
    func starting(from frame: CGRect) -> KeyboardTransition {
        var transition = self
        transition.from = frame.isValidGeometry ? frame : from
        return transition
    }

    /// How close, in points, counts as there: 0.5 pt.
    static let settledDistance = 0.5

    /// The largest difference between two frames' left edges, top edges, widths or heights.
    static func distance(_ a: CGRect, _ b: CGRect) -> Double {
        Double(
            max(
                abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width),
                abs(a.height - b.height)))
    }

    /// A frame like `frame` with its top at the screen's bottom edge; without one, a zero-height
    /// strip.
    private static func belowScreen(like frame: CGRect?, screen: CGRect) -> CGRect {
        guard let frame else {
            return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
        }
        return CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
    }
}
