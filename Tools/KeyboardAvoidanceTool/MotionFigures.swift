import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Figures about the motion model, as text for an issue or the documentation.
enum MotionFigures {
    /// The prediction error of the motion model against the keyboard's own curve, per display
    /// frame, for a 336 pt show at 60 and 120 Hz, as a Markdown table.
    ///
    /// Display-link callback `k` prepares the frame shown at `t_k = k / Hz`; the keyboard's
    /// presentation value it can read is the one on screen, from `t_(k−1)`. Columns, in points
    /// from the keyboard's true top at `t_k`, maximum and mean over the frames until both the
    /// keyboard and the model are within 0.5 pt of the end:
    /// - *late*: using the presentation value read in the callback;
    /// - *predicted*: ``KeyboardPhaseMachine``'s `.move` for the target timestamp, with the
    ///   transition started at the keyboard's start, fed ticks only;
    /// - *re-anchored*: the same, also fed each late sample, which re-anchors the start time.
    ///
    /// Each model is checked against the curve it assumes and against others the keyboard might
    /// really follow: the react-native libraries' approximations (react-native-keyboard-
    /// controller's `SpringAnimation` and `TimingAnimation`; react-native-reanimated's curve
    /// fitted to screen recordings), springs with the natural frequency 10 % off, the
    /// `CASpringAnimation` parameters taken literally (overdamped), and the other curve.
    static func predictionErrorTable() -> String {
        var lines = [
            "Prediction error of the motion model, 336 pt show, in points (max / mean per frame)",
            "",
            "| model | the keyboard really follows | Hz | frames | late | predicted | re-anchored |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        for scenario in scenarios {
            for truth in scenario.truths {
                for rate in [60.0, 120.0] {
                    let errors = measure(scenario.animation, truth: truth.progress, rate: rate)
                    lines.append(
                        "| \(scenario.name) | \(truth.name) | \(Int(rate)) | \(errors.frames) | "
                            + "\(errors.late) | \(errors.predicted) | \(errors.reanchored) |")
                }
            }
        }
        lines += [
            "",
            "late: the presentation value read in the display-link callback, one frame old. "
                + "predicted: the model at the target timestamp, start time known. "
                + "re-anchored: the same, re-anchored on each late sample "
                + "(KeyboardTransition.reanchored).",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - The keyboard's possible curves, evaluated here independently of the core's model

    private struct Truth {
        var name: String
        /// Progress from 0 to 1 at a time in seconds from the start.
        var progress: (Double) -> Double
    }

    private struct Scenario {
        var name: String
        var animation: KeyboardAnimation
        var truths: [Truth]
    }

    /// ω₀ = √(stiffness / mass) of the keyboard's `CASpringAnimation`: mass 3, stiffness 1000.
    private static let omega = (1000.0 / 3).squareRoot()

    private static var scenarios: [Scenario] {
        [
            Scenario(
                name: "curve 7 (spring)",
                animation: KeyboardAnimation(duration: 0.25, curve: .keyboard),
                truths: [
                    Truth(
                        name:
                            "critically damped, ω₀ = √(1000/3): the model, and RNKC's SpringAnimation",
                        progress: { criticallyDamped($0, omega: omega) }),
                    Truth(
                        name: "reanimated's fitted show curve (0.48 s)",
                        progress: { reanimatedShow($0 / 0.48) }),
                    Truth(
                        name: "critically damped, ω₀ − 10 %",
                        progress: { criticallyDamped($0, omega: 0.9 * omega) }),
                    Truth(
                        name: "critically damped, ω₀ + 10 %",
                        progress: { criticallyDamped($0, omega: 1.1 * omega) }),
                    Truth(
                        name: "overdamped as the parameters read (ζ = 500 / (2√3000) ≈ 4.56)",
                        progress: { overdamped($0) }),
                ]),
            Scenario(
                name: "curve 0, 0.25 s",
                animation: KeyboardAnimation(duration: 0.25, curve: .easeInOut),
                truths: [
                    Truth(
                        name: "ease-in-out (0.42, 0, 0.58, 1) over 0.25 s: the model",
                        progress: { easeInOut($0 / 0.25) }),
                    Truth(
                        name: "RNKC's TimingAnimation (Newton from s = 0.5, ε = 10⁻⁴)",
                        progress: { easeInOutNewton($0 / 0.25) }),
                    Truth(
                        name: "reanimated's fitted show curve stretched over 0.25 s",
                        progress: { reanimatedShow($0 / 0.25) }),
                    Truth(
                        name: "the keyboard's spring (critically damped, ω₀ = √(1000/3))",
                        progress: { criticallyDamped($0, omega: omega) }),
                ]),
        ]
    }

    /// x'' = −2ω₀x' − ω₀²(x − 1) from rest: `1 − (1 + ω₀t)·e^(−ω₀t)`. react-native-keyboard-
    /// controller's `SpringAnimation` takes this branch for any damping ratio ≥ 1, so with the
    /// keyboard's initial velocity 0 it is this curve.
    private static func criticallyDamped(_ time: Double, omega: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 - (1 + omega * time) * exp(-omega * time)
    }

    /// m·x'' + c·x' + k·(x − 1) = 0 from rest with m 3, k 1000, c 500: the two real roots r₁, r₂
    /// give `1 − (r₂·e^(r₁t) − r₁·e^(r₂t)) / (r₂ − r₁)`.
    private static func overdamped(_ time: Double) -> Double {
        guard time > 0 else { return 0 }
        let (mass, stiffness, damping) = (3.0, 1000.0, 500.0)
        let root = (damping * damping - 4 * mass * stiffness).squareRoot()
        let r1 = (-damping + root) / (2 * mass)
        let r2 = (-damping - root) / (2 * mass)
        return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
    }

    /// react-native-reanimated's keyboard show curve, fitted to screen recordings:
    /// `1 − (1−x)^4.62 − 2.44·x·(1−x)^9.82 − 0.22·x²·(1−x)^2.09` over a fraction `x` of 0.48 s.
    private static func reanimatedShow(_ fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        let rest = 1 - x
        return 1 - pow(rest, 4.62) - 2.44 * x * pow(rest, 9.82) - 0.22 * x * x * pow(rest, 2.09)
    }

    /// One coordinate of the cubic Bézier (0, 0), (p1), (p2), (1, 1) at parameter `s`.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }

    /// Ease-in-out at a fraction of the duration, solved by bisection to 1e-15.
    private static func easeInOut(_ fraction: Double) -> Double {
        let u = min(max(fraction, 0), 1)
        var (low, high) = (0.0, 1.0)
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < u { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    /// Ease-in-out solved as react-native-keyboard-controller's `TimingAnimation` does: Newton's
    /// method on the time coordinate from s = 0.5, clamped to 0…1, until within 10⁻⁴.
    private static func easeInOutNewton(_ fraction: Double) -> Double {
        let u = min(fraction, 1)
        var s = 0.5
        for _ in 0..<100 {
            let error = bezier(s, 0.42, 0.58) - u
            if abs(error) < 1e-4 { break }
            let slope =
                3 * (1 - s) * (1 - s) * 0.42 + 6 * (1 - s) * s * (0.58 - 0.42)
                + 3 * s * s * (1 - 0.58)
            s = min(max(s - error / slope, 0), 1)
        }
        return bezier(s, 0, 1)
    }

    // MARK: - Measuring

    private struct Errors {
        var frames: Int
        var late: String
        var predicted: String
        var reanchored: String
    }

    /// The screen and the keyboard of the show: 336 pt on a 390 × 844 pt screen.
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    private static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

    private static func measure(
        _ animation: KeyboardAnimation, truth: (Double) -> Double, rate: Double
    ) -> Errors {
        let start = Double(screen.maxY)
        let end = Double(keyboard.minY)
        func top(_ time: Double) -> Double { start + (end - start) * truth(time) }
        let transition = KeyboardTransition(
            from: nil, to: keyboard, screen: screen, animation: animation, startTime: 0)
        var predicting = KeyboardPhaseMachine(frame: nil, screen: screen)
        var reanchoring = predicting
        _ = predicting.handle(.transition(transition))
        _ = reanchoring.handle(.transition(transition))
        var late: [Double] = []
        var predicted: [Double] = []
        var reanchored: [Double] = []
        var lastPredicted = start
        var lastReanchored = start
        var frame = 1
        // Frames until the keyboard is within 0.5 pt of the end and the model has ended too.
        while frame <= Int(rate * 30) {
            let target = Double(frame) / rate
            let shown = Double(frame - 1) / rate
            let truthNow = top(target)
            lastPredicted =
                predictedTop(predicting.handle(.tick(targetTimestamp: target)))
                ?? lastPredicted
            _ = reanchoring.handle(.sample(withTop(top(shown)), at: shown))
            lastReanchored =
                predictedTop(reanchoring.handle(.tick(targetTimestamp: target)))
                ?? lastReanchored
            late.append(abs(top(shown) - truthNow))
            predicted.append(abs(lastPredicted - truthNow))
            reanchored.append(abs(lastReanchored - truthNow))
            if abs(truthNow - end) <= 0.5, !predicting.needsFrames, !reanchoring.needsFrames {
                break
            }
            frame += 1
        }
        func summary(_ errors: [Double]) -> String {
            let mean = errors.reduce(0, +) / Double(max(errors.count, 1))
            return String(format: "%.2f / %.2f", errors.max() ?? 0, mean)
        }
        return Errors(
            frames: late.count, late: summary(late), predicted: summary(predicted),
            reanchored: summary(reanchored))
    }

    private static func withTop(_ top: Double) -> CGRect {
        CGRect(x: keyboard.minX, y: CGFloat(top), width: keyboard.width, height: keyboard.height)
    }

    private static func predictedTop(_ phases: [KeyboardPhase]) -> Double? {
        for phase in phases {
            switch phase {
            case .move(let frame, _): return Double(frame.minY)
            case .end(let frame): return Double(frame?.minY ?? screen.maxY)
            default: continue
            }
        }
        return nil
    }
}
