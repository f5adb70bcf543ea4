import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the keyboard covers the container: the engine's reading of one keyboard frame.
public struct KeyboardCoverage: Sendable, Hashable {
    /// Hidden, docked or floating.
    public var state: State
    /// The keyboard's frame in the container's coordinates; `nil` when hidden. A frame with a
    /// number that is not finite or beyond ±10⁷ pt, or a negative size, becomes `nil`,
    /// on creation and when set.
    public var frame: CGRect? {
        didSet { frame = frame.flatMap(\.validGeometry) }
    }
    /// How much of the container's bottom the keyboard covers, in points; 0 when it covers
    /// nothing or is not avoided. Always a number ≥ 0 within ±10⁷ pt: any other value
    /// is refused, and the overlap keeps its value.
    public var overlap: CGFloat {
        didSet { if !Self.isUsable(overlap: overlap) { overlap = oldValue } }
    }

    /// Creates a coverage from its parts. An overlap that is not a number ≥ 0 within
    /// ±10⁷ pt (NaN, an infinity) is 0: no keyboard covers the container. A frame with
    /// a number that is not finite or beyond it, or a negative size, is `nil`.
    public init(state: State, frame: CGRect?, overlap: CGFloat) {
        self.state = state
        self.frame = frame.flatMap(\.validGeometry)
        self.overlap = Self.isUsable(overlap: overlap) ? overlap : 0
    }

    /// A number ≥ 0 within ±10⁷ pt, as a margin is.
    private static func isUsable(overlap: CGFloat) -> Bool {
        AvoiderConfiguration.isValidMargin(overlap)
    }

    /// The keyboard's top in container coordinates: `height − overlap`. A height that is not a
    /// number within ±10⁷ pt counts as 0.
    public func keyboardTop(inContainerOfHeight height: CGFloat) -> CGFloat {
        CoordinateLimit.value(height) - overlap
    }

    /// How far a bar resting on the safe area rises to ride the keyboard:
    /// `max(overlap, safeAreaBottom) − safeAreaBottom`, that is `max(0, overlap − safeAreaBottom)`.
    ///
    /// It is what `KeyboardRidingBar` moves its bar by, and the `safeArea` strategy's
    /// `additionalSafeAreaBottom` (spec §5): a keyboard that covers less than the safe area (a
    /// hardware keyboard's shortcut bar over the home indicator) lifts nothing. A safe area that is
    /// not a finite number ≥ 0 counts as 0.
    ///
    /// ```swift
    /// composerBottom.constant = -coverage.lift(aboveSafeAreaBottom: view.safeAreaInsets.bottom)
    /// ```
    public func lift(aboveSafeAreaBottom safeAreaBottom: CGFloat) -> CGFloat {
        let safe = safeAreaBottom.isFinite && safeAreaBottom > 0 ? safeAreaBottom : 0
        return max(overlap, safe) - safe
    }
}
