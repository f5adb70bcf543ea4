import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// What one cause leaves each session of a component setting: `nil` for a session that sets
/// nothing (its views hold the numbers already).
struct OnePassCase: Sendable, CustomTestStringConvertible {
    var kind: OnePassKind
    var sets: [OnePassNumbers?]

    init(_ kind: OnePassKind, _ sets: OnePassNumbers?...) {
        self.kind = kind
        self.sets = sets
    }

    var testDescription: String { kind.testDescription }
}

/// The acceptance test: one pass per cause. For each cause a component meets — a keyboard
/// notification with its snapshot, a layout pass, a focus change, a drag sample with its offset,
/// a user's scroll, a configuration change, its release — on each kind of component, the layer
/// measures once, its session takes that once (`take`, one call), and the ``SurfaceAction`` it
/// returns holds every number the layer sets, worked out by hand below. The layer reads nothing
/// back and never hands its own writes over: the offset it set is what it measures next.
///
/// The ``OnePassScreen``: an iPhone 14, 390 × 844, safe area 47 / 34, the keyboard covering
/// 336 pt (302 beyond the safe area). With the keyboard up:
/// - shift: the field (20, 600, 350, 44) with its 8 pt margin under the keyboard's top, 508:
///   `max(508 − 8 − 644, 47 − 600)` = −144;
/// - scroll: inset 302, the visible content ends at y + 844 − 336: the field's 744 + 8 needs
///   752 − 508 = 244;
/// - safe area: +302; its scroll view (the container's 844, 1200 pt of content) ends its visible
///   content at 844 − 34 − 302 = 508: 244 as well;
/// - guide: its keyboard part is the overlap with the margin, 336 + 8 = 344;
/// - the lists (2000 pt of messages, bottom `2000 − 844 + inset + 34`): the composer's 50 on
///   top of 302, 352 and a bottom of 1542 (1240 at rest); the riding bar's 56 and 8, 366 and
///   1556 (1246 at rest); inverted (`.never`: no safe area), max(0, 336) + 50 = 386 at its top
///   and its newest end −386 (−50 at rest); the table view controller's, UIKit adds 302 and the
///   library its share, 352 − 302 = 50, as at rest.
@Suite("One decision per cause")
struct OnePassTests {
    /// The kinds with the keyboard shown: the show's numbers set, as a layer sets them.
    static func shown(_ kind: OnePassKind) -> OnePassScreen {
        var screen = OnePassScreen(kind)
        screen.show()
        return screen
    }

