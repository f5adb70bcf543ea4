import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns what a UIKit display link sees into ``KeyboardPhase``s, with one transition function,
/// ``handle(_:)``; the article "The keyboard's animation" gives the rules.
///
/// Feed it each notification's ``Input/transition(_:)``, each display-link tick while
/// ``needsFrames(followingMoves:)``, and a keyboard layout guide's ``Input/guide(_:at:)`` (in a
/// link's callback before its tick; otherwise after each layout pass, which notices a drag).
/// Nothing traps: invalid frames and times, and time running backwards, are ignored.
package struct KeyboardPhaseMachine: Sendable, Equatable {
    /// What the keyboard is doing, as far as the tracker knows.
    package enum State: Sendable, Equatable {
        /// Not known yet: the first sample tells where the keyboard rests, with no phase.
        case unmeasured
        /// At rest at a frame, or off-screen (`nil`).
        case resting(frame: CGRect?)
        /// Moving with an animation a notification announced.
        case transitioning(KeyboardTransition)
        /// Moved by a finger: the last frame, when it last moved, and whether it has held still for
        /// ``KeyboardPhaseMachine/dragPauseInterval``.
        case dragging(frame: CGRect, lastMoved: Double, isPaused: Bool)
    }

    /// Something the UIKit layer saw.
    package enum Input: Sendable, Equatable {
        /// A keyboard notification announced a move.
        case transition(KeyboardTransition)
        /// A display-link callback's `targetTimestamp`, on the transitions' clock.
        case tick(targetTimestamp: Double)
        /// A frame already read, in screen coordinates, on the screen and resting line known.
        case sample(CGRect, at: Double)
        /// A keyboard layout guide as shown on screen, and when.
        case guide(KeyboardGuideSample, at: Double)
    }

    /// How long, in seconds, a drag may hold still before ``needsFrames`` turns `false`.
    package static let dragPauseInterval = 0.5

    /// What the keyboard is doing.
    package private(set) var state: State
    /// The screen's bounds: from the initializer, then from each transition and guide sample.
    package private(set) var screen: CGRect
    /// The line below which a sample sees no keyboard (the last guide's resting line; `nil`: the
    /// screen's bottom).
    package private(set) var restingLine: CGFloat?
    /// The latest tick's target timestamp, or `nil` before any.
    package private(set) var lastTickTime: Double?
    /// The latest sample's time, or `nil` before any.
    package private(set) var lastSampleTime: Double?
    /// The latest sample's frame as reported, or `nil` before any.
    package private(set) var lastSampleFrame: CGRect?
    /// The last keyboard height on screen: what a sample that shows none reports.
    package private(set) var lastKeyboardHeight: CGFloat?

    /// Creates a tracker at rest at `frame` (screen coordinates; `nil` for none).
    package init(frame: CGRect?, screen: CGRect) {
        self.screen = screen.isValidGeometry ? screen : .zero
        let frame = frame.flatMap { $0.isValidGeometry ? $0 : nil }
        state = .resting(frame: frame)
        lastKeyboardHeight = frame.flatMap { $0.height > 0 ? $0.height : nil }
    }

    /// Creates a tracker that does not know where the keyboard is yet, so that the frame of a view
    /// not laid out yet is never taken for a keyboard.
    package init(screen: CGRect) {
        self.screen = screen.isValidGeometry ? screen : .zero
        state = .unmeasured
    }

    /// Whether display-link callbacks are needed: during a transition, and during a drag that has
    /// moved within ``dragPauseInterval``.
    package var needsFrames: Bool {
        switch state {
        case .unmeasured, .resting: false
        case .transitioning: true
        case .dragging(_, _, let isPaused): !isPaused
        }
    }

    /// Whether a display link should run now: as ``needsFrames``, but during a transition only when
    /// someone wants its `.move` phases (a sample then ends it by the clock).
    package func needsFrames(followingMoves: Bool) -> Bool {
        if case .transitioning = state { return followingMoves }
        return needsFrames
    }

    /// The transition running, if any.
    package var transition: KeyboardTransition? {
        if case .transitioning(let transition) = state { transition } else { nil }
    }

    /// Takes one input and returns its phases in order: an array, since a move of nothing gives
    /// `.start` and `.end` together.
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
        // The screen changes with the orientation: read a sample against the screen it was taken
        // on.
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
        // Below a screen whose bottom is near ``CoordinateLimit`` the frame is not one we keep.
        guard frame.isValidGeometry else { return [] }
        let previous = lastSampleFrame
        lastSampleTime = time
        lastSampleFrame = frame
        if let seen, seen.height > 0 { lastKeyboardHeight = seen.height }
        var phases: [KeyboardPhase] = []
        // Without a display link nothing else ends a move.
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
            // Still approaching the rest frame: a move's tail on a slower curve, not a finger.
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

    /// Whether two frames show the same keyboard: both off-screen, or on screen within
    /// ``KeyboardTransition/settledDistance``.
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

    /// How far a frame is from a resting frame, in points (from none: its top above the screen's
    /// bottom).
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

    /// The frame as a sample sees it: a docked keyboard above the resting line, else `nil` (the
    /// guide does not follow floating keyboards).
    private func visible(_ frame: CGRect?) -> CGRect? {
        guard let frame else { return nil }
        let line = min(Double(restingLine ?? screen.maxY), Double(screen.maxY))
        guard Double(frame.minY) < line - KeyboardTransition.settledDistance,
            KeyboardCoverage.State(frame: frame, screen: screen) == .docked
        else { return nil }
        return frame
    }

    /// What a sample that sees no keyboard reports: the last keyboard's height, below the screen.
    private var offScreen: CGRect {
        let height = lastKeyboardHeight ?? screen.height
        return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    }
}
