import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How much of a list an input accessory view covers while it rests docked, the keyboard hidden.
///
/// Measured as a view, since iOS posts hide notifications when the keyboard goes and the accessory
/// stays (spec §2); kept while it is up, moving or out of any window.
package struct RestingAccessory: Sendable, Equatable {
    /// How much of the list's bottom the docked accessory covers, as last measured; 0 before.
    package private(set) var cover: CGFloat = 0

    package init() {}

    /// Takes one measurement (`accessory` `nil` when in no window), in window coordinates; counts
    /// only an accessory whose bottom is at the window's bottom.
    package mutating func measure(accessory: CGRect?, list: CGRect, windowBounds: CGRect) {
        guard let accessory, [accessory, list, windowBounds].allSatisfy(\.isValidGeometry),
            accessory.maxY >= windowBounds.maxY - 1
        else { return }
        cover = min(max(0, list.maxY - accessory.minY), list.height)
    }

    /// Forgets the accessory: the app no longer has one.
    package mutating func forget() {
        cover = 0
    }
}
