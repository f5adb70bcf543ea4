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
///
/// Where the guide rests without a keyboard is measured, not assumed: with `usesBottomSafeArea`
/// (the default, and the only behaviour before iOS 17) on the safe area's bottom, without it on
/// the window's bottom — which, in Stage Manager or Slide Over, is above the screen's. Either
/// setting may be in effect, since UIKit passes it on from any guide in the window to all of
/// them; a top at or below the higher of the two lines is no keyboard.
///
/// ```swift
/// let sample = KeyboardGuideSample(
///     guideTop: top, safeAreaBottom: safeBottom, windowBottom: windowBottom, screen: bounds)
/// machine.handle(.guide(sample, at: CACurrentMediaTime()))
/// ```
package struct KeyboardGuideSample: Sendable, Equatable {
    /// The guide's top edge, in screen coordinates.
    package var guideTop: CGFloat
    /// The line the guide rests on when no keyboard covers its view, in screen coordinates: the
    /// higher of the safe area's bottom and the window's bottom.
    package var restingLine: CGFloat
    /// The screen's bounds when the guide was read: they change with the interface orientation.
    package var screen: CGRect

    /// A guide read now.
    ///
    /// - Parameters:
    ///   - guideTop: The guide's top edge, in screen coordinates.
    ///   - safeAreaBottom: The bottom of the safe area of the guide's view, in screen coordinates.
    ///   - windowBottom: The bottom of the guide's window, in screen coordinates.
    ///   - screen: The screen's bounds now.
    package init(guideTop: CGFloat, safeAreaBottom: CGFloat, windowBottom: CGFloat, screen: CGRect)
    {
        self.guideTop = guideTop
        // A NaN on either side is kept, so that `isUsable` refuses it: `min` could drop it.
        restingLine =
            safeAreaBottom.isNaN || windowBottom.isNaN ? .nan : min(safeAreaBottom, windowBottom)
        self.screen = screen
    }

    /// Whether every number is finite and within ±10⁷ pt, and the screen is usable
    /// geometry with some area. Nothing is read from a sample that is not.
    package var isUsable: Bool {
        CoordinateLimit.contains(Double(guideTop)) && CoordinateLimit.contains(Double(restingLine))
            && screen.isValidGeometry && screen.width > 0 && screen.height > 0
    }

    /// Whether the guide shows a keyboard: its top more than 0.5 pt above the resting line and
    /// above the screen's bottom.
    package var showsKeyboard: Bool {
        isUsable && Double(guideTop) < Double(restingLine) - Self.restingTolerance
            && guideTop < screen.maxY
    }

    /// The keyboard's frame, in screen coordinates.
    ///
    /// - Parameter offScreenHeight: The height to give a keyboard the guide does not show: the
    ///   last keyboard's height. A value that is not positive and finite counts as the screen's
    ///   height.
    /// - Returns: While ``showsKeyboard``, the frame from the guide's top to the screen's bottom,
    ///   as wide as the screen. Otherwise a frame `offScreenHeight` tall whose top is the
    ///   screen's bottom: a usable frame that spec §3 classifies as hidden, so that a session
    ///   takes it as a `track` sample and brings the views down (a frame of height 0 is not
    ///   usable, spec §2, and would be ignored). `nil` when the sample is not ``isUsable``.
    package func frame(offScreenHeight: CGFloat) -> CGRect? {
        guard isUsable else { return nil }
        guard showsKeyboard else {
            let height =
                offScreenHeight > 0 && CoordinateLimit.contains(Double(offScreenHeight))
                ? offScreenHeight : screen.height
            return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
        }
        return CGRect(
            x: screen.minX, y: guideTop, width: screen.width, height: screen.maxY - guideTop)
    }

    /// How close to the resting line, in points, still counts as resting: 0.5 pt.
    static let restingTolerance = 0.5

    /// The keyboard's frame for a guide whose top is at `guideTop`, as a keyboard already up is
    /// read: a keyboard the guide does not show is a frame of height 0 at the screen's bottom.
    ///
    /// For samples taken frame by frame, use ``frame(offScreenHeight:)``: a frame of height 0
    /// is not usable (spec §2), so a session would ignore it.
    ///
    /// - Parameters:
    ///   - guideTop: The guide's top edge, in screen coordinates.
    ///   - safeAreaBottom: Where the guide rests without a keyboard when it keeps to the safe area,
    ///     in screen coordinates; `nil` for the screen's bottom.
    ///   - screen: The screen's bounds.
    /// - Returns: The frame; `nil` for a number that is not usable.
    package static func frame(guideTop: CGFloat, safeAreaBottom: CGFloat?, screen: CGRect)
        -> CGRect?
    {
        let sample = KeyboardGuideSample(
            guideTop: guideTop, safeAreaBottom: safeAreaBottom ?? screen.maxY,
            windowBottom: screen.maxY, screen: screen)
        guard sample.isUsable else { return nil }
        guard sample.showsKeyboard else {
            return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
        }
        return sample.frame(offScreenHeight: screen.height)
    }
}
