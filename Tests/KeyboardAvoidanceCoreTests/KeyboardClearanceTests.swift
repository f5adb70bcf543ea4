import Foundation
import KeyboardAvoidanceCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Whether a rect is clear of the keyboard, in the window's coordinates (spec §1, §3)")
struct KeyboardClearanceTests {
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

    @Test("a field 8 pt above the keyboard is clear by 8, not by 9")
    func margin() {
        let clearance = KeyboardClearance(
            keyboardFrame: keyboard, screen: screen, window: screen,
            rect: CGRect(x: 16, y: 464, width: 361, height: 44))
        #expect(clearance.gap == 8)
        #expect(clearance.coveredHeight == 0)
        #expect(clearance.isClear(margin: 8))
        #expect(!clearance.isClear(margin: 9))
        // Within 0.01 pt.
        #expect(clearance.isClear(margin: 8.005))
    }

    @Test("a field under the keyboard is covered by the part the keyboard hides")
    func covered() {
        let clearance = KeyboardClearance(
            keyboardFrame: keyboard, screen: screen, window: screen,
            rect: CGRect(x: 16, y: 700, width: 361, height: 44))
        // 700 + 44 = 744 lies below 516 entirely.
        #expect(clearance.coveredHeight == 44)
        #expect(clearance.gap == -228)
        #expect(!clearance.isClear())
        let half = KeyboardClearance(
            keyboardFrame: keyboard, screen: screen, window: screen,
            rect: CGRect(x: 16, y: 500, width: 361, height: 44))
        #expect(half.coveredHeight == 28)
    }

    @Test("the keyboard is taken into a window that is not the screen: minus its origin")
    func window() {
        // A Stage Manager window at (183, 112): the keyboard at 626 is at 514 in it.
        let clearance = KeyboardClearance(
            keyboardFrame: CGRect(x: 0, y: 626, width: 1366, height: 398),
            screen: CGRect(x: 0, y: 0, width: 1366, height: 1024),
            window: CGRect(x: 183, y: 112, width: 1000, height: 700),
            rect: CGRect(x: 40, y: 462, width: 920, height: 44))
        #expect(clearance.keyboard == CGRect(x: -183, y: 514, width: 1366, height: 398))
        #expect(clearance.gap == 8)
        #expect(clearance.isClear(margin: 8))
    }

    @Test("no keyboard, one below the screen, or one beside the rect covers nothing")
    func nothing() {
        let rect = CGRect(x: 16, y: 700, width: 100, height: 44)
        for frame in [nil, CGRect(x: 0, y: 852, width: 393, height: 336)] {
            let clearance = KeyboardClearance(
                keyboardFrame: frame, screen: screen, window: screen, rect: rect)
            #expect(clearance.keyboard == nil)
            #expect(clearance.isClear(margin: 100))
            #expect(clearance.gap == nil)
        }
        // A floating keyboard to the right of the rect.
        let beside = KeyboardClearance(
            keyboardFrame: CGRect(x: 200, y: 600, width: 150, height: 200), screen: screen,
            window: screen, rect: rect)
        #expect(beside.gap == nil)
        #expect(beside.isClear(margin: 8))
        // A floating keyboard above the rect.
        let above = KeyboardClearance(
            keyboardFrame: CGRect(x: 0, y: 300, width: 393, height: 200), screen: screen,
            window: screen, rect: rect)
        #expect(above.isClear(margin: 8))
    }

    @Test("visible: whole inside what shows it, and clear of the keyboard")
    func visible() {
        let rect = CGRect(x: 16, y: 100, width: 361, height: 44)
        // A scroll view showing y 120…600 of the window cuts the rect's top.
        let cut = KeyboardClearance(
            keyboardFrame: keyboard, screen: screen, window: screen, rect: rect,
            visibleBounds: CGRect(x: 0, y: 120, width: 393, height: 480))
        #expect(cut.isClear(margin: 8))
        #expect(!cut.isVisible(margin: 8))
        let shown = KeyboardClearance(
            keyboardFrame: keyboard, screen: screen, window: screen, rect: rect,
            visibleBounds: CGRect(x: 0, y: 100, width: 393, height: 480))
        #expect(shown.isVisible(margin: 8))
        // Not measured: clear is visible.
        let unmeasured = KeyboardClearance(
            keyboardFrame: keyboard, screen: screen, window: screen,
            rect: CGRect(x: 16, y: 500, width: 361, height: 44))
        #expect(!unmeasured.isVisible())
        #expect(
            KeyboardClearance(keyboardFrame: nil, screen: screen, window: screen, rect: rect)
                .isVisible())
    }
}
