import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a component hands its ``AvoidanceSession``, and what a scenario's events replay.
///
/// A UIKit or SwiftUI component hands over keyboard notifications, snapshots and its release;
/// `retarget`, `layout` and `scrolled` are the finer events a scenario may also use (spec §6).
public enum SessionInput: Sendable, Hashable {
    /// A keyboard notification, read by the engine (spec §2).
    case keyboard(KeyboardEvent)
    /// A snapshot of everything the component measured (spec §6.1).
    case measure(ContainerSnapshot)
    /// The target changed (spec §6).
    case retarget(CGRect?)
    /// The layout changed (spec §6).
    case layout(LayoutChange)
    /// The user scrolled the scroll view to this offset (spec §6.1): adopted, never answered.
    case scrolled(to: CGPoint)
    /// Margin, floating policy or enabled changed: re-plans with the last keyboard animation.
    case reconfigure(AvoiderConfiguration)
    /// The keyboard's frame, in screen coordinates, sampled during an interactive drag (spec
    /// §6.2): applied at once.
    case track(CGRect)
    /// The component goes away: its views return to rest at once, and the session takes nothing
    /// more (spec §6.1).
    case release

    /// The event an active session's avoider takes; `nil` for the release.
    @inline(__always)
    package var avoiderEvent: AvoiderEvent? {
        switch self {
        case .keyboard(let event): .keyboard(event)
        case .measure(let snapshot): .measure(snapshot)
        case .retarget(let target): .retarget(target)
        case .layout(let change): .layout(change)
        case .scrolled(let offset): .scrolled(to: offset)
        case .reconfigure(let configuration): .reconfigure(configuration)
        case .track(let frame): .track(frame)
        case .release: nil
        }
    }
}

extension SessionInput {
    /// Whether this is a frame of a finger's drag of the keyboard (`track`): the views follow it
    /// at once, and nothing scrolls to reveal the target for it — the finger may be scrolling.
    public var isDragSample: Bool {
        if case .track = self { return true }
        return false
    }
}
