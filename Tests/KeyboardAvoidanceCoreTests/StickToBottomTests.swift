import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A list's offset when it starts somewhere and one cause comes, and what the layer sets then.
struct StickCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// The list's offset before the cause.
    var from: CGFloat
    /// The offset the layer sets; `nil`: it leaves the offset alone.
    var set: CGFloat?

    var testDescription: String { name }
}

/// Stick to the bottom (spec v2.2 §5, "Lists": *stick*, *scrolled away*, *hands off*), planned by
/// the session: a list at its newest end before the keyboard showed, changed size or a composer
/// grew stays there, in the same action; a list the user scrolled up keeps the user's offset.
///
/// The ``ChatScreen``: the input accessory docked at rest covers 84 pt of the list, 84 − 34 = 50
/// beyond the safe area, the app's own inset (spec §2); with the keyboard the list's inset is
/// max(50, 385 − 34) = 351. The offset range is −44 … 2000 − 812 + inset + 34: 1272 at rest,
/// 1573 with the keyboard, 1613 with a composer 40 pt taller.
@Suite("Stick to the bottom: a regular list")
struct StickToBottomTests {
    static let sticks = ListChange(
        accessory: .frame(ChatScreen.docked), sticksToNewestEnd: true)

    static func session(at offset: CGFloat, contentHeight: CGFloat = 2000) -> AvoidanceSession {
        ChatScreen.session(offset: offset, contentHeight: contentHeight, list: sticks)
    }

    @Test("the newest end of a regular list is the bottom of its range")
    func newestEnd() {
        let rest = ScrollViewport(
            height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 84)
        #expect(rest.offsetRange == -44...1272)
        #expect(rest.newestEndOffset == 1272)
        // Within 8 pt of it, or past it (a bounce), is at it: 1264 ≥ 1272 − 8, 1300 ≥ 1264.
        #expect(rest.isAtNewestEnd(1264))
        #expect(rest.isAtNewestEnd(1300))
        #expect(!rest.isAtNewestEnd(1263))
        // The session's list at rest is that one.
        #expect(Self.session(at: 1272).avoider?.planInput.listViewport == rest)
    }

    @Test(
        "keyboard show: at the bottom, or within 8 pt of it, the new bottom; scrolled up, the user's",
        arguments: [
            StickCase(name: "at the bottom", from: 1272, set: 1573),
            StickCase(name: "3 pt short of it", from: 1269, set: 1573),
            StickCase(name: "8 pt short of it", from: 1264, set: 1573),
            // 1263 < 1272 − 8: scrolled away, the offset kept (in range).
            StickCase(name: "9 pt short of it", from: 1263, set: nil),
            StickCase(name: "scrolled up", from: 800, set: nil),
        ])
    func show(_ stick: StickCase) throws {
        var session = Self.session(at: stick.from)
        let action = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(action?.list == ListSurface(inset: 351, offset: stick.set))
        #expect(action?.animation == .keyboardDefault)
    }

    @Test(
        "the composer grows with the keyboard up: stays at the bottom, 1573 → 1613",
        arguments: [
            StickCase(name: "at the bottom", from: 1573, set: 1613),
            StickCase(name: "scrolled up", from: 900, set: nil),
        ])
    func composerGrows(_ stick: StickCase) {
        var session = Self.session(at: 1272)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        // The user's offset, measured in the layout pass after the show.
        _ = session.take(.measure(ChatScreen.snapshot(offset: stick.from)))
        // The accessory 40 pt taller is in the keyboard's frame: 425 − 34 = 391, counted once.
        let grow = session.take(
            ChatScreen.notification(.willChangeFrame, CGRect(0, 387, 375, 425)))
        #expect(grow?.list == ListSurface(inset: 391, offset: stick.set))
    }

