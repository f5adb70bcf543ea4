import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One step of a keyboard change, frame by frame, in the shape of Android's
/// `WindowInsetsAnimationCompat.Callback` (`onStart`, `onProgress`, `onEnd`).
///
/// A show reads `.start`, a `.move` each display frame, then exactly one `.end`; a drag reads
/// `.interactive` frames, then the animation UIKit runs when the finger lifts. Frames are in screen
/// coordinates; `nil` is off-screen below the screen.
public enum KeyboardPhase: Sendable, Hashable {
    /// An animated change begins, from where the keyboard is now: the begin frame, or where a
    /// running move or a drag left it.
    case start(from: CGRect?, to: CGRect?, animation: KeyboardAnimation)
    /// The keyboard during an animated change: where it will be when the display frame being
    /// prepared shows, and the move's progress from `from` (0) to `to` (1).
    case move(frame: CGRect, progress: Double)
    /// A finger drags the keyboard (interactive dismissal): a measured frame, no notification.
    case interactive(frame: CGRect)
    /// The keyboard came to rest (Android's `onEnd`) at a frame, or off-screen (`nil`).
    case end(frame: CGRect?)
}
