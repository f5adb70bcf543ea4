import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An input accessory view — a chat composer a view controller returns from `inputAccessoryView`
/// — and how much of a list it covers while it rests docked at the bottom, the keyboard hidden.
///
/// iOS reports the accessory as part of the keyboard's frame while the keyboard shows, and posts
/// hide notifications when the keyboard goes and the accessory stays (spec §2: no keyboard,
/// whatever the frame). So the list's part of the docked accessory is measured as a view, not
/// read as a keyboard: from its frame when it is docked — its bottom at the window's bottom or
/// below it — and kept while it is up with the keyboard, moving, or out of any window (the
/// controller stopped being first responder: an action sheet, a sheet, the app in the
/// background; it comes back as it left, so the list does not jump meanwhile).
///
/// ```swift
/// var accessory = RestingAccessory()
/// accessory.measure(accessory: CGRect(x: 0, y: 728, width: 375, height: 84),
///                   list: CGRect(x: 0, y: 0, width: 375, height: 812),
///                   windowBounds: CGRect(x: 0, y: 0, width: 375, height: 812))
/// accessory.cover  // 84
/// ```
package struct RestingAccessory: Sendable, Equatable {
    /// How much of the list's bottom the docked accessory covers, as last measured docked; 0
    /// before that.
    package private(set) var cover: CGFloat = 0

    package init() {}

    /// Takes one measurement, every rect in the list's window coordinates.
    ///
    /// - Parameters:
    ///   - accessory: The accessory's frame; `nil` when it is in no window.
    ///   - list: The list's frame.
    ///   - windowBounds: The window's bounds.
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
