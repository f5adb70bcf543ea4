import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Something that happens to an avoider or a session, as a scenario's events say (spec §6, §6.1,
/// §6.2); a component hands its ``AvoidanceSession`` notifications, snapshots, drag frames and its
/// release.
public enum AvoiderEvent: Sendable, Equatable {
    /// A keyboard notification.
    case keyboard(KeyboardEvent)
    /// A keyboard notification with the snapshot measured when it came: the snapshot is taken in
    /// first, then the notification, planned once with its animation. An invalid snapshot is
    /// ignored, the notification still taken. Made by ``keyboard(_:measured:)``.
    indirect case measuredKeyboard(KeyboardEvent, ContainerSnapshot)
    /// The target changed (`nil`: no target) (spec §6, `retarget`).
    case retarget(CGRect?)
    /// The layout changed (spec §6, `layout`).
    indirect case layout(AvoidanceLayout.Change)
    /// The configuration changed; re-plans with the last keyboard animation, the rest state when
    /// disabled.
    case reconfigure(AvoiderConfiguration)
    /// The scroll view was scrolled to an offset (spec §6.1, `scrolled`): no action.
    case scrolled(to: CGPoint)
    /// A snapshot of everything a component measures (spec §6.1, `measure`); an invalid one is
    /// ignored as a whole.
    indirect case measure(ContainerSnapshot)
    /// The keyboard's frame in screen coordinates, sampled during a drag (spec §6.2, `track`), with
    /// the scroll view's offset at the same frame, adopted first when it differs (spec §6.1).
    case track(CGRect, contentOffset: CGPoint? = nil)
    /// The component goes away (spec §6.1, `release`). A session takes nothing after it; an avoider
    /// goes on.
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
