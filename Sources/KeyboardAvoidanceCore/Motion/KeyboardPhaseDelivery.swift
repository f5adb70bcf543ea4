import Foundation

/// When a SwiftUI view's action gets each of the keyboard's phases (`onKeyboardChange`): as early
/// as it may, in the order they came.
///
/// A phase set off by a keyboard notification, or by the view changing windows, comes while UIKit
/// handles it — inside a SwiftUI update when `@FocusState` focused the field — where an action
/// must not change state: it waits for the main queue's next turn. A phase read off the display
/// link (a `.move`, an `.interactive` frame, the `.end` of a move) comes on a turn of its own and
/// goes at once: one frame late is a visible lag. A phase never overtakes one that waits.
///
/// ```swift
/// switch delivery.take(phase, from: source) {
/// case .now(let phase): action(phase)
/// case .wait(let schedulesFlush):
///     if schedulesFlush {
///         DispatchQueue.main.async { for phase in delivery.flush() { action(phase) } }
///     }
/// }
/// ```
package struct KeyboardPhaseDelivery: Sendable, Equatable {
    /// Where a phase came from.
    package enum Source: Sendable, Equatable {
        /// Delivered while UIKit handles a keyboard notification or a window change: perhaps
        /// inside a SwiftUI update.
        case event
        /// Read off the display link, or a layout sample taken on a turn of the main queue of its
        /// own: never inside a SwiftUI update.
        case frame
    }

    /// What to do with a phase taken.
    package enum Handover: Sendable, Equatable {
        /// Hand it to the action now.
        case now(KeyboardPhase)
        /// It waits for the main queue's next turn. `schedulesFlush`: it is the first to wait, and
        /// the caller schedules ``KeyboardPhaseDelivery/flush()`` on that turn.
        case wait(schedulesFlush: Bool)
    }

    /// The phases that wait, in the order they came.
    package private(set) var waiting: [KeyboardPhase] = []

    /// Nothing waits.
    package init() {}

    /// Takes a phase: now when it comes from a frame and nothing waits before it, else it waits.
    package mutating func take(_ phase: KeyboardPhase, from source: Source) -> Handover {
        if source == .frame, waiting.isEmpty { return .now(phase) }
        waiting.append(phase)
        return .wait(schedulesFlush: waiting.count == 1)
    }

    /// The phases that waited, in order, for the main queue's turn the first of them scheduled;
    /// none waits after. A phase taken while the caller hands these over waits for a turn of its
    /// own.
    package mutating func flush() -> [KeyboardPhase] {
        defer { waiting = [] }
        return waiting
    }
}
