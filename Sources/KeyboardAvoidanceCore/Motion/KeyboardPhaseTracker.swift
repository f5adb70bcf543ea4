import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns what a UIKit display link sees into ``KeyboardPhase``s: a value with one transition
/// function, ``handle(_:)``.
///
/// The UIKit layer feeds it three inputs:
/// - ``Input/transition(_:)`` for each keyboard notification, with the move it announces
///   (``KeyboardTransition/init(event:screen:startTime:)``, started at `CACurrentMediaTime()`).
/// - ``Input/tick(targetTimestamp:)`` from each display-link callback while ``needsFrames``:
///   the link's `targetTimestamp`, when the frame being prepared will be shown.
/// - ``Input/sample(_:at:)`` with the keyboard's frame as shown — a view pinned to
///   `keyboardLayoutGuide.topAnchor`, its presentation layer's frame converted to screen
///   coordinates — at the time it shows. In a display-link callback, pass the sample (at the
///   link's `timestamp`) before the tick. While ``needsFrames`` is `false` the link is paused:
///   pass a sample whenever that view's layout changes, which is how a drag is first noticed.
///
/// The phases, exactly:
/// - **A notification** emits `.start(from:to:animation:)` and begins a transition. From rest it
///   starts at the notification's begin frame. Mid-move it starts where the model puts the
///   keyboard at the notification's time, with no `.end` for the move it interrupts: `.end` means
///   the keyboard came to rest. After a drag it starts at the last dragged frame: the finger
///   lifted, and UIKit animates the keyboard away (a dismissal) or back (a snap-back) from there.
/// - A notification whose end frame is where the keyboard rests or is already heading (within
///   0.5 pt; `nil` and a frame at or below the screen's bottom are the same) emits nothing: iOS
///   posts `WillChangeFrame` and `WillShow` for one show, and the `Did…` ones after it.
/// - A notification that moves nothing — duration 0, or end frame within 0.5 pt of where it
///   starts — emits `.start` and `.end` together.
/// - **A tick** during a transition emits `.move(frame:progress:)` with the frame predicted for
///   the target timestamp. The first tick at which the keyboard has settled within 0.5 pt of the
///   end (``KeyboardTransition/isFinished(at:)``) emits `.end(frame:)` with the transition's end
///   frame (`nil` off-screen) instead, and the tracker rests. Ticks emit nothing otherwise.
/// - **A sample** at rest that differs from the resting frame by more than 0.5 pt, or during a
///   drag from the last dragged frame, emits `.interactive(frame:)`: the keyboard moved without a
///   notification, so a finger moves it. A drag begins with its first `.interactive` and no
///   `.start` — it has no destination or animation to announce — and ends with the notification
///   UIKit posts when the finger lifts: that transition's `.start`, `.move`s and `.end` close it.
/// - At rest, a sample closer to the resting frame than the previous sample emits nothing: it is
///   the tail of a move the model ended while the keyboard, following a slower curve, still
///   approached its end.
/// - A sample during a transition emits nothing; when it can locate the keyboard on the move
///   (``KeyboardTransition/reanchored(top:observedAt:tolerance:)``) it re-anchors the
///   transition's start time, so that later ticks predict from the keyboard's real timing.
/// - ``needsFrames`` is `true` during a transition, and during a drag until no sample has moved
///   for ``dragPauseInterval`` of tick time (a finger holding still); `false` at rest.
/// - Nothing traps. A frame with a number that is not finite or beyond ``CoordinateLimit`` is
///   ignored, and so is a time that is not finite, a tick not later than the previous tick, and a
///   sample older than the previous sample: time never runs backwards.
///
/// ```swift
/// var tracker = KeyboardPhaseTracker(frame: nil, screen: screen)
/// var phases = tracker.handle(.transition(show))  // [.start(from: nil, to: frame, animation: …)]
/// phases = tracker.handle(.tick(targetTimestamp: start + 1 / 60.0))  // [.move(…, progress: 0.038)]
/// ```
public struct KeyboardPhaseTracker: Sendable, Hashable {
    /// What the keyboard is doing, as far as the tracker knows.
    public enum State: Sendable, Hashable {
        /// At rest at a frame, or off-screen (`nil`).
        case resting(frame: CGRect?)
        /// Moving with an animation a notification announced.
        case transitioning(KeyboardTransition)
        /// Moved by a finger: the last frame measured, when it last moved by more than 0.5 pt,
        /// and whether it has held still for ``KeyboardPhaseTracker/dragPauseInterval``.
        case dragging(frame: CGRect, lastMoved: Double, isPaused: Bool)
    }

    /// Something the UIKit layer saw.
    public enum Input: Sendable, Hashable {
        /// A keyboard notification announced a move.
        case transition(KeyboardTransition)
        /// A display-link callback: `targetTimestamp` is when the frame being prepared will be
        /// shown, on the clock of the transitions' start times.
        case tick(targetTimestamp: Double)
        /// The keyboard's frame as shown on screen, in screen coordinates, and when it showed
        /// there.
        case sample(CGRect, at: Double)
    }

    /// How long, in seconds, a drag may hold still before ``needsFrames`` turns `false`: 0.5 s.
    public static let dragPauseInterval = 0.5

