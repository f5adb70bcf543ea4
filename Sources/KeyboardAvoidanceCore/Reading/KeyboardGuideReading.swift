import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a view's keyboard layout guide says of a keyboard already up when a component starts, as no
/// notification will: not laid out yet (zero width), no keyboard, or the keyboard.
package enum KeyboardGuideReading: Sendable, Hashable {
    /// The guide has not been laid out yet: read it again after a layout pass.
    case notLaidOut
    /// The guide rests (or its numbers are not usable): no keyboard covers its view.
    case noKeyboard
    /// A keyboard is up: a `DidChangeFrame` with its frame, applied at once.
    case keyboard(KeyboardEvent)

    /// Reads a guide; every rect and edge in screen coordinates (`guideFrame` a zero frame until
    /// laid out).
    package init(guideFrame: CGRect, safeAreaFrame: CGRect, windowBottom: CGFloat, screen: CGRect) {
        guard guideFrame.isValidGeometry, safeAreaFrame.isValidGeometry else {
            self = .noKeyboard
            return
        }
        guard guideFrame.width > 0 else {
            self = .notLaidOut
            return
        }
        let sample = KeyboardGuideSample(
            guideTop: guideFrame.minY, safeAreaBottom: safeAreaFrame.maxY,
            windowBottom: windowBottom, screen: screen)
        guard sample.showsKeyboard, let frame = sample.frame(offScreenHeight: screen.height) else {
            self = .noKeyboard
            return
        }
        self = .keyboard(
            KeyboardEvent(
                name: .didChangeFrame, endFrame: frame,
                animation: KeyboardAnimation(duration: 0, curve: .keyboard)))
    }
}
