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
        scroll: ScrollMetrics? = nil
    ) -> ContainerSnapshot {
        ContainerSnapshot(
            screen: screen, window: screen, container: container, safeArea: safeArea,
            target: target, scroll: scroll)
    }

    static func show(_ frame: CGRect = keyboard, duration: Double = 0.25, curve: Int = 7)
        -> SessionInput
    {
        .keyboard(
            KeyboardEvent(
                name: .willShow, endFrame: frame,
                animation: KeyboardAnimation(
                    duration: duration, curve: AnimationCurve(rawValue: curve))))
    }

    static let hide = SessionInput.keyboard(
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
        #expect(session.handle(.layout(LayoutChange(screen: Self.screen))) == nil)
        #expect(session.handle(.scrolled(to: CGPoint(x: 0, y: 40))) == nil)
        #expect(session == before)
    }

    @Test(
        "a drag that also scrolls: the offset is adopted before the sample, so the sample does not scroll back"
    )
    func dragAdoptsTheUsersScroll() throws {
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        let scroll = ScrollMetrics(
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
        #expect(SessionInput.track(.zero).isDragSample)
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
        let scroll = ScrollMetrics(
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
        let scroll = ScrollMetrics(
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
        let short = ScrollMetrics(
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

    @Test(
        "defect 11: the guide's plan is the avoided overlap or the safe area, whichever is more — the safe area is a constraint",
        arguments: Fixtures.names)
    func guideParts(name: String) throws {
        // Every fixture's events, planned as a guide.
        var scenario = try Fixtures.scenario(name)
        scenario.strategy = .guide
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

    // MARK: Snapshots

    @Test(
        "a snapshot produces at most one action, the plan after all of it, with the last keyboard animation"
    )
    func oneActionPerSnapshot() throws {
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(.measure(Self.snapshot(target: CGRect(20, 600, 350, 44))))
        _ = session.handle(Self.show(duration: 0.4, curve: 0))
        let landscape = CGRect(0, 0, 844, 390)
        let rotateAction = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: landscape, window: landscape, container: landscape,
                    safeArea: Insets(left: 47, bottom: 21, right: 47),
                    target: CGRect(20, 300, 800, 44))))
        let rotate = try #require(rotateAction)
        // The keyboard frame in effect, re-classified against the landscape screen: its top, 508,
        // is below the screen's bottom, 390 — hidden, until the keyboard's own notification. Rest.
        #expect(rotate.plan == .shift(translationY: 0))
        #expect(rotate.animation == KeyboardAnimation(duration: 0.4, curve: .easeInOut))
    }

    @Test("a snapshot of what did not change produces nothing and changes nothing")
    func unchangedSnapshot() {
        var session = AvoidanceSession(strategy: .shift)
        _ = session.handle(.measure(Self.snapshot(target: CGRect(20, 600, 350, 44))))
        _ = session.handle(Self.show())
        let before = session
        #expect(session.handle(.measure(Self.snapshot(target: CGRect(20, 600, 350, 44)))) == nil)
        #expect(session == before)
    }

    @Test("disabling plans the rest state; the avoided overlap is then 0")
    func reconfigure() throws {
        var session = AvoidanceSession(strategy: .guide)
        _ = session.handle(.measure(Self.snapshot(target: nil)))
        _ = session.handle(Self.show())
        #expect(session.avoidedOverlap == 336)
        let offAction = session.handle(.reconfigure(AvoiderConfiguration(isEnabled: false)))
        let off = try #require(offAction)
        #expect(off.plan == .guide(height: 34))
        #expect(session.avoidedOverlap == 0)
        #expect(session.configuration.isEnabled == false)
    }

    @Test(
        "the reveal in a view controller's scroll view: least scrolling, only while the keyboard covers"
    )
    func revealInSafeAreaScrollView() {
        var session = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        let first = session.decide(.measure(Self.snapshot(target: CGRect(0, 700, 390, 44))))
        let viewport = ScrollViewport(
            height: 844, contentHeight: 1200, contentInsetBottom: 0, adjustedTop: 47,
            adjustedBottom: 336)
        // No keyboard yet.
        #expect(session.revealingOffset(in: viewport, from: 0, after: first) == nil)
        let show = session.decide(Self.show())
        #expect(show.revealsTarget)
        #expect(session.revealingOffset(in: viewport, from: 0, after: show) == 244)
        #expect(session.revealingOffset(in: viewport, from: 244, after: show) == nil)
        #expect(session.revealingOffset(in: viewport, from: .nan, after: show) == nil)
        // The same snapshot again (a layout pass, our own safe area applied): the user's scroll
        // stays.
        let again = session.decide(.measure(Self.snapshot(target: CGRect(0, 700, 390, 44))))
        #expect(!again.revealsTarget)
        #expect(session.revealingOffset(in: viewport, from: 0, after: again) == nil)
        // The caret moves (the target changes): revealed.
        let caret = session.decide(.measure(Self.snapshot(target: CGRect(0, 720, 390, 44))))
        #expect(caret.revealsTarget)
        #expect(session.revealingOffset(in: viewport, from: 0, after: caret) == 264)
    }
}

@Suite("Measuring off views: the arithmetic the UIKit layer hands over")
struct TargetGeometryTests {
    @Test("reveal anchors measured again only when one moves by more than half a point")
    func revealRectsChange() {
        let label = CGRect(16, 560, 200, 20)
        let button = CGRect(16, 600, 358, 50)
        #expect(!TargetGeometry.rects([label, button], differFrom: [label, button]))
        #expect(
            !TargetGeometry.rects(
                [label, button], differFrom: [label.offsetBy(dx: 0, dy: 0.4), button]))
        #expect(
            TargetGeometry.rects(
                [label, button], differFrom: [label.offsetBy(dx: 0, dy: 1), button]))
        #expect(TargetGeometry.rects([label, button], differFrom: [label]))
        #expect(TargetGeometry.rects([], differFrom: [button]))
        #expect(!TargetGeometry.rects([], differFrom: []))
        // A rect that is not a number always counts as moved.
        #expect(TargetGeometry.rects([label], differFrom: [CGRect(CGFloat.nan, 560, 200, 20)]))
    }

    @Test("the scroll view a SwiftUI modifier was applied to: the smallest that contains it")
    func scrollViewMatch() {
        let modified = CGRect(x: 0, y: 100, width: 390, height: 600)
        let candidates = [
            // The whole screen's list, the modified scroll view reaching 34 pt under the home
            // indicator and 0.5 pt off by rounding, a text view inside it, one beside it.
            CGRect(x: 0, y: 0, width: 390, height: 844),
            CGRect(x: -0.5, y: 100, width: 390, height: 634),
            CGRect(x: 16, y: 200, width: 300, height: 120),
            CGRect(x: 0, y: 700, width: 390, height: 144),
            CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844),
            .null,
        ]
        #expect(TargetGeometry.innermostFrame(containing: modified, among: candidates) == 1)
        #expect(TargetGeometry.innermostFrame(containing: modified, among: [candidates[0]]) == 0)
        #expect(TargetGeometry.innermostFrame(containing: modified, among: [candidates[2]]) == nil)
        // 2 pt off is not rounding.
        let off = CGRect(x: 0, y: 102, width: 390, height: 634)
        #expect(TargetGeometry.innermostFrame(containing: modified, among: [off]) == nil)
        #expect(TargetGeometry.innermostFrame(containing: .null, among: candidates) == nil)
        #expect(TargetGeometry.innermostFrame(containing: modified, among: []) == nil)
    }

    @Test("of two scroll views of one size, the deepest: a Form on a page of a paged TabView")
    func scrollViewMatchPrefersDeepest() {
        let modified = CGRect(x: 0, y: 100, width: 390, height: 600)
        // The pager and the page's form fill the same screen; the walk lists the pager first.
        let pager = CGRect(x: 0, y: 0, width: 390, height: 844)
        let form = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(
            TargetGeometry.innermostFrame(
                containing: modified, among: [pager, form], depths: [4, 9]) == 1)
        #expect(
            TargetGeometry.innermostFrame(
                containing: modified, among: [form, pager], depths: [9, 4]) == 0)
        // A third of a point apart is the same frame, to rounding: the deeper still wins, though
        // the outer one is smaller by a sliver.
        let roundedPager = CGRect(x: 0, y: 0.33, width: 390, height: 843.67)
        #expect(
            TargetGeometry.innermostFrame(
                containing: modified, among: [roundedPager, form], depths: [4, 9]) == 1)
        // A smaller frame wins over a deeper one that is larger (a scroll view inside a cell
        // that reaches past it).
        let inner = CGRect(x: 0, y: 90, width: 390, height: 700)
        #expect(
            TargetGeometry.innermostFrame(
                containing: modified, among: [inner, pager], depths: [2, 9]) == 0)
    }

    @Test(
        "a SwiftUI field belongs to the container its centre lies in",
        arguments: [
            (CGRect(x: 16, y: 500, width: 300, height: 44), true),
            // Taller than the container, or half scrolled out: the centre decides.
            (CGRect(x: 0, y: -400, width: 390, height: 1500), true),
            (CGRect(x: 16, y: 780, width: 300, height: 44), true),
            (CGRect(x: 16, y: 830, width: 300, height: 44), false),
            // Beside the container, touching its edge.
            (CGRect(x: 16, y: 844, width: 300, height: 44), false),
            (CGRect(x: -300, y: 100, width: 300, height: 44), false),
            (CGRect.null, false),
            (CGRect(x: CGFloat.nan, y: 100, width: 300, height: 44), false),
            (CGRect(x: 16, y: 100, width: CGFloat.infinity, height: 44), false),
        ])
    func fieldBelongs(field: CGRect, belongs: Bool) {
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(TargetGeometry.fieldFrame(field, liesIn: container) == belongs)
        #expect(!TargetGeometry.fieldFrame(field, liesIn: .zero))
        #expect(!TargetGeometry.fieldFrame(field, liesIn: .null))
    }

    @Test("defect 7: a target inside a scrolling container is measured in its visible coordinates")
    func visibleRect() {
        // A table view at offset 600: a field at content y = 900 is 300 pt from its top.
        #expect(
            TargetGeometry.visibleRect(
                CGRect(16, 900, 300, 44), boundsOrigin: CGPoint(x: 0, y: 600))
                == CGRect(16, 300, 300, 44))
    }

    @Test("defect 12: a caret scrolled out of a scrolling text view is kept to its visible part")
    func caretClamped() {
        let visible = CGRect(0, 400, 300, 120)  // the text view scrolled to 400
        #expect(
            TargetGeometry.caret(CGRect(10, 900, 2, 20), clampedTo: visible)
                == CGRect(10, 500, 2, 20))
        #expect(
            TargetGeometry.caret(CGRect(10, 100, 2, 20), clampedTo: visible)
                == CGRect(10, 400, 2, 20))
        #expect(
            TargetGeometry.caret(CGRect(10, 450, 2, 20), clampedTo: visible)
                == CGRect(10, 450, 2, 20))
        #expect(
            TargetGeometry.caret(CGRect(10, 450, 2, 20), clampedTo: .zero) == CGRect(10, 450, 2, 20)
        )
    }

    @Test(
        "defect 10: a view's rest safe area is derived from its superview and rest frame, so a rotation changes it"
    )
    func restSafeArea() {
        let portrait = TargetGeometry.safeArea(
            ofFrame: CGRect(0, 0, 390, 844), in: CGRect(0, 0, 390, 844),
            whoseSafeAreaIs: Insets(top: 47, bottom: 34))
        #expect(portrait == Insets(top: 47, bottom: 34))
        let landscape = TargetGeometry.safeArea(
            ofFrame: CGRect(0, 0, 844, 390), in: CGRect(0, 0, 844, 390),
            whoseSafeAreaIs: Insets(left: 47, bottom: 21, right: 47))
        #expect(landscape == Insets(left: 47, bottom: 21, right: 47))
        // A content view 100 pt down, 600 tall: the top edge is clear, the bottom 34 pt is not.
        let content = TargetGeometry.safeArea(
            ofFrame: CGRect(0, 100, 390, 744), in: CGRect(0, 0, 390, 844),
            whoseSafeAreaIs: Insets(top: 47, bottom: 34))
        #expect(content == Insets(top: 0, bottom: 34))
    }

    @Test("defect 12: a keyboard already up is read off the keyboard layout guide")
    func seedFromGuide() throws {
        let screen = CGRect(0, 0, 390, 844)
        let event = try #require(
            KeyboardEvent(keyboardLayoutGuideTop: 508, safeAreaBottom: 810, screen: screen))
        #expect(event.name == .didChangeFrame)
        #expect(event.endFrame == CGRect(0, 508, 390, 336))
        #expect(event.animation.duration == 0)
        // Resting on the safe area: no keyboard.
        #expect(
            KeyboardEvent(keyboardLayoutGuideTop: 810, safeAreaBottom: 810, screen: screen) == nil)
        #expect(
            KeyboardEvent(keyboardLayoutGuideTop: .nan, safeAreaBottom: 810, screen: screen) == nil)
        // A Stage Manager window whose bottom is above the screen's: the frame still reaches the
        // screen's bottom, so it is docked.
        let window = try #require(
            KeyboardEvent(keyboardLayoutGuideTop: 700, safeAreaBottom: 760, screen: screen))
        #expect(KeyboardState(frame: window.endFrame, screen: screen) == .docked)
    }

    @Test(
        "the nibs a view controller made with no nib name looks for, in UIKit's order",
        arguments: [
            ("SignUpViewController", ["SignUpView", "SignUpViewController"]),
            (
                "MyApp.SignUpViewController",
                [
                    "SignUpView", "SignUpViewController", "MyApp.SignUpView",
                    "MyApp.SignUpViewController",
                ]
            ),
            ("MyApp.Settings", ["Settings", "MyApp.Settings"]),
            ("Controller", ["Controller"]),
            ("MyApp.Controller", ["Controller", "MyApp.Controller"]),
            ("ProfileController", ["Profile", "ProfileController"]),
            ("_TtC5MyApp4Form", ["_TtC5MyApp4Form"]),
            ("", []),
        ] as [(String, [String])])
    func defaultNibNames(className: String, expected: [String]) {
        #expect(DefaultNibName.candidates(forClassName: className) == expected)
    }

    @Test("a view another component has shifted rests where it was before any shift")
    func restUnderAnotherShift() {
        // The app's own transform moves the view 10 pt down; a first component shifts it 100 pt
        // up, and records its translation on the view.
        let appTranslation: CGFloat = 10
        var translation = appTranslation + -100
        var recorded: CGFloat = -100
        // A second component is made for the view while the first still holds it.
        let rest = TargetGeometry.restTranslation(translation, less: recorded)
        #expect(rest == appTranslation)
        // It shifts by the same 100 pt: the view moves once, not twice.
        translation = rest + -100
        recorded = -100
        #expect(translation == -90)
        // The first goes away, the second then too: the view is back where the app put it.
        translation = appTranslation
        recorded = 0
        #expect(TargetGeometry.restTranslation(translation, less: recorded) == appTranslation)
        // Nothing recorded: the transform is the rest.
        #expect(TargetGeometry.restTranslation(-42, less: 0) == -42)
        // A recorded translation that is not a number is none.
        #expect(TargetGeometry.restTranslation(-90, less: .nan) == -90)
        #expect(TargetGeometry.restTranslation(-90, less: -.infinity) == -90)
    }
}

