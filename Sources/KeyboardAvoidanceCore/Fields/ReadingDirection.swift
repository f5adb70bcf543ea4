import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The direction in which a row of fields reads.
///
/// Not called `LayoutDirection`: the UIKit layer re-exports this module, and an app that also
/// imports SwiftUI would find that name ambiguous. The UIKit layer converts
/// `UIUserInterfaceLayoutDirection`, the SwiftUI layer its `LayoutDirection`.
package enum ReadingDirection: Sendable, Equatable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}
