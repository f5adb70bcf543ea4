import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A chat's list under a riding bar whose guide keeps a margin, and a `UITableViewController`'s
/// table, which UIKit insets for the keyboard itself: what the library adds then. The numbers are
/// an 812 pt iPhone list with a 34 pt safe area and a keyboard covering 336 pt of it.
@Suite("A riding bar's margin in the list's inset")
struct RidingBarMarginTests {
    @Test("with the keyboard, the list ends at the bar's top, the guide's 8 pt margin included")
    func marginWithKeyboard() {
        let parts = ListInsets(ridingBar: 56, ridingBarMargin: 8)
        // The guide is 336 + 8 = 344 tall: the bar's bottom 344 − 34 = 310 above the safe area.
        #expect(parts.ridingKeyboardPart(overlap: 336, safeBottom: 34) == 310)
        // The plan holds 336 − 34 = 302; the bar asks 310: 310 + 56 = 366, and 34 + 366 = 400
        // is the bar's top (344 + 56) from the list's bottom.
        #expect(parts.inset(planned: 302, overlap: 336, safeBottom: 34) == 366)
        // The app's own larger inset (400) wins over the bar's 310: 400 + 56.
        #expect(parts.inset(planned: 400, overlap: 336, safeBottom: 34) == 456)
    }

    @Test("at rest, or under a keyboard shorter than the safe area, the margin adds nothing")
    func marginAtRest() {
        let parts = ListInsets(additional: 30, ridingBar: 56, ridingBarMargin: 8)
        // At rest the guide's top is the safe area's: 0 + 56 + 30.
        #expect(parts.ridingKeyboardPart(overlap: 0, safeBottom: 34) == 0)
        #expect(parts.inset(planned: 0, overlap: 0, safeBottom: 34) == 86)
        // 20 + 8 = 28 is under the 34 pt safe area: the guide stays 34 tall.
        #expect(parts.ridingKeyboardPart(overlap: 20, safeBottom: 34) == 0)
    }

    @Test("the engine plans with the bar's margin: its inset plus what the top lost is the list's")
    func engineOwnInsetWithMargin() {
        let parts = ListInsets(ridingBar: 56, ridingBarMargin: 8)
        // The app's 20 is under the bar's 310: the engine takes 310, plans max(310, 302) = 310,
        // and 310 + 56 = 366 is what the list gets.
        let own = parts.ownInset(app: 20, safeBottom: 34, overlap: 336)
        #expect(own == 310)
        let planned = max(own, 336 - 34)
        #expect(parts.inset(planned: planned, overlap: 336, safeBottom: 34) == planned + 56)
        // At rest the app's 20 is all: the bar's margin waits for a keyboard.
        #expect(parts.ownInset(app: 20, safeBottom: 34) == 20)
        // The app's own larger inset (400) stays the engine's.
        #expect(parts.ownInset(app: 400, safeBottom: 34, overlap: 336) == 400)
    }

    @Test("without a bar, a margin counts for nothing: the plan and the app's extra")
    func marginWithoutBar() {
        let parts = ListInsets(additional: 30, ridingBarMargin: 8)
        #expect(parts.ridingKeyboardPart(overlap: 336, safeBottom: 34) == 0)
        #expect(parts.inset(planned: 302, overlap: 336, safeBottom: 34) == 332)
    }

    @Test("a margin or an overlap that is not a finite number ≥ 0 counts as 0")
    func hostileMargin() {
        #expect(ListInsets(ridingBar: 56, ridingBarMargin: .nan).ridingBarMargin == 0)
        #expect(ListInsets(ridingBar: 56, ridingBarMargin: -8).ridingBarMargin == 0)
        let parts = ListInsets(ridingBar: 56, ridingBarMargin: 8)
        #expect(parts.ridingKeyboardPart(overlap: .infinity, safeBottom: 34) == 0)
        #expect(parts.ridingKeyboardPart(overlap: -336, safeBottom: 34) == 0)
        // A safe area that is not a number counts as none: 336 + 8.
        #expect(parts.ridingKeyboardPart(overlap: 336, safeBottom: .nan) == 344)
    }
}