@Suite("The target: the app's, else the field being edited")
struct TargetFocusTests {
    final class Field {}

    @Test("defect 8: focus outside the container clears the target")
    func focusElsewhere() {
        let field = Field()
        let alertField = Field()
        var focus = TargetFocus<Field>()
        focus.beginEditing(field, isInsideContainer: true)
        #expect(focus.current === field)
        focus.beginEditing(alertField, isInsideContainer: false)
        #expect(focus.current == nil)
    }

    @Test("defect 8: editing that ends clears the target; another field's end does not")
    func editingEnds() {
        let a = Field()
        let b = Field()
        var focus = TargetFocus<Field>()
        focus.beginEditing(a, isInsideContainer: true)
        focus.endEditing(b)
        #expect(focus.current === a)
        focus.endEditing(a)
        #expect(focus.current == nil)
    }

    @Test("defect 8: the app's target wins over focus and is not overwritten")
    func explicitWins() {
        let explicit = Field()
        let edited = Field()
        var focus = TargetFocus<Field>()
        focus.explicit = explicit
        focus.beginEditing(edited, isInsideContainer: true)
        #expect(focus.current === explicit)
        #expect(focus.explicit === explicit)
        focus.explicit = nil
        #expect(focus.current === edited)
    }

    @Test("a field that goes away is no longer the target")
    func weakTargets() {
        var focus = TargetFocus<Field>()
        do {
            let field = Field()
            focus.beginEditing(field, isInsideContainer: true)
            #expect(focus.current != nil)
        }
        #expect(focus.current == nil)
    }
}

