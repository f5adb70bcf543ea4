import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Something that happens to an avoider or a session: what a UIKit or SwiftUI component hands its
/// ``AvoidanceSession`` — keyboard notifications, snapshots, frames of a drag, its release — and
/// what a scenario's events replay (spec §6); `retarget`, `layout` and `scrolled` are the finer
/// events a scenario may also use.
public enum AvoiderEvent: Sendable, Equatable {
    /// A keyboard notification.
    case keyboard(KeyboardEvent)
    /// A keyboard notification with what the component measured when it came: the snapshot is
    /// taken in first (as a `measure` takes it, spec §6.1), then the notification, and the
    /// avoider plans once, with the notification's animation — one decision for one cause. A
    /// snapshot with a number out of range is ignored as a whole (the notification is still
    /// taken). ``keyboard(_:measured:)`` makes one.
    indirect case measuredKeyboard(KeyboardEvent, ContainerSnapshot)
    /// The target changed (a new field became first responder), or `nil`: no target. Re-plans
    /// with the last keyboard animation.
    case retarget(CGRect?)
    /// The layout changed. Re-classifies the keyboard frame in effect against the new screen
    /// and re-plans with the last keyboard animation.
    indirect case layout(AvoidanceLayout.Change)
    /// Margin, floating policy or enabled changed. Re-plans with the last keyboard animation; a
    /// disabled avoider plans the rest state.
    case reconfigure(AvoiderConfiguration)
    /// The scroll view was scrolled to an offset by the user or the app (`scroll` strategy). The
    /// offset becomes what is applied; nothing is re-planned, so no action follows.
    case scrolled(to: CGPoint)
    /// A snapshot of everything a component measures (spec §6.1): a changed scroll offset is
    /// adopted, then the geometry and the target change, then the avoider plans once, with the
    /// last keyboard animation. A snapshot with a number out of range is ignored as a whole.
    indirect case measure(ContainerSnapshot)
    /// The keyboard's frame, in screen coordinates, sampled while the user drags it (spec §6.2):
    /// read and classified as a local `UIKeyboardWillChangeFrameNotification`'s end frame (an
    /// unusable one is ignored), it becomes the keyboard in effect; the plan is applied at once
    /// (duration 0, curve 0). The last keyboard animation stays the notification's. With the
    /// scroll view's offset measured at the same frame: the finger may be scrolling the content
    /// too, and an offset that differs from the applied one is adopted first (spec §6.1), in the
    /// same decision.
    case track(CGRect, contentOffset: CGPoint? = nil)
    /// The component goes away (spec §6.1): the rest plan for the geometry now, applied at once
    /// (for `scroll`, the app's own inset and the offset clamped to the rest range). A session
    /// takes nothing more after it; an avoider goes on taking events.
    case release

    /// A keyboard notification with the snapshot measured when it came, if any:
    /// ``measuredKeyboard(_:_:)``, or ``keyboard(_:)`` without one.
    public static func keyboard(_ event: KeyboardEvent, measured snapshot: ContainerSnapshot?)
        -> AvoiderEvent
    {
        snapshot.map { .measuredKeyboard(event, $0) } ?? .keyboard(event)
    }

    /// The keyboard notification it carries, if it is one.
    public var keyboardEvent: KeyboardEvent? {
        switch self {
        case .keyboard(let event), .measuredKeyboard(let event, _): event
        default: nil
        }
    }

    /// `UIKeyboardWillShowNotification` with an end frame in screen coordinates.
    public static func willShow(_ frame: CGRect, animation: KeyboardAnimation = .keyboardDefault)
        -> AvoiderEvent
    {
        .keyboard(KeyboardEvent(name: .willShow, endFrame: frame, animation: animation))
    }

    /// `UIKeyboardWillChangeFrameNotification` with an end frame in screen coordinates.
    public static func willChangeFrame(
        _ frame: CGRect, animation: KeyboardAnimation = .keyboardDefault
    ) -> AvoiderEvent {
        .keyboard(KeyboardEvent(name: .willChangeFrame, endFrame: frame, animation: animation))
    }

    /// `UIKeyboardWillHideNotification`.
    public static func willHide(animation: KeyboardAnimation = .keyboardDefault) -> AvoiderEvent {
        .keyboard(KeyboardEvent(name: .willHide, endFrame: nil, animation: animation))
    }
}

extension AvoiderEvent {
    /// Whether this is a frame of a finger's drag of the keyboard (`track`): the views follow it
    /// at once.
    public var isDragSample: Bool {
        if case .track = self { return true }
        return false
    }
}