@Suite("A table view controller's table: UIKit's keyboard inset, and the library's share")
struct TableControllerShareTests {
    @Test("a riding bar and a typing indicator: all at rest, the margin beside UIKit's part")
    func ridingBarBesideUIKit() {
        let parts = ListInsets(additional: 30, ridingBar: 56, ridingBarMargin: 8)
        // At rest UIKit adds nothing: 56 + 30 = 86, and 34 + 86 = 120 is the indicator's top.
        #expect(parts.share(besideSystemKeyboardInset: 0, safeBottom: 34) == 86)
        // UIKit adds 336 − 34 = 302; the bar sits 8 pt higher: 86 + 8 = 94, and
        // 34 + 302 + 94 = 430 = 336 + 8 + 56 + 30.
        #expect(parts.share(besideSystemKeyboardInset: 336, safeBottom: 34) == 94)
    }

    @Test("a docked input accessory: its part beyond the safe area at rest, nothing over UIKit's")
    func accessoryBesideUIKit() {
        let parts = ListInsets(restingAccessory: 84)
        // Docked 84 pt over the 34 pt safe area: 50, and 34 + 50 = 84.
        #expect(parts.share(besideSystemKeyboardInset: 0, safeBottom: 34) == 50)
        // The keyboard's frame holds the accessory: UIKit's 302 covers it, nothing added.
        #expect(parts.share(besideSystemKeyboardInset: 336, safeBottom: 34) == 0)
        // A keyboard covering 60 pt (a hardware keyboard's bar and the accessory): UIKit adds
        // 60 − 34 = 26, the accessory asks 50: 24 more.
        #expect(parts.share(besideSystemKeyboardInset: 60, safeBottom: 34) == 24)
    }

    @Test("UIKit's part and the share keep clear what the library's own inset would")
    func sameAsLibraryInset() {
        let safe: CGFloat = 34
        for parts in [
            ListInsets(additional: 30, ridingBar: 56, ridingBarMargin: 8),
            ListInsets(restingAccessory: 84), ListInsets(additional: 12, restingAccessory: 20),
        ] {
            for overlap: CGFloat in [0, 20, 60, 336] {
                let planned = max(parts.ownInset(app: 0, safeBottom: safe), max(0, overlap - safe))
                let library = parts.inset(planned: planned, overlap: overlap, safeBottom: safe)
                let uikit = max(0, overlap - safe)
                let share = parts.share(besideSystemKeyboardInset: overlap, safeBottom: safe)
                #expect(uikit + share == library, "\(parts), overlap \(overlap)")
            }
        }
    }

    @Test("the engine's own inset gives back its range: app + share − what the top lost")
    func engineOwnInset() {
        let parts = ListInsets(additional: 30, ridingBar: 56, ridingBarMargin: 8)
        // 20 + 94 − 86 = 28 with the keyboard, 20 + 86 − 86 = 20 at rest.
        #expect(parts.ownInset(app: 20, besideSystemKeyboardInset: 336, safeBottom: 34) == 28)
        #expect(parts.ownInset(app: 20, besideSystemKeyboardInset: 0, safeBottom: 34) == 20)
        // The engine's range on 2000 pt of content: 2000 − (812 − 86) + 28 + (34 + 302) = 1638,
        // the list's own: 2000 − 812 + (20 + 94) + 34 + 302 = 1638.
        let engine = ListViewport(
            height: 812 - 86, contentHeight: 2000, adjustedTop: 0, adjustedBottom: 28 + 336)
        let list = ListViewport(
            height: 812, contentHeight: 2000, adjustedTop: 0, adjustedBottom: 20 + 94 + 336)
        #expect(engine.offsetRange.upperBound == 1638)
        #expect(list.offsetRange.upperBound == 1638)
    }

    @Test(
        "the safe area alone: what the system adds, never more than the view's safe area",
        arguments: [
            // (added, safe area, expected): UIKit's keyboard part reads like safe area.
            (CGFloat(336), CGFloat(34), CGFloat(34)),
            (34, 34, 34),
            // `.never` adds nothing; `.scrollableAxes` on short content adds nothing either.
            (0, 34, 0),
            (20, 34, 20),
            (.nan, 34, 0), (336, .infinity, 0), (-5, 34, 0),
        ])
    func systemSafeBottom(added: CGFloat, safeArea: CGFloat, expected: CGFloat) {
        #expect(ListInsets.systemSafeBottom(added: added, safeArea: safeArea) == expected)
    }
}

@Suite("A table view controller's table sticks to its bottom")
struct TableControllerStickTests {
    // 2000 pt of messages in an 812 pt table; a riding bar (56) and a typing indicator (30).
    let atRest = ListViewport(
        height: 812, contentHeight: 2000, adjustedTop: 0, adjustedBottom: 34 + 86)
    // UIKit's 302 and the library's 94.
    let withKeyboard = ListViewport(
        height: 812, contentHeight: 2000, adjustedTop: 0, adjustedBottom: 34 + 302 + 94)

