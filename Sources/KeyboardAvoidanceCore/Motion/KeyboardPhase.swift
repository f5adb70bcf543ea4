import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One step of a keyboard change, frame by frame, in the shape Android's
/// `WindowInsetsAnimationCompat.Callback` gives it: `onStart`, `onProgress`, `onEnd`.
///
/// `KeyboardPhaseMachine` produces them from notifications, display-link ticks and measured
/// frames. A show reads `.start(from: nil, to: frame, …)`, a `.move` each display frame, then
/// `.end(frame: frame)`. A drag reads `.interactive` while the finger moves the keyboard, then the
/// `.start`, `.move`s and `.end` of the animation UIKit runs when the finger lifts. Every change
/// ends with exactly one `.end`; a `.start` may follow a `.start` when the keyboard changes course
/// mid-move.
///
/// Frames are in screen coordinates; `nil` is a keyboard off-screen below the screen.
public enum KeyboardPhase: Sendable, Hashable {
    /// An animated change begins (Android's `onStart`): the keyboard goes from a frame to a frame
    /// with an animation.
    ///
    /// `from` is where the keyboard is when the change begins: the notification's begin frame
    /// from rest, or where a running move or a drag had taken it.
    case start(from: CGRect?, to: CGRect?, animation: KeyboardAnimation)
    /// The keyboard during an animated change (Android's `onProgress`): where it will be when the
    /// display frame being prepared is shown, and the change's progress from 0 at `from` to 1 at
    /// `to` — of the move, not of how much of the keyboard shows (a hide's progress also rises).
    case move(frame: CGRect, progress: Double)
    /// The keyboard moved without a notification — a finger drags it (interactive dismissal) —
    /// and is now at a measured frame.
    case interactive(frame: CGRect)
    /// The keyboard came to rest (Android's `onEnd`) at a frame, or off-screen (`nil`).
    case end(frame: CGRect?)
}
