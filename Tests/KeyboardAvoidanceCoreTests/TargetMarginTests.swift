import Foundation
import KeyboardAvoidanceCore
import Testing

/// A target's own margin (``ContainerSnapshot/targetMargin``, issue 30: IQKeyboardManager's
/// per-field `keyboardDistance`): planned with instead of the configuration's, on the 390 × 844
/// screen of `SessionTests` — safe area top 47, bottom 34, a keyboard whose top is at 508.
@Suite("A target's own margin")
struct TargetMarginTests {
    static let field = CGRect(20, 600, 350, 44)

    /// A session of `strategy` with the configuration's margin 8, measured with `field` and
    /// `targetMargin`, its keyboard shown.
    static func shown(
        _ strategy: AvoidanceStrategy = .shift, field: CGRect = field,
        targetMargin: CGFloat?? = nil, scroll: AvoidanceLayout.ScrollMetrics? = nil
    ) -> (AvoidanceSession, AvoidanceAction?) {
        var session = AvoidanceSession(
            strategy: strategy, configuration: AvoiderConfiguration(margin: 8))
        var snapshot = SessionTests.snapshot(target: field, scroll: scroll)
        snapshot.targetMargin = targetMargin
        _ = session.handle(.measure(snapshot))
        let action = session.handle(SessionTests.show())
        return (session, action)
    }

    /// A snapshot of the same geometry with `field` and `targetMargin`.
    static func measure(
        field: CGRect = field, targetMargin: CGFloat??, scroll: AvoidanceLayout.ScrollMetrics? = nil
    ) -> AvoiderEvent {
        var snapshot = SessionTests.snapshot(target: field, scroll: scroll)
        snapshot.targetMargin = targetMargin
        return .measure(snapshot)
    }

    @Test(
        "shift keeps the field's own margin above the keyboard instead of the configuration's",
        arguments: [
            // The configuration's: 508 − 8 − 644 = −144.
            (CGFloat??.none, CGFloat(-144)),
            (.some(nil), -144),
            // The field's: 508 − 24 − 644 = −160; 0 puts the field's bottom on the keyboard's top.
            (.some(24), -160),
            (.some(0), -136),
        ] as [(CGFloat??, CGFloat)])
    func shift(targetMargin: CGFloat??, translation: CGFloat) throws {
        let (session, action) = Self.shown(targetMargin: targetMargin)
        #expect(try #require(action).plan == .shift(translationY: translation))
        #expect(session.margin == (targetMargin ?? nil) ?? 8)
    }

    @Test("a snapshot without one keeps the margin; null goes back to the configuration's")
    func keptUntilChanged() throws {
        var (session, _) = Self.shown(targetMargin: .some(24))
        // A layout pass that measures nothing of the target's margin (a list's own pass).
        #expect(session.handle(Self.measure(targetMargin: nil)) == nil)
        #expect(session.margin == 24)
        let backAction = session.handle(Self.measure(targetMargin: .some(nil)))
        let back = try #require(backAction)
        #expect(back.plan == .shift(translationY: -144))
        #expect(session.margin == 8)
        // Another field with a margin of its own: 508 − 16 − 544 = −52.
        let otherAction = session.handle(
            Self.measure(field: CGRect(20, 500, 350, 44), targetMargin: 16))
        let other = try #require(otherAction)
        #expect(other.plan == .shift(translationY: -52))
    }

    @Test(
        "a margin the engine does not take makes the snapshot invalid: ignored whole",
        arguments: [-1, -.ulpOfOne, .nan, .infinity, 2e9] as [CGFloat])
    func refused(margin: CGFloat) {
        var (session, _) = Self.shown(targetMargin: .some(24))
        let before = session
        var snapshot = SessionTests.snapshot(target: CGRect(20, 300, 350, 44))
        snapshot.targetMargin = .some(margin)
        #expect(!snapshot.isValid)
        #expect(session.handle(.measure(snapshot)) == nil)
        #expect(session == before)
    }

    @Test("the views revealed with the field fit, or not, with the field's margin")
    func revealGroup() throws {
        // Field 200–244 and a submit button 600–640: the group is 200–640, 440 tall, in the
        // 508 − 47 = 461 above the keyboard.
        let field = CGRect(20, 200, 350, 44)
        let submit = CGRect(20, 600, 350, 40)
        func shown(targetMargin: CGFloat?) throws -> AvoidancePlan {
            var session = AvoidanceSession(
                strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
            var snapshot = SessionTests.snapshot(target: field)
            snapshot.reveal = [submit]
            snapshot.targetMargin = .some(targetMargin)
            _ = session.handle(.measure(snapshot))
            let action = session.handle(SessionTests.show())
            return try #require(action).plan
        }
        // 8: 440 + 16 = 456 ≤ 461 fits; the group's bottom 8 above the keyboard: 508 − 8 − 640.
        #expect(try shown(targetMargin: nil) == .shift(translationY: -140))
        // 24: 440 + 48 > 461; a band 461 − 48 = 413 tall from the field's top, 200–613:
        // 508 − 24 − 613 = −129.
        #expect(try shown(targetMargin: 24) == .shift(translationY: -129))
    }

    @Test("scroll: a field visible with the configuration's margin is revealed with its own")
    func scrollReveal() throws {
        // The scroll view fills the screen, adjusted for the safe area: with the keyboard up its
        // visible content ends at 844 − 336 = 508. A field 450–494 is visible with 8 (502).
        let scroll = AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 390, height: 2000))
        let field = CGRect(16, 450, 343, 44)
        var (session, _) = Self.shown(.scroll, field: field, scroll: scroll)
        #expect(session.applied?.contentOffset == CGPoint(x: 0, y: 0))
        // Its own margin of 24 hides it (518 > 508): a larger margin reveals, 518 − 508 = 10.
        let reveal = session.handle(Self.measure(field: field, targetMargin: 24, scroll: scroll))
        let action = try #require(reveal)
        #expect(action.plan.contentOffset == CGPoint(x: 0, y: 10))
        #expect(session.avoider?.isTargetVisible == true)
    }

    @Test("guide: a margined guide's top is the overlap plus the field's margin")
    func guide() {
        let (configured, _) = Self.shown(.guide)
        #expect(configured.avoidedOverlapWithMargin == 344)  // 336 + 8
        let (own, _) = Self.shown(.guide, targetMargin: .some(24))
        #expect(own.avoidedOverlapWithMargin == 360)  // 336 + 24
    }

    @Test("safeArea: the field is revealed in the view controller's scroll view with its margin")
    func safeAreaReveal() throws {
        let field = CGRect(0, 700, 390, 44)
        var session = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        var snapshot = SessionTests.safeAreaSnapshot(target: field, offset: 0)
        snapshot.targetMargin = .some(24)
        _ = session.take(.measure(snapshot))
        let showAction = session.take(
            .keyboard(
                KeyboardEvent(name: .willShow, endFrame: SessionTests.keyboard),
                measured: snapshot))
        let show = try #require(showAction)
        // 744 + 24 − 508 = 260 (with the configuration's 8: 244).
        #expect(show.contentOffsetY == 260)
    }
}
