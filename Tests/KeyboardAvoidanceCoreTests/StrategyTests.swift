import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

/// Planner inputs built by hand; every expected number below is worked out from spec §5.
private func input(
    height: CGFloat = 736, overlap: CGFloat, target: CGRect?, margin: CGFloat = 0,
    safeArea: Insets = .zero,
    scroll: AvoidanceLayout.ScrollMetrics = AvoidanceLayout.ScrollMetrics()
) -> PlanInput {
    let layout = AvoidanceLayout(screen: CGRect(0, 0, 414, height), safeArea: safeArea)
    let coverage = KeyboardCoverage(
        state: overlap > 0 ? .docked : .hidden,
        frame: overlap > 0 ? CGRect(0, height - overlap, 414, overlap) : nil,
        overlap: overlap)
    return PlanInput(
        layout: layout, coverage: coverage, target: target, margin: margin, scroll: scroll)
}

@Suite("§5 shift")
struct ShiftTests {
    @Test(
        "the smallest upward move, never above the safe area's top, never down",
        arguments: [
            // kbTop 465: 465 - 8 - 644 = -187
            (CGFloat(271), CGRect(20, 600, 374, 44), CGFloat(8), CGFloat(20), CGFloat(-187)),
            // already clear: 465 - 8 - 344 = 113 -> no move
            (271, CGRect(20, 300, 374, 44), 8, 20, 0),
            // a tall target would go above the safe area: max(465 - 8 - 700, 20 - 200) = -180
            (271, CGRect(0, 200, 414, 500), 8, 20, -180),
            // its top is already above the safe area's top: max(-243, 20 - 10) = 10 -> min(0, 10) = 0
            (271, CGRect(0, 10, 414, 690), 8, 20, 0),
            // no keyboard over the container: 0 whatever the target
            (0, CGRect(20, 700, 374, 44), 8, 20, 0),
        ])
    func shift(
        overlap: CGFloat, target: CGRect, margin: CGFloat, safeTop: CGFloat, expected: CGFloat
    ) {
        let plan = AvoidanceStrategy.shift.plan(
            for: input(
                overlap: overlap, target: target, margin: margin, safeArea: Insets(top: safeTop)))
        #expect(plan == .shift(translationY: expected))
    }

    @Test("without a target nothing moves")
    func noTarget() {
        #expect(
            AvoidanceStrategy.shift.plan(for: input(overlap: 271, target: nil))
                == .shift(translationY: 0))
    }
}

@Suite("§5 safeArea and guide")
struct SafeAreaAndGuideTests {
    @Test(
        "safeArea adds the overlap beyond the bottom safe area; guide is the overlap, at least the safe area",
        arguments: [
            (CGFloat(335), CGFloat(34), CGFloat(301), CGFloat(335)),
            (271, 0, 271, 271),
            (20, 34, 0, 34),  // a keyboard lower than the home-indicator area
            (0, 34, 0, 34),
            (55, 0, 55, 55),
        ])
    func safeAreaAndGuide(
        overlap: CGFloat, safeBottom: CGFloat, additional: CGFloat, guide: CGFloat
    ) {
        let planInput = input(overlap: overlap, target: nil, safeArea: Insets(bottom: safeBottom))
        #expect(
            AvoidanceStrategy.safeArea.plan(for: planInput)
                == .safeArea(additionalBottom: additional))
        #expect(AvoidanceStrategy.guide.plan(for: planInput) == .guide(height: guide))
    }

    @Test("neither reports whether the target is visible")
    func noVisibility() {
        let planInput = input(overlap: 300, target: CGRect(0, 600, 100, 44))
        #expect(planInput.isTargetVisible(under: .safeArea(additionalBottom: 300)) == nil)
        #expect(planInput.isTargetVisible(under: .guide(height: 300)) == nil)
    }
}

