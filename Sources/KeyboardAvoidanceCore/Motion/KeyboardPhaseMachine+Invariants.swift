import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

#if KEYBOARD_AVOIDANCE_INVARIANTS
    extension KeyboardPhaseMachine {
        /// What breaks the tracker's invariants now, in words (usable frames, finite times, frames
        /// wanted exactly while something moves); empty when everything holds.
        package var invariantViolations: [String] {
            var violations: [String] = []
            if !screen.isValidGeometry { violations.append("screen \(screen) is not usable") }
            for (name, time) in [("tick", lastTickTime), ("sample", lastSampleTime)] {
                if let time, !time.isFinite { violations.append("last \(name) time \(time)") }
            }
            if let line = restingLine, !CoordinateLimit.contains(Double(line)) {
                violations.append("resting line \(line) is not usable")
            }
            if let height = lastKeyboardHeight,
                !(height > 0 && CoordinateLimit.contains(Double(height)))
            {
                violations.append("last keyboard height \(height) is not usable")
            }
            switch state {
            case .unmeasured:
                if needsFrames { violations.append("needs frames before any sample") }
            case .resting(let frame):
                if let frame, !frame.isValidGeometry {
                    violations.append("resting frame \(frame) is not usable")
                }
                if needsFrames { violations.append("needs frames at rest") }
            case .transitioning(let transition):
                let frames =
                    [transition.from, transition.to].compactMap { $0 } + [transition.screen]
                if let frame = frames.first(where: { !$0.isValidGeometry }) {
                    violations.append("transition frame \(frame) is not usable")
                }
                if !transition.startTime.isFinite || !transition.endTime.isFinite {
                    violations.append(
                        "transition times \(transition.startTime)…\(transition.endTime)")
                }
                if !(transition.settlingDuration > 0) {
                    violations.append("transition that moves nothing is running")
                }
                if !needsFrames { violations.append("no frames during a transition") }
            case .dragging(let frame, let lastMoved, let isPaused):
                if !frame.isValidGeometry {
                    violations.append("dragged frame \(frame) is not usable")
                }
                if !lastMoved.isFinite { violations.append("drag moved at \(lastMoved)") }
                if needsFrames == isPaused {
                    violations.append("frames wanted during a paused drag")
                }
            }
            return violations
        }
    }
#endif

extension KeyboardPhaseMachine {
    /// With `KEYBOARD_AVOIDANCE_INTERNAL_CHECKS`, traps when an invariant is broken; otherwise does
    /// nothing, so an app's builds never trap here.
    func checkInvariantsIfEnabled() {
        #if KEYBOARD_AVOIDANCE_INTERNAL_CHECKS
            let violations = invariantViolations
            precondition(
                violations.isEmpty, "KeyboardPhaseMachine invariants broken: \(violations)")
        #endif
    }
}
