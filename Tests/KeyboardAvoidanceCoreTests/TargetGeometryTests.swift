import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

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
        #expect(KeyboardCoverage.State(frame: window.endFrame, screen: screen) == .docked)
    }

    @Test(
        "the nib a view controller made with no nib name loads: its class's own name, unqualified",
        arguments: [
            ("SignUpViewController", "SignUpViewController"),
            // Not MyApp.SignUpViewController: UIKit documents no module-qualified nib name.
            ("MyApp.SignUpViewController", "SignUpViewController"),
            // Not ProfileView: that is as often a view class's own nib.
            ("MyApp.ProfileViewController", "ProfileViewController"),
            ("MyApp.Settings", "Settings"),
            ("Controller", "Controller"),
            ("_TtC5MyApp4Form", "_TtC5MyApp4Form"),
            ("MyApp.", nil),
            ("", nil),
        ] as [(String, String?)])
    func defaultNibName(className: String, expected: String?) {
        #expect(DefaultNibName.name(forClassName: className) == expected)
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
