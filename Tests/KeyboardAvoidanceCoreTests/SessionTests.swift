import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

/// The session a UIKit component drives, fed the sequences UIKit produces. Each test named after
/// a defect of the UIKit layer failed against that layer's old logic (described in the test) and
/// holds now that the logic is here.
@Suite("The avoidance session (spec §6.1)")
struct SessionTests {
    /// iPhone 14: 390 × 844, safe area 47 / 34, keyboard 336 pt (curve 7, 0.25 s).
    static let screen = CGRect(0, 0, 390, 844)
    static let safeArea = Insets(top: 47, bottom: 34)
    static let keyboard = CGRect(0, 508, 390, 336)

    static func snapshot(
        container: CGRect = screen, safeArea: Insets = safeArea, target: CGRect?,
        scroll: AvoidanceLayout.ScrollMetrics? = nil
    ) -> ContainerSnapshot {
        ContainerSnapshot(
            screen: screen, window: screen, container: container, safeArea: safeArea,
            target: target, scroll: scroll)
    }

    static func show(_ frame: CGRect = keyboard, duration: Double = 0.25, curve: Int = 7)
        -> AvoiderEvent
    {
        .keyboard(
            KeyboardEvent(
                name: .willShow, endFrame: frame,
                animation: KeyboardAnimation(
                    duration: duration, curve: KeyboardAnimation.Curve(rawValue: curve))))
    }

    static let hide = AvoiderEvent.keyboard(
        KeyboardEvent(name: .willHide, endFrame: nil, animation: .keyboardDefault))

    // MARK: Before the first snapshot

    @Test("a notification before the view is in a window is planned with the first snapshot")
    func pendingNotification() {
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        #expect(session.handle(Self.show()) == nil)
        #expect(session.avoider == nil)
        let action = session.handle(.measure(Self.snapshot(target: CGRect(20, 600, 350, 44))))
        // 508 − 8 − 644 = −144; the safe area's top allows up to 47 − 600.
        #expect(action?.plan == .shift(translationY: -144))
        #expect(action?.animation == .keyboardDefault)
        #expect(session.invariantViolations.isEmpty)
    }

