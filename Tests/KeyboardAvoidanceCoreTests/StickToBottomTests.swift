import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// Stick to the bottom: a list at its newest end before the keyboard showed, changed size or a
/// composer grew stays there; a list the user scrolled up keeps the user's offset (spec §5).
///
/// iPhone X geometry throughout: a list of 375 × 812, content 2000 pt tall, safe area 44 / 34.
/// The composer is an input accessory: 50 pt of bar, 84 pt docked at rest (the bar and the 34 pt
/// home-indicator strip), 385 pt with the keyboard (335 pt of keyboard and the bar).
@Suite("Stick to the bottom: a regular list")
struct StickToBottomTests {
    /// At rest: adjusted bottom 84 (the resting accessory's 50 and the safe area's 34).
    /// Offset range −44 … 2000 − 812 + 84 = 1272.
    static let rest = ListViewport(
        height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 84)
    /// Keyboard up: adjusted bottom 385. Bottom: 2000 − 812 + 385 = 1573.
    static let keyboard = ListViewport(
        height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 385)
    /// The composer grew by 40 pt with the keyboard up: 425. Bottom: 2000 − 812 + 425 = 1613.
    static let grown = ListViewport(
        height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 425)

    @Test("the newest end of a regular list is the bottom of its range")
    func newestEnd() {
        #expect(Self.rest.offsetRange == -44...1272)
        #expect(Self.rest.newestEndOffset == 1272)
        // Within 8 pt of it, or past it (a bounce), is at it: 1264 ≥ 1272 − 8, 1300 ≥ 1264.
        #expect(Self.rest.isAtNewestEnd(1264))
        #expect(Self.rest.isAtNewestEnd(1300))
        #expect(!Self.rest.isAtNewestEnd(1263))
    }

    @Test("keyboard show: at the bottom, the list goes to the new bottom")
    func showAtBottom() {
        #expect(Self.rest.stickingOffset(to: Self.keyboard, from: 1272, userScrolls: false) == 1573)
        // 3 pt short of it still sticks: 1269 ≥ 1272 − 8.
        #expect(Self.rest.stickingOffset(to: Self.keyboard, from: 1269, userScrolls: false) == 1573)
    }

    @Test("keyboard show: scrolled up, the offset is the user's")
    func showScrolledUp() {
        #expect(Self.rest.stickingOffset(to: Self.keyboard, from: 800, userScrolls: false) == nil)
    }

    @Test("keyboard change and composer growth: stays at the bottom, 1573 → 1613")
    func composerGrows() {
        #expect(
            Self.keyboard.stickingOffset(to: Self.grown, from: 1573, userScrolls: false) == 1613)
        #expect(Self.keyboard.stickingOffset(to: Self.grown, from: 900, userScrolls: false) == nil)
    }

    @Test("keyboard hide: at the bottom, the list goes to the resting bottom 1272")
    func hide() {
        #expect(Self.grown.stickingOffset(to: Self.rest, from: 1613, userScrolls: false) == 1272)
    }

    @Test("the list's height changes (a list pinned to a composer's top): the bottom moves too")
    func heightChanges() {
        // 812 → 427 tall, adjusted bottom 0: bottom 2000 − 427 = 1573 from 2000 − 812 + 84 = 1272.
        let pinned = ListViewport(
            height: 427, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 0)
        #expect(Self.rest.stickingOffset(to: pinned, from: 1272, userScrolls: false) == 1573)
    }

    @Test("while the user scrolls (a finger's drag of the keyboard), the offset is theirs")
    func userScrolls() {
        #expect(Self.keyboard.stickingOffset(to: Self.rest, from: 1573, userScrolls: true) == nil)
    }

    @Test("content that only grows is the app's to scroll")
    func contentOnly() {
        var longer = Self.rest
        longer.contentHeight = 2100
        #expect(Self.rest.stickingOffset(to: longer, from: 1272, userScrolls: false) == nil)
    }

    @Test("short content rests at −adjustedTop, its bottom too: it stays there")
    func shortContent() {
        // 300 pt of content: range −44 … max(−44, 300 − 812 + 84 = −428) = −44 … −44.
        let short = ListViewport(
            height: 812, contentHeight: 300, adjustedTop: 44, adjustedBottom: 84)
        var up = short
        up.adjustedBottom = 385  // max(−44, 300 − 812 + 385 = −127) = −44: nothing moves.
        #expect(short.newestEndOffset == -44)
        #expect(short.stickingOffset(to: up, from: -44, userScrolls: false) == nil)
    }
}