@Suite("An inset the app and the library both set")
struct SharedInsetTests {
    @Test("the app's value is what it set, never a difference that stays negative")
    func appAssignsWhileOursIsApplied() {
        // The review's sequence: our part 302 applied, then the app assigns 50.
        var inset = SharedInset(appValue: 0)
        #expect(inset.appValue(measuring: 0) == 0)
        #expect(inset.total(adding: 302) == 302)
        #expect(inset.appValue(measuring: 302) == 0)  // ours, unchanged
        #expect(inset.appValue(measuring: 50) == 50)  // the app assigned 50: all of it is the app's
        #expect(inset.ownValue == 0)
        #expect(inset.total(adding: 252) == 302)
        // The keyboard hides: ours is 0, the app's 50 stays.
        #expect(inset.appValue(measuring: 302) == 50)
        #expect(inset.total(adding: 0) == 50)
    }

    @Test("the app's own value before the library sets anything is kept")
    func appValueFirst() {
        var inset = SharedInset(appValue: 20)
        #expect(inset.appValue(measuring: 20) == 20)
        #expect(inset.total(adding: 10) == 30)
        #expect(inset.appValue(measuring: 30) == 20)
        #expect(inset.ownValue == 10)
    }

    @Test("the library's part of a planned inset that holds the app's: the rest of it")
    func ownPartOfAPlan() {
        var inset = SharedInset(appValue: 20)
        // The scroll plan's inset while the keyboard covers 336 pt over a 34-pt safe area.
        #expect(inset.ownPart(ofPlanned: 302) == 282)
        #expect(inset.total(adding: inset.ownPart(ofPlanned: 302)) == 302)
        // At rest the plan is the app's own value: nothing of ours.
        #expect(inset.ownPart(ofPlanned: 20) == 0)
    }
}

