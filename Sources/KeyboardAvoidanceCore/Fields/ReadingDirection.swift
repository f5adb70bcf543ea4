import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The direction in which a row of fields reads. Not `LayoutDirection`, which SwiftUI has too.
package enum ReadingDirection: Sendable, Equatable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}