    @Test("keyboard hide: at the bottom, the list goes to the resting bottom 1272")
    func hide() {
        var session = Self.session(at: 1272)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        _ = session.take(ChatScreen.notification(.willChangeFrame, CGRect(0, 387, 375, 425)))
        let hide = session.take(ChatScreen.notification(.willHide, nil))
        #expect(hide?.list == ListSurface(inset: 50, offset: 1272))
    }

    @Test("the list's height changes (a list pinned to a composer's top): the bottom moves too")
    func heightChanges() {
        var session = Self.session(at: 1272)
        // 812 → 427 tall, above the home indicator (no safe area at its bottom) and no accessory
        // over it: inset 0, bottom 2000 − 427 + 0 = 1573 from 2000 − 812 + 84 = 1272.
        let pinned = session.take(
            .measure(
                ChatScreen.snapshot(
                    offset: 1272, container: CGRect(0, 0, 375, 427),
                    safeArea: Insets(top: 44), list: ListChange(accessory: .absent))))
        #expect(pinned?.list == ListSurface(inset: 0, offset: 1573, joinsCallerAnimation: true))
    }

    @Test("while the user scrolls the list, the offset is theirs: no stick, no clamp")
    func userScrolls() {
        var session = Self.session(at: 1272)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        // The hide comes while the user's finger has the list at 1573, past the resting bottom.
        let hide = session.take(
            ChatScreen.notification(
                .willHide, nil, measured: ChatScreen.snapshot(offset: 1573, tracking: true)))
        #expect(hide?.list == ListSurface(inset: 50, offset: nil))
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 1573))
        // The finger lifts where the bounce settles, 1272: adopted, nothing to set.
        #expect(session.take(.measure(ChatScreen.snapshot(offset: 1272))) == nil)
    }

    @Test("content that grows at the bottom (a message arrives): the list stays at its bottom")
    func contentGrows() {
        // Spec v2.2 §5's stick holds "after content that grows at its newest end" too: 2100 pt
        // of messages, bottom 2100 − 812 + 84 = 1372.
        var session = Self.session(at: 1272)
        let grown = session.take(.measure(ChatScreen.snapshot(offset: 1272, contentHeight: 2100)))
        // Set as it is, in the app's animation of the new rows (only the content changed).
        #expect(grown?.list == ListSurface(inset: 50, offset: 1372, joinsCallerAnimation: true))
        #expect(grown?.animation == KeyboardAnimation.keyboardDefault.immediate)
        // Scrolled up, it keeps its offset.
        var up = Self.session(at: 800)
        #expect(up.take(.measure(ChatScreen.snapshot(offset: 800, contentHeight: 2100))) == nil)
    }

    @Test("short content rests at −adjustedTop, its bottom too: it stays there")
    func shortContent() {
        // 300 pt of content: range −44 … max(−44, 300 − 812 + 84 = −428) = −44 … −44; with the
        // keyboard max(−44, 300 − 812 + 385 = −127) = −44: only the inset changes.
        var session = Self.session(at: -44, contentHeight: 300)
        #expect(session.avoider?.planInput.listViewport.newestEndOffset == -44)
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 351, offset: nil))
    }
}

/// An inverted list through the session: `contentInsetAdjustmentBehavior = .never`, the docked
/// accessory's 84 pt its top inset (shown at the bottom of the screen), the app's 44 pt its
/// bottom inset (under the navigation bar). Range −84 … 2000 − 812 + 44 = 1232; newest end −84,
/// −385 with the keyboard.
@Suite("Stick to the bottom: an inverted list (its top is the newest end)")
struct InvertedStickTests {
    static let inverted = ListChange(
        isInverted: true, accessory: .frame(ChatScreen.docked), sticksToNewestEnd: true)

    static func session(at offset: CGFloat, contentHeight: CGFloat = 2000) -> AvoidanceSession {
        ChatScreen.session(
            offset: offset, contentHeight: contentHeight, contentInset: Insets(bottom: 44),
            adjustsForSafeArea: false, list: inverted)
    }

