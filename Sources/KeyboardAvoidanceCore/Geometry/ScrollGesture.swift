/// What a scroll view's gesture flags say about who has its offset (spec §6.1 "tracking").
///
/// The spec names the flag a snapshot carries `tracking` and reads it as `isTracking ||
/// isDecelerating`. UIKit sets `isTracking` at touch-down, before the touch is known to be a
/// scroll: a tap on a field inside the scroll view, or from one field to another with the
/// keyboard up, would count as the user scrolling and its reveal would be lost. The layers read
/// the flags through this type instead: the user scrolls while a finger that is down has started
/// to drag, or while the content still moves after the finger lifted.
///
/// `isDragging` alone is not enough either: it is only meaningful while the finger is down, so a
/// dragging flag left set without a touch (reported on table views after an inset change) does
/// not count.
///
/// ```swift
/// let gesture = ScrollGesture(
///     isTracking: scrollView.isTracking, isDragging: scrollView.isDragging,
///     isDecelerating: scrollView.isDecelerating)
/// snapshot.isTracking = gesture.userScrolls
/// ```
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
    /// A touch that has not dragged — a tap — is no scroll.
    package var userScrolls: Bool {
        (isTracking && isDragging) || isDecelerating
    }
}
