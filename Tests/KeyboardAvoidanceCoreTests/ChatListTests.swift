import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

// A chat's list under a composer, planned by the session (spec v2.2 §5, "Lists"): what it keeps
// clear besides the keyboard, the docked input accessory, the mirror of an inverted list, the
// offset a layer sets. The `ChatScreen`: 375 × 812, safe area 44 / 34, 2000 pt of messages.

@Suite("A list's extra inset and docked accessory, in the plan")
struct ListExtrasTests {
    @Test("the extra inset goes on top of the keyboard's inset, always")
    func extraOnTop() {
        // A typing indicator (30) and a riding composer (56): 86, keyboard or not.
        var session = ChatScreen.session(offset: 0, list: ListChange(extraInset: 86))
        // At rest 0 + 86; the range is the list's: −44 … 2000 − 812 + 86 + 34 = 1308.
        #expect(session.applied == .scroll(contentInsetBottom: 86, contentOffset: .zero))
        #expect(session.avoider?.planInput.listViewport.offsetRange == -44...1308)
        // With the keyboard: max(0, 385 − 34) + 86 = 437.
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 437))
        let hide = session.take(ChatScreen.notification(.willHide, nil))
        #expect(hide?.list == ListSurface(inset: 86))
    }

    @Test(
        "the docked accessory is the app's own inset beyond the safe area: counted once",
        arguments: [
            // (the app's own inset, the safe area's bottom, the inset at rest, with the keyboard):
            // 84 − 34 = 50 on the app's 0, max(50, 385 − 34) = 351 with the keyboard, whose frame
            // holds the accessory;
            (CGFloat(0), CGFloat(34), CGFloat(50), CGFloat(351)),
            // on the app's 20: 70, then max(70, 351);
            (20, 34, 70, 351),
            // over a 100 pt safe area it adds nothing: 0, then max(0, 385 − 100) = 285.
            (0, 100, 0, 285),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func dockedAccessory(app: CGFloat, safeBottom: CGFloat, rest: CGFloat, covered: CGFloat) {
        var session = AvoidanceSession(strategy: .scroll)
        let restAction = session.take(
            .measure(
                ChatScreen.snapshot(
                    offset: 0, contentInset: Insets(bottom: app),
                    safeArea: Insets(top: 44, bottom: safeBottom),
                    list: ListChange(accessory: .frame(ChatScreen.docked)))))
        #expect(session.applied == .scroll(contentInsetBottom: rest, contentOffset: .zero))
        // What is set: the app's own and the accessory's part; the indicator by as much as the
        // library adds to the app's inset (nothing to set when that is nothing). The accessory
        // came with no keyboard event: set in the layout pass that measured it.
        let expected =
            rest == app
            ? nil : ListSurface(inset: rest, indicator: rest - app, joinsCallerAnimation: true)
        #expect(restAction?.list == expected)
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: covered, indicator: covered - app))
    }

    @Test("an extra that is not a number ≥ 0 is refused with its snapshot; a tall one is kept")
    func hostile() {
        // ListInsets counted such a value as 0; a snapshot with one is now left out as a whole,
        // as the project's fields say (docs/scenario-project-fields.md: §7's rules).
        var session = ChatScreen.session(offset: 0, list: ListChange(extraInset: 30))
        for list in [
            ListChange(extraInset: -5), ListChange(coveredExtraInset: .nan),
            ListChange(extraInset: .infinity),
            ListChange(accessory: .frame(CGRect(0, .nan, 375, 84))),
        ] {
            #expect(session.take(.measure(ChatScreen.snapshot(offset: 900, list: list))) == nil)
            #expect(session.applied == .scroll(contentInsetBottom: 30, contentOffset: .zero))
        }
        // An extra taller than the list (ListInsets never took more than its height off its top):
        // the inset is 1000, the range −44 … 2000 − 812 + 1034 = 2222.
        let tall = session.take(
            .measure(ChatScreen.snapshot(offset: 0, list: ListChange(extraInset: 1000))))
        #expect(tall?.list == ListSurface(inset: 1000, joinsCallerAnimation: true))
        #expect(session.avoider?.planInput.listViewport.offsetRange == -44...2222)
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
        let metrics = AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: 375, height: 2000), contentOffset: CGPoint(x: 0, y: -84),
            contentInset: Insets(top: 84, bottom: 44))
        let mirrored = InvertedList.mirroredMetrics(metrics, height: 812)
        #expect(mirrored.contentOffset == CGPoint(x: 0, y: 1272))
        #expect(mirrored.contentInset == Insets(top: 44, bottom: 84))
    }
}

