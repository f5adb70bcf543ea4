import KeyboardAvoidanceCore
import Testing

/// The SwiftUI layer's stick to the bottom on iOS 15 to 17: when it looks for the scroll view and
/// follows or stops following its content.
@Suite("Stick to the bottom in SwiftUI: finding the scroll view, following its content")
struct StickToBottomUpkeepTests {
    @Test(
        "each state's upkeep",
        arguments: [
            // Made, no window yet, or a window without the scroll view found: look.
            (true, false, false, StickToBottomUpkeep.findScrollView),
            // Found once, then it left its window while followed: look again.
            (true, false, true, .findScrollView),
            // Found and followed: nothing.
            (true, true, true, .none),
            // Turned off and on again with the same scroll view: follow it again.
            (true, true, false, .observe),
            // Turned off while followed: stop.
            (false, true, true, .stopObserving),
            (false, false, true, .stopObserving),
            // Off, and not followed: nothing, not even a look.
            (false, true, false, .none),
            (false, false, false, .none),
        ] as [(Bool, Bool, Bool, StickToBottomUpkeep)])
    func upkeep(isOn: Bool, inWindow: Bool, observing: Bool, expected: StickToBottomUpkeep) {
        #expect(
            StickToBottomUpkeep(
                isOn: isOn, scrollViewIsInWindow: inWindow, isObserving: observing) == expected)
    }

}
