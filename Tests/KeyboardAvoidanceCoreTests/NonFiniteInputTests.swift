import Foundation
import KeyboardAvoidanceCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The geometry, planning and motion values an app can make itself, with a NaN, an infinity or a
/// huge number in them: nothing traps and no query answers NaN or infinity. Each of these trapped,
/// hung or answered a non-finite number before the values validated their entries.
@Suite("Values an app makes itself, with numbers that are not finite")
struct NonFiniteInputTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    /// Docked: 477 + 335 = 812.
    static let docked = CGRect(x: 0, y: 477, width: 375, height: 335)
    /// Floating: its bottom, 800, is 12 pt above the screen's.
    static let floating = CGRect(x: 0, y: 400, width: 375, height: 400)
    static let bad: [CGFloat] = [.nan, .infinity, -.infinity, 1e308]

    // MARK: KeyboardClearance

    @Test("a rect with a NaN or infinite number is covered by nothing and never visible")
    func clearanceUnmeasurableRect() {
        for bad in Self.bad {
            for rect in [
                CGRect(x: 0, y: bad, width: 10, height: 10),
                CGRect(x: bad, y: 700, width: 10, height: 10),
                CGRect(x: 0, y: 0, width: 10, height: bad),
            ] {
                // Traps on Linux before: Foundation's intersection with a NaN.
                let clearance = KeyboardClearance(
                    keyboardFrame: Self.floating, screen: Self.screen, window: Self.screen,
                    rect: rect)
                #expect(clearance.keyboard == Self.floating)
                #expect(clearance.coveredHeight == 0)
                #expect(clearance.gap == nil)
                #expect(!clearance.isClear())
                #expect(!clearance.isVisible())
                // Without a keyboard nothing covers it, but it still does not show.
                let none = KeyboardClearance(
                    keyboardFrame: nil, screen: Self.screen, window: Self.screen, rect: rect)
                #expect(none.isClear())
                #expect(!none.isVisible())
            }
        }
    }

    @Test("a keyboard frame, screen or window with a NaN or infinite number is no keyboard")
    func clearanceUnusableKeyboard() {
        let rect = CGRect(x: 0, y: 700, width: 10, height: 10)
        for bad in Self.bad {
            let frames = [
                CGRect(x: 0, y: bad, width: 375, height: 300),
                CGRect(x: 0, y: 477, width: 375, height: bad),
            ]
            for frame in frames {
                let clearance = KeyboardClearance(
                    keyboardFrame: frame, screen: Self.screen, window: Self.screen, rect: rect)
                #expect(clearance.keyboard == nil)
                #expect(clearance.coveredHeight == 0)
                #expect(clearance.gap == nil)
                #expect(clearance.isClear())
            }
            let screen = CGRect(x: 0, y: 0, width: bad, height: 812)
            #expect(KeyboardClearance.keyboard(Self.docked, screen: screen, window: .zero) == nil)
            let window = CGRect(x: bad, y: 0, width: 375, height: 812)
            #expect(
                KeyboardClearance.keyboard(Self.docked, screen: Self.screen, window: window) == nil)
            var set = KeyboardClearance(
                keyboardFrame: Self.docked, screen: Self.screen, window: Self.screen, rect: rect)
            set.keyboard = CGRect(x: 0, y: bad, width: 375, height: 335)
            #expect(set.keyboard == nil)
            #expect(set.coveredHeight == 0)
        }
    }

    @Test("a rect with a negative size is measured from its other edges, as before")
    func clearanceNegativeSize() {
        // x 0…10, y 600…700 under the docked keyboard from 477: all 100 pt covered.
        let clearance = KeyboardClearance(
            keyboardFrame: Self.docked, screen: Self.screen,
            window: CGRect(x: 0, y: 100, width: 375, height: 712),
            rect: CGRect(x: 10, y: 600, width: -10, height: -100))
        // In the window's coordinates the keyboard starts at 477 − 100 = 377.
        #expect(clearance.keyboard == CGRect(x: 0, y: 377, width: 375, height: 335))
        #expect(clearance.coveredHeight == 100)
        #expect(clearance.gap == CGFloat(377 - 600))
        // A margin of NaN counts as none, an infinite one as the limit.
        let above = KeyboardClearance(
            keyboardFrame: Self.docked, screen: Self.screen, window: Self.screen,
            rect: CGRect(x: 0, y: 400, width: 10, height: 50))
        #expect(above.isClear(margin: .nan))
        #expect(above.isClear(margin: 27))
        #expect(!above.isClear(margin: 28))
        #expect(!above.isClear(margin: .infinity))
        // Bounds that show nothing: a NaN or a negative size.
        var bounded = above
        bounded.visibleBounds = CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan)
        #expect(!bounded.isVisible())
        bounded.visibleBounds = CGRect(x: 0, y: 0, width: -375, height: 812)
        #expect(!bounded.isVisible())
        bounded.visibleBounds = Self.screen
        #expect(bounded.isVisible())
    }

    // MARK: KeyboardCoverage.State and coverage

    @Test("a keyboard frame that is not usable, or a screen that is not, classifies as hidden")
    func stateOfUnusableFrames() {
        for bad in Self.bad {
            #expect(
                KeyboardCoverage.State(
                    frame: CGRect(x: 0, y: bad, width: 1, height: 1), screen: Self.screen)
                    == .hidden)
            #expect(
                KeyboardCoverage.State(
                    frame: Self.docked, screen: CGRect(x: 0, y: 0, width: 375, height: bad))
                    == .hidden)
        }
        // No height is no keyboard (spec §2), even above the screen's bottom.
        #expect(
            KeyboardCoverage.State(
                frame: CGRect(x: 0, y: 400, width: 375, height: 0), screen: Self.screen)
                == .hidden)
        // Usable frames keep their classes: 800 is more than 1 pt above 812.
        #expect(KeyboardCoverage.State(frame: Self.floating, screen: Self.screen) == .floating)
        #expect(KeyboardCoverage.State(frame: Self.docked, screen: Self.screen) == .docked)
    }

    @Test("a layout measures no coverage for an unusable keyboard frame, or when it is not valid")
    func coverageOfUnusableFrames() {
        let layout = AvoidanceLayout(screen: Self.screen)
        let none = KeyboardCoverage(state: .hidden, frame: nil, overlap: 0)
        for bad in Self.bad {
            // A NaN top gave a NaN frame; an infinite height a docked keyboard covering 412 pt.
            #expect(
                layout.coverage(
                    ofKeyboard: CGRect(x: 0, y: bad, width: 375, height: 300), floating: .avoid)
                    == none)
            #expect(
                layout.coverage(
                    ofKeyboard: CGRect(x: 0, y: 400, width: 375, height: bad), floating: .avoid)
                    == none)
            let broken = AvoidanceLayout(
                screen: Self.screen, container: CGRect(x: 0, y: 0, width: 375, height: bad))
            #expect(broken.coverage(ofKeyboard: Self.docked, floating: .avoid) == none)
        }
        // The docked keyboard over the valid layout covers 812 − 477 = 335.
        #expect(
            layout.coverage(ofKeyboard: Self.docked, floating: .ignore)
                == KeyboardCoverage(state: .docked, frame: Self.docked, overlap: 335))
    }

    @Test("a coverage refuses an overlap or a frame that is not a usable number")
    func coverageValues() {
        // A negative overlap is refused too; a negative origin is a place like any other.
        #expect(KeyboardCoverage(state: .docked, frame: nil, overlap: -1).overlap == 0)
        for bad in Self.bad {
            let made = KeyboardCoverage(
                state: .docked, frame: CGRect(x: 0, y: bad, width: 375, height: 335), overlap: bad)
            #expect(made.overlap == 0)
            #expect(made.frame == nil)
            var set = KeyboardCoverage(state: .docked, frame: Self.docked, overlap: 335)
            set.overlap = bad
            #expect(set.overlap == 335)
            set.frame = CGRect(x: bad, y: 477, width: 375, height: 335)
            #expect(set.frame == nil)
            // A container height that is not a number counts as 0: the top is 0 − 335.
            #expect(set.keyboardTop(inContainerOfHeight: bad) == -335)
        }
    }

    // MARK: Planners

    static let layout = AvoidanceLayout(screen: screen, safeArea: Insets(top: 44, bottom: 34))
    static let covering = KeyboardCoverage(state: .docked, frame: docked, overlap: 335)
    static let field = CGRect(x: 0, y: 700, width: 10, height: 10)

    @Test("a target or a margin that is not a usable number is refused where it is given")
    func planInputValues() {
        for bad in Self.bad {
            var input = PlanInput(
                layout: Self.layout, coverage: Self.covering,
                target: CGRect(x: 0, y: bad, width: 10, height: 10), margin: bad)
            #expect(input.target == nil)
            #expect(input.margin == 0)
            // No target: no move, as `shift` does without one (the probe planned −∞).
            #expect(AvoidanceStrategy.shift.plan(for: input) == .shift(translationY: 0))
            input.target = Self.field
            input.margin = 8
            input.margin = bad
            #expect(input.margin == 8)
            // The keyboard's top is 812 − 335 = 477; 477 − 8 − 710 = −241, below 44 − 700.
            #expect(AvoidanceStrategy.shift.plan(for: input) == .shift(translationY: -241))
            input.target = CGRect(x: 0, y: 700, width: bad, height: 10)
            #expect(input.target == nil)
        }
        #expect(
            PlanInput(layout: Self.layout, coverage: Self.covering, target: Self.field, margin: -1)
                .margin == 0)
    }

    @Test("an overlap that is not a number plans as no keyboard, for every strategy")
    func plansOfUnusableOverlaps() {
        for bad in Self.bad {
            let input = PlanInput(
                layout: Self.layout,
                coverage: KeyboardCoverage(state: .docked, frame: nil, overlap: bad),
                target: Self.field, margin: 0,
                scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 375, height: 2000))
            )
            #expect(AvoidanceStrategy.shift.plan(for: input) == .shift(translationY: 0))
            #expect(AvoidanceStrategy.safeArea.plan(for: input) == .safeArea(additionalBottom: 0))
            // Never less than the bottom safe area, 34.
            #expect(AvoidanceStrategy.guide.plan(for: input) == .guide(height: 34))
            // The app's own inset, 0, and the offset kept: the field at 700…710 shows above 812 − 34.
            #expect(
                AvoidanceStrategy.scroll.plan(for: input)
                    == .scroll(contentInsetBottom: 0, contentOffset: .zero))
        }
    }

    @Test("a layout or scroll metrics that are not valid plan the rest plan, with finite numbers")
    func plansOfInvalidLayouts() {
        let offset = CGPoint(x: 0, y: 120)
        for bad in Self.bad {
            let inputs = [
                PlanInput(
                    layout: AvoidanceLayout(
                        screen: CGRect(x: 0, y: 0, width: bad, height: 812),
                        safeArea: Insets(top: 44, bottom: 34)),
                    coverage: Self.covering, target: Self.field, margin: 0,
                    scroll: AvoidanceLayout.ScrollMetrics(contentOffset: offset)),
                PlanInput(
                    layout: Self.layout, coverage: Self.covering, target: Self.field, margin: 0,
                    scroll: AvoidanceLayout.ScrollMetrics(
                        contentSize: CGSize(width: 375, height: 2000), contentOffset: offset,
                        contentInset: Insets(bottom: bad))),
            ]
            for input in inputs {
                #expect(AvoidanceStrategy.shift.plan(for: input) == .shift(translationY: 0))
                #expect(
                    AvoidanceStrategy.safeArea.plan(for: input) == .safeArea(additionalBottom: 0))
                #expect(AvoidanceStrategy.guide.plan(for: input) == .guide(height: 34))
                // The inset that is not a number counts as 0; the offset is kept.
                #expect(
                    AvoidanceStrategy.scroll.plan(for: input)
                        == .scroll(contentInsetBottom: 0, contentOffset: offset))
                #expect(input.isTargetVisible(under: .shift(translationY: 0)) == nil)
                #expect(input.keyboardTop.isFinite)
                #expect(input.scrollSafeAreaBottom.isFinite)
            }
            // The rest plans of such values are finite too.
            let broken = AvoidanceLayout(screen: Self.screen, safeArea: Insets(bottom: bad))
            let scroll = AvoidanceLayout.ScrollMetrics(
                contentOffset: CGPoint(x: bad, y: 5), contentInset: Insets(bottom: bad))
            #expect(
                AvoidanceStrategy.guide.restPlan(layout: broken, scroll: scroll)
                    == .guide(height: 0))
            #expect(
                AvoidanceStrategy.scroll.restPlan(layout: broken, scroll: scroll)
                    == .scroll(contentInsetBottom: 0, contentOffset: CGPoint(x: 0, y: 5)))
        }
    }

    // MARK: Motion

    @Test("the spring's progress is 1 at an infinite time and 0 at NaN, through the timing too")
    func springAtInfinity() {
        #expect(KeyboardSpring.keyboard.progress(at: .infinity) == 1)
        #expect(KeyboardSpring.keyboard.progress(at: .nan) == 0)
        #expect(AnimationTiming.spring(.keyboard).progress(at: .infinity) == 1)
        #expect(AnimationTiming.spring(.keyboard).value(from: 0, to: 100, at: .infinity) == 100)
    }

    @Test("a spring's parameters are clamped to 0.001…1,000,000, so that every answer is finite")
    func springBounds() {
        // The probe's 1e-300 and 1e300 gave ω₀ = ∞ and a NaN progress.
        let fast = KeyboardSpring(mass: 1e-300, stiffness: 1e300, damping: 1)
        #expect(fast.mass == 0.001)
        #expect(fast.stiffness == 1_000_000)
        #expect(fast.damping == 1)
        // ω₀ = √(10⁶ / 10⁻³) = √10⁹; after 0.1 s, (1 + 3162)·e^(−3162) is below any Double.
        #expect(fast.naturalFrequency == 1e9.squareRoot())
        #expect(fast.progress(at: 0.1) == 1)
        // The reverse gave ω₀ = 0 and infinite times: now ω₀ = √(10⁻³ / 10⁶) = √10⁻⁹.
        let slow = KeyboardSpring(mass: 1e300, stiffness: 1e-300, damping: 1)
        #expect(slow.naturalFrequency == 1e-9.squareRoot())
        // Times scale with 1 / ω₀: the keyboard's times times √(1000 / 3) / √10⁻⁹.
        let scale = (1000.0 / 3).squareRoot() / 1e-9.squareRoot()
        let settle = slow.settlingTime(tolerance: 0.001)
        let keyboardSettle = KeyboardSpring.keyboard.settlingTime(tolerance: 0.001)
        #expect(abs(settle / (keyboardSettle * scale) - 1) < 1e-9)
        let half = slow.time(toReach: 0.5) ?? .nan
        let keyboardHalf = KeyboardSpring.keyboard.time(toReach: 0.5) ?? .nan
        #expect(abs(half / (keyboardHalf * scale) - 1) < 1e-9)
        // The smallest tolerance still settles in finite time; NaN is the default 0.001.
        #expect(slow.settlingTime(tolerance: 0).isFinite)
        #expect(slow.settlingTime(tolerance: .nan) == settle)
    }

    @Test("a spring's damping that is not a finite number greater than 0 is the keyboard's 500")
    func springDamping() {
        for bad in [Double.nan, .infinity, -.infinity, 0, -1] {
            #expect(KeyboardSpring(mass: 3, stiffness: 1000, damping: bad).damping == 500)
            var spring = KeyboardSpring(mass: 3, stiffness: 1000, damping: 100)
            spring.damping = bad
            #expect(spring.damping == 500)
        }
        var spring = KeyboardSpring.keyboard
        spring.damping = 1e9
        #expect(spring.damping == 1_000_000)
        spring.stiffness = 1e-9
        #expect(spring.stiffness == 0.001)
    }

    @Test(
        "a Bézier's duration that is not a finite number ≥ 0 is the default 0.25 s",
        arguments: [Double.nan, -1, .infinity, -.infinity])
    func bezierDuration(duration: Double) {
        let linear = AnimationTiming.bezier(.linear, duration: duration)
        // 0.1 s of 0.25: 0.4 of the way, 40 of 100.
        #expect(linear.progress(at: 0.1) == 0.4)
        #expect(linear.value(from: 0, to: 100, at: 0.1) == 40)
        #expect(linear.progress(at: 0.25) == 1)
        // Half way at 0.125 s; within 0.001 of the end after 0.999 of 0.25 s. The probe gave
        // NaN, −0.977 and ±∞.
        #expect(abs((linear.time(toReach: 0.5) ?? .nan) - 0.125) < 1e-12)
        #expect(abs(linear.settlingDuration() - 0.24975) < 1e-12)
        let easeInOut = AnimationTiming.bezier(.easeInOut, duration: duration)
        #expect(
            easeInOut.settlingDuration()
                == AnimationTiming.bezier(.easeInOut, duration: 0.25).settlingDuration())
    }

    @Test("a timing's NaN tolerance is the default, and a value between far positions is finite")
    func timingValues() {
        let timing = AnimationTiming.bezier(.linear, duration: 1)
        #expect(timing.settlingDuration(tolerance: .nan) == timing.settlingDuration())
        #expect(
            AnimationTiming.spring(.keyboard).settlingDuration(tolerance: .nan)
                == KeyboardSpring.keyboard.settlingTime(tolerance: 0.001))
        // 0.4 of the way from −10³⁰⁸ to 10³⁰⁸: −0.6·10³⁰⁸ + 0.4·10³⁰⁸ = −0.2·10³⁰⁸; the difference
        // alone overflows.
        let far = AnimationTiming.bezier(.linear, duration: 0.25).value(
            from: -1e308, to: 1e308, at: 0.1)
        #expect(abs(far / -2e307 - 1) < 1e-12)
        // An overshoot (a curve with y at −10 and 10 goes below 0 first) between two ends near
        // the largest Double stops at it: −1 of the way from G to 1e308 is G + 0.797·G > G.
        let overshoot = AnimationTiming.bezier(CubicBezier(1, -10, 1, 10), duration: 1)
        let negative = overshoot.progress(at: 0.5)
        #expect(negative < -1)
        #expect(
            overshoot.value(from: .greatestFiniteMagnitude, to: 1e308, at: 0.5)
                == .greatestFiniteMagnitude)
        // A position that is not finite counts as 0.
        #expect(
            AnimationTiming.bezier(.linear, duration: 0.25).value(from: .nan, to: 100, at: 0.1)
                == 40)
        #expect(AnimationTiming.immediate.value(from: 0, to: .infinity, at: 1) == 0)
    }

    @Test(
        "a Bézier answers 0 for a NaN fraction or progress, and bounds its control points' progress"
    )
    func bezierValues() {
        for curve in [CubicBezier.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(atFraction: .nan) == 0)
            #expect(curve.fraction(reaching: .nan) == 0)
        }
        // y at 10⁻³⁰⁸·10 gave a progress near 4·10³⁰⁷. Now both y are 10: with x1 = x2 = 0.5 the
        // time at parameter 0.5 is 1.5·0.25 + 0.125 = 0.5, and the progress
        // 3·0.25·0.5·10 + 3·0.5·0.25·10 + 0.125 = 7.625.
        var curve = CubicBezier(0.5, 1e308, 0.5, 1e308)
        #expect(curve.y1 == 10)
        #expect(curve.y2 == 10)
        #expect(curve.progress(atFraction: 0.5) == 7.625)
        curve.y1 = -.greatestFiniteMagnitude
        #expect(curve.y1 == -10)
        // An overshoot within the range is kept.
        #expect(CubicBezier(0.34, 1.56, 0.64, 1).y1 == 1.56)
    }
}
