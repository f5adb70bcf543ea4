import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One animated keyboard move as a value: where it starts and ends, its animation, and when it
/// started on the caller's clock.
///
/// A display-link consumer asks where the keyboard *will be* when the frame it is preparing
/// reaches the screen — `frame(at: link.targetTimestamp)` — instead of reading the keyboard's
/// presentation value, which shows where it was a frame ago. During a show with the keyboard's
/// spring that difference reaches about 37 pt at 60 Hz, 19 pt at 120 Hz.
///
/// ```swift
/// let transition = KeyboardTransition(
///     from: nil, to: CGRect(x: 0, y: 508, width: 390, height: 336),
///     screen: CGRect(x: 0, y: 0, width: 390, height: 844),
///     animation: KeyboardAnimation(duration: 0.25, curve: .keyboard),
///     startTime: CACurrentMediaTime())
/// // In the display link's callback:
/// let frame = transition.frame(at: link.targetTimestamp)
/// if transition.isFinished(at: link.targetTimestamp) { link.isPaused = true }
/// ```
///
/// Frames are in screen coordinates. `nil` means off-screen below the screen (a show starts
/// there, a hide ends there): it moves as the other frame moved down so that its top is at the
/// screen's bottom edge. Times are seconds on one clock — `CACurrentMediaTime()` on a device.
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

    /// Creates a move.
    ///
    /// Nothing here traps: a frame with a number that is not finite or lies beyond
    /// ±10⁷ pt counts as `nil`; such a screen counts as `.zero`; a start time that is
    /// not finite becomes 0, so that the move reads as long finished and shows its end.
    ///
    /// - Parameters:
    ///   - from: The frame before the move, or `nil`: off-screen below.
    ///   - to: The frame after the move, or `nil`: off-screen below.
    ///   - screen: The screen's bounds, in screen coordinates.
    ///   - animation: The notification's duration and curve.
    ///   - startTime: When the move starts, in seconds on the caller's clock.
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

    /// Creates the move a keyboard notification announces, or `nil` for an event that changes
    /// nothing (``KeyboardEvent/isIgnored``: no usable end frame, or another app's keyboard).
    ///
    /// The begin frame is `from`; the end frame is `to`, and `nil` for a hide. A frame entirely
    /// at or below the screen's bottom edge — where iOS puts the begin frame of a show — is
    /// `nil`, so that a show reads `from: nil` and a hide `to: nil`.
    ///
    /// - Parameters:
    ///   - event: The notification, read.
    ///   - screen: The screen's bounds, in screen coordinates.
    ///   - startTime: When the notification arrived, on the caller's clock: Core Animation
    ///     starts the keyboard's animation when the notification's transaction commits, a few
    ///     milliseconds later; ``reanchored(top:observedAt:tolerance:)`` corrects the difference.
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

    /// The frame the move starts from: `from`, or for `nil` the end frame moved down to the
    /// screen's bottom edge (and for two `nil` frames a zero-height strip there).
    package var startFrame: CGRect {
        from ?? Self.belowScreen(like: to, screen: screen)
    }

    /// The frame the move ends at: `to`, or for `nil` the start frame moved down to the screen's
    /// bottom edge (and for two `nil` frames a zero-height strip there).
    package var endFrame: CGRect {
        to ?? Self.belowScreen(like: from, screen: screen)
    }

    /// The motion model: the animation's ``KeyboardAnimation/followedTiming`` — a corrupted
    /// duration never keeps a display link running longer than
    /// ``KeyboardAnimation/longestFollowedDuration``.
    package var timing: AnimationTiming { animation.followedTiming }

    /// How far the move goes, in points: the largest change of an edge or the size.
    package var distance: Double { Self.distance(startFrame, endFrame) }

    /// The time from the start after which the keyboard stays within 0.5 pt of the end frame:
    /// the model's settling duration for this distance; 0 for a move of 0.5 pt or less or one
    /// without animation.
    package var settlingDuration: Double {
        let distance = distance
        guard distance > Self.settledDistance else { return 0 }
        return timing.settlingDuration(tolerance: Self.settledDistance / distance)
    }

    /// When the move is finished: ``startTime`` plus ``settlingDuration``.
    package var endTime: Double { startTime + settlingDuration }

    /// The progress of the move at a time, in 0…1: 0 up to the start, the model's progress
    /// after it.
    ///
    /// The spring (curve 7) approaches 1 without reaching it; ``isFinished(at:)`` says when it
    /// is close enough. A time that is not a number gives 0.
    package func progress(at time: Double) -> Double {
        let elapsed = time - startTime
        guard elapsed.isFinite else { return elapsed == .infinity ? 1 : 0 }
        // Compared on the caller's clock, not as `elapsed ≥ duration`: `time − startTime` rounds,
        // and a Bézier must end exactly at the start time plus its duration.
        if case .bezier(_, let duration) = timing, time >= startTime + duration { return 1 }
        let progress = timing.progress(at: elapsed)
        guard !progress.isNaN else { return 0 }
        return min(max(progress, 0), 1)
    }

    /// Where the keyboard is at a time: the start frame up to the start, then origin and size
    /// interpolated with the model's progress, and exactly the end frame once the progress is 1.
    ///
    /// Pass the display link's `targetTimestamp` to get where the keyboard will be when the frame
    /// being prepared is shown.
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

    /// Whether the keyboard has settled within 0.5 pt of the end frame at a time (from
    /// ``endTime`` on); `false` for a time that is not a number.
    package func isFinished(at time: Double) -> Bool {
        time >= endTime
    }

    /// Estimates when the move started from the keyboard's top observed at a time, with the
    /// model's inverse (``AnimationTiming/time(toReach:)``).
    ///
    /// A follower that sees only the keyboard layout guide move — a presentation layer read in a
    /// display link shows it a frame late — learns from this when the animation really began
    /// (Core Animation starts it at the transaction's commit, after the notification), and can
    /// then predict ahead with ``frame(at:)``.
    ///
    /// Limits:
    /// - Only the top is used: a move without vertical travel (a floating keyboard sliding
    ///   sideways) cannot be located, and gives `nil`.
    /// - Near either end the curve is flat: there a small error in the observed top moves the
    ///   estimate a lot, though the position predicted from it moves little. A top within
    ///   `tolerance` of the start or the end gives `nil` — at progress ≈ 0 the keyboard may not
    ///   have started, at ≈ 1 it may have stopped any time ago, and the spring never reaches 1.
    /// - A top outside the move, a time or top that is not finite, and a move without
    ///   animation give `nil`.
    /// - The estimate assumes the keyboard follows this move's model from ``startFrame``. If it
    ///   follows another curve, estimating again from each sample keeps the prediction close but
    ///   not exact.
    ///
    /// - Parameters:
    ///   - top: The keyboard's top edge observed, in screen coordinates.
    ///   - time: When the keyboard was there (for a presentation layer read in a display link,
    ///     the link's `timestamp`, not its `targetTimestamp`).
    ///   - tolerance: How close to either end, in points, a top is too ambiguous to use
    ///     (default 0.5; a negative or non-finite value counts as 0).
    /// - Returns: The start time on the caller's clock, or `nil` when the sample cannot say.
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

    /// The same move with its start time estimated from an observed top (see
    /// ``estimatedStartTime(top:observedAt:tolerance:)``), or `nil` when the sample cannot say —
    /// then keep the move as it is.
    package func reanchored(top: Double, observedAt time: Double, tolerance: Double = 0.5)
        -> KeyboardTransition?
    {
        guard let start = estimatedStartTime(top: top, observedAt: time, tolerance: tolerance)
        else { return nil }
        var transition = self
        transition.startTime = start
        return transition
    }

    /// The same move, from another frame: where a running move or a drag left the keyboard when
    /// a new notification arrived.
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

    /// A frame like `frame` with its top at the screen's bottom edge; without one, a
    /// zero-height strip the screen's width there.
    private static func belowScreen(like frame: CGRect?, screen: CGRect) -> CGRect {
        guard let frame else {
            return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
        }
        return CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
    }
}