@Suite("Revealing more than the field, through the session")
struct SessionRevealTests {
    static func session(_ strategy: AvoidanceStrategy, keyboardUp: Bool) -> AvoidanceSession {
        var session = AvoidanceSession(
            strategy: strategy, configuration: AvoiderConfiguration(margin: 8))
        // 390 × 844, safe area 47 and 34.
        _ = session.handle(.measure(DeviceCatalog.iPhone14.portraitSnapshot(target: nil)))
        if keyboardUp {
            _ = session.handle(
                .keyboard(KeyboardEvent(name: .willShow, endFrame: CGRect(0, 508, 390, 336))))
        }
        return session
    }

    @Test("the union when it fits above the keyboard; else the field, then its top")
    func shift() throws {
        let session = Self.session(.shift, keyboardUp: true)
        // 508 − 47 = 461 pt between the safe area's top and the keyboard; 16 pt of margins.
        let field = CGRect(20, 600, 350, 44)
        let label = CGRect(20, 648, 350, 20)
        let button = CGRect(20, 700, 350, 50)
        #expect(
            session.target(revealing: RevealGroup(field: field, companions: [label, button]))
                == CGRect(20, 600, 350, 150))
        // A header 400 pt above: the union (200…750, 550 tall) does not fit the 445 pt of room.
        // The field and everything below it do: a band of 445 pt ending at the union's bottom.
        let header = CGRect(20, 200, 350, 44)
        #expect(
            session.target(revealing: RevealGroup(field: field, companions: [header, button]))
                == CGRect(20, 305, 350, 445))
    }

    @Test("before anything was measured, and without a keyboard, the union")
    func noKeyboard() {
        let group = RevealGroup(
            field: CGRect(20, 600, 350, 44), companions: [CGRect(20, 100, 350, 40)])
        #expect(
            AvoidanceSession(strategy: .shift).target(revealing: group) == CGRect(20, 100, 350, 544)
        )
        let scroll = Self.session(.safeArea, keyboardUp: false)
        // 844 − 47 − 34 = 763 pt: the union (544 + 16) fits.
        #expect(scroll.target(revealing: group) == CGRect(20, 100, 350, 544))
    }
}

