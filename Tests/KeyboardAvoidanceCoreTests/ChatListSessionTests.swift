import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A chat list as the UIKit layer drives it: one snapshot or notification per cause, one
/// `take`, and the numbers it sets. The session plans spec v2.2 §5's list: a 30 pt typing
/// indicator as the extra inset, the input accessory docked at rest, stick to the bottom.
///
/// The ``ChatScreen``: 375 × 812, safe area 44 / 34, 2000 pt of content; the accessory 84 pt
/// docked (50 pt of bar and the 34 pt strip), {{0, 427}, {375, 385}} with the 335 pt keyboard.
/// The list's inset is max(0 + (84 − 34), overlap − 34) + 30: 80 at rest, 381 with the keyboard;
/// its bottom 2000 − 812 + inset + 34: 1302 at rest, 1603 with the keyboard.
///
/// (Where `ListInsets` had the engine plan with the list less the indicator at its top,
/// (0, 30, 375, 782), and the app's own inset 50, the plan's inset was the keyboard's 351 and the
/// layer added the 30; the offsets are the same: 2000 − 782 + 84 = 2000 − 812 + 114.)
@Suite("A chat list: the session, the list's insets and stick to the bottom together")
struct ChatListSessionTests {
    static let list = ListChange(
        extraInset: 30, accessory: .frame(ChatScreen.docked), sticksToNewestEnd: true)

    static func session(at offset: CGFloat) -> AvoidanceSession {
        ChatScreen.session(offset: offset, list: list)
    }

    @Test("show, composer growth, hide, at the bottom all along")
    func atTheBottom() {
        var session = Self.session(at: 1302)
        #expect(
            session.applied
                == .scroll(contentInsetBottom: 80, contentOffset: CGPoint(x: 0, y: 1302)))
        #expect(session.avoider?.planInput.listViewport.newestEndOffset == 1302)

        // Show: max(50, 385 − 34) + 30 = 381; stuck, 2000 − 812 + 381 + 34 = 1603.
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 381, offset: 1603))
        #expect(show?.animation == .keyboardDefault)
        // The layout pass after it measures the offset the session set: nothing more.
        #expect(session.take(.measure(ChatScreen.snapshot(offset: 1603))) == nil)

        // The composer grows 40 pt: a frame change, 425 − 34 = 391, the bar counted once:
        // 391 + 30 = 421, stuck at 2000 − 812 + 421 + 34 = 1643.
        let grow = session.take(
            ChatScreen.notification(.willChangeFrame, CGRect(0, 387, 375, 425)))
        #expect(grow?.list == ListSurface(inset: 421, offset: 1643))

        // Hide, the grown accessory docked: no keyboard (spec §2); the accessory as last measured
        // docked, 50 + 30 = 80, and the bottom at rest, 1302.
        let hide = session.take(ChatScreen.notification(.willHide, CGRect(0, 688, 375, 124)))
        #expect(hide?.list == ListSurface(inset: 80, offset: 1302))

        // The layout pass measures the grown composer docked: 812 − 688 = 124, 90 beyond the
        // safe area: 90 + 30 = 120, stuck at 2000 − 812 + 154 = 1342 — in the same layout pass,
        // inside the composer's own animation (no keyboard event caused it).
        let docked = session.take(
            .measure(
                ChatScreen.snapshot(
                    offset: 1302, list: ListChange(accessory: .frame(CGRect(0, 688, 375, 124))))))
        #expect(docked?.list == ListSurface(inset: 120, offset: 1342, joinsCallerAnimation: true))
        #expect(docked?.animation.duration == 0)
    }

    @Test("scrolled up: the offset is the user's through show and hide")
    func scrolledUp() {
        var session = Self.session(at: 700)
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 381, offset: nil))
        let hide = session.take(ChatScreen.notification(.willHide, nil))
        #expect(hide?.list == ListSurface(inset: 80, offset: nil))
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 700))
    }

    @Test("interactive drag: samples move only the inset, the accessory's 50 is the floor")
    func drag() {
        var session = Self.session(at: 1302)
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        // The finger drags the keyboard 200 pt down: overlap 185, max(50, 151) + 30 = 181, the
        // offset kept (§6.2).
        let sample = session.take(.track(CGRect(0, 627, 375, 385)))
        #expect(sample?.list == ListSurface(inset: 181, offset: nil))
        // Near the bottom: overlap 60, 60 − 34 = 26 < 50: the resting accessory's 50 holds.
        let low = session.take(.track(CGRect(0, 752, 375, 385)))
        #expect(low?.list == ListSurface(inset: 80, offset: nil))
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 1603))
        // The finger lifts, the keyboard goes: the drag ends, the list comes to its bottom, 1302.
        let hide = session.take(ChatScreen.notification(.willHide, ChatScreen.docked))
        #expect(hide?.list == ListSurface(inset: 80, offset: 1302))
    }

    @Test("the accessory goes with the first responder (an action sheet) and comes back: no action")
    func firstResponderLeaves() {
        var session = Self.session(at: 1302)
        // Gone below the screen: no keyboard; measured out of its window, the accessory's part
        // is kept: 50 + 30, the same plan.
        let gone = session.take(
            ChatScreen.notification(
                .willHide, CGRect(0, 812, 375, 84),
                measured: ChatScreen.snapshot(
                    offset: 1302, list: ListChange(accessory: .outOfWindow))))
        #expect(gone == nil)
        // Back docked, posted as a show: max(50, 84 − 34 = 50) + 30 = 80, the same plan.
        let back = session.take(
            ChatScreen.notification(
                .willShow, ChatScreen.docked,
                measured: ChatScreen.snapshot(
                    offset: 1302, list: ListChange(accessory: .frame(ChatScreen.docked)))))
        #expect(back == nil)
    }

    @Test("the screen shows no accessory any more: what was measured of one is forgotten")
    func accessoryAbsent() {
        var session = Self.session(at: 1302)
        // 0 + 30 at rest, stuck at 2000 − 812 + 30 + 34 = 1252; the composer's own change.
        let absent = session.take(
            .measure(ChatScreen.snapshot(offset: 1302, list: ListChange(accessory: .absent))))
        #expect(absent?.list == ListSurface(inset: 30, offset: 1252, joinsCallerAnimation: true))
    }
}
