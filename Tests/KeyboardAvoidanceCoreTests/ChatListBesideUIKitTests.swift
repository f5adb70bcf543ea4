import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A list's parts as a layer hands them over, with the keyboard frame that covers `overlap` of
/// the ``ChatScreen``'s 812 pt list.
struct ListParts: Sendable, CustomTestStringConvertible {
    var name: String
    var list: ListChange

    var testDescription: String { name }

    /// A riding bar (56) and a typing indicator (30) over the list, the bar's guide keeping 8 pt
    /// above the keyboard.
    static let ridingBar = ListParts(
        name: "a riding bar and a typing indicator",
        list: ListChange(extraInset: 86, coveredExtraInset: 8))
    static let accessory = ListParts(
        name: "a docked input accessory", list: ListChange(accessory: .frame(ChatScreen.docked)))
    /// An indicator of 12 and an accessory docked 20 pt tall, under the 34 pt safe area.
    static let shortAccessory = ListParts(
        name: "an indicator and a short accessory",
        list: ListChange(extraInset: 12, accessory: .frame(CGRect(0, 792, 375, 20))))

    /// The docked keyboard covering `overlap` of the list (none for 0).
    static func keyboard(covering overlap: CGFloat) -> AvoiderEvent {
        overlap > 0
            ? ChatScreen.notification(.willShow, CGRect(0, 812 - overlap, 375, overlap))
            : ChatScreen.notification(.willHide, nil)
    }
}

/// A chat's list under a riding bar whose guide keeps a margin: the bar's height is the list's
/// extra inset, the margin the part kept while the keyboard covers the list (spec v2.2 §5,
/// "Lists": `max(app', overlap − safe) + extraInset + (overlap > 0 ? coveredExtraInset : 0)`).
/// The ``ChatScreen``'s 812 pt list, a 34 pt safe area, a keyboard covering 336 pt of it.
@Suite("A riding bar's margin in the list's inset")
struct RidingBarMarginTests {
    static let bar = ListChange(extraInset: 56, coveredExtraInset: 8)

    @Test("with the keyboard, the list ends at the bar's top, the guide's 8 pt margin included")
    func marginWithKeyboard() {
        // The guide is 336 + 8 = 344 tall: 302 + 56 + 8 = 366, and 34 + 366 = 400 is the bar's
        // top (344 + 56) from the list's bottom.
        var session = ChatScreen.session(offset: 0, list: Self.bar)
        #expect(session.take(ListParts.keyboard(covering: 336))?.list == ListSurface(inset: 366))
        // The app's own larger inset (400): 400 + 56 + 8 = 464. `ListInsets` gave 456, the bar's
        // 310 being under the app's 400: spec v2.2 adds the margin on top of `max` whatever the
        // app's own inset, while the keyboard covers the list.
        var own = ChatScreen.session(offset: 0, contentInset: Insets(bottom: 400), list: Self.bar)
        let ownShow = own.take(ListParts.keyboard(covering: 336))
        #expect(ownShow?.list == ListSurface(inset: 464, indicator: 64))
    }

    @Test(
        "at rest the margin adds nothing; under a keyboard shorter than the safe area, the spec's")
    func marginAtRest() {
        let parts = ListChange(extraInset: 86, coveredExtraInset: 8)
        // At rest the guide's top is the safe area's: 0 + 56 + 30.
        var session = ChatScreen.session(offset: 0, list: parts)
        #expect(session.applied == .scroll(contentInsetBottom: 86, contentOffset: .zero))
        // A keyboard covering 20 pt (a hardware keyboard's bar over the home indicator):
        // max(0, 20 − 34) + 86 + 8 = 94. `ListInsets` gave 86: 20 + 8 = 28 is under the 34 pt
        // safe area, so the bar's guide stays 34 tall and the bar does not lift — spec v2.2 counts
        // the margin whenever the keyboard covers the list, 8 pt more than the bar needs.
        #expect(session.take(ListParts.keyboard(covering: 20))?.list == ListSurface(inset: 94))
    }

    @Test("with the app's own inset under the bar's, the same 366; at rest, the app's and the bar")
    func ownInsetUnderTheBar() {
        // The app's 20: max(20, 302) + 56 + 8 = 366 (`ListInsets` too: max(310, 302) + 56).
        var session = ChatScreen.session(
            offset: 0, contentInset: Insets(bottom: 20), list: Self.bar)
        // At rest 20 + 56 = 76: the bar's margin waits for a keyboard.
        #expect(session.applied == .scroll(contentInsetBottom: 76, contentOffset: .zero))
        let show = session.take(ListParts.keyboard(covering: 336))
        #expect(show?.list == ListSurface(inset: 366, indicator: 346))
    }

    @Test("without a bar the layer hands over no margin: the plan and the app's extra")
    func marginWithoutBar() {
        // A guide's margin is the list's only with a bar riding it: 302 + 30.
        var session = ChatScreen.session(offset: 0, list: ListChange(extraInset: 30))
        #expect(session.take(ListParts.keyboard(covering: 336))?.list == ListSurface(inset: 332))
    }

