import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// The arithmetic of a chat's list under a composer: what it keeps clear besides the keyboard,
/// the docked input accessory, the mirror of an inverted list, the offset a layer sets.
@Suite("A list's insets: the app's extra, a riding bar, a resting accessory")
struct ListInsetsTests {
    @Test("the app's extra and a riding bar go on top of the keyboard's inset, always")
    func onTop() {
        let parts = ListInsets(additional: 30, ridingBar: 56)
        // 30 + 56 = 86, keyboard or not: 351 + 86 = 437 with one, 0 + 86 at rest.
        #expect(parts.onTop == 86)
        #expect(parts.inset(planned: 351) == 437)
        #expect(parts.inset(planned: 0) == 86)
        // The engine plans with the list less 86 pt at its top: its bottom edge is the list's.
        #expect(parts.plannedContainer(CGRect(0, 0, 375, 812)) == CGRect(0, 86, 375, 726))
    }

    @Test("the resting accessory is the app's own inset beyond the safe area: counted once")
    func restingAccessory() {
        let parts = ListInsets(restingAccessory: 84)
        // Docked 84 pt over a 34 pt safe area: 84 − 34 = 50, on the app's 0 (or its 20: 70).
        #expect(parts.ownInset(app: 0, safeBottom: 34) == 50)
        #expect(parts.ownInset(app: 20, safeBottom: 34) == 70)
        // An accessory shorter than the safe area adds nothing: max(0, 84 − 100).
        #expect(parts.ownInset(app: 0, safeBottom: 100) == 0)
        // Nothing goes on top: the keyboard's frame holds the accessory while it shows.
        #expect(parts.onTop == 0)
    }

    @Test("values that are not finite numbers ≥ 0 count as 0; the top taken never passes the list")
    func hostile() {
        let parts = ListInsets(additional: -5, ridingBar: .nan, restingAccessory: .infinity)
        #expect(parts == ListInsets())
        let tall = ListInsets(additional: 1000)
        #expect(tall.plannedContainer(CGRect(0, 0, 375, 812)) == CGRect(0, 812, 375, 0))
    }
}

@Suite("The input accessory left docked at the bottom")
struct RestingAccessoryTests {
    static let window = CGRect(0, 0, 375, 812)
    static let list = CGRect(0, 0, 375, 812)

    /// An accessory measured at each of `frames` over the full-screen list.
    static func measured(_ frames: [CGRect?]) -> RestingAccessory {
        var accessory = RestingAccessory()
        for frame in frames {
            accessory.measure(accessory: frame, list: list, windowBounds: window)
        }
        return accessory
    }

    @Test("docked (its bottom at the window's): it covers the list from its top, 812 − 728 = 84")
    func docked() {
        #expect(Self.measured([CGRect(0, 728, 375, 84)]).cover == 84)
    }

    @Test("up with the keyboard, moving, or in no window: the last docked cover is kept")
    func kept() {
        // On the keyboard: its bottom is the keyboard's top, 427 + 50 = 477 < 811.
        #expect(Self.measured([CGRect(0, 728, 375, 84), CGRect(0, 427, 375, 50)]).cover == 84)
        // The controller stopped being first responder (an action sheet): no window.
        #expect(Self.measured([CGRect(0, 728, 375, 84), nil]).cover == 84)
    }

    @Test("a grown composer docked again is measured again: 812 − 688 = 124")
    func grown() {
        #expect(Self.measured([CGRect(0, 728, 375, 84), CGRect(0, 688, 375, 124)]).cover == 124)
    }

    @Test("a list that ends above the accessory (a form sheet) is not covered")
    func listAbove() {
        var accessory = RestingAccessory()
        // The list ends at 700, the accessory starts at 728: max(0, 700 − 728) = 0.
        accessory.measure(
            accessory: CGRect(0, 728, 375, 84), list: CGRect(0, 100, 375, 600),
            windowBounds: Self.window)
        #expect(accessory.cover == 0)
        #expect(Self.measured([CGRect(0, .nan, 375, 84)]).cover == 0)
    }
}

