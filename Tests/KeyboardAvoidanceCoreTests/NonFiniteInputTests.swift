import Foundation
import KeyboardAvoidanceCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The geometry, planning and motion values an app can make itself, with a NaN, an infinity or a
/// huge number in them: nothing traps and no query answers NaN or infinity. Each of these trapped,
/// hung or answered a non-finite number before the values validated their entries.
@Suite("Values an app makes itself, with numbers that are not finite")
struct NonFiniteInputTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    /// Docked: 477 + 335 = 812.
    static let docked = CGRect(x: 0, y: 477, width: 375, height: 335)
    /// Floating: its bottom, 800, is 12 pt above the screen's.
    static let floating = CGRect(x: 0, y: 400, width: 375, height: 400)
    static let bad: [CGFloat] = [.nan, .infinity, -.infinity, 1e308]

    // MARK: KeyboardClearance

    @Test("a rect with a NaN or infinite number is covered by nothing and never visible")
    func clearanceUnmeasurableRect() {
        for bad in Self.bad {
            for rect in [
                CGRect(x: 0, y: bad, width: 10, height: 10),
                CGRect(x: bad, y: 700, width: 10, height: 10),
                CGRect(x: 0, y: 0, width: 10, height: bad),
            ] {
                // Traps on Linux before: Foundation's intersection with a NaN.
                let clearance = KeyboardClearance(
                    keyboardFrame: Self.floating, screen: Self.screen, window: Self.screen,
                    rect: rect)
                #expect(clearance.keyboard == Self.floating)
                #expect(clearance.coveredHeight == 0)
                #expect(clearance.gap == nil)
                #expect(!clearance.isClear())
                #expect(!clearance.isVisible())
                // Without a keyboard nothing covers it, but it still does not show.
                let none = KeyboardClearance(
                    keyboardFrame: nil, screen: Self.screen, window: Self.screen, rect: rect)
                #expect(none.isClear())
                #expect(!none.isVisible())
            }
        }
    }

    @Test("a keyboard frame, screen or window with a NaN or infinite number is no keyboard")
    func clearanceUnusableKeyboard() {
        let rect = CGRect(x: 0, y: 700, width: 10, height: 10)
        for bad in Self.bad {
            let frames = [
                CGRect(x: 0, y: bad, width: 375, height: 300),
                CGRect(x: 0, y: 477, width: 375, height: bad),
            ]
            for frame in frames {
                let clearance = KeyboardClearance(
                    keyboardFrame: frame, screen: Self.screen, window: Self.screen, rect: rect)
                #expect(clearance.keyboard == nil)
                #expect(clearance.coveredHeight == 0)
                #expect(clearance.gap == nil)
                #expect(clearance.isClear())
            }
            let screen = CGRect(x: 0, y: 0, width: bad, height: 812)
            #expect(KeyboardClearance.keyboard(Self.docked, screen: screen, window: .zero) == nil)
            let window = CGRect(x: bad, y: 0, width: 375, height: 812)
            #expect(
                KeyboardClearance.keyboard(Self.docked, screen: Self.screen, window: window) == nil)
            var set = KeyboardClearance(
                keyboardFrame: Self.docked, screen: Self.screen, window: Self.screen, rect: rect)
            set.keyboard = CGRect(x: 0, y: bad, width: 375, height: 335)
            #expect(set.keyboard == nil)
            #expect(set.coveredHeight == 0)
        }
    }

    @Test("a rect with a negative size is measured from its other edges, as before")
    func clearanceNegativeSize() {
        // x 0…10, y 600…700 under the docked keyboard from 477: all 100 pt covered.
        let clearance = KeyboardClearance(
            keyboardFrame: Self.docked, screen: Self.screen,
            window: CGRect(x: 0, y: 100, width: 375, height: 712),
            rect: CGRect(x: 10, y: 600, width: -10, height: -100))
        // In the window's coordinates the keyboard starts at 477 − 100 = 377.
        #expect(clearance.keyboard == CGRect(x: 0, y: 377, width: 375, height: 335))
        #expect(clearance.coveredHeight == 100)
        #expect(clearance.gap == CGFloat(377 - 600))
        // A margin of NaN counts as none, an infinite one as the limit.
        let above = KeyboardClearance(
            keyboardFrame: Self.docked, screen: Self.screen, window: Self.screen,
            rect: CGRect(x: 0, y: 400, width: 10, height: 50))
        #expect(above.isClear(margin: .nan))
        #expect(above.isClear(margin: 27))
        #expect(!above.isClear(margin: 28))
        #expect(!above.isClear(margin: .infinity))
        // Bounds that show nothing: a NaN or a negative size.
        var bounded = above
        bounded.visibleBounds = CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan)
        #expect(!bounded.isVisible())
        bounded.visibleBounds = CGRect(x: 0, y: 0, width: -375, height: 812)
        #expect(!bounded.isVisible())
        bounded.visibleBounds = Self.screen
        #expect(bounded.isVisible())
    }
}