    /// Checks the actions of one cause against what the layer should set, and the animation:
    /// `animation` for every action, or the caller's (duration 0) for one that joins it.
    static func check(
        _ actions: [SurfaceAction?], _ expected: OnePassCase, animation: KeyboardAnimation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actions.count == expected.sets.count, sourceLocation: sourceLocation)
        for (action, sets) in zip(actions, expected.sets) {
            #expect(action?.numbers == sets, sourceLocation: sourceLocation)
            guard let action else { continue }
            if action.joinsCallerAnimation {
                #expect(action.animation.duration == 0, sourceLocation: sourceLocation)
            } else {
                #expect(action.animation == animation, sourceLocation: sourceLocation)
            }
        }
    }

    static func list(
        _ inset: CGFloat, atTop: Bool = false, offset: CGFloat? = nil, joins: Bool = false
    ) -> OnePassNumbers {
        .scroll(
            ListSurface(inset: inset, atTop: atTop, offset: offset, joinsCallerAnimation: joins))
    }

    // MARK: A keyboard notification with its snapshot

    static let showCases: [OnePassCase] = [
        OnePassCase(.shift, .shift(-144)),
        OnePassCase(.scroll, list(302, offset: 244)),
        OnePassCase(.safeArea, .safeArea(302)),
        OnePassCase(.safeAreaScroll, .safeArea(302, offset: 244)),
        OnePassCase(.guide, .guide(344)),
        OnePassCase(.ridingBar, .guide(344), list(366, offset: 1556)),
        OnePassCase(.list, list(352, offset: 1542)),
        OnePassCase(.invertedList, list(386, atTop: true, offset: -386)),
        // The share beside UIKit's 302 is the composer's 50, as at rest: only the offset.
        OnePassCase(.tableList, list(50, offset: 1542)),
    ]

    @Test(
        "a keyboard notification with its snapshot: one action, the notification's animation",
        arguments: showCases)
    func notification(_ expected: OnePassCase) {
        var screen = OnePassScreen(expected.kind)
        Self.check(screen.show(), expected, animation: .keyboardDefault)
    }

    @Test(
        "iOS's show, WillChangeFrame, WillShow, DidChangeFrame, DidShow with one end frame: one action",
        arguments: showCases)
    func showSequence(_ expected: OnePassCase) {
        var screen = OnePassScreen(expected.kind)
        Self.check(
            screen.notify(.willChangeFrame, OnePassScreen.keyboard), expected,
            animation: .keyboardDefault)
        for name in [KeyboardEvent.Name.willShow, .didChangeFrame, .didShow] {
            #expect(screen.notify(name, OnePassScreen.keyboard).allSatisfy { $0 == nil }, "\(name)")
        }
    }

    // MARK: A layout pass

    /// The field grows 20 pt taller (a text view gains a line), or the composer or bar does.
    static let layoutPassCases: [OnePassCase] = [
        // max(500 − 664, 47 − 600) = −164.
        OnePassCase(.shift, .shift(-164)),
        // 764 + 8 − 508 = 264.
        OnePassCase(.scroll, list(302, offset: 264)),
        OnePassCase(.safeArea, nil),
        OnePassCase(.safeAreaScroll, .safeArea(302, offset: 264)),
        OnePassCase(.guide, nil),
        // The bar 76 tall: 302 + 76 + 8 = 386, its bottom 2000 − 844 + 420 = 1576, in the pass.
        OnePassCase(.ridingBar, nil, list(386, offset: 1576, joins: true)),
        // The composer 70 tall: 372, 1562.
        OnePassCase(.list, list(372, offset: 1562, joins: true)),
        OnePassCase(.invertedList, list(406, atTop: true, offset: -406, joins: true)),
        // 372 − UIKit's 302 = 70.
        OnePassCase(.tableList, list(70, offset: 1562, joins: true)),
    ]

    @Test(
        "a layout pass snapshot: one action, the composer's in the caller's animation",
        arguments: layoutPassCases)
    func layoutPass(_ expected: OnePassCase) {
        var screen = Self.shown(expected.kind)
        if let field = screen.target {
            screen.target = CGRect(field.minX, field.minY, field.width, 64)
        }
        if screen.extra > 0 { screen.extra += 20 }
        Self.check(screen.layoutPass(), expected, animation: .keyboardDefault)
    }

    // MARK: A focus change

    /// Another field becomes first responder: (20, 700, 350, 44) for `shift`, (…, 1000, …, 44)
    /// in a scroll view's content. A list's composer has no target in the list: nothing.
    static let focusCases: [OnePassCase] = [
        // max(500 − 744, 47 − 700) = −244.
        OnePassCase(.shift, .shift(-244)),
        // 1044 + 8 − 508 = 544.
        OnePassCase(.scroll, list(302, offset: 544)),
        OnePassCase(.safeArea, nil),
        // 544, within its range 1200 − 844 + 336 = 692.
        OnePassCase(.safeAreaScroll, .safeArea(302, offset: 544)),
        OnePassCase(.guide, nil),
        OnePassCase(.ridingBar, nil, nil),
        OnePassCase(.list, nil),
        OnePassCase(.invertedList, nil),
        OnePassCase(.tableList, nil),
    ]

    @Test("a focus change snapshot: one action", arguments: focusCases)
    func focusChange(_ expected: OnePassCase) {
        var screen = Self.shown(expected.kind)
        switch expected.kind {
        case .shift, .safeArea: screen.target = CGRect(20, 700, 350, 44)
        case .scroll, .safeAreaScroll: screen.target = CGRect(0, 1000, 390, 44)
        default: break
        }
        Self.check(screen.layoutPass(), expected, animation: .keyboardDefault)
    }

    // MARK: A drag sample with its offset

    /// The keyboard dragged 100 pt down, covering 236 (202 beyond the safe area); the offset
    /// is the finger's: never set, nothing revealed.
    static let dragCases: [OnePassCase] = [
        // max(608 − 8 − 644, 47 − 600) = −44.
        OnePassCase(.shift, .shift(-44)),
        OnePassCase(.scroll, list(202)),
        OnePassCase(.safeArea, .safeArea(202)),
        OnePassCase(.safeAreaScroll, .safeArea(202)),
        // 236 + 8.
        OnePassCase(.guide, .guide(244)),
        // 202 + 56 + 8 = 266.
        OnePassCase(.ridingBar, .guide(244), list(266)),
        OnePassCase(.list, list(252)),
        OnePassCase(.invertedList, list(286, atTop: true)),
        // 252 − UIKit's 202 = 50, as before: nothing to set.
        OnePassCase(.tableList, nil),
    ]

    @Test(
        "a drag sample with its offset: one action, at once, the offset left alone",
        arguments: dragCases)
    func dragSample(_ expected: OnePassCase) {
        var screen = Self.shown(expected.kind)
        Self.check(screen.drag(), expected, animation: .release)
    }

    @Test(
        "a drag that scrolls the content too: the offset adopted in the same decision",
        arguments: [OnePassKind.scroll, .list, .ridingBar, .invertedList])
    func dragThatScrolls(_ kind: OnePassKind) {
        var screen = Self.shown(kind)
        let index = screen.sessions.count - 1
        let before = screen.offset
        screen.offset = before - 100
        let actions = screen.drag()
        #expect(actions[index]?.contentOffsetY == nil)
        #expect(screen.applied(index) == before - 100)
    }

    // MARK: A user's scroll

    @Test(
        "a user's scroll, adopted in the next snapshot: no action, the offset is the user's",
        arguments: OnePassKind.allCases)
    func userScroll(_ kind: OnePassKind) {
        var screen = Self.shown(kind)
        let index = screen.sessions.count - 1
        let scrolls = screen.scrolls(index)
        if scrolls { screen.offset = kind == .invertedList ? 400 : 100 }
        #expect(screen.layoutPass().allSatisfy { $0 == nil })
        if scrolls && kind != .safeAreaScroll { #expect(screen.applied(index) == screen.offset) }
        // The next cause plans from the user's offset: the keyboard's repeated show keeps it.
        #expect(screen.show().allSatisfy { $0 == nil })
    }

    // MARK: A configuration change

    /// The margin goes from 8 to 16; a riding bar's list is handed the guide's new margin.
    static let configurationCases: [OnePassCase] = [
        // max(508 − 16 − 644, 47 − 600) = −152.
        OnePassCase(.shift, .shift(-152)),
        // 744 + 16 − 508 = 252: a larger margin can hide the field.
        OnePassCase(.scroll, list(302, offset: 252)),
        OnePassCase(.safeArea, nil),
        OnePassCase(.safeAreaScroll, .safeArea(302, offset: 252)),
        OnePassCase(.guide, .guide(352)),
        // 302 + 56 + 16 = 374, 1564.
        OnePassCase(.ridingBar, .guide(352), list(374, offset: 1564, joins: true)),
        OnePassCase(.list, nil),
        OnePassCase(.invertedList, nil),
        OnePassCase(.tableList, nil),
    ]

    @Test(
        "a configuration change: one action, the keyboard's last animation",
        arguments: configurationCases)
    func configurationChange(_ expected: OnePassCase) {
        var screen = Self.shown(expected.kind)
        let margin = AvoiderConfiguration(margin: 16)
        let actions = screen.take { screen, index in
            guard expected.kind == .ridingBar, index == 1 else { return .reconfigure(margin) }
            var snapshot = screen.snapshot(index)
            snapshot.list?.coveredExtraInset = 16
            return .measure(snapshot)
        }
        Self.check(actions, expected, animation: .keyboardDefault)
    }

    // MARK: Release

    /// The views back to rest at once, whatever the keyboard does; a list's extras go with the
    /// component; the offset kept, clamped to the range at rest.
    static let releaseCases: [OnePassCase] = [
        OnePassCase(.shift, .shift(0)),
        // 244 is in −47 … 3000 − 844 + 34.
        OnePassCase(.scroll, list(0)),
        OnePassCase(.safeArea, .safeArea(0)),
        OnePassCase(.safeAreaScroll, .safeArea(0)),
        OnePassCase(.guide, .guide(0)),
        // The app's own 0: 2000 − 844 + 34 = 1190.
        OnePassCase(.ridingBar, .guide(0), list(0, offset: 1190)),
        OnePassCase(.list, list(0, offset: 1190)),
        // −386 clamped to 0 … 1156.
        OnePassCase(.invertedList, list(0, atTop: true, offset: 0)),
        // UIKit's 302 stays with the keyboard, the component gone: 2000 − 844 + 302 + 34 = 1492,
        // the table's bottom (spec §6.1's range at rest without UIKit's part, 1190, would scroll
        // the table 302 pt away from its newest message).
        OnePassCase(.tableList, list(0, offset: 1492)),
    ]

    @Test("release: one action, at once, the app's own inset", arguments: releaseCases)
    func release(_ expected: OnePassCase) {
        var screen = Self.shown(expected.kind)
        Self.check(screen.take { _, _ in .release }, expected, animation: .release)
        // Nothing after it.
        #expect(screen.show().allSatisfy { $0 == nil })
    }
}

