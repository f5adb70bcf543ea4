import Foundation
import KeyboardAvoidanceCore
import Testing

/// Spec v2.1 §5 "When to reveal", §6.1 tracking snapshots, §6.2 the finger has the offset: what
/// reveals, what keeps the user's offset, and what a layer applies. Numbers worked out by hand
/// for an iPhone 14 (390 × 844, safe area 47 / 34, keyboard 336 pt, margin 8): a scroll view
/// inset by 336 − 34 = 302 shows content in [y + 47, y + 508].
@Suite("When to reveal (spec v2.1)")
struct RevealRuleTests {
    static let content = AvoidanceLayout.ScrollMetrics(
        contentSize: CGSize(width: 390, height: 3000))
    static let field = CGRect(0, 700, 390, 44)

    /// A scroll session with the keyboard up and the field revealed at 700 + 44 + 8 − 508 = 244.
    static func revealed() throws -> AvoidanceSession {
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(
            .measure(SessionTests.snapshot(target: field, scroll: content)))
        let show = session.decide(SessionTests.show())
        #expect(show.revealsTarget)
        #expect(show.action?.plan.contentOffset == CGPoint(x: 0, y: 244))
        return session
    }

    static func measure(offset: CGFloat, target: CGRect = field, tracking: Bool = false)
        -> AvoiderEvent
    {
        var scroll = content
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        return .measure(
            ContainerSnapshot(
                screen: SessionTests.screen, window: SessionTests.screen,
                container: SessionTests.screen, safeArea: SessionTests.safeArea, target: target,
                scroll: scroll, isTracking: tracking))
    }