    @Test("an ignored notification does not replace the one kept; the last usable one wins")
    func pendingKeepsTheLastUsable() throws {
        var session = AvoidanceSession(strategy: .safeArea)
        _ = session.handle(Self.show())
        _ = session.handle(.keyboard(KeyboardEvent(name: .willChangeFrame, endFrame: nil)))
        #expect(
            session.phase
                == .waiting(pending: KeyboardEvent(name: .willShow, endFrame: Self.keyboard)))
        _ = session.handle(Self.hide)
        let action = session.handle(.measure(Self.snapshot(target: nil)))
        #expect(action == nil)  // hidden: the rest state, already applied
        #expect(try #require(session.avoider).keyboardFrame == nil)
    }

    @Test("retargets, layout changes and scrolls before the first snapshot change nothing")
    func finerEventsWhileWaiting() {
        var session = AvoidanceSession(strategy: .scroll)
        let before = session
        #expect(session.handle(.retarget(CGRect(0, 0, 10, 10))) == nil)
        #expect(session.handle(.layout(AvoidanceLayout.Change(screen: Self.screen))) == nil)
        #expect(session.handle(.scrolled(to: CGPoint(x: 0, y: 40))) == nil)
        #expect(session == before)
    }

    @Test(
        "a drag that also scrolls: the offset is adopted before the sample, so the sample does not scroll back"
    )
    func dragAdoptsTheUsersScroll() throws {
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        let scroll = AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: 390, height: 2000), contentOffset: CGPoint(x: 0, y: -47))
        _ = session.handle(
            .measure(Self.snapshot(target: CGRect(16, 700, 358, 44), scroll: scroll)))
        _ = session.handle(Self.show())
        // 744 + 8 − (844 − 336) = 244.
        let shown = try #require(session.applied?.contentOffset)
        #expect(shown == CGPoint(x: 0, y: 244))
        // The finger scrolls the content down by 44 pt while it drags the keyboard down.
        let scrolled = CGPoint(x: 0, y: 200)
        #expect(!session.adoptsScroll(to: shown))
        #expect(!session.adoptsScroll(to: CGPoint(x: 0, y: shown.y + 0.005)))
        #expect(session.adoptsScroll(to: scrolled))
        #expect(session.handle(.scrolled(to: scrolled)) == nil)
        #expect(!session.adoptsScroll(to: scrolled))
        let action = session.handle(.track(CGRect(0, 608, 390, 336)))
        // Overlap 236: the field (752 with its margin) shows below 200 + 844 − 236 = 808, so the
        // sample changes the inset only and keeps the offset the finger chose.
        #expect(action?.plan.contentOffset == scrolled)
        #expect(AvoiderEvent.track(.zero).isDragSample)
        #expect(!Self.show().isDragSample)
        // Without the adoption the sample would have planned from the older offset.
        var stale = session
        _ = stale.handle(.scrolled(to: shown))
        #expect(stale.handle(.track(CGRect(0, 620, 390, 336)))?.plan.contentOffset != scrolled)
        #expect(!AvoidanceSession(strategy: .scroll).adoptsScroll(to: scrolled))
    }

    @Test("after an input: no animation for a drag frame, the action's, else the last keyboard's")
    func animationAfterAnInput() throws {
        var session = AvoidanceSession(strategy: .safeArea)
        #expect(session.animation(after: Self.show(), action: nil) == nil)
        _ = session.handle(.measure(Self.snapshot(target: nil)))
        let shown = session.handle(Self.show(duration: 0.4, curve: 0))
        let action = try #require(shown)
        #expect(session.animation(after: Self.show(), action: action) == action.animation)
        // A snapshot with no action still shows what it changed in the keyboard's last animation.
        #expect(
            session.animation(after: .measure(ContainerSnapshot()), action: nil)
                == KeyboardAnimation(duration: 0.4, curve: .easeInOut))
        #expect(session.animation(after: .track(Self.keyboard), action: action) == .release)
    }

    @Test("a SwiftUI scroll view's viewport: the rest inset plus the library's planned part")
    func viewportWithAnAddedInset() {
        let viewport = ScrollViewport(
            height: 844, contentHeight: 2000, adjustedTop: 47, restBottom: 34 + 50,
            addedBottom: 302)
        #expect(viewport.adjustedBottom == 386)
        #expect(viewport.contentInsetBottom == 386)
        #expect(viewport.visibleHeight == CGFloat(844 - 47 - 386))
        // A field at 600…644 with a margin of 8 shows below 844 − 386 = 458 after 194 pt.
        #expect(
            viewport.offset(
                revealing: CGRect(16, 600, 358, 44), margin: 8, from: 0, keyboardCovers: true)
                == 194)
    }

    @Test("a snapshot without a screen, or with a number out of range, does not start a session")
    func unusableFirstSnapshot() {
        var session = AvoidanceSession(strategy: .shift)
        _ = session.handle(.measure(ContainerSnapshot(target: .some(nil))))
        #expect(session.avoider == nil)
        var bad = Self.snapshot(target: nil)
        bad.layout.container = CGRect(0, .nan, 390, 844)
        _ = session.handle(.measure(bad))
        #expect(session.avoider == nil)
        _ = session.handle(.measure(Self.snapshot(target: nil)))
        #expect(session.avoider != nil)
    }

    // MARK: Defect 1: releasing restores

    @Test(
        "defect 1: a component released with the keyboard up returns to rest at once, and takes nothing more"
    )
    func releaseRestores() throws {
        // The old layer restored through `[weak self]` hooks, nil inside `deinit`: nothing moved back.
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(.measure(Self.snapshot(target: CGRect(20, 600, 350, 44))))
        _ = session.handle(Self.show())
        let releaseAction = session.handle(.release)
        let release = try #require(releaseAction)
        #expect(release.plan == .shift(translationY: 0))
        #expect(release.animation == KeyboardAnimation(duration: 0, curve: .easeInOut))
        #expect(session.isReleased)
        #expect(session.invariantViolations.isEmpty)
        let released = session
        #expect(session.handle(Self.hide) == nil)
        #expect(session.handle(Self.show(CGRect(0, 400, 390, 444))) == nil)
        #expect(session.handle(.measure(Self.snapshot(target: CGRect(0, 800, 10, 10)))) == nil)
        #expect(session == released)
        #expect(session.handle(.release) == nil)
    }

    @Test("a release at rest, or before anything was measured, applies nothing")
    func releaseAtRest() {
        var measured = AvoidanceSession(strategy: .guide)
        _ = measured.handle(.measure(Self.snapshot(target: nil)))
        #expect(measured.handle(.release) == nil)
        var waiting = AvoidanceSession(strategy: .guide)
        _ = waiting.handle(Self.show())
        #expect(waiting.handle(.release) == nil)
        #expect(waiting.phase == .released(nil))
        #expect(waiting.handle(.measure(Self.snapshot(target: nil))) == nil)
    }

    @Test("a released scroll view gets the app's inset back and keeps its offset, clamped to rest")
    func releaseScroll() throws {
        var session = AvoidanceSession(strategy: .scroll)
        let scroll = AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: 390, height: 1000), contentOffset: .zero)
        _ = session.handle(.measure(Self.snapshot(target: CGRect(0, 940, 390, 44), scroll: scroll)))
        let shownAction = session.handle(Self.show())
        let shown = try #require(shownAction)
        // Inset 336 − 34 = 302; the target's bottom 984 is revealed: 984 − 844 + 336 = 476.
        #expect(
            shown.plan == .scroll(contentInsetBottom: 302, contentOffset: CGPoint(x: 0, y: 476)))
        let releaseAction = session.handle(.release)
        let release = try #require(releaseAction)
        // At rest the offset reaches 1000 − 844 + 34 = 190 at most.
        #expect(
            release.plan == .scroll(contentInsetBottom: 0, contentOffset: CGPoint(x: 0, y: 190)))
        #expect(session.invariantViolations.isEmpty)
    }

    // MARK: Defect 3: the user's scroll is adopted first

    @Test("defect 3: a field tapped after the user scrolled does not make the view jump back")
    func userScrollAdoptedFirst() throws {
        // Keyboard up, field A revealed at y = 244; the user scrolls to 1300, where field B sits
        // mid-screen, and taps it. The old layer re-planned the retarget from 244 first: 1044.
        let scroll = AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: 390, height: 3000), contentOffset: .zero)
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(.measure(Self.snapshot(target: CGRect(0, 700, 390, 44), scroll: scroll)))
        let revealAction = session.handle(Self.show())
        let reveal = try #require(revealAction)
        #expect(reveal.plan.contentOffset == CGPoint(x: 0, y: 244))
        let beforeTap = try #require(session.avoider)
        var scrolled = scroll
        scrolled.contentOffset = CGPoint(x: 0, y: 1300)
        let tapB = session.handle(
            .measure(Self.snapshot(target: CGRect(0, 1500, 390, 44), scroll: scrolled)))
        #expect(tapB == nil)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 1300))
        #expect(session.avoider?.isTargetVisible == true)
        // The old order — the retarget planned before the offset was adopted — is the jump.
        var oldOrder = beforeTap
        let jump = oldOrder.handle(.retarget(CGRect(0, 1500, 390, 44)))
        #expect(jump?.plan.contentOffset == CGPoint(x: 0, y: 1044))
    }

    // MARK: Defect 4: what the system adds, measured

    @Test(
        "defect 4: a scroll view whose system adds no bottom safe area (short content) is inset by the whole overlap"
    )
    func measuredSystemInset() throws {
        // `.scrollableAxes` on content shorter than the view adds nothing at the bottom: the old
        // layer assumed 34 pt and left the last 34 pt under the keyboard.
        let short = AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: 390, height: 500), contentOffset: .zero)
        var session = AvoidanceSession(strategy: .scroll)
        _ = session.handle(
            .measure(Self.snapshot(safeArea: Insets(top: 47), target: nil, scroll: short)))
        let actionAction = session.handle(Self.show())
        let action = try #require(actionAction)
        guard case .scroll(let inset, _) = action.plan else {
            Issue.record("not a scroll plan: \(action.plan)")
            return
        }
        #expect(inset == 336)
    }

    // MARK: Defect 9: a container that UIKit moves

    @Test(
        "defect 9: a form sheet that rises with the keyboard is corrected with the keyboard's animation, not at once"
    )
    func formSheetCorrectionAnimates() throws {
        // iPad Pro 12.9" landscape; a 540 × 620 form sheet at y = 202 rises to y = 50 after WillShow.
        let screen = CGRect(0, 0, 1366, 1024)
        func snapshot(_ container: CGRect) -> ContainerSnapshot {
            ContainerSnapshot(
                screen: screen, window: screen, container: container, safeArea: .zero, target: nil)
        }
        var session = AvoidanceSession(strategy: .safeArea)
        _ = session.handle(.measure(snapshot(CGRect(413, 202, 540, 620))))
        let animation = KeyboardAnimation(duration: 0.35, curve: .easeOut)
        let show = session.handle(
            .keyboard(
                KeyboardEvent(
                    name: .willShow, endFrame: CGRect(0, 626, 1366, 398), animation: animation)))
        #expect(show?.plan == .safeArea(additionalBottom: 196))
        // The next run-loop turn's snapshot: the sheet has moved.
        let correctionAction = session.handle(.measure(snapshot(CGRect(413, 50, 540, 620))))
        let correction = try #require(correctionAction)
        #expect(correction.plan == .safeArea(additionalBottom: 44))
        #expect(correction.animation == animation)
        // The old layer caught up at DidShow, with duration 0: a jump.
        let didShow = session.handle(
            .keyboard(
                KeyboardEvent(
                    name: .didShow, endFrame: CGRect(0, 626, 1366, 398), animation: animation)))
        #expect(didShow == nil)
    }

    // MARK: Defect 11: the guide's two parts

    /// The fixtures a guide can play: all but those with a list, a `revealScroll` or an
    /// `inEffect` plan of their own strategy, which `Scenario.strategy` refuses to change.
    static let guideFixtures = Fixtures.names.filter { name in
        guard var scenario = try? Fixtures.scenario(name) else { return false }
        scenario.strategy = .guide
        return scenario.strategy == .guide
    }

    @Test(
        "defect 11: the guide's plan is the avoided overlap or the safe area, whichever is more — the safe area is a constraint",
        arguments: guideFixtures)
    func guideParts(name: String) throws {
        // Every fixture's events, planned as a guide.
        var scenario = try Fixtures.scenario(name)
        scenario.strategy = .guide
        try #require(scenario.strategy == .guide)
        var session = scenario.makeSession()
        for event in scenario.events {
            _ = session.handle(event.input)
            let avoider = try #require(session.avoider)
            guard !session.isReleased else { continue }
            #expect(
                avoider.applied
                    == .guide(height: max(session.avoidedOverlap, avoider.layout.safeArea.bottom)))
        }
    }

    @Test(
        "the guide rests on the safe area after a rotation in the same snapshot, with no keyboard")
    func guideRotation() throws {
        var session = AvoidanceSession(strategy: .guide)
        _ = session.handle(.measure(Self.snapshot(target: nil)))
        #expect(session.avoidedOverlap == 0)
        let landscape = CGRect(0, 0, 844, 390)
        let action = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: landscape, window: landscape, container: landscape,
                    safeArea: Insets(left: 47, bottom: 21, right: 47), target: nil)))
        #expect(action?.plan == .guide(height: 21))
        #expect(session.avoidedOverlap == 0)
    }

    @Test("a guide's margin goes on top of the overlap it avoids, and nowhere at rest")
    func guideMargin() {
        var session = AvoidanceSession(
            strategy: .guide, configuration: AvoiderConfiguration(margin: 10))
        _ = session.handle(.measure(Self.snapshot(target: nil)))
        #expect(session.avoidedOverlapWithMargin == 0)
        let shown = session.handle(Self.show())
        // The spec's plan has no margin: max(336, 34).
        #expect(shown?.plan == .guide(height: 336))
        #expect(session.avoidedOverlapWithMargin == 346)
        _ = session.handle(Self.hide)
        #expect(session.avoidedOverlapWithMargin == 0)
    }
}