@Suite("The keyboard's frame read off a keyboard layout guide")
struct KeyboardGuideSampleTests {
    static let screen = CGRect(0, 0, 390, 844)

    @Test("a guide's top is a keyboard reaching the screen's bottom, as wide as the screen")
    func frame() {
        #expect(
            KeyboardGuideSample.frame(guideTop: 508, safeAreaBottom: nil, screen: Self.screen)
                == CGRect(0, 508, 390, 336))
        // Dragged down past the safe area's line, without usesBottomSafeArea: still a keyboard.
        #expect(
            KeyboardGuideSample.frame(guideTop: 820, safeAreaBottom: nil, screen: Self.screen)
                == CGRect(0, 820, 390, 24))
    }

    @Test("a guide resting on the safe area, or at the screen's bottom, is no keyboard")
    func resting() {
        let hidden = CGRect(0, 844, 390, 0)
        #expect(
            KeyboardGuideSample.frame(guideTop: 810, safeAreaBottom: 810, screen: Self.screen)
                == hidden)
        #expect(
            KeyboardGuideSample.frame(guideTop: 830, safeAreaBottom: 810, screen: Self.screen)
                == hidden)
        #expect(
            KeyboardGuideSample.frame(guideTop: 844, safeAreaBottom: nil, screen: Self.screen)
                == hidden)
        #expect(KeyboardState(frame: hidden, screen: Self.screen) == .hidden)
        #expect(
            KeyboardGuideSample.frame(guideTop: .nan, safeAreaBottom: nil, screen: Self.screen)
                == nil)
    }

    @Test("a drag read off the guide plans as the scenario's track samples do")
    func dragThroughTheSession() throws {
        var session = AvoidanceSession(strategy: .guide)
        _ = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: Self.screen, window: Self.screen, container: Self.screen,
                    safeArea: Insets(top: 47, bottom: 34), target: nil)))
        _ = session.handle(
            .keyboard(KeyboardEvent(name: .willShow, endFrame: CGRect(0, 508, 390, 336))))
        let sample = try #require(
            KeyboardGuideSample.frame(guideTop: 608, safeAreaBottom: nil, screen: Self.screen))
        let follow = session.handle(.track(sample))
        #expect(follow?.plan == .guide(height: 236))
        #expect(follow?.animation == KeyboardAnimation(duration: 0, curve: .easeInOut))
        // At the bottom: no keyboard left to follow; the sample is ignored, the hide finishes.
        let bottom = try #require(
            KeyboardGuideSample.frame(guideTop: 844, safeAreaBottom: nil, screen: Self.screen))
        #expect(session.ignores(.track(bottom)))
    }
}
