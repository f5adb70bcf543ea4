import Foundation

/// When a SwiftUI action gets each keyboard phase: one set off by a notification or a window change
/// (perhaps inside a SwiftUI update) waits for the main queue's next turn; one read off the display
/// link goes at once, unless another waits.
package struct KeyboardPhaseDelivery: Sendable, Equatable {
    /// Where a phase came from.
    package enum Source: Sendable, Equatable {
        /// While UIKit handles a keyboard notification or a window change.
        case event
        /// Off the display link, or a layout sample on a turn of its own.
        case frame
    }

    /// What to do with a phase taken.
    package enum Handover: Sendable, Equatable {
        /// Hand it to the action now.
        case now(KeyboardPhase)
        /// It waits; `schedulesFlush`: it is the first, so the caller schedules ``flush()``.
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

    /// The phases that waited, in order; none waits after.
    package mutating func flush() -> [KeyboardPhase] {
        defer { waiting = [] }
        return waiting
    }
}
