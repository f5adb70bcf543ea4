import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The keyboard's frame as a keyboard layout guide shows it: what a component that follows the
/// keyboard frame by frame reads off a view pinned to UIKit's `keyboardLayoutGuide`, since no
/// notification says where the keyboard is while a finger drags it (spec §6.2).
///
/// The guide gives only the keyboard's top; the keyboard reaches the screen's bottom (during a
/// drag, below it), so the frame runs from the top to the screen's bottom, as wide as the screen:
/// its overlap with any container is the real keyboard's.
public enum KeyboardGuideSample {
    /// The keyboard's frame, in screen coordinates, for a guide whose top is at `guideTop`.
    ///
    /// - Parameters:
    ///   - guideTop: The guide's top edge, in screen coordinates.
    ///   - safeAreaBottom: Where the guide rests without a keyboard when it keeps to the safe area
    ///     (`usesBottomSafeArea`, the only behaviour before iOS 17), in screen coordinates; `nil`
    ///     when it does not. A top at or below it is no keyboard: the guide is resting, or the
    ///     keyboard went below the safe area on its way down.
    ///   - screen: The screen's bounds.
    /// - Returns: The frame; a keyboard that is not on screen is a frame of height 0 at the
    ///   screen's bottom (hidden, spec §3). `nil` for a number that is not finite.
    public static func frame(guideTop: CGFloat, safeAreaBottom: CGFloat?, screen: CGRect) -> CGRect?
    {
        guard guideTop.isFinite, safeAreaBottom?.isFinite ?? true, screen.isValidGeometry else {
            return nil
        }
        let offScreen = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
        if let safeAreaBottom, guideTop >= safeAreaBottom - 0.5 { return offScreen }
        guard guideTop < screen.maxY else { return offScreen }
        return CGRect(
            x: screen.minX, y: guideTop, width: screen.width, height: screen.maxY - guideTop)
    }
}
