import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns what a UIKit display link sees into ``KeyboardPhase``s: a value with one transition
/// function, ``handle(_:)``.
///
/// The UIKit layer feeds it four inputs:
/// - ``Input/transition(_:)`` for each keyboard notification, with the move it announces
///   (``KeyboardTransition/init(event:screen:startTime:)``, started at `CACurrentMediaTime()`).
/// - ``Input/tick(targetTimestamp:)`` from each display-link callback while
///   ``needsFrames(followingMoves:)``: the link's `targetTimestamp`, when the frame being
///   prepared will be shown.
/// - ``Input/guide(_:at:)`` with a keyboard layout guide read — a view pinned to
///   `keyboardLayoutGuide.topAnchor`, its frame converted to screen coordinates, with the guide's
///   resting line and the screen's bounds now (``KeyboardGuideSample``) — at the time it shows.
///   In a display-link callback, pass the sample (at the link's `timestamp`) before the tick.
///   While no display link runs, pass a sample after each layout pass of that view, which is how
///   a drag is first noticed. ``Input/sample(_:at:)`` takes a frame already read, on the screen
///   the tracker knows.
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
/// - **A sample** sees only what a keyboard layout guide that does not follow undocked keyboards
///   shows: a docked keyboard whose top is above the guide's resting line. A floating keyboard,
///   or one that does not reach above the line, is no keyboard to a sample, and a sample that
///   shows none reports the keyboard's last height placed at the screen's bottom (usable, and
///   hidden by spec §3).
/// - The first sample of a tracker made with ``init(screen:)`` records where the keyboard rests
///   and emits nothing; so does a sample on another screen (a rotation), which moves no finger.
/// - A sample at rest that differs from the resting frame by more than 0.5 pt, or during a
///   drag from the last dragged frame, emits `.interactive(frame:)`: the keyboard moved without a
///   notification, so a finger moves it. A drag begins with its first `.interactive` and no
///   `.start` — it has no destination or animation to announce — and ends with the notification
///   UIKit posts when the finger lifts: that transition's `.start`, `.move`s and `.end` close it.
/// - At rest, a sample closer to the resting frame than the previous sample emits nothing: it is
///   the tail of a move the model ended while the keyboard, following a slower curve, still
///   approached its end.
/// - A sample during a transition that the clock has finished first ends it (`.end`), as a tick
///   would: without a display link, nothing else would. During a transition otherwise it emits
///   nothing; when it shows the keyboard on the transition's screen and can locate it on the move
///   (``KeyboardTransition/reanchored(top:observedAt:tolerance:)``) it re-anchors the
///   transition's start time, so that later ticks predict from the keyboard's real timing.
/// - ``needsFrames`` is `true` during a transition, and during a drag until no sample has moved
///   for ``dragPauseInterval`` of tick time (a finger holding still); `false` otherwise.
/// - Nothing traps. A frame with a number that is not finite or beyond ±10⁷ pt is
///   ignored, and so is a guide sample that is not usable, a time that is not finite, a tick not
///   later than the previous tick, and a sample older than the previous sample: time never runs
///   backwards.
///
/// ```swift
/// var tracker = KeyboardPhaseMachine(screen: screen)
/// _ = tracker.handle(.guide(firstSample, at: now))  // [] — where the keyboard rests
/// var phases = tracker.handle(.transition(show))  // [.start(from: nil, to: frame, animation: …)]
/// phases = tracker.handle(.tick(targetTimestamp: start + 1 / 60.0))  // [.move(…, progress: 0.038)]
/// ```
package struct KeyboardPhaseMachine: Sendable, Equatable {
    /// What the keyboard is doing, as far as the tracker knows.
    package enum State: Sendable, Equatable {
        /// Not known yet (``KeyboardPhaseMachine/init(screen:)``): the first sample tells where
        /// the keyboard rests, without a phase, unless a notification comes first.
        case unmeasured
        /// At rest at a frame, or off-screen (`nil`).
        case resting(frame: CGRect?)
        /// Moving with an animation a notification announced.
        case transitioning(KeyboardTransition)
        /// Moved by a finger: the last frame measured, when it last moved by more than 0.5 pt,
        /// and whether it has held still for ``KeyboardPhaseMachine/dragPauseInterval``.
        case dragging(frame: CGRect, lastMoved: Double, isPaused: Bool)
    }

    /// Something the UIKit layer saw.
    package enum Input: Sendable, Equatable {
        /// A keyboard notification announced a move.
        case transition(KeyboardTransition)
        /// A display-link callback: `targetTimestamp` is when the frame being prepared will be
        /// shown, on the clock of the transitions' start times.
        case tick(targetTimestamp: Double)
        /// The keyboard's frame as shown on screen, in screen coordinates, and when it showed
        /// there; on the screen and with the resting line the tracker already knows.
        case sample(CGRect, at: Double)
        /// A keyboard layout guide as shown on screen, and when it showed there: its top, its
        /// resting line and the screen's bounds now.
        case guide(KeyboardGuideSample, at: Double)
    }

    /// How long, in seconds, a drag may hold still before ``needsFrames`` turns `false`: 0.5 s.
    package static let dragPauseInterval = 0.5

    /// What the keyboard is doing.
    package private(set) var state: State
    /// The screen's bounds: from the initializer, then from each transition and guide sample.
    package private(set) var screen: CGRect
    /// The line below which a sample sees no keyboard, in screen coordinates: the last guide
    /// sample's resting line; `nil` — the screen's bottom — before any.
    package private(set) var restingLine: CGFloat?
    /// The latest tick's target timestamp, or `nil` before any.
    package private(set) var lastTickTime: Double?
    /// The latest sample's time, or `nil` before any.
    package private(set) var lastSampleTime: Double?
    /// The latest sample's frame as reported, or `nil` before any.
    package private(set) var lastSampleFrame: CGRect?
    /// The height of the last keyboard known on screen: what a sample that shows none reports.
    package private(set) var lastKeyboardHeight: CGFloat?

    /// Creates a tracker at rest.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame now, in screen coordinates, or `nil` when none shows.
    ///   - screen: The screen's bounds, in screen coordinates.
    package init(frame: CGRect?, screen: CGRect) {
        self.screen = screen.isValidGeometry ? screen : .zero
        let frame = frame.flatMap { $0.isValidGeometry ? $0 : nil }
        state = .resting(frame: frame)
        lastKeyboardHeight = frame.flatMap { $0.height > 0 ? $0.height : nil }
    }

    /// Creates a tracker that does not know yet where the keyboard is: its first sample tells,
    /// without a phase. What a tracker made before its view is laid out starts with, so that the
    /// frame of a view not laid out yet is never taken for a keyboard.
    ///
    /// - Parameter screen: The screen's bounds, in screen coordinates.
    package init(screen: CGRect) {
        self.screen = screen.isValidGeometry ? screen : .zero
        state = .unmeasured
    }

    /// Whether the UIKit layer needs display-link callbacks: during a transition, and during a
    /// drag that has moved within ``dragPauseInterval``.
    package var needsFrames: Bool {
        switch state {
        case .unmeasured, .resting: false
        case .transitioning: true
        case .dragging(_, _, let isPaused): !isPaused
        }
    }

    /// Whether a display link should run now: during a drag that has not held still, and during a
    /// transition only when its `.move` phases are wanted — without them, a sample after a layout
    /// pass ends the transition by the clock.
    ///
    /// - Parameter followingMoves: Whether anyone wants the `.move` phases of animated changes.
    package func needsFrames(followingMoves: Bool) -> Bool {
        if case .transitioning = state { return followingMoves }
        return needsFrames
    }

    /// The transition running, if any.
    package var transition: KeyboardTransition? {
        if case .transitioning(let transition) = state { transition } else { nil }
    }

    /// Takes one input and returns the phases it produces, in order; most inputs produce none or
    /// one, a notification that moves nothing produces `.start` and `.end`. (An array rather
    /// than the house's single optional action for that reason.)
    package mutating func handle(_ input: Input) -> [KeyboardPhase] {
        let phases: [KeyboardPhase]
        switch input {
        case .transition(let transition): phases = begin(transition)
        case .tick(let time): phases = tick(at: time)
        case .sample(let frame, let time): phases = sample(frame, at: time, newScreen: false)
        case .guide(let sample, let time): phases = guide(sample, at: time)
        }
        checkInvariantsIfEnabled()
        return phases
    }

    private mutating func begin(_ announced: KeyboardTransition) -> [KeyboardPhase] {
        screen = announced.screen
        var transition = announced
        switch state {
        case .unmeasured:
            break
        case .resting(let frame):
            if isSameKeyboard(frame, announced.to) { return [] }
        case .transitioning(let running):
            if isSameKeyboard(running.to, announced.to) { return [] }
            transition = announced.starting(from: running.frame(at: announced.startTime))
        case .dragging(let frame, _, _):
            transition = announced.starting(from: frame)
        }
        if let height = transition.to?.height, height > 0 { lastKeyboardHeight = height }
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
        case .unmeasured, .resting:
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

    private mutating func guide(_ sample: KeyboardGuideSample, at time: Double) -> [KeyboardPhase] {
        guard sample.isUsable, time.isFinite, time >= (lastSampleTime ?? -.infinity) else {
            return []
        }
        // The screen's bounds change with the interface orientation: a sample is read against the
        // screen it was taken on, never one a rotation left behind.
        let newScreen =
            KeyboardTransition.distance(sample.screen, screen)
            > KeyboardTransition.settledDistance
        screen = sample.screen
        restingLine = sample.restingLine
        guard let frame = sample.frame(offScreenHeight: lastKeyboardHeight ?? screen.height)
        else { return [] }
        return self.sample(frame, at: time, newScreen: newScreen)
    }

    private mutating func sample(_ measured: CGRect, at time: Double, newScreen: Bool)
        -> [KeyboardPhase]
    {
        guard measured.isValidGeometry, time.isFinite, time >= (lastSampleTime ?? -.infinity)
        else { return [] }
        let seen = visible(measured)
        let frame = seen ?? offScreen
        // Below a screen whose bottom is near ±10⁷ pt the keyboard's place is beyond
        // it: a frame the engine does not keep, so the sample tells nothing.
        guard frame.isValidGeometry else { return [] }
        let previous = lastSampleFrame
        lastSampleTime = time
        lastSampleFrame = frame
        if let seen, seen.height > 0 { lastKeyboardHeight = seen.height }
        var phases: [KeyboardPhase] = []
        // Without a display link nothing else ends a move: its end comes with the next sample.
        if case .transitioning(let transition) = state, transition.isFinished(at: time) {
            state = .resting(frame: transition.to)
            phases.append(.end(frame: transition.to))
        }
        switch state {
        case .unmeasured:
            state = .resting(frame: seen)
            return phases
        case .resting(let rest):
            if newScreen {
                state = .resting(frame: seen)
                return phases
            }
            if isSameSample(rest, seen) { return phases }
            // Still approaching the rest frame: the tail of a move that the model had ended
            // (the keyboard followed a slower curve), not a finger.
            if let previous, offset(of: frame, from: rest) < offset(of: previous, from: rest) {
                return phases
            }
        case .transitioning(let transition):
            let sameScreen =
                KeyboardTransition.distance(transition.screen, screen)
                <= KeyboardTransition.settledDistance
            if seen != nil, sameScreen,
                let reanchored = transition.reanchored(top: Double(frame.minY), observedAt: time)
            {
                state = .transitioning(reanchored)
            }
            return phases
        case .dragging(let last, let lastMoved, let isPaused):
            if newScreen {
                state = .dragging(frame: frame, lastMoved: lastMoved, isPaused: isPaused)
                return phases
            }
            if isSameSample(last, seen) { return phases }
        }
        state = .dragging(frame: frame, lastMoved: time, isPaused: false)
        return phases + [.interactive(frame: frame)]
    }

    /// Whether two frames show the same keyboard: both off-screen (`nil`, or a top within 0.5 pt
    /// of the screen's bottom or below it), or both on screen within 0.5 pt.
    private func isSameKeyboard(_ a: CGRect?, _ b: CGRect?) -> Bool {
        isSame(a.flatMap(onScreen), b.flatMap(onScreen))
    }

    /// Whether a known frame looks to a sample like what the sample saw (`nil`: no keyboard).
    private func isSameSample(_ known: CGRect?, _ seen: CGRect?) -> Bool {
        isSame(visible(known), seen)
    }

    private func isSame(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return KeyboardTransition.distance(a, b) <= KeyboardTransition.settledDistance
    }

    /// How far a frame is from a resting frame, in points; from no keyboard a sample sees, how
    /// far its top is above the screen's bottom.
    private func offset(of frame: CGRect, from rest: CGRect?) -> Double {
        guard let rest = visible(rest) else {
            return max(0, Double(screen.maxY) - Double(frame.minY))
        }
        return KeyboardTransition.distance(rest, frame)
    }

    private func onScreen(_ frame: CGRect) -> CGRect? {
        Double(frame.minY) >= Double(screen.maxY) - KeyboardTransition.settledDistance
            ? nil : frame
    }

    /// The frame as a sample can see it: a docked keyboard whose top is above the resting line
    /// (and the screen's bottom); anything else — no keyboard, one below the line, a floating
    /// one, which the tracker's guide does not follow — is `nil`.
    private func visible(_ frame: CGRect?) -> CGRect? {
        guard let frame else { return nil }
        let line = min(Double(restingLine ?? screen.maxY), Double(screen.maxY))
        guard Double(frame.minY) < line - KeyboardTransition.settledDistance,
            KeyboardCoverage.State(frame: frame, screen: screen) == .docked
        else { return nil }
        return frame
    }

    /// What a sample that sees no keyboard reports: the last keyboard's height, its top at the
    /// screen's bottom, as wide as the screen.
    private var offScreen: CGRect {
        let height = lastKeyboardHeight ?? screen.height
        return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    }
}