@Suite("An inverted list through the mirror")
struct InvertedListTests {
    @Test("an offset, a rect and insets cross the mirror and come back")
    func mirror() {
        // y′ = 2000 − 812 − (−84) = 1272, and back: 2000 − 812 − 1272 = −84.
        #expect(InvertedList.mirroredOffset(-84, contentHeight: 2000, height: 812) == 1272)
        #expect(InvertedList.mirroredOffset(1272, contentHeight: 2000, height: 812) == -84)
        // A row at 100…160 is at 2000 − 160 = 1840 in the mirror.
        #expect(
            InvertedList.mirroredRect(CGRect(0, 100, 375, 60), contentHeight: 2000)
                == CGRect(0, 1840, 375, 60))
        let metrics = ScrollMetrics(
            contentSize: CGSize(width: 375, height: 2000), contentOffset: CGPoint(x: 0, y: -84),
            contentInset: Insets(top: 84, bottom: 44))
        let mirrored = InvertedList.mirroredMetrics(metrics, height: 812)
        #expect(mirrored.contentOffset == CGPoint(x: 0, y: 1272))
        #expect(mirrored.contentInset == Insets(top: 44, bottom: 84))
    }
}

@Suite("The offset a layer sets on a list")
struct ListOffsetTests {
    static let rest = StickToBottomTests.rest
    static let keyboard = StickToBottomTests.keyboard

    @Test("stuck: the new bottom, handed over as `scrolled` (the plan kept 1272)")
    func stuck() {
        let offset = ListOffset(
            planned: 1272, onScreen: 1272, before: Self.rest, after: Self.keyboard,
            sticksToBottom: true, userScrolls: false)
        #expect(offset.set == 1573)
        #expect(offset.report == 1573)
    }

    @Test("not sticking, or scrolled up: the plan's offset, nothing to hand over")
    func planned() {
        let off = ListOffset(
            planned: 1272, onScreen: 1272, before: Self.rest, after: Self.keyboard,
            sticksToBottom: false, userScrolls: false)
        #expect(off.set == nil && off.report == nil)
        let up = ListOffset(
            planned: 800, onScreen: 800, before: Self.rest, after: Self.keyboard,
            sticksToBottom: true, userScrolls: false)
        #expect(up.set == nil && up.report == nil)
    }

    @Test(
        "interactive drag: only the inset moves; the user's offset is handed over when not the plan's"
    )
    func drag() {
        // A sample: the keyboard at 527, adjusted bottom 285; the plan keeps 1573 (§6.2).
        var sample = Self.keyboard
        sample.adjustedBottom = 285
        let during = ListOffset(
            planned: 1573, onScreen: 1573, before: Self.keyboard, after: sample,
            sticksToBottom: true, userScrolls: true)
        #expect(during.set == nil && during.report == nil)
        // The finger lifted, the list still decelerates at 1500 when the hide plans 1272.
        let decelerating = ListOffset(
            planned: 1272, onScreen: 1500, before: sample, after: Self.rest,
            sticksToBottom: true, userScrolls: true)
        #expect(decelerating.set == nil)
        #expect(decelerating.report == 1500)
        // At rest at 1573 (≥ 2000 − 812 + 285 − 8 = 1465): the hide's 1272 is the bottom too.
        let hidden = ListOffset(
            planned: 1272, onScreen: 1573, before: sample, after: Self.rest,
            sticksToBottom: true, userScrolls: false)
        #expect(hidden.set == 1272)
        #expect(hidden.report == nil)
    }

    @Test("inverted: the plan comes back through the mirror; stuck, −84 → −385 reported as 1573")
    func inverted() {
        // Planned 1272 in the mirror is −84 on the list (2000 − 812 − 1272).
        let stuck = ListOffset(
            planned: 1272, onScreen: -84, before: InvertedStickTests.rest,
            after: InvertedStickTests.keyboard, sticksToBottom: true, userScrolls: false)
        #expect(stuck.set == -385)
        #expect(stuck.report == 1573)  // 2000 − 812 + 385
        let kept = ListOffset(
            planned: 1272, onScreen: -84, before: InvertedStickTests.rest,
            after: InvertedStickTests.keyboard, sticksToBottom: false, userScrolls: false)
        #expect(kept.set == nil && kept.report == nil)
    }

    @Test("inverted short content rests at its newest end, clamped on the list's own range")
    func invertedShort() {
        // 300 pt of content, top inset 385 with the keyboard, bottom 44: range −385 … −385.
        // The mirror's range is −44 … max(−44, 300 − 812 + 385 = −127): the plan says −44,
        // which is 300 − 812 + 44 = −468 on the list, clamped to −385; in the mirror
        // 300 − 812 + 385 = −127, handed over.
        let after = ListViewport(
            height: 812, contentHeight: 300, adjustedTop: 385, adjustedBottom: 44,
            isInverted: true)
        let offset = ListOffset(
            planned: -44, onScreen: -84, before: nil, after: after, sticksToBottom: false,
            userScrolls: false)
        #expect(offset.set == -385)
        #expect(offset.report == -127)
    }
}
