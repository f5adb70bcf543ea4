import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How an avoider is configured.
public struct AvoiderConfiguration: Sendable, Hashable {
    /// Extra space kept between the target and the keyboard, in points.
    public var margin: CGFloat
    /// What to do about a floating keyboard.
    public var floating: FloatingKeyboardPolicy
    /// Whether avoidance is on. Off, the avoider plans the rest state whatever the keyboard.
    public var isEnabled: Bool

    /// Creates a configuration: margin 0 (as in a scenario file), floating keyboards ignored,
    /// enabled.
    public init(
        margin: CGFloat = 0, floating: FloatingKeyboardPolicy = .ignore, isEnabled: Bool = true
    ) {
        self.margin = margin
        self.floating = floating
        self.isEnabled = isEnabled
    }

    /// Whether the margin is a number ≥ 0 within ``CoordinateLimit``.
    public var isValid: Bool { CoordinateLimit.contains(Double(margin)) && margin >= 0 }
}
