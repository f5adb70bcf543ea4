import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

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
    static let screen = CGRect(0, 0, 390, 844)
    static let field = CGRect(20, 600, 350, 44)

    /// The snapshot of the field with the views revealed with it.
    static func snapshot(reveal: [CGRect]) -> ContainerSnapshot {
        var snapshot = ContainerSnapshot(
            screen: screen, window: screen, container: screen,
            safeArea: Insets(top: 47, bottom: 34), target: field)
        snapshot.reveal = reveal
        return snapshot
    }

    static func session(_ strategy: AvoidanceStrategy, keyboardUp: Bool) -> AvoidanceSession {
        var session = AvoidanceSession(
            strategy: strategy, configuration: AvoiderConfiguration(margin: 8))
        _ = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: screen, window: screen, container: screen,
                    safeArea: Insets(top: 47, bottom: 34), target: nil)))
        if keyboardUp {
            _ = session.handle(
                .keyboard(KeyboardEvent(name: .willShow, endFrame: CGRect(0, 508, 390, 336))))
        }
        return session
    }

    @Test("the union when it fits above the keyboard; else the field, then its top")
    func shift() throws {
        var session = Self.session(.shift, keyboardUp: true)
        // 508 − 47 = 461 pt between the safe area's top and the keyboard; 16 pt of margins.
        let label = CGRect(20, 648, 350, 20)
        let button = CGRect(20, 700, 350, 50)
        let unionAction = session.take(.measure(Self.snapshot(reveal: [label, button])))
        let union = try #require(unionAction)
        #expect(session.avoider?.planInput.target == CGRect(20, 600, 350, 150))
        // Planned with the union: max(508 − 8 − 750, 47 − 600) = −250.
        #expect(union.settings == .shift(translationY: -250))
        // A header 400 pt above: the union (200…750, 550 tall) does not fit the 445 pt of room.
        // The field and everything below it do: a band of 445 pt ending at the union's bottom.
        let header = CGRect(20, 200, 350, 44)
        #expect(session.take(.measure(Self.snapshot(reveal: [header, button]))) == nil)
        #expect(session.avoider?.planInput.target == CGRect(20, 305, 350, 445))
        // max(500 − 750, 47 − 305) = −250: the same move, nothing to set.
        #expect(session.applied == .shift(translationY: -250))
        // `[]`: none any more, the field alone: max(500 − 644, 47 − 600) = −144.
        let noneAction = session.take(.measure(Self.snapshot(reveal: [])))
        let none = try #require(noneAction)
        #expect(session.avoider?.planInput.target == Self.field)
        #expect(none.settings == .shift(translationY: -144))
    }

    @Test(
        "the first snapshot's views: the union without a keyboard; with the one kept before it, what fits"
    )
    func firstSnapshot() throws {
        let companion = CGRect(20, 100, 350, 40)
        // No keyboard: 844 − 47 = 797 pt above the container's bottom, the union (544 + 16) fits.
        var shift = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        #expect(shift.take(.measure(Self.snapshot(reveal: [companion]))) == nil)
        #expect(shift.avoider?.planInput.target == CGRect(20, 100, 350, 544))
        // A show before the view was in a window, planned with the first snapshot: 461 pt of room
        // leave 445 for the band; the field fits, the band ends at the union's bottom,
        // 644 − 445 = 199. max(500 − 644, 47 − 199) = −144.
        var pending = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        _ = pending.take(
            .keyboard(KeyboardEvent(name: .willShow, endFrame: CGRect(0, 508, 390, 336))))
        let firstAction = pending.take(.measure(Self.snapshot(reveal: [companion])))
        let first = try #require(firstAction)
        #expect(pending.avoider?.planInput.target == CGRect(20, 199, 350, 445))
        #expect(first.settings == .shift(translationY: -144))
        #expect(first.animation == .keyboardDefault)
        // Safe area, no keyboard: 844 − 47 − 34 = 763 pt: the union (544 + 16) fits.
        var safeArea = Self.session(.safeArea, keyboardUp: false)
        #expect(safeArea.take(.measure(Self.snapshot(reveal: [companion]))) == nil)
        #expect(safeArea.avoider?.planInput.target == CGRect(20, 100, 350, 544))
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
        #expect(KeyboardCoverage.State(frame: hidden, screen: Self.screen) == .hidden)
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
