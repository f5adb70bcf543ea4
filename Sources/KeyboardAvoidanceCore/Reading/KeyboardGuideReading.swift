import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a view's keyboard layout guide says of a keyboard already up when a component starts:
/// no notification will tell it.
///
/// A guide that has never been laid out has a zero frame; once laid out it is as wide as its
/// view, and a guide of height 0 is a guide at rest on a view without a bottom safe area (or one
/// that does not keep to the safe area), not one waiting for layout. Where it rests is measured
/// as ``KeyboardGuideSample`` does: on the safe area's bottom or the window's, whichever the
/// guide's `usesBottomSafeArea` — set by any guide in the window — puts it on.
///
/// ```swift
/// switch KeyboardGuideReading(
///     guideFrame: guideInScreen, safeAreaFrame: safeAreaInScreen, windowBottom: windowBottom,
///     screen: screen.bounds)
/// {
/// case .notLaidOut: break  // read it again after the next layout pass
/// case .noKeyboard: stopReading()
/// case .keyboard(let event): session.handle(.keyboard(event))
/// }
/// ```
package enum KeyboardGuideReading: Sendable, Hashable {
    /// The guide has not been laid out yet: read it again after a layout pass.
    case notLaidOut
    /// The guide rests: no keyboard covers its view (or its numbers are not usable). Nothing
    /// more to read.
    case noKeyboard
    /// A keyboard is up: a `UIKeyboardDidChangeFrameNotification` with its frame, applied at once
    /// (duration 0).
    case keyboard(KeyboardEvent)

    /// Reads a guide.
    ///
    /// - Parameters:
    ///   - guideFrame: The guide's layout frame, converted to screen coordinates (a zero frame
    ///     keeps its zero width through the conversion).
    ///   - safeAreaFrame: The guide's view's safe-area layout frame, in screen coordinates.
    ///   - windowBottom: The bottom of the view's window, in screen coordinates.
    ///   - screen: The screen's bounds.
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
