import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A chat list as the UIKit layer drives it: the session plans spec §5's `scroll` with the list
/// less what goes on top (a 30 pt typing indicator) and the resting accessory as the app's own
/// inset; the layer adds the indicator back and keeps the list at its bottom (`ListOffset`),
/// handing the session the offset it set as `scrolled`.
///
/// iPhone X, 375 × 812, safe area 44 / 34; content 2000 pt. The input accessory: 84 pt docked
/// (50 pt of bar and the 34 pt strip), the keyboard 335 pt, so {{0, 427}, {375, 385}} with it.
@Suite("A chat list: the session, the list's insets and stick to the bottom together")
struct ChatListSessionTests {
    static let screen = CGRect(0, 0, 375, 812)
    static let parts = ListInsets(additional: 30, restingAccessory: 84)

    /// The snapshot the layer takes: the list less 30 pt at its top (0, 30, 375, 782), the
    /// app's own inset 0 + (84 − 34) = 50.
    static func snapshot(offset: CGFloat) -> ContainerSnapshot {
        ContainerSnapshot(
            screen: screen, window: screen, container: parts.plannedContainer(screen),
            safeArea: Insets(top: 44, bottom: 34), target: nil,
            scroll: ScrollMetrics(
                contentSize: CGSize(width: 375, height: 2000),
                contentOffset: CGPoint(x: 0, y: offset),
                contentInset: Insets(bottom: parts.ownInset(app: 0, safeBottom: 34))))
    }

    /// The list as it is with a planned inset: adjusted bottom = planned + 30 + 34.
    static func list(planned: CGFloat) -> ListViewport {
        ListViewport(
            height: 812, contentHeight: 2000, adjustedTop: 44,
            adjustedBottom: parts.inset(planned: planned) + 34)
    }

    /// A `scroll` plan: the inset and the vertical offset.
    static func plan(_ inset: CGFloat, _ y: CGFloat) -> AvoidancePlan {
        .scroll(contentInsetBottom: inset, contentOffset: CGPoint(x: 0, y: y))
    }

    /// The layer's offset for a sticking list whose plan went from one inset to another.
    static func stick(planned: CGFloat, onScreen: CGFloat, from: CGFloat, to: CGFloat)
        -> ListOffset
    {
        ListOffset(
            planned: planned, onScreen: onScreen, before: list(planned: from),
            after: list(planned: to), sticksToBottom: true, userScrolls: false)
    }

    static func change(_ name: KeyboardNotificationName, _ frame: CGRect?) -> AvoiderEvent {
        .keyboard(KeyboardEvent(name: name, endFrame: frame, animation: .keyboardDefault))
    }

    @Test("show, composer growth, hide, at the bottom all along; the plans are spec §5's")
    func atTheBottom() {
        var session = AvoidanceSession(strategy: .scroll)
        // At rest at the bottom: 2000 − 782 + (50 + 34) = 1302, the list's 2000 − 812 + 114.
        _ = session.handle(.measure(Self.snapshot(offset: 1302)))
        #expect(Self.list(planned: 50).newestEndOffset == 1302)

        // Show: inset max(50, 385 − 34) = 351; the clamp keeps 1302 (range up to 1603).
        let show = session.handle(Self.change(.willShow, CGRect(0, 427, 375, 385)))
        #expect(
            show?.plan == Self.plan(351, 1302))
        // The layer sets 351 + 30 = 381 and sticks: 2000 − 812 + 381 + 34 = 1603.
        let shown = Self.stick(planned: 1302, onScreen: 1302, from: 50, to: 351)
        #expect(shown.set == 1603 && shown.report == 1603)
        #expect(session.handle(.scrolled(to: CGPoint(x: 0, y: 1603))) == nil)

        // The composer grows 40 pt: a frame change, 425 − 34 = 391, the bar counted once.
        let grow = session.handle(Self.change(.willChangeFrame, CGRect(0, 387, 375, 425)))
        #expect(
            grow?.plan == Self.plan(391, 1603))
        let grown = Self.stick(planned: 1603, onScreen: 1603, from: 351, to: 391)
        #expect(grown.set == 1643)  // 2000 − 812 + 391 + 30 + 34
        #expect(session.handle(.scrolled(to: CGPoint(x: 0, y: 1643))) == nil)

        // Hide, the accessory docked: no keyboard (spec §2), the app's own 50 is back and the
        // clamp brings 1643 to 1302 — the bottom at rest, which the layer would set too.
        let hide = session.handle(Self.change(.willHide, CGRect(0, 688, 375, 124)))
        #expect(
            hide?.plan == Self.plan(50, 1302))
        let hidden = Self.stick(planned: 1302, onScreen: 1643, from: 391, to: 50)
        #expect(hidden.set == 1302 && hidden.report == nil)
    }

    @Test("scrolled up: the offset is the user's through show and hide")
    func scrolledUp() {
        var session = AvoidanceSession(strategy: .scroll)
        _ = session.handle(.measure(Self.snapshot(offset: 700)))
        let show = session.handle(Self.change(.willShow, CGRect(0, 427, 375, 385)))
        #expect(
            show?.plan == Self.plan(351, 700))
        let shown = Self.stick(planned: 700, onScreen: 700, from: 50, to: 351)
        #expect(shown.set == nil && shown.report == nil)
        let hide = session.handle(Self.change(.willHide, nil))
        #expect(hide?.plan == Self.plan(50, 700))
    }

    @Test("interactive drag: samples move only the inset, the accessory's 50 is the floor")
    func drag() {
        var session = AvoidanceSession(strategy: .scroll)
        _ = session.handle(.measure(Self.snapshot(offset: 1302)))
        _ = session.handle(Self.change(.willShow, CGRect(0, 427, 375, 385)))
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 1603)))
        // The finger drags the keyboard 200 pt down: overlap 185, inset max(50, 151) = 151,
        // the offset kept (§6.2).
        let sample = session.handle(.track(CGRect(0, 627, 375, 385)))
        #expect(
            sample?.plan == Self.plan(151, 1603))
        // Near the bottom: overlap 60, 60 − 34 = 26 < 50: the resting accessory's 50 holds.
        let low = session.handle(.track(CGRect(0, 752, 375, 385)))
        #expect(low?.plan == Self.plan(50, 1603))
        // The finger lifts, the keyboard goes: the drag ends, the clamp brings the list to 1302.
        let hide = session.handle(Self.change(.willHide, CGRect(0, 728, 375, 84)))
        #expect(
            hide?.plan == Self.plan(50, 1302))
    }

    @Test("the accessory goes with the first responder (an action sheet) and comes back: no action")
    func firstResponderLeaves() {
        var session = AvoidanceSession(strategy: .scroll)
        _ = session.handle(.measure(Self.snapshot(offset: 1302)))
        // Gone below the screen: no keyboard; the resting accessory is still measured: 50.
        #expect(session.handle(Self.change(.willHide, CGRect(0, 812, 375, 84))) == nil)
        // Back docked, posted as a show: max(50, 84 − 34 = 50) = 50, the same plan.
        #expect(session.handle(Self.change(.willShow, CGRect(0, 728, 375, 84))) == nil)
    }
}