@Suite("The offset a layer sets on a list")
struct ListOffsetTests {
    static let sticks = StickToBottomTests.sticks

    @Test("stuck: the new bottom, in the show's action; measured there, nothing more")
    func stuck() {
        var session = ChatScreen.session(offset: 1272, list: Self.sticks)
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 351, offset: 1573))
        // ListOffset reported 1573 for the layer to hand over as `scrolled`: the session planned
        // it, so the next snapshot measuring it is no change.
        #expect(session.take(.measure(ChatScreen.snapshot(offset: 1573))) == nil)
    }

    @Test("not sticking, or scrolled up: the plan keeps the offset, nothing to set")
    func planned() {
        var off = ChatScreen.session(
            offset: 1272, list: ListChange(accessory: .frame(ChatScreen.docked)))
        let kept = off.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(kept?.list == ListSurface(inset: 351, offset: nil))
        var up = ChatScreen.session(offset: 800, list: Self.sticks)
        let upShow = up.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(upShow?.list == ListSurface(inset: 351, offset: nil))
    }

    @Test("interactive drag: only the inset moves; a deceleration's offset is the user's")
    func drag() {
        var session = ChatScreen.session(offset: 1272, list: Self.sticks)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        // A sample: the keyboard at 527, inset 285 − 34 = 251; 1573 kept (§6.2).
        let sample = session.take(.track(CGRect(0, 527, 375, 285)))
        #expect(sample?.list == ListSurface(inset: 251, offset: nil))
        // The finger lifted, the list still decelerates at 1500 when the hide comes: the hide's
        // snapshot adopts it and sets no offset (ListOffset reported it to hand over).
        var decelerating = session
        let hide = decelerating.take(
            ChatScreen.notification(
                .willHide, nil, measured: ChatScreen.snapshot(offset: 1500, tracking: true)))
        #expect(hide?.list == ListSurface(inset: 50, offset: nil))
        #expect(decelerating.applied?.contentOffset == CGPoint(x: 0, y: 1500))
        // At rest at 1573 (≥ 2000 − 812 + 285 − 8 = 1465, at the newest end): the hide sets the
        // resting bottom, 1272.
        let hidden = session.take(
            ChatScreen.notification(.willHide, nil, measured: ChatScreen.snapshot(offset: 1573)))
        #expect(hidden?.list == ListSurface(inset: 50, offset: 1272))
    }

    @Test("inverted: the plan's offset is the list's own; stuck, −84 → −385")
    func inverted() {
        var stuck = InvertedStickTests.session(at: -84)
        let show = stuck.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 385, atTop: true, offset: -385))
        #expect(stuck.applied?.contentOffset == CGPoint(x: 0, y: -385))
        var kept = ChatScreen.session(
            offset: -84, contentInset: Insets(bottom: 44), adjustsForSafeArea: false,
            list: ListChange(isInverted: true, accessory: .frame(ChatScreen.docked)))
        let keptShow = kept.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        // −84 is in −385 … 1232: kept.
        #expect(keptShow?.list == ListSurface(inset: 385, atTop: true, offset: nil))
    }

    @Test("inverted short content rests at its newest end, clamped on the list's own range")
    func invertedShort() {
        // 300 pt of content: at rest −84 … max(−84, 300 − 812 + 44 = −468) = −84 … −84; with the
        // keyboard's 385 at the top, −385 … −385: the clamp sets −385 (the mirror's −44 … −127
        // is not the list's range).
        var session = ChatScreen.session(
            offset: -84, contentHeight: 300, contentInset: Insets(bottom: 44),
            adjustsForSafeArea: false,
            list: ListChange(isInverted: true, accessory: .frame(ChatScreen.docked)))
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 385, atTop: true, offset: -385))
    }
}