    @Test("the newest end is −adjustedTop; within 8 pt of it, or past it, is at it")
    func newestEnd() throws {
        let rest = try #require(Self.session(at: -84).avoider?.planInput.listViewport)
        #expect(
            rest
                == ScrollViewport(
                    height: 812, contentHeight: 2000, adjustedTop: 84, adjustedBottom: 44,
                    isInverted: true))
        #expect(rest.newestEndOffset == -84)
        #expect(rest.isAtNewestEnd(-76))  // −76 ≤ −84 + 8
        #expect(rest.isAtNewestEnd(-120))
        #expect(!rest.isAtNewestEnd(-75))
    }

    @Test(
        "keyboard show at the newest end: −84 → −385; scrolled up: kept",
        arguments: [
            StickCase(name: "at the newest end", from: -84, set: -385),
            StickCase(name: "scrolled up", from: 400, set: nil),
        ])
    func show(_ stick: StickCase) {
        var session = Self.session(at: stick.from)
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        // The top inset: max(84, 385 − 0) = 385.
        #expect(show?.list == ListSurface(inset: 385, atTop: true, offset: stick.set))
    }

    @Test("keyboard hide at the newest end: −385 → −84")
    func hide() {
        var session = Self.session(at: -84)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        let hide = session.take(ChatScreen.notification(.willHide, nil))
        #expect(hide?.list == ListSurface(inset: 84, atTop: true, offset: -84))
    }

    @Test(
        "the composer grows with the keyboard up: −385 → −425; scrolled up: kept",
        arguments: [
            StickCase(name: "at the newest end", from: -385, set: -425),
            StickCase(name: "scrolled up", from: 400, set: nil),
        ])
    func composerGrows(_ stick: StickCase) {
        var session = Self.session(at: -84)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        _ = session.take(.measure(Self.snapshot(offset: stick.from)))
        let grow = session.take(
            ChatScreen.notification(.willChangeFrame, CGRect(0, 387, 375, 425)))
        #expect(grow?.list == ListSurface(inset: 425, atTop: true, offset: stick.set))
    }

    @Test("interactive drag: the finger has the offset, only the inset moves")
    func drag() {
        var session = Self.session(at: -84)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        // A sample: the keyboard 100 pt lower, top inset 285; −385 stays.
        let sample = session.take(.track(CGRect(0, 527, 375, 285)))
        #expect(sample?.list == ListSurface(inset: 285, atTop: true, offset: nil))
        #expect(sample?.animation == .release)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: -385))
    }

    @Test("new content at the newest end needs no move")
    func contentGrows() {
        // The newest end is the content's top: a message arriving leaves −84 the newest end.
        var session = Self.session(at: -84)
        #expect(session.take(.measure(Self.snapshot(offset: -84, contentHeight: 2100))) == nil)
    }

    @Test("a list that turns over, showing its newest end, shows the new one")
    func turnedOver() {
        // Spec v2.2 §5's stick holds after any change of the list's insets for a list that showed
        // its newest end: drawn the right way up, its newest end is the bottom, inset by the
        // app's 44 and the accessory's 84 (no safe area, `.never`): 2000 − 812 + 128 = 1316.
        var session = Self.session(at: -84)
        let regular = session.take(
            .measure(
                ChatScreen.snapshot(
                    offset: -84, contentInset: Insets(bottom: 44), adjustsForSafeArea: false,
                    list: ListChange(isInverted: false))))
        // The indicator: the app's 0 and the 128 − 44 the library adds to the app's inset.
        #expect(regular?.list == ListSurface(inset: 128, indicator: 84, offset: 1316))
    }

    static func snapshot(offset: CGFloat, contentHeight: CGFloat = 2000) -> ContainerSnapshot {
        ChatScreen.snapshot(
            offset: offset, contentHeight: contentHeight, contentInset: Insets(bottom: 44),
            adjustsForSafeArea: false)
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