@Suite("§5 scroll")
struct ScrollTests {
    // iPhone 6: h = 667, keyboard 216, no safe area unless given, content 375 x 1200 at offset 0.
    static func metrics(
        offset: CGFloat = 0, insetTop: CGFloat = 0, insetBottom: CGFloat = 0, adjusts: Bool = true
    )
        -> AvoidanceLayout.ScrollMetrics
    {
        AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: 375, height: 1200), contentOffset: CGPoint(x: 5, y: offset),
            contentInset: Insets(top: insetTop, bottom: insetBottom), adjustsForSafeArea: adjusts)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var overlap: CGFloat
        var target: CGRect?
        var margin: CGFloat = 8
        var safeArea: Insets = .zero
        var scroll: AvoidanceLayout.ScrollMetrics
        var inset: CGFloat
        var offsetY: CGFloat
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // range at 0: [0, 451]; 608 > 451 -> 608 - 667 + 216 = 157
        Case(
            label: "target below: bring its bottom up", overlap: 216,
            target: CGRect(0, 556, 375, 44), scroll: metrics(),
            inset: 216, offsetY: 157),
        // range at 400: [400, 851]; 92 < 400 -> 100 - 8 - 0 = 92
        Case(
            label: "target above: bring its top down", overlap: 216,
            target: CGRect(0, 100, 375, 44),
            scroll: metrics(offset: 400), inset: 216, offsetY: 92),
        Case(
            label: "target visible: leave the offset", overlap: 216,
            target: CGRect(0, 200, 375, 44),
            scroll: metrics(offset: 100), inset: 216, offsetY: 100),
        // 500 + 16 > 451 -> align the top: 300 - 8 = 292
        Case(
            label: "target taller than the space: align its top", overlap: 216,
            target: CGRect(0, 300, 375, 500),
            scroll: metrics(), inset: 216, offsetY: 292),
        // h 812, safe bottom 34: inset 335 - 34 = 301; adjustedTop 44, adjustedBottom 335; range at -44: [0, 433];
        // 1000 + 8 > 433 -> 1008 - 812 + 335 = 531; clamp max 1200 - 812 + 335 = 723
        Case(
            label: "safe area counted once", overlap: 335, target: CGRect(0, 956, 375, 44),
            safeArea: Insets(top: 44, bottom: 34), scroll: metrics(offset: -44), inset: 301,
            offsetY: 531),
        // h 812, no adjustment: inset 335, adjustedTop 0, adjustedBottom 335; range at 0: [0, 477];
        // 1008 > 477 -> 1008 - 812 + 335 = 531; clamp max 1200 - 812 + 335 = 723
        Case(
            label: "contentInsetAdjustmentBehavior .never", overlap: 335,
            target: CGRect(0, 956, 375, 44),
            safeArea: Insets(top: 44, bottom: 34), scroll: metrics(adjusts: false), inset: 335,
            offsetY: 531),
        // the same from offset -44: visible [-44, 433], 1008 > 433 -> 531 again
        Case(
            label: ".never ignores the top safe area in the clamp", overlap: 335,
            target: CGRect(0, 956, 375, 44),
            safeArea: Insets(top: 44, bottom: 34), scroll: metrics(offset: -44, adjusts: false),
            inset: 335,
            offsetY: 531),
        // the app's own inset is larger than the overlap: keep it
        Case(
            label: "the app's own inset wins when larger", overlap: 50, target: nil,
            scroll: metrics(insetBottom: 80),
            inset: 80, offsetY: 0),
        // no keyboard: clamp only, to [0, 1200 - 667 + 0 = 533]
        Case(
            label: "no keyboard: only the clamp", overlap: 0, target: CGRect(0, 1100, 375, 44),
            scroll: metrics(offset: 900), inset: 0, offsetY: 533),
        // no keyboard, a negative inset of the app's own is restored exactly (not max(-30, 0 - 20))
        Case(
            label: "no keyboard: a negative inset of the app's own", overlap: 0, target: nil,
            safeArea: Insets(top: 20, bottom: 20), scroll: metrics(offset: 0, insetBottom: -30),
            inset: -30,
            offsetY: 0),
        // short content: revealing asks for 652 - 667 + 216 = 201, but the range collapses to [0, 0]
        // (max(-0, 100 - 667 + 216) = 0)
        Case(
            label: "content shorter than the view", overlap: 216, target: CGRect(0, 600, 375, 44),
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 375, height: 100), contentOffset: CGPoint(x: 0, y: 50)),
            inset: 216, offsetY: 0),
    ]

    @Test("inset by the covered part, reveal with the least scrolling, clamp", arguments: cases)
    func scroll(testCase: Case) {
        let plan = AvoidanceStrategy.scroll.plan(
            for: input(
                height: testCase.safeArea.top == 44 ? 812 : 667, overlap: testCase.overlap,
                target: testCase.target,
                margin: testCase.margin, safeArea: testCase.safeArea, scroll: testCase.scroll))
        #expect(
            plan
                == .scroll(
                    contentInsetBottom: testCase.inset,
                    contentOffset: CGPoint(x: testCase.scroll.contentOffset.x, y: testCase.offsetY))
        )
    }

    @Test("the horizontal offset is never changed")
    func horizontalOffset() {
        let plan = AvoidanceStrategy.scroll.plan(
            for: input(
                height: 667, overlap: 216, target: CGRect(0, 556, 375, 44), scroll: Self.metrics()))
        #expect(plan.contentOffset?.x == 5)
    }

    @Test("the rest plan of each strategy (spec §6)")
    func restPlans() {
        let layout = AvoidanceLayout(
            screen: CGRect(0, 0, 375, 812), safeArea: Insets(top: 44, bottom: 34))
        let scroll = Self.metrics(offset: 17, insetBottom: 12)
        #expect(
            AvoidanceStrategy.shift.restPlan(layout: layout, scroll: scroll)
                == .shift(translationY: 0))
        #expect(
            AvoidanceStrategy.safeArea.restPlan(layout: layout, scroll: scroll)
                == .safeArea(additionalBottom: 0))
        #expect(
            AvoidanceStrategy.guide.restPlan(layout: layout, scroll: scroll) == .guide(height: 34))
        #expect(
            AvoidanceStrategy.scroll.restPlan(layout: layout, scroll: scroll)
                == .scroll(contentInsetBottom: 12, contentOffset: CGPoint(x: 5, y: 17)))
    }
}