    @Test("a snapshot that only adopts the user's scroll, and a Did… after it, keep the offset")
    func snapshotAdoptsOnly() throws {
        var session = try Self.revealed()
        let snapshot = session.decide(Self.measure(offset: 0))
        #expect(snapshot == .none)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 0))
        #expect(session.isTargetVisible == false)
        let did = session.decide(
            .keyboard(KeyboardEvent(name: .didShow, endFrame: SessionTests.keyboard)))
        #expect(did == .none)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test(
        "what can hide the target: the overlap growing by more than 0.01, the target, the geometry")
    func conditions() throws {
        var session = try Self.revealed()
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 0)))
        // 0.01 pt more overlap is within the tolerance: the user's offset stays.
        let tiny = session.decide(SessionTests.show(CGRect(0, 507.99, 390, 336.01)))
        #expect(!tiny.revealsTarget)
        // A taller keyboard (the QuickType bar): 344 − 34 = 310, 752 − 844 + 344 = 252.
        let taller = session.decide(SessionTests.show(CGRect(0, 500, 390, 344)))
        #expect(taller.revealsTarget)
        #expect(
            taller.action?.plan
                == .scroll(contentInsetBottom: 310, contentOffset: CGPoint(x: 0, y: 252)))
        // A shorter one again: only the inset changes.
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 0)))
        let shorter = session.decide(SessionTests.show())
        #expect(!shorter.revealsTarget)
        #expect(
            shorter.action?.plan == .scroll(contentInsetBottom: 302, contentOffset: .zero))
        // The same target measured again: nothing; moved by a point (the caret): revealed.
        #expect(!session.decide(Self.measure(offset: 0)).revealsTarget)
        let caret = session.decide(Self.measure(offset: 0, target: CGRect(0, 701, 390, 44)))
        #expect(caret.revealsTarget)
        #expect(caret.action?.plan.contentOffset == CGPoint(x: 0, y: 245))
        // The content growing is a geometry change.
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 0)))
        let grown = session.decide(
            .layout(AvoidanceLayout.Change(contentSize: CGSize(width: 390, height: 3100))))
        #expect(grown.revealsTarget)
        // A retarget to the same rect changes nothing.
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 0)))
        #expect(!session.decide(.retarget(CGRect(0, 701, 390, 44))).revealsTarget)
    }

    @Test("a tracking snapshot takes everything in but keeps the offset, even past the top")
    func trackingSnapshot() throws {
        var session = try Self.revealed()
        // A bounce past the top (−47): not clamped.
        let bounce = session.decide(Self.measure(offset: -120, tracking: true))
        #expect(bounce == .none)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: -120))
        // Rows that size themselves while scrolling: a new target and content, no reveal.
        let rows = session.decide(
            Self.measure(offset: 40, target: CGRect(0, 760, 390, 44), tracking: true))
        #expect(rows == .none)
        #expect(session.avoider?.target == CGRect(0, 760, 390, 44))
        // Tracking ends: what it took in is in effect; the snapshot repeats it, nothing reveals.
        let ended = session.decide(Self.measure(offset: 40, target: CGRect(0, 760, 390, 44)))
        #expect(ended == .none)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test("during a drag only the inset follows; the snap-back reveals a field visible before it")
    func dragSnapBack() throws {
        var session = try Self.revealed()
        let first = session.decide(.track(CGRect(0, 608, 390, 336)))
        #expect(!first.revealsTarget)
        #expect(session.avoider?.isFollowingDrag == true)
        // 236 − 34 = 202; the offset stays.
        #expect(
            first.action?.plan
                == .scroll(contentInsetBottom: 202, contentOffset: CGPoint(x: 0, y: 244)))
        // The finger scrolls the content; a retarget and a snapshot reveal nothing meanwhile.
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 100)))
        #expect(!session.decide(.retarget(CGRect(0, 900, 390, 44))).revealsTarget)
        #expect(session.decide(Self.measure(offset: 100, target: Self.field)) == .none)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 100))
        // Back up: the field (visible before the drag) is revealed: 752 − 508 = 244.
        let back = session.decide(SessionTests.show())
        #expect(back.revealsTarget)
        #expect(session.avoider?.isFollowingDrag == false)
        #expect(back.action?.plan.contentOffset == CGPoint(x: 0, y: 244))
    }

    @Test("a field the user scrolled away before the drag stays away when the keyboard snaps back")
    func dragSnapBackScrolledAway() throws {
        var session = try Self.revealed()
        _ = session.handle(.scrolled(to: CGPoint(x: 0, y: 0)))
        _ = session.handle(.track(CGRect(0, 608, 390, 336)))
        let back = session.decide(SessionTests.show())
        #expect(!back.revealsTarget)
        #expect(
            back.action?.plan == .scroll(contentInsetBottom: 302, contentOffset: .zero))
    }

    @Test("another app's keyboard does not end a drag; an ignored local notification does")
    func dragEnds() throws {
        var session = try Self.revealed()
        _ = session.handle(.track(CGRect(0, 608, 390, 336)))
        let foreign = KeyboardEvent(
            name: .willChangeFrame, endFrame: SessionTests.keyboard, isLocal: false)
        #expect(session.decide(.keyboard(foreign)) == .none)
        #expect(session.avoider?.isFollowingDrag == true)
        let unusable = KeyboardEvent(name: .willChangeFrame, endFrame: nil)
        #expect(session.decide(.keyboard(unusable)) == .none)
        #expect(session.avoider?.isFollowingDrag == false)
    }

    @Test("a sample equal to the keyboard in effect starts no drag")
    func sampleInPlace() throws {
        var session = try Self.revealed()
        #expect(session.decide(.track(SessionTests.keyboard)) == .none)
        #expect(session.avoider?.isFollowingDrag == false)
        #expect(session.decide(.track(CGRect(0, 508.005, 390, 336))) == .none)
        #expect(session.avoider?.isFollowingDrag == false)
    }

    @Test(
        "targetVisible counts the keyboard's overlap whatever inset is applied, after a release too"
    )
    func visibilityAfterRelease() throws {
        var session = try Self.revealed()
        _ = session.handle(.release)
        // Released: the inset is the app's 0, the offset 244 is kept (in range at rest); the
        // keyboard still covers 336: 752 ≤ 244 + 844 − max(34, 336) = 752.
        #expect(
            session.applied == .scroll(contentInsetBottom: 0, contentOffset: CGPoint(x: 0, y: 244)))
        #expect(session.isTargetVisible == true)
        var lower = try Self.revealed()
        _ = lower.handle(.scrolled(to: CGPoint(x: 0, y: 243)))
        _ = lower.handle(.release)
        // One point lower the keyboard covers the margin: not visible, though the app's inset
        // alone (34) would show content down to 243 + 810 = 1053.
        #expect(lower.isTargetVisible == false)
    }

    @Test("an offset declined while the user scrolls is handed back: what is applied is on screen")
    func declinedOffset() throws {
        // The user drags the table at 100 when the keyboard shows: the plan's reveal (244) is
        // declined, only the inset changes.
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(Self.measure(offset: 100, tracking: true))
        let onScreen = CGPoint(x: 0, y: 100)
        let plan = try #require(session.handle(SessionTests.show())?.plan)
        #expect(plan.contentOffset == CGPoint(x: 0, y: 244))
        #expect(OffsetApplication(plan, over: onScreen, userScrolls: true) == .declined)
        // Until the layer hands the offset back, the session believes the reveal is on screen.
        #expect(session.isTargetVisible == true)
        #expect(session.decide(.scrolled(to: onScreen)) == .none)
        #expect(session.applied == .scroll(contentInsetBottom: 302, contentOffset: onScreen))
        // 700 − 8 ≥ 100 + 47, but 744 + 8 > 100 + 844 − 336: under the keyboard.
        #expect(session.isTargetVisible == false)
    }

    @Test(
        "a layer sets a moving offset, leaves the one in effect, and declines one while the user scrolls",
        arguments: [
            (CGPoint(x: 0, y: 100), false, OffsetApplication.set(CGPoint(x: 0, y: 244))),
            (CGPoint(x: 0, y: 243.995), false, .none),
            (CGPoint(x: 0, y: 100), true, .declined),
            // The gesture is already where the plan wants it: nothing to decline.
            (CGPoint(x: 0, y: 244.005), true, .none),
        ] as [(CGPoint, Bool, OffsetApplication)])
    func offsetApplication(current: CGPoint, userScrolls: Bool, expected: OffsetApplication) {
        let plan = AvoidancePlan.scroll(
            contentInsetBottom: 302, contentOffset: CGPoint(x: 0, y: 244))
        #expect(OffsetApplication(plan, over: current, userScrolls: userScrolls) == expected)
        let shift = AvoidancePlan.shift(translationY: -10)
        #expect(OffsetApplication(shift, over: current, userScrolls: userScrolls) == .none)
    }

    /// A safe-area container's snapshot with the view controller's scroll view (the container's
    /// 844 pt, 1200 pt of content, adjusted top 47, none of the app's own bottom inset) measured
    /// at `offset`. Once the safe area has grown by 302 its visible content ends at
    /// 844 − 34 − 302 = 508: the field's 744 + 8 needs 752 − 508 = 244.
    static func safeAreaMeasure(offset: CGFloat) -> ContainerSnapshot {
        var snapshot = SessionTests.snapshot(target: field)
        snapshot.revealScroll = RevealScroll(
            frame: SessionTests.screen, contentHeight: 1200, adjustedTop: 47, ownBottom: 0,
            offsetY: offset)
        return snapshot
    }

    @Test(
        "the session's reveal in a safe-area container: on a change, never during a drag",
        arguments: [
            // The user scrolled the field under the keyboard during the drag: 0 → 244.
            (CGFloat(0), CGFloat?.some(244)),
            // The field is still in view at 244: nothing to scroll.
            (244, nil),
        ] as [(CGFloat, CGFloat?)])
    func sessionRevealDuringDrag(measuredDuringDrag: CGFloat, revealed: CGFloat?) throws {
        var session = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        #expect(session.take(.measure(Self.safeAreaMeasure(offset: 0))) == nil)
        let showAction = session.take(SessionTests.show())
        let show = try #require(showAction)
        #expect(show.settings == .safeArea(additionalBottom: 302))
        #expect(show.contentOffsetY == 244)
        // The finger drags the keyboard 100 pt down: 236 − 34 = 202, nothing revealed.
        let dragAction = session.take(.track(CGRect(0, 608, 390, 336)))
        let drag = try #require(dragAction)
        #expect(drag.settings == .safeArea(additionalBottom: 202))
        #expect(drag.contentOffsetY == nil)
        #expect(drag.animation == .release)
        // Our own safe-area inset shrinking with the drag is measured as no change.
        #expect(session.take(.measure(Self.safeAreaMeasure(offset: measuredDuringDrag))) == nil)
        // The keyboard comes back: the safe-area strategy cannot tell whether the field was
        // visible, so it is revealed with the least scrolling (none when it is).
        let backAction = session.take(SessionTests.show())
        let back = try #require(backAction)
        #expect(back.settings == .safeArea(additionalBottom: 302))
        #expect(back.contentOffsetY == revealed)
    }
}
