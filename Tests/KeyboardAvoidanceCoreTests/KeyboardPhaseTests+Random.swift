import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardPhaseTests {
    @Test("random inputs, garbage and reversed times included: invariants and phase order hold")
    func randomInputs() {
        let baseSeed: UInt64 = 0x4B50_2026_0001
        var failures = 0
        for index in 0..<300 {
            let seed = baseSeed &+ UInt64(index) &* 0x9E37_79B9
            var random = SplitMix64(seed: seed)
            var tracker = KeyboardPhaseMachine(frame: nil, screen: Reference.screen)
            var clock = 0.0
            var open = false  // a .start or .interactive not yet closed by .end
            var moving = false  // a .start not yet closed by .end
            var problems: [String] = []
            func number(_ range: ClosedRange<Double>) -> Double {
                switch Int.random(in: 0..<40, using: &random) {
                case 0: .nan
                case 1: .infinity
                case 2: -1e12
                default: Double.random(in: range, using: &random)
                }
            }
            for _ in 0..<200 {
                clock += Double.random(in: -0.01...0.05, using: &random)
                let top = number(300...900)
                let frame = CGRect(x: 0, y: top, width: 390, height: number(0...400))
                let input: KeyboardPhaseMachine.Input
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1:
                    let curve = [0, 1, 2, 3, 7].randomElement(using: &random) ?? 7
                    input = .transition(
                        KeyboardTransition(
                            from: Bool.random(using: &random) ? frame : nil,
                            to: Bool.random(using: &random) ? Reference.keyboard : nil,
                            screen: Reference.screen,
                            animation: KeyboardAnimation(
                                duration: number(0...0.5),
                                curve: KeyboardAnimation.Curve(rawValue: curve)),
                            startTime: number(clock...clock + 0.01)))
                case 2, 3, 4: input = .sample(frame, at: number(clock...clock + 0.01))
                default: input = .tick(targetTimestamp: number(clock...clock + 0.02))
                }
                let phases = tracker.handle(input)
                problems += tracker.invariantViolations
                for phase in phases {
                    switch phase {
                    case .start:
                        open = true
                        moving = true
                    case .move(let frame, let progress):
                        if !moving { problems.append("move outside a transition") }
                        if !frame.isFinite || !(0...1).contains(progress) {
                            problems.append("bad move \(frame) \(progress)")
                        }
                    case .interactive(let frame):
                        if moving { problems.append("interactive during a transition") }
                        if !frame.isFinite { problems.append("bad interactive \(frame)") }
                        open = true
                    case .end:
                        if !open { problems.append("end without a start or a drag") }
                        open = false
                        moving = false
                    }
                }
                if moving != (tracker.transition != nil) {
                    problems.append("phases and state disagree after \(input)")
                }
            }
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(problems.prefix(3))")
                if failures >= 3 { break }
            }
        }
    }
}

extension CGRect {
    fileprivate var isFinite: Bool {
        [minX, minY, width, height].allSatisfy(\.isFinite)
    }
}
