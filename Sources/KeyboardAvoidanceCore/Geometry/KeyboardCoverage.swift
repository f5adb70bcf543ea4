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
}