    @Test("UIKit's keyboard inset moves the newest end: 1308 → 1618, set and handed over")
    func sticksAfterUIKit() {
        #expect(atRest.changesFrameOrInsets(to: withKeyboard))
        // 2000 − 812 + 120 = 1308 before, 2000 − 812 + 430 = 1618 after.
        let offset = ListOffset(
            planned: 1308, onScreen: 1308, before: atRest, after: withKeyboard,
            sticksToBottom: true, userScrolls: false)
        #expect(offset.set == 1618)
        #expect(offset.report == 1618)
    }

    @Test("scrolled up, or content that only grew: the offset stays")
    func staysWhenScrolledUpOrContentGrew() {
        let scrolledUp = ListOffset(
            planned: 900, onScreen: 900, before: atRest, after: withKeyboard,
            sticksToBottom: true, userScrolls: false)
        #expect(scrolledUp.set == nil)
        #expect(scrolledUp.report == nil)
        var grown = atRest
        grown.contentHeight = 2100
        #expect(!atRest.changesFrameOrInsets(to: grown))
        // A change within 0.01 pt is no change.
        var nudged = atRest
        nudged.adjustedBottom += 0.005
        #expect(!atRest.changesFrameOrInsets(to: nudged))
    }
}

/// A table view controller's table as the UIKit layer drives it: the session plans with the
/// list less the riding bar and the indicator (0, 86, 375, 726), UIKit's keyboard inset in the
/// safe area it measures (`adjustedContentInset − contentInset`), and the app's own inset plus
/// the library's share less those 86 pt. iPhone X, safe area 44 / 34, content 2000 pt.
@Suite("A table view controller's chat: the session's range is the table's")
struct TableControllerSessionTests {
    static let screen = CGRect(0, 0, 375, 812)
    static let parts = ListInsets(additional: 30, ridingBar: 56, ridingBarMargin: 8)

    /// The snapshot with UIKit's keyboard part `uikit` in the measured safe area.
    static func snapshot(offset: CGFloat, overlap: CGFloat, uikit: CGFloat) -> ContainerSnapshot {
        ContainerSnapshot(
            screen: screen, window: screen, container: parts.plannedContainer(screen),
            safeArea: Insets(top: 44, bottom: 34 + uikit), target: nil,
            scroll: ScrollMetrics(
                contentSize: CGSize(width: 375, height: 2000),
                contentOffset: CGPoint(x: 0, y: offset),
                contentInset: Insets(
                    bottom: parts.ownInset(
                        app: 0, besideSystemKeyboardInset: overlap, safeBottom: 34))))
    }

    @Test("at the bottom with the keyboard: the offset the layer sticks to is not clamped back")
    func stuckOffsetStays() {
        var session = AvoidanceSession(strategy: .scroll)
        // At rest: own 0 + 86 − 86 = 0; the engine's bottom 2000 − 726 + 0 + 34 = 1308, the
        // table's 2000 − 812 + (34 + 86).
        _ = session.handle(.measure(Self.snapshot(offset: 1308, overlap: 0, uikit: 0)))
        #expect(
            session.applied == .scroll(contentInsetBottom: 0, contentOffset: CGPoint(x: 0, y: 1308))
        )
        // The keyboard covers 336 pt; UIKit adds 302 to the table, the library 94.
        _ = session.handle(
            .keyboard(
                KeyboardEvent(
                    name: .willShow, endFrame: CGRect(0, 476, 375, 336),
                    animation: .keyboardDefault)))
        #expect(session.avoidedOverlap == 336)
        _ = session.handle(.measure(Self.snapshot(offset: 1308, overlap: 336, uikit: 302)))
        // The layer sticks: 2000 − 812 + (34 + 302 + 94) = 1618, handed over as `scrolled`.
        let before = ListViewport(
            height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 34 + 86)
        let after = ListViewport(
            height: 812, contentHeight: 2000, adjustedTop: 44, adjustedBottom: 34 + 302 + 94)
        let stuck = ListOffset(
            planned: 1308, onScreen: 1308, before: before, after: after, sticksToBottom: true,
            userScrolls: false)
        #expect(stuck.set == 1618)
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 1618)))
        // Measured again there: the engine's range, 2000 − 726 + 8 + 336 = 1618, keeps it.
        _ = session.handle(.measure(Self.snapshot(offset: 1618, overlap: 336, uikit: 302)))
        #expect(
            session.applied == .scroll(contentInsetBottom: 8, contentOffset: CGPoint(x: 0, y: 1618))
        )
    }
}