@Suite("Decisions the UIKit layer asks of the core")
struct LayerDecisionTests {
    // A measured viewport: 667 tall, 1200 of content, the safe area already grown by the
    // keyboard (adjusted bottom 216), no content inset of the app's own.
    static let viewport = ScrollViewport(
        height: 667, contentHeight: 1200, contentInsetBottom: 0, adjustedTop: 20,
        adjustedBottom: 216)

    @Test(
        "the reveal in a measured viewport: the least scrolling, clamped, only while the keyboard covers"
    )
    func revealInMeasuredViewport() {
        // Visible at 0: [20, 451]; the field's bottom plus margin, 608, is below: 608 - 667 + 216 = 157.
        #expect(
            Self.viewport.offset(
                revealing: CGRect(0, 556, 375, 44), margin: 8, from: 0, keyboardCovers: true) == 157
        )
        // The same without a keyboard: only the clamp, to [-20, 1200 - 667 + 216 = 749].
        #expect(
            Self.viewport.offset(
                revealing: CGRect(0, 556, 375, 44), margin: 8, from: 0, keyboardCovers: false) == 0)
        #expect(
            Self.viewport.offset(revealing: nil, margin: 8, from: 900, keyboardCovers: true) == 749)
        #expect(
            Self.viewport.offset(revealing: nil, margin: 8, from: -100, keyboardCovers: false)
                == -20)
    }
}
