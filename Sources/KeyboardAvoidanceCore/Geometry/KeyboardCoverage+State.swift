import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardCoverage {
    /// Where the keyboard is, relative to the screen (spec §3).
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// No keyboard covers the app: a hide event, or a frame entirely at or below the screen's
        /// bottom edge.
        case hidden
        /// Attached to the screen's bottom edge (within 1 pt, or below it). A hardware keyboard's
        /// shortcut bar is docked: most of its frame is off screen.
        case docked
        /// Anywhere else: the iPad's floating, undocked or split keyboard.
        case floating

        /// Classifies a keyboard frame against the screen's bounds, both in screen coordinates;
        /// `nil` (no keyboard, or a hide event) is hidden.
        ///
        /// A frame that is not usable (spec §2: four finite numbers within ±10⁷ pt, a
        /// width and a height greater than 0) is hidden, as a notification with such a frame means no
        /// keyboard; so is any frame against a screen with a number that is not finite or beyond
        /// ±10⁷ pt or a negative size, which nothing can be placed on.
        public init(frame: CGRect?, screen: CGRect) {
            guard let frame = frame.flatMap(KeyboardEvent.usable), screen.isValidGeometry else {
                self = .hidden
                return
            }
            if frame.minY >= screen.maxY {
                self = .hidden
            } else if frame.maxY >= screen.maxY - 1 {
                self = .docked
            } else {
                self = .floating
            }
        }
    }
}