extension OnePassTests {
    // MARK: The list's rules, one cause each

    @Test(
        "a composer that grows a line with no keyboard event: one action in the caller's animation, the newest message at the end",
        arguments: [OnePassKind.ridingBar, .list, .invertedList, .tableList])
    func composerGrows(_ kind: OnePassKind) throws {
        // At rest: the composer 20 pt taller, the list's bottom 20 pt further: 1260 for the
        // composer's 70 (2000 − 844 + 70 + 34), 1266 for the bar's 76, −70 inverted.
        var screen = OnePassScreen(kind)
        screen.extra += 20
        let index = screen.sessions.count - 1
        let actions = screen.layoutPass()
        let action = try #require(actions[index])
        let expected: [OnePassKind: ListSurface] = [
            .ridingBar: ListSurface(inset: 76, offset: 1266, joinsCallerAnimation: true),
            .list: ListSurface(inset: 70, offset: 1260, joinsCallerAnimation: true),
            .invertedList: ListSurface(
                inset: 70, atTop: true, offset: -70, joinsCallerAnimation: true),
            .tableList: ListSurface(inset: 70, offset: 1260, joinsCallerAnimation: true),
        ]
        #expect(action.list == expected[kind])
        #expect(action.animation.duration == 0)
        #expect(
            screen.applied(index)
                == screen.sessions[index].avoider?.planInput.listViewport.newestEndOffset)
        if kind == .ridingBar { #expect(actions[0] == nil) }
    }