    /// What the keyboard is doing.
    public private(set) var state: State
    /// The screen's bounds: from the initializer, then from each transition.
    public private(set) var screen: CGRect
    /// The latest tick's target timestamp, or `nil` before any.
    public private(set) var lastTickTime: Double?
    /// The latest sample's time, or `nil` before any.
    public private(set) var lastSampleTime: Double?
    /// The latest sample's frame, or `nil` before any.
    public private(set) var lastSampleFrame: CGRect?

    /// Creates a tracker at rest.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame now, in screen coordinates, or `nil` when none shows.
    ///   - screen: The screen's bounds, in screen coordinates.
    public init(frame: CGRect?, screen: CGRect) {
        self.screen = screen.isValidGeometry ? screen : .zero
        state = .resting(frame: frame.flatMap { $0.isValidGeometry ? $0 : nil })
    }

    /// Whether the UIKit layer needs display-link callbacks: during a transition, and during a
    /// drag that has moved within ``dragPauseInterval``. Pause the link when `false`.
    public var needsFrames: Bool {
        switch state {
        case .resting: false
        case .transitioning: true
        case .dragging(_, _, let isPaused): !isPaused
        }
    }

    /// The transition running, if any.
    public var transition: KeyboardTransition? {
        if case .transitioning(let transition) = state { transition } else { nil }
    }

    /// Takes one input and returns the phases it produces, in order; most inputs produce none or
    /// one, a notification that moves nothing produces `.start` and `.end`. (An array rather
    /// than the house's single optional action for that reason.)
    public mutating func handle(_ input: Input) -> [KeyboardPhase] {
        let phases: [KeyboardPhase]
        switch input {
        case .transition(let transition): phases = begin(transition)
        case .tick(let time): phases = tick(at: time)
        case .sample(let frame, let time): phases = sample(frame, at: time)
        }
        checkInvariantsIfEnabled()
        return phases
    }

    private mutating func begin(_ announced: KeyboardTransition) -> [KeyboardPhase] {
        screen = announced.screen
        var transition = announced
        switch state {
        case .resting(let frame):
            if isSameKeyboard(frame, announced.to) { return [] }
        case .transitioning(let running):
            if isSameKeyboard(running.to, announced.to) { return [] }
            transition = announced.starting(from: running.frame(at: announced.startTime))
        case .dragging(let frame, _, _):
            transition = announced.starting(from: frame)
        }
        let start = KeyboardPhase.start(
            from: transition.from, to: transition.to, animation: transition.animation)
        if transition.settlingDuration == 0 {
            state = .resting(frame: transition.to)
            return [start, .end(frame: transition.to)]
        }
        state = .transitioning(transition)
        return [start]
    }

    private mutating func tick(at time: Double) -> [KeyboardPhase] {
        guard time.isFinite, time > (lastTickTime ?? -.infinity) else { return [] }
        lastTickTime = time
        switch state {
        case .resting:
            return []
        case .transitioning(let transition):
            if transition.isFinished(at: time) {
                state = .resting(frame: transition.to)
                return [.end(frame: transition.to)]
            }
            return [
                .move(frame: transition.frame(at: time), progress: transition.progress(at: time))
            ]
        case .dragging(let frame, let lastMoved, let isPaused):
            if !isPaused, time - lastMoved >= Self.dragPauseInterval {
                state = .dragging(frame: frame, lastMoved: lastMoved, isPaused: true)
            }
            return []
        }
    }

    private mutating func sample(_ frame: CGRect, at time: Double) -> [KeyboardPhase] {
        guard frame.isValidGeometry, time.isFinite, time >= (lastSampleTime ?? -.infinity)
        else { return [] }
        let previous = lastSampleFrame
        lastSampleTime = time
        lastSampleFrame = frame
        switch state {
        case .resting(let rest):
            if isSameKeyboard(rest, frame) { return [] }
            // Still approaching the rest frame: the tail of a move that the model had ended
            // (the keyboard followed a slower curve), not a finger.
            if let previous, offset(of: frame, from: rest) < offset(of: previous, from: rest) {
                return []
            }
        case .transitioning(let transition):
            if let reanchored = transition.reanchored(top: Double(frame.minY), observedAt: time) {
                state = .transitioning(reanchored)
            }
            return []
        case .dragging(let last, _, _):
            if isSameKeyboard(last, frame) { return [] }
        }
        state = .dragging(frame: frame, lastMoved: time, isPaused: false)
        return [.interactive(frame: frame)]
    }

    /// Whether two frames show the same keyboard: both off-screen (`nil`, or a top within 0.5 pt
    /// of the screen's bottom or below it), or both on screen within 0.5 pt.
    private func isSameKeyboard(_ a: CGRect?, _ b: CGRect?) -> Bool {
        let onScreenA = a.flatMap(onScreen)
        let onScreenB = b.flatMap(onScreen)
        guard let onScreenA, let onScreenB else { return onScreenA == nil && onScreenB == nil }
        return KeyboardTransition.distance(onScreenA, onScreenB)
            <= KeyboardTransition.settledDistance
    }

    /// How far a frame is from a resting frame, in points; from off-screen (`nil`), how far its
    /// top is above the screen's bottom.
    private func offset(of frame: CGRect, from rest: CGRect?) -> Double {
        guard let rest = rest.flatMap(onScreen) else {
            return max(0, Double(screen.maxY) - Double(frame.minY))
        }
        return KeyboardTransition.distance(rest, frame)
    }

    private func onScreen(_ frame: CGRect) -> CGRect? {
        Double(frame.minY) >= Double(screen.maxY) - KeyboardTransition.settledDistance
            ? nil : frame
    }
}
