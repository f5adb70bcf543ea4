/// What a scroll view's gesture flags say about who has its offset (spec §6.1, `tracking`).
///
/// UIKit sets `isTracking` at touch-down, so a tap would read as a scroll; and `isDragging` can
/// stay set without a touch on table views after an inset change. Hence both, as spec §6.1 says.
package struct ScrollGesture: Sendable, Equatable {
    /// A finger is down on the scroll view (UIKit's `isTracking`), from touch-down.
    package var isTracking: Bool
    /// The finger has moved far or long enough to scroll (UIKit's `isDragging`).
    package var isDragging: Bool
    /// The finger lifted and the content still moves (UIKit's `isDecelerating`).
    package var isDecelerating: Bool

    /// The flags of one scroll view, read together.
    package init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool) {
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
    }

    /// Whether the user has the offset: a finger down that drags, or the deceleration after it.
    package var userScrolls: Bool {
        (isTracking && isDragging) || isDecelerating
    }
}
