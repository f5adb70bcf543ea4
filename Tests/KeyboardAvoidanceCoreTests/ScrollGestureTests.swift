import KeyboardAvoidanceCore
import Testing

/// Who has a scroll view's offset, from UIKit's three gesture flags.
struct ScrollGestureTests {
    @Test(
        "a finger down that drags, or the deceleration after it, is the user scrolling",
        arguments: [
            // (tracking, dragging, decelerating, user scrolls)
            (false, false, false, false),  // at rest
            (true, false, false, false),  // touch-down: a tap on a field, not a scroll
            (true, true, false, true),  // the finger drags the content
            (false, false, true, true),  // the finger lifted, the content still moves
            (true, false, true, true),  // a new touch-down catching a deceleration
            (false, true, false, false),  // a dragging flag left set without a finger
            (false, true, true, true),  // lifted at speed: the deceleration has it
            (true, true, true, true),
        ])
    func userScrolls(flags: (Bool, Bool, Bool, Bool)) {
        let gesture = ScrollGesture(
            isTracking: flags.0, isDragging: flags.1, isDecelerating: flags.2)
        #expect(gesture.userScrolls == flags.3)
    }
}