    @Test("a margin that is not a number ≥ 0 is refused with its snapshot")
    func hostileMargin() {
        // `ListInsets` counted it as 0; the session leaves the snapshot out (spec §7's rules).
        var session = ChatScreen.session(offset: 0, list: Self.bar)
        for margin: CGFloat in [.nan, -8, .infinity] {
            let change = ListChange(coveredExtraInset: margin)
            #expect(session.take(.measure(ChatScreen.snapshot(offset: 0, list: change))) == nil)
            #expect(session.avoider?.list.coveredExtraInset == 8)
        }
        // A safe area that is not a number is refused the same way.
        let nan = ChatScreen.snapshot(offset: 0, safeArea: Insets(top: 44, bottom: .nan))
        #expect(session.take(.measure(nan)) == nil)
    }
}

/// A `UITableViewController`'s own table, which UIKit insets for the keyboard itself: UIKit's part
/// is `max(0, overlap − safeBottom)`, and the library sets the rest,
/// `app + max(0, inset − app − UIKit's part)` (docs/scenario-project-fields.md). The layer hands
/// over the table's own safe area (34) and the app's own inset: UIKit's part is the core's to
/// work out, no longer measured into the safe area (`ListInsets.systemSafeBottom`).
@Suite("A table view controller's table: UIKit's keyboard inset, and the library's share")
struct TableControllerShareTests {
    static func table(_ parts: ListChange) -> ListChange {
        var table = parts
        table.systemInsetsKeyboard = true
        return table
    }

    @Test("a riding bar and a typing indicator: all at rest, the margin beside UIKit's part")
    func ridingBarBesideUIKit() {
        var session = ChatScreen.session(offset: 0, list: Self.table(ListParts.ridingBar.list))
        // At rest UIKit adds nothing: 56 + 30 = 86, and 34 + 86 = 120 is the indicator's top.
        #expect(session.applied == .scroll(contentInsetBottom: 86, contentOffset: .zero))
        // UIKit adds 336 − 34 = 302; the bar sits 8 pt higher: 86 + 8 = 94, and
        // 34 + 302 + 94 = 430 = 336 + 8 + 56 + 30.
        #expect(session.take(ListParts.keyboard(covering: 336))?.list == ListSurface(inset: 94))
    }

    @Test("a docked input accessory: its part beyond the safe area at rest, nothing over UIKit's")
    func accessoryBesideUIKit() {
        var session = ChatScreen.session(offset: 0, list: Self.table(ListParts.accessory.list))
        // Docked 84 pt over the 34 pt safe area: 50, and 34 + 50 = 84.
        #expect(session.applied == .scroll(contentInsetBottom: 50, contentOffset: .zero))
        // The keyboard's frame holds the accessory: UIKit's 302 covers it, nothing added.
        #expect(session.take(ListParts.keyboard(covering: 336))?.list == ListSurface(inset: 0))
        // A keyboard covering 60 pt (a hardware keyboard's bar and the accessory): UIKit adds
        // 60 − 34 = 26, the accessory asks 50: 24 more.
        #expect(session.take(ListParts.keyboard(covering: 60))?.list == ListSurface(inset: 24))
    }

    /// (parts, overlap, the library's inset where it insets the list, the table's share):
    /// UIKit's part is 0, 0, 26, 302 for an overlap of 0, 20, 60, 336.
    static let shares: [(ListParts, CGFloat, CGFloat, CGFloat)] = [
        // max(0, overlap − 34) + 86 (+ 8 while covered).
        (.ridingBar, 0, 86, 86), (.ridingBar, 20, 94, 94), (.ridingBar, 60, 120, 94),
        (.ridingBar, 336, 396, 94),
        // max(50, overlap − 34).
        (.accessory, 0, 50, 50), (.accessory, 20, 50, 50), (.accessory, 60, 50, 24),
        (.accessory, 336, 302, 0),
        // The 20 pt accessory is under the safe area: max(0, overlap − 34) + 12.
        (.shortAccessory, 0, 12, 12), (.shortAccessory, 20, 12, 12),
        (.shortAccessory, 60, 38, 12), (.shortAccessory, 336, 314, 12),
    ]

    @Test(
        "UIKit's part and the share keep clear what the library's own inset would",
        arguments: shares)
    func sameAsLibraryInset(parts: ListParts, overlap: CGFloat, library: CGFloat, share: CGFloat) {
        var plain = ChatScreen.session(offset: 0, list: parts.list)
        var table = ChatScreen.session(offset: 0, list: Self.table(parts.list))
        _ = plain.take(ListParts.keyboard(covering: overlap))
        _ = table.take(ListParts.keyboard(covering: overlap))
        #expect(plain.appliedSettings.flatMap(Self.content) == library)
        #expect(table.appliedSettings.flatMap(Self.content) == share)
        // Both plan the same inset: the table's whole inset at its newest end.
        #expect(table.applied == plain.applied)
    }