@Suite("Stick to the bottom: an inverted list (its top is the newest end)")
struct InvertedStickTests {
    /// Inverted, `contentInsetAdjustmentBehavior = .never`: the resting accessory's 84 pt is the
    /// top inset (shown at the bottom of the screen), the app's 44 pt the bottom inset (under the
    /// navigation bar). Range −84 … 2000 − 812 + 44 = 1232; newest end −84.
    static let rest = ListViewport(
        height: 812, contentHeight: 2000, adjustedTop: 84, adjustedBottom: 44, isInverted: true)
    /// The keyboard's 385 pt at the top: newest end −385.
    static let keyboard = ListViewport(
        height: 812, contentHeight: 2000, adjustedTop: 385, adjustedBottom: 44, isInverted: true)

    @Test("the newest end is −adjustedTop; within 8 pt of it, or past it, is at it")
    func newestEnd() {
        #expect(Self.rest.newestEndOffset == -84)
        #expect(Self.rest.isAtNewestEnd(-76))  // −76 ≤ −84 + 8
        #expect(Self.rest.isAtNewestEnd(-120))
        #expect(!Self.rest.isAtNewestEnd(-75))
    }

    @Test("keyboard show at the newest end: −84 → −385; scrolled up: kept")
    func show() {
        #expect(Self.rest.stickingOffset(to: Self.keyboard, from: -84, userScrolls: false) == -385)
        #expect(Self.rest.stickingOffset(to: Self.keyboard, from: 400, userScrolls: false) == nil)
    }

    @Test("keyboard hide at the newest end: −385 → −84")
    func hide() {
        #expect(Self.keyboard.stickingOffset(to: Self.rest, from: -385, userScrolls: false) == -84)
    }

    @Test("the composer grows with the keyboard up: −385 → −425; scrolled up: kept")
    func composerGrows() {
        var grown = Self.keyboard
        grown.adjustedTop = 425
        #expect(Self.keyboard.stickingOffset(to: grown, from: -385, userScrolls: false) == -425)
        #expect(Self.keyboard.stickingOffset(to: grown, from: 400, userScrolls: false) == nil)
    }

    @Test("interactive drag: the finger has the offset, only the inset moves")
    func drag() {
        // A sample: the keyboard 100 pt lower, top inset 285; the plan keeps the engine's offset,
        // 2000 − 812 − (−385) = 1573 in the mirror, which is what is on screen: nothing to set
        // or hand over.
        var sample = Self.keyboard
        sample.adjustedTop = 285
        #expect(Self.keyboard.stickingOffset(to: sample, from: -385, userScrolls: true) == nil)
        let offset = ListOffset(
            planned: 1573, onScreen: -385, before: Self.keyboard, after: sample,
            sticksToBottom: true, userScrolls: true)
        #expect(offset.set == nil && offset.report == nil)
    }

    @Test("a list that turned over is no stick")
    func turnedOver() {
        var regular = Self.keyboard
        regular.isInverted = false
        #expect(Self.rest.stickingOffset(to: regular, from: -84, userScrolls: false) == nil)
    }
}

@Suite("How far a riding bar lifts: max(overlap, safe area) − safe area")
struct RidingLiftTests {
    @Test(
        "overlap, safe area → lift",
        arguments: [
            (385.0, 34.0, 351.0),  // a keyboard: 385 − 34
            (0, 34, 0),  // none
            (20, 34, 0),  // a hardware keyboard's bar over the home indicator: max(20, 34) − 34
            (300, 0, 300),  // no safe area
            (300, .nan, 300),  // a safe area that is not a number counts as 0
        ])
    func lift(overlap: Double, safe: Double, expected: Double) {
        let coverage = KeyboardCoverage(state: .docked, frame: nil, overlap: CGFloat(overlap))
        #expect(coverage.lift(aboveSafeAreaBottom: CGFloat(safe)) == CGFloat(expected))
    }
}
