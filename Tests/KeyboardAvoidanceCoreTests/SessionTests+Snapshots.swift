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

    /// A safe-area container's snapshot with the field at `target` in the view controller's
    /// scroll view, measured at `offset`: it fills the 844 pt container, 1200 pt of content,
    /// adjusted top 47, none of the app's own bottom inset. Once the safe area has grown by
    /// 336 − 34 = 302, its visible content ends at 844 − 34 − 302 = 508.
    static func safeAreaSnapshot(target: CGRect, offset: CGFloat) -> ContainerSnapshot {
        var snapshot = Self.snapshot(target: target)
        snapshot.revealScroll = RevealScroll(
            frame: Self.screen, contentHeight: 1200, adjustedTop: 47, ownBottom: 0,
            offsetY: offset)
        return snapshot
    }

    @Test(
        "the reveal in a view controller's scroll view: least scrolling, only while the keyboard covers",
        arguments: [
            // Measured with the show at 0: 744 + 8 − 508 = 244.
            (CGFloat(0), CGFloat?.some(244)),
            // At 244 the field's bottom and margin, 752, are the visible range's end already.
            (244, nil),
        ] as [(CGFloat, CGFloat?)])
    func revealInSafeAreaScrollView(measuredWithShow: CGFloat, revealed: CGFloat?) throws {
        let field = CGRect(0, 700, 390, 44)
        var session = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        // No keyboard yet: nothing to set, nothing revealed.
        #expect(session.take(.measure(Self.safeAreaSnapshot(target: field, offset: 0))) == nil)
        let showAction = session.take(
            .keyboard(
                KeyboardEvent(name: .willShow, endFrame: Self.keyboard),
                measured: Self.safeAreaSnapshot(target: field, offset: measuredWithShow)))
        let show = try #require(showAction)
        #expect(show.settings == .safeArea(additionalBottom: 302))
        #expect(show.contentOffsetY == revealed)
        #expect(show.animation == .keyboardDefault)
        // The same snapshot again at 0 (a layout pass, our own safe area applied, the user
        // scrolled back): the user's scroll stays.
        #expect(session.take(.measure(Self.safeAreaSnapshot(target: field, offset: 0))) == nil)
        // The caret moves (the target changes): revealed, 764 + 8 − 508 = 264.
        let caretAction = session.take(
            .measure(Self.safeAreaSnapshot(target: CGRect(0, 720, 390, 44), offset: 0)))
        let caret = try #require(caretAction)
        #expect(caret.settings == .safeArea(additionalBottom: 302))
        #expect(caret.contentOffsetY == 264)
        #expect(!caret.joinsCallerAnimation)
    }

    @Test("a scroll view measured with a number that is not one is left out of the reveal")
    func revealScrollNotANumber() throws {
        let field = CGRect(0, 700, 390, 44)
        // Measured with nothing else: no scroll view to reveal in, the safe area still grows.
        var alone = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        _ = alone.take(.measure(Self.snapshot(target: field)))
        let showAction = alone.take(
            .keyboard(
                KeyboardEvent(name: .willShow, endFrame: Self.keyboard),
                measured: Self.safeAreaSnapshot(target: field, offset: .nan)))
        let show = try #require(showAction)
        #expect(show.settings == .safeArea(additionalBottom: 302))
        #expect(show.contentOffsetY == nil)
        // Measured at 0 before: the snapshot that is not taken leaves that measurement, and the
        // field is revealed from 0 to 244 (the notification is still taken).
        var measured = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        _ = measured.take(.measure(Self.safeAreaSnapshot(target: field, offset: 0)))
        let keptAction = measured.take(
            .keyboard(
                KeyboardEvent(name: .willShow, endFrame: Self.keyboard),
                measured: Self.safeAreaSnapshot(target: field, offset: .nan)))
        let kept = try #require(keptAction)
        #expect(kept.settings == .safeArea(additionalBottom: 302))
        #expect(kept.contentOffsetY == 244)
        // A layout pass measured with a frame that is not valid geometry changes nothing either.
        var bad = Self.safeAreaSnapshot(target: CGRect(0, 720, 390, 44), offset: 0)
        bad.revealScroll?.frame = CGRect(0, 0, -1, 844)
        #expect(measured.take(.measure(bad)) == nil)
        #expect(measured.avoider?.target == field)
    }
}