    static func content(_ settings: SurfaceSettings) -> CGFloat? {
        if case .scroll(let insets) = settings { return insets.content }
        return nil
    }

    @Test("the app's own inset is in the share, under UIKit's part as under the keyboard")
    func appInsetBesideUIKit() {
        // The app's 20: the list's inset is max(20, 302) + 94 = 396, of which UIKit adds 302;
        // the table's contentInset 20 + max(0, 396 − 20 − 302) = 94, its bottom
        // 2000 − 812 + 94 + 302 + 34 = 1618, the session's. (`ListInsets` kept the app's 20 on
        // top of UIKit's part: 20 + 94 = 114, a bottom of 1638.)
        var session = ChatScreen.session(
            offset: 0, contentInset: Insets(bottom: 20), list: Self.table(ListParts.ridingBar.list))
        // At rest: 20 + 86 = 106, the app's 20 and 86 of the library's (the indicator's 86).
        #expect(session.applied == .scroll(contentInsetBottom: 106, contentOffset: .zero))
        let show = session.take(ListParts.keyboard(covering: 336))
        #expect(show?.list == ListSurface(inset: 94, indicator: 74))
        #expect(session.avoider?.planInput.listViewport.offsetRange == -44...1618)
    }
}

/// A table view controller's chat sticking to its bottom: 2000 pt of messages in the 812 pt
/// table, a riding bar (56) with its 8 pt margin and a typing indicator (30). Its bottom is
/// 2000 − 812 + 34 + 86 = 1308 at rest, 2000 − 812 + 34 + 302 + 94 = 1618 with the keyboard.
@Suite("A table view controller's table sticks to its bottom")
struct TableControllerStickTests {
    static let list: ListChange = {
        var list = TableControllerShareTests.table(ListParts.ridingBar.list)
        list.sticksToNewestEnd = true
        return list
    }()

    @Test("UIKit's keyboard inset moves the newest end: 1308 → 1618, in the show's action")
    func sticksAfterUIKit() {
        var session = ChatScreen.session(offset: 1308, list: Self.list)
        let show = session.take(ListParts.keyboard(covering: 336))
        #expect(show?.list == ListSurface(inset: 94, offset: 1618))
        // Measured again there: the session's range is the table's, 1618 stays.
        #expect(session.take(.measure(ChatScreen.snapshot(offset: 1618))) == nil)
        #expect(
            session.applied
                == .scroll(contentInsetBottom: 396, contentOffset: CGPoint(x: 0, y: 1618)))
    }

    @Test("scrolled up: the offset stays; content that grew at the bottom: stuck to it")
    func scrolledUpOrContentGrew() {
        var up = ChatScreen.session(offset: 900, list: Self.list)
        #expect(up.take(ListParts.keyboard(covering: 336))?.list == ListSurface(inset: 94))
        // Spec v2.2 §5's stick: 2100 − 812 + 120 = 1408 (the old `changesFrameOrInsets` left
        // content that only grew to the app).
        var grown = ChatScreen.session(offset: 1308, list: Self.list)
        let message = grown.take(.measure(ChatScreen.snapshot(offset: 1308, contentHeight: 2100)))
        #expect(message?.list == ListSurface(inset: 86, offset: 1408, joinsCallerAnimation: true))
        // An extra that moves within 0.01 pt is no change.
        var nudged = ChatScreen.session(offset: 1308, list: Self.list)
        let nudge = ListChange(extraInset: 86.005)
        #expect(nudged.take(.measure(ChatScreen.snapshot(offset: 1308, list: nudge))) == nil)
    }

    @Test("the app's own inset above UIKit's part: the session's range is still the table's")
    func appInsetAboveUIKitsPart() {
        // The app's 20 (a bar of its own under the messages) and nothing of the library's: the
        // library leaves contentInset at 20, and UIKit adds its 302 on top of it. The table's
        // bottom is 2000 − 812 + 20 + 302 + 34 = 1544, not max(20, 302)'s 1524: stuck there.
        var list = TableControllerShareTests.table(ListChange())
        list.sticksToNewestEnd = true
        let rest: CGFloat = 2000 - 812 + 20 + 34
        var session = ChatScreen.session(offset: rest, contentInset: Insets(bottom: 20), list: list)
        let show = session.take(ListParts.keyboard(covering: 336))
        #expect(show?.list == ListSurface(inset: 20, indicator: 0, offset: 1544))
        #expect(session.avoider?.planInput.listViewport.offsetRange == -44...1544)
        // Measured there in the next layout pass: no change.
        #expect(
            session.take(
                .measure(ChatScreen.snapshot(offset: 1544, contentInset: Insets(bottom: 20))))
                == nil)
    }
}
