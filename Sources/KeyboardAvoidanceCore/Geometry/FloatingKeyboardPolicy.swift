import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What to do about a floating keyboard (spec §3).
public enum FloatingKeyboardPolicy: String, Sendable, Hashable, CaseIterable {
    /// Do not avoid it (overlap 0), as UIKit's keyboard layout guide does by default. The
    /// default.
    case ignore
    /// Treat it like a docked keyboard: avoid the part of the container it covers.
    case avoid
}
