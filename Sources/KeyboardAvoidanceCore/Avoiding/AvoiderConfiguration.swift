import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How an avoider is configured.
public struct AvoiderConfiguration: Sendable, Hashable {
    /// Extra space kept between the target and the keyboard, in points: a finite number ≥ 0
    /// within ±10⁷ pt. Any other value is refused and the margin keeps its value, as
    /// a scenario file's reader refuses it.
    public var margin: CGFloat {
        didSet { if !Self.isValidMargin(margin) { margin = oldValue } }
    }
    /// What to do about a floating keyboard (iPad floating, split or undocked).
    public var floatingKeyboard: FloatingKeyboardPolicy
    /// Whether avoidance is on. Off, the avoider plans the rest state whatever the keyboard.
    public var isEnabled: Bool

    /// Creates a configuration: margin 0 (as in a scenario file), floating keyboards ignored,
    /// enabled. A margin that is not a finite number ≥ 0 within ±10⁷ pt is refused:
    /// the margin is 0.
    public init(
        margin: CGFloat = 0, floatingKeyboard: FloatingKeyboardPolicy = .ignore,
        isEnabled: Bool = true
    ) {
        self.margin = Self.isValidMargin(margin) ? margin : 0
        self.floatingKeyboard = floatingKeyboard
        self.isEnabled = isEnabled
    }

    /// Whether the margin is a number ≥ 0 within ±10⁷ pt: always, since neither the
    /// initializer nor the setter takes another.
    public var isValid: Bool { Self.isValidMargin(margin) }

    /// Whether a margin is one the engine takes: a number ≥ 0 within ±10⁷ pt.
    public static func isValidMargin(_ margin: CGFloat) -> Bool {
        CoordinateLimit.contains(Double(margin)) && margin >= 0
    }
}
