/// The animation that accompanies a keyboard change: its duration and curve.
///
/// ``KeyboardEvent`` reads it from a notification with the defaults of spec §2; the article
/// "The keyboard's animation" says how each curve moves.
public struct KeyboardAnimation: Sendable, Hashable {
    /// The duration in seconds; 0 applies without animation. A value that is not a finite number ≥
    /// 0 becomes ``defaultDuration``, on creation and when set.
    public var duration: Double {
        didSet { duration = Self.readable(duration) }
    }
    /// The curve.
    public var curve: KeyboardAnimation.Curve

    /// Creates an animation; an unusable duration becomes ``defaultDuration``.
    public init(duration: Double, curve: KeyboardAnimation.Curve) {
        self.duration = Self.readable(duration)
        self.curve = curve
    }

    private static func readable(_ duration: Double) -> Double {
        duration.isFinite && duration >= 0 ? duration : defaultDuration
    }

    /// The longest, in seconds, that anything running in time (a `UIView` animation, a display
    /// link, the motion model) follows an animation: 2. A longer ``duration`` is kept in the plan.
    public static let longestFollowedDuration: Double = 2

    /// The duration to run in time: ``duration``, at most ``longestFollowedDuration``.
    public var followedDuration: Double { min(duration, Self.longestFollowedDuration) }

    /// The duration of a notification that has none, or an unusable one (spec §2): 0.25 s.
    public static let defaultDuration = 0.25

    /// The animation before any keyboard event (spec §6): ``defaultDuration`` with
    /// ``Curve/keyboard``.
    public static let keyboardDefault = KeyboardAnimation(duration: 0.25, curve: .keyboard)

    /// At once, curve 0: how a release (spec §6.1) and a drag's samples (spec §6.2) are applied.
    public static let release = KeyboardAnimation(duration: 0, curve: .easeInOut)

    /// The same curve with duration 0, as a `Did…` event that still changes the plan applies it.
    public var immediate: KeyboardAnimation {
        KeyboardAnimation(duration: 0, curve: curve)
    }

    /// Whether this animation actually animates (a duration greater than zero).
    public var isAnimated: Bool { duration > 0 }
}
