/// The animation that accompanies a keyboard change: its duration and curve.
///
/// Read from a notification by ``KeyboardEvent``, with the spec's defaults (0.25 s and curve 7
/// when the values are missing or unusable). The engine turns it into a model of the motion.
public struct KeyboardAnimation: Sendable, Hashable {
    /// The duration in seconds, finite and not negative. Zero means: apply without animation.
    /// A value that is not a finite number ≥ 0 becomes the default 0.25 s, on creation and when
    /// set, as in a notification.
    public var duration: Double {
        didSet { duration = Self.readable(duration) }
    }
    /// The curve.
    public var curve: KeyboardAnimation.Curve

    /// Creates an animation. A duration that is not a finite number ≥ 0 becomes the default
    /// 0.25 s, as in a notification.
    public init(duration: Double, curve: KeyboardAnimation.Curve) {
        self.duration = Self.readable(duration)
        self.curve = curve
    }

    private static func readable(_ duration: Double) -> Double {
        duration.isFinite && duration >= 0 ? duration : defaultDuration
    }

    /// The longest a keyboard's animation is followed in time, in seconds: 2. A keyboard animates
    /// for 0.25–0.5 s; a longer duration (a corrupted notification: 1e308) is kept in the plan,
    /// as the spec reads it, but nothing that runs in time — a `UIView` animation, a display link
    /// following the keyboard, the motion model — runs longer than this.
    public static let longestFollowedDuration: Double = 2

    /// The duration to run in time: ``duration``, at most ``longestFollowedDuration``.
    public var followedDuration: Double { min(duration, Self.longestFollowedDuration) }

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