    @Test(
        "while the user scrolls, the offset is never set: the keyboard's show sets the inset alone",
        arguments: [
            OnePassCase(.scroll, list(302)),
            OnePassCase(.safeAreaScroll, .safeArea(302)),
            OnePassCase(.ridingBar, .guide(344), list(366)),
            OnePassCase(.list, list(352)),
            OnePassCase(.invertedList, list(386, atTop: true)),
            // The share is 50 as at rest: nothing to set at all.
            OnePassCase(.tableList, nil),
        ])
    func neverWhileTracking(_ expected: OnePassCase) {
        var screen = OnePassScreen(expected.kind)
        screen.tracking = true
        Self.check(screen.show(), expected, animation: .keyboardDefault)
        // A field that moves while the finger has the scroll view: nothing revealed either.
        if let field = screen.target {
            screen.target = CGRect(field.minX, field.minY + 300, field.width, field.height)
            #expect(screen.layoutPass().allSatisfy { $0?.contentOffsetY == nil })
        }
    }

    @Test("a table view controller's list: its content inset is the share beside UIKit's part")
    func tableShare() throws {
        var screen = OnePassScreen(.tableList)
        // At rest UIKit adds nothing: the composer's 50 is all the library's.
        #expect(
            screen.lastActions.first??.list == ListSurface(inset: 50, joinsCallerAnimation: true))
        let action = try #require(screen.show()[0])
        // UIKit adds 302: 50 + 302 = 352, the list's inset, whose bottom the offset is.
        #expect(action.list == ListSurface(inset: 50, offset: 1542))
        #expect(
            screen.sessions[0].applied
                == .scroll(contentInsetBottom: 352, contentOffset: CGPoint(x: 0, y: 1542)))
        // Released once the keyboard has hidden: UIKit's part is gone too, 1190.
        _ = screen.notify(.willHide, nil)
        let release = screen.take { _, _ in .release }
        #expect(release[0]?.list == ListSurface(inset: 0, offset: 1190))
    }

    @Test(
        "a list scrolled away keeps its offset, or its distance from the newest end",
        arguments: [
            // 1000 is in −47 … 1542: kept through the show and the hide.
            (ListScrolledAwayBehavior.keepsOffset, CGFloat?.none, CGFloat?.none),
            // The bottom moves 1240 → 1542: 1000 + 302 = 1302, and back to 1000 with the hide.
            (.keepsDistanceFromNewestEnd, 1302, 1000),
        ] as [(ListScrolledAwayBehavior, CGFloat?, CGFloat?)])
    func scrolledAway(_ behavior: ListScrolledAwayBehavior, show: CGFloat?, hide: CGFloat?) {
        var screen = OnePassScreen(.list)
        screen.offset = 1000
        let options = screen.take { screen, index in
            var snapshot = screen.snapshot(index)
            snapshot.list?.scrolledAway = behavior
            return .measure(snapshot)
        }
        #expect(options == [nil])
        #expect(screen.show()[0]?.list == ListSurface(inset: 352, offset: show))
        // Content that grows never moves a list scrolled away.
        screen.contentHeight = 2100
        #expect(screen.layoutPass() == [nil])
        screen.contentHeight = 2000
        #expect(screen.layoutPass() == [nil])
        #expect(screen.notify(.willHide, nil)[0]?.list == ListSurface(inset: 50, offset: hide))
    }

    @Test(
        "content that grows at the newest end sticks, in the app's animation; not for an inverted list",
        arguments: [
            // 2100 − 844 + 56 + 302 + 8 + 34 = 1656, set as it is: the rows' insertion is the
            // app's, and so is its animation (spec §5, "Lists": in the same animation as the
            // change).
            OnePassCase(.ridingBar, nil, list(366, offset: 1656, joins: true)),
            // 2100 − 844 + 352 + 34 = 1642.
            OnePassCase(.list, list(352, offset: 1642, joins: true)),
            // The newest end is the content's top: −386 stays.
            OnePassCase(.invertedList, nil),
            OnePassCase(.tableList, list(50, offset: 1642, joins: true)),
        ])
    func contentGrows(_ expected: OnePassCase) {
        var screen = Self.shown(expected.kind)
        screen.contentHeight = 2100
        Self.check(screen.layoutPass(), expected, animation: .keyboardDefault)
    }

    @Test("a release returns the app's own inset: the extras and the accessory go with it")
    func releaseAppInset() {
        // The app's own 20, a typing indicator's 30 and the docked accessory's 50 at rest: 100.
        var session = ChatScreen.session(
            offset: 0, contentInset: Insets(bottom: 20),
            list: ListChange(extraInset: 30, accessory: .frame(ChatScreen.docked)))
        #expect(session.applied == .scroll(contentInsetBottom: 100, contentOffset: .zero))
        _ = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        let release = session.take(.release)
        #expect(release?.list == ListSurface(inset: 20, indicator: 0))
        #expect(release?.animation == .release)
    }

    @Test(
        "the session never needs its own writes handed back: the next snapshot measuring them is no change",
        arguments: OnePassKind.allCases)
    func ownWrites(_ kind: OnePassKind) {
        var screen = OnePassScreen(kind)
        #expect(screen.layoutPass().allSatisfy { $0 == nil }, "at rest")
        screen.show()
        #expect(screen.layoutPass().allSatisfy { $0 == nil }, "after the show")
        if let field = screen.target { screen.target = field.offsetBy(dx: 0, dy: 300) }
        screen.extra += screen.extra > 0 ? 20 : 0
        screen.layoutPass()
        #expect(screen.layoutPass().allSatisfy { $0 == nil }, "after a layout pass")
        screen.drag()
        #expect(screen.layoutPass().allSatisfy { $0 == nil }, "during a drag")
        screen.notify(.willHide, nil)
        #expect(screen.layoutPass().allSatisfy { $0 == nil }, "after the hide")
    }
}

