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
        /// Attached to the screen's bottom edge (spec §3), as a hardware keyboard's shortcut bar
        /// is.
        case docked
        /// Anywhere else: the iPad's floating, undocked or split keyboard.
        case floating

        /// Classifies a keyboard frame against the screen's bounds, both in screen coordinates
        /// (spec §3). `nil`, an unusable frame (spec §2) or an invalid screen is hidden.
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
