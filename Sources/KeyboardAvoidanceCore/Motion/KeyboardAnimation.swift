/// The animation that accompanies a keyboard change: its duration and curve.
///
/// Read from a notification by ``KeyboardEvent``, with the spec's defaults (0.25 s and curve 7
/// when the values are missing or unusable). ``timing`` turns it into a model of the motion.
public struct KeyboardAnimation: Sendable, Hashable, Codable {
    /// The duration in seconds, finite and not negative. Zero means: apply without animation.
    public var duration: Double
    /// The curve.
    public var curve: AnimationCurve

    /// Creates an animation. A duration that is not a finite number ≥ 0 becomes the default
    /// 0.25 s, as in a notification.
    public init(duration: Double, curve: AnimationCurve) {
        self.duration = duration.isFinite && duration >= 0 ? duration : Self.defaultDuration
        self.curve = curve
    }

    /// The duration a notification that has none is read with: 0.25 s.
    public static let defaultDuration = 0.25

    /// The animation before any keyboard event: 0.25 s with the keyboard's curve 7.
    public static let keyboardDefault = KeyboardAnimation(duration: 0.25, curve: .keyboard)

    /// At once, curve 0: what a released component's views return to rest with (spec §6.1), and
    /// what a keyboard sample during a drag is applied with (spec §6.2).
    public static let release = KeyboardAnimation(duration: 0, curve: .easeInOut)

    /// The same curve with duration 0, as `Did…` events that still change the plan apply it.
    public var immediate: KeyboardAnimation {
        KeyboardAnimation(duration: 0, curve: curve)
    }

    /// Whether this animation actually animates (a duration greater than zero).
    public var isAnimated: Bool { duration > 0 }
}
