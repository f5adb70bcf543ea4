import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How an avoider is configured.
public struct AvoiderConfiguration: Sendable, Hashable {
    /// Extra space kept between the target and the keyboard, in points (spec §5's `margin`); a
    /// value that is not ``isValidMargin(_:)`` is refused and the margin keeps its value.
    public var margin: CGFloat {
        didSet { if !Self.isValidMargin(margin) { margin = oldValue } }
    }
    /// What to do about a floating keyboard (spec §3).
    public var floatingKeyboard: FloatingKeyboardPolicy
    /// Whether avoidance is on. Off, the avoider plans the rest state whatever the keyboard.
    public var isEnabled: Bool

    /// Creates a configuration: margin 0, floating keyboards ignored, enabled. An invalid margin
    /// becomes 0.
    public init(
        margin: CGFloat = 0, floatingKeyboard: FloatingKeyboardPolicy = .ignore,
        isEnabled: Bool = true
    ) {
        self.margin = Self.isValidMargin(margin) ? margin : 0
        self.floatingKeyboard = floatingKeyboard
        self.isEnabled = isEnabled
    }

    /// Whether the margin is valid: always, since neither the initializer nor the setter takes
    /// another.
    public var isValid: Bool { Self.isValidMargin(margin) }

    /// Whether a margin is one the engine takes: a number ≥ 0 within the limit of
    /// ``AvoidanceLayout/isValid``.
    public static func isValidMargin(_ margin: CGFloat) -> Bool {
        CoordinateLimit.contains(Double(margin)) && margin >= 0
    }
}
