import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

extension SessionTests {
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
