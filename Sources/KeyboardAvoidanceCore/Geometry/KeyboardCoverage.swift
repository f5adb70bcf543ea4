import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the keyboard covers the container: the engine's reading of one keyboard frame.
public struct KeyboardCoverage: Sendable, Hashable {
    /// Hidden, docked or floating.
    public var state: State
    /// The keyboard's frame in the container's coordinates; `nil` when hidden. An invalid frame
    /// (see ``AvoidanceLayout/isValid``) becomes `nil`.
    public var frame: CGRect? {
        didSet { frame = frame.flatMap(\.validGeometry) }
    }
    /// How much of the container's bottom the keyboard covers, in points (spec §4): a number ≥ 0
    /// within the limit of ``AvoidanceLayout/isValid``; setting any other value is refused.
    public var overlap: CGFloat {
        didSet { if !Self.isUsable(overlap: overlap) { overlap = oldValue } }
    }

    /// Creates a coverage from its parts; an unusable overlap becomes 0 and an invalid frame `nil`.
    public init(state: State, frame: CGRect?, overlap: CGFloat) {
        self.state = state
        self.frame = frame.flatMap(\.validGeometry)
        self.overlap = Self.isUsable(overlap: overlap) ? overlap : 0
    }

    /// A number ≥ 0 within ``CoordinateLimit``, as a margin is.
    private static func isUsable(overlap: CGFloat) -> Bool {
        AvoiderConfiguration.isValidMargin(overlap)
    }

    /// The keyboard's top in container coordinates, `height − overlap` (spec §4); an invalid height
    /// counts as 0.
    public func keyboardTop(inContainerOfHeight height: CGFloat) -> CGFloat {
        CoordinateLimit.value(height) - overlap
    }

    /// How far a bar resting on the safe area rises to ride the keyboard:
    /// `max(0, overlap − safeAreaBottom)`, as the `safeArea` strategy does (spec §5).
    ///
    /// A safe area that is not a finite number ≥ 0 counts as 0.
    ///
    /// ```swift
    /// composerBottom.constant = -coverage.lift(aboveSafeAreaBottom: view.safeAreaInsets.bottom)
    /// ```
    public func lift(aboveSafeAreaBottom safeAreaBottom: CGFloat) -> CGFloat {
        let safe = safeAreaBottom.isFinite && safeAreaBottom > 0 ? safeAreaBottom : 0
        return max(overlap, safe) - safe
    }
}