/// The one line (`AutomaticKeyboardAvoidance`): the core's lifecycle decides, for each cause it
/// hears of, which component keeps the field above the keyboard (``AvoidanceChoice``); the
/// component it makes is one of the kinds above and takes each cause once.
///
/// Nothing in the core plans the one line's numbers per cause beyond that: the lifecycle names
/// components and asks for measurements, and the component's session plans. Two of its
/// decisions ask for more than one measurement per cause — editing that begins is measured now
/// and on the next turn, and a keyboard shown while a field is edited is measured on the next
/// turn — a second pass that, as these tests show, sets nothing when nothing changed.
@Suite("One decision per cause: the one line")
struct OnePassOneLineTests {
    typealias Base = AutomaticAvoidanceLifecycleTests
    typealias Lifecycle = AutomaticAvoidanceLifecycle

    /// The form's field, as `OnePassKind.scroll` measures it.
    static let form = OnePassScreen(.scroll)

    @Test("a field in a form, focused before the keyboard shows: a scroll component, one show")
    func formBeforeShow() throws {
        var lifecycle = Lifecycle()
        #expect(
            lifecycle.handle(.editingBegan(field: "email"))
                == [.recordAppInsets, .measureNow, .measureNextTurn])
        // One measurement, one decision: the form's screen gets the helpers, its scroll view a
        // component (no keyboard to hand over yet).
        #expect(
            lifecycle.handle(Base.form("email"))
                == [
                    .attachHelpers(screen: "form"),
                    .start(
                        .scroll(scrollView: "formScroll"),
                        handingOverKeyboard: false),
                ])
        // The component measures once when made, then the show comes with its snapshot: one take,
        // 302 and 244 (the `scroll` kind's).
        var screen = Self.form
        let show = screen.show()
        #expect(show.map { $0?.numbers } == [OnePassTests.list(302, offset: 244)])
        #expect(lifecycle.handle(Base.shown) == [.measureNextTurn])
        // The measurement on the next turn: the same component, kept; its snapshot, no change.
        #expect(lifecycle.handle(Base.form("email")) == [])
        #expect(screen.layoutPass() == [nil])
    }

    @Test(
        "a component made after the show is handed the notification with its first snapshot: one take"
    )
    func handedOverKeyboard() throws {
        var lifecycle = Lifecycle()
        _ = lifecycle.handle(.editingBegan(field: "email"))
        _ = lifecycle.handle(Base.keyboard(.willShow))
        let actions = lifecycle.handle(Base.form("email"))
        #expect(
            actions.last == .start(.scroll(scrollView: "formScroll"), handingOverKeyboard: true))
        // Made now: its first input is the missed show with what it measured when made.
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        let animation = KeyboardAnimation(duration: 0.3, curve: .keyboard)
        let show = KeyboardEvent(
            name: .willShow, endFrame: OnePassScreen.keyboard, animation: animation)
        let takenAction = session.take(.keyboard(show, measured: Self.form.snapshot(0)))
        let taken = try #require(takenAction)
        #expect(taken.numbers == OnePassTests.list(302, offset: 244))
        #expect(taken.animation == animation)
        // A snapshot that cannot be taken starts nothing: the notification is kept for the next.
        var unmeasured = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        var broken = Self.form.snapshot(0)
        broken.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(unmeasured.take(.keyboard(show, measured: broken)) == nil)
        #expect(unmeasured.phase == .waiting(pending: show))
        let laterAction = unmeasured.take(.measure(Self.form.snapshot(0)))
        #expect(laterAction?.numbers == OnePassTests.list(302, offset: 244))
    }

    @Test("a login screen: its controller's view shifts, one take for the show")
    func loginShift() {
        var lifecycle = Lifecycle()
        _ = lifecycle.handle(.editingBegan(field: "name"))
        #expect(
            lifecycle.handle(Base.login("name")).last
                == .start(.shift(view: "login"), handingOverKeyboard: false))
        var screen = OnePassScreen(.shift)
        #expect(screen.show().map { $0?.numbers } == [.shift(-144)])
    }

    @Test("a table view controller's table: reveal only, the inset is UIKit's, one take")
    func tableRevealOnly() throws {
        var lifecycle = Lifecycle()
        _ = lifecycle.handle(.editingBegan(field: "cellField"))
        #expect(
            lifecycle.handle(Base.table("cellField")).last
                == .start(.revealOnly(scrollView: "table"), handingOverKeyboard: false))
        // A scroll view UIKit insets for the keyboard, modelled as a list whose keyboard part is
        // UIKit's (`systemInsetsKeyboard`) and nothing more. The show sets nothing: UIKit insets
        // the table and scrolls its first responder's row in its own handler of the notification,
        // and the layer measures again once it has (`measuresAgain`).
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        var snapshot = Self.form.snapshot(0)
        snapshot.list = ListChange(systemInsetsKeyboard: true)
        #expect(session.take(.measure(snapshot)) == nil)
        let show = AvoiderEvent.keyboard(
            KeyboardEvent(name: .willShow, endFrame: OnePassScreen.keyboard),
            measured: Self.form.snapshot(0))
        #expect(session.take(show) == nil)
        #expect(session.measuresAgain(after: show))
        // That snapshot (UIKit has not scrolled here): the field (0, 700, 390, 44) in 3000 pt of
        // content is revealed at 744 + 8 − 508 = 244 with the margin, and the content inset stays
        // the app's own, 0 — only the offset is set.
        let afterUIKitAction = session.take(.measure(Self.form.snapshot(0)))
        let afterUIKit = try #require(afterUIKitAction)
        #expect(afterUIKit.list == ListSurface(inset: 0, offset: 244))
        // Once: the next snapshot of the same keeps the offset.
        #expect(session.take(.measure(Self.form.snapshot(244))) == nil)
    }
}
