import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the keyboard covers the container: the engine's reading of one keyboard frame.
public struct KeyboardCoverage: Sendable, Hashable {
    /// Hidden, docked or floating.
    public var state: KeyboardState
    /// The keyboard's frame in the container's coordinates; `nil` when hidden.
    public var frame: CGRect?
    /// How much of the container's bottom the keyboard covers, in points; 0 when it covers
    /// nothing or is not avoided.
    public var overlap: CGFloat

    /// Creates a coverage from its parts.
    public init(state: KeyboardState, frame: CGRect?, overlap: CGFloat) {
        self.state = state
        self.frame = frame
        self.overlap = overlap
    }

    /// The keyboard's top in container coordinates: `height − overlap`.
    public func keyboardTop(inContainerOfHeight height: CGFloat) -> CGFloat {
        height - overlap
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
