import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The keyboard's frame as a keyboard layout guide shows it, read frame by frame during a drag,
/// when no notification says where the keyboard is (spec §6.2): from the guide's top to the
/// screen's bottom, as wide as the screen.
///
/// The guide rests on the safe area's bottom or the window's (`usesBottomSafeArea`, which any guide
/// in the window sets for all): a top at or below the higher line is no keyboard.
package struct KeyboardGuideSample: Sendable, Equatable {
    /// The guide's top edge, in screen coordinates.
    package var guideTop: CGFloat
    /// The line the guide rests on without a keyboard, in screen coordinates: the higher of the
    /// safe area's bottom and the window's.
    package var restingLine: CGFloat
    /// The screen's bounds when the guide was read: they change with the interface orientation.
    package var screen: CGRect

    /// A guide read now; every edge in screen coordinates.
    package init(guideTop: CGFloat, safeAreaBottom: CGFloat, windowBottom: CGFloat, screen: CGRect)
    {
        self.guideTop = guideTop
        // A NaN is kept so that `isUsable` refuses it: `min` could drop it.
        restingLine =
            safeAreaBottom.isNaN || windowBottom.isNaN ? .nan : min(safeAreaBottom, windowBottom)
        self.screen = screen
    }

    /// Whether every number is within ``CoordinateLimit`` and the screen has an area; nothing is
    /// read from a sample that is not.
    package var isUsable: Bool {
        CoordinateLimit.contains(Double(guideTop)) && CoordinateLimit.contains(Double(restingLine))
            && screen.isValidGeometry && screen.width > 0 && screen.height > 0
    }

    /// Whether the guide shows a keyboard: its top more than ``restingTolerance`` above the resting
    /// line and above the screen's bottom.
    package var showsKeyboard: Bool {
        isUsable && Double(guideTop) < Double(restingLine) - Self.restingTolerance
            && guideTop < screen.maxY
    }

    /// The keyboard's frame in screen coordinates (`nil` when not ``isUsable``). With no keyboard
    /// shown, a frame `offScreenHeight` tall just below the screen: usable, and hidden by spec §3,
    /// so that a `track` sample brings the views down (a height of 0 would be ignored, spec §2).
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

    /// The frame of a keyboard already up, from a guide top (`safeAreaBottom` `nil`: the screen's
    /// bottom); a guide at rest gives a frame of height 0, `nil` an unusable number. Samples taken
    /// frame by frame use ``frame(offScreenHeight:)``.
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
