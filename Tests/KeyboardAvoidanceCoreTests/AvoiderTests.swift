import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

@Suite("§6 Events and their actions")
struct AvoiderTests {
    static let screen = CGRect(0, 0, 414, 736)
    static let keyboard = CGRect(0, 465, 414, 271)

    static func avoider(_ strategy: AvoidanceStrategy, target: CGRect? = CGRect(20, 600, 374, 44))
        -> KeyboardAvoider
    {
        KeyboardAvoider(
            strategy: strategy,
            layout: AvoidanceLayout(screen: screen, safeArea: Insets(top: 20, bottom: 10)),
            target: target, configuration: AvoiderConfiguration(margin: 8),
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 414, height: 2000), contentOffset: CGPoint(x: 0, y: -20))
        )
    }

    static func event(
        _ name: KeyboardEvent.Name, _ frame: CGRect?, duration: Double = 0.25, curve: Int = 7
    )
        -> AvoiderEvent
    {
        var userInfo: [AnyHashable: Any] = [
            KeyboardUserInfoKey.animationDuration.rawValue: duration,
            KeyboardUserInfoKey.animationCurve.rawValue: curve,
        ]
        if let frame { userInfo[KeyboardUserInfoKey.frameEnd.rawValue] = frame }
        return .keyboard(KeyboardEvent(name: name, userInfo: userInfo))
    }

    @Test("before the first event the rest state is applied", arguments: AvoidanceStrategy.allCases)
    func restBeforeAnything(strategy: AvoidanceStrategy) {
        let avoider = Self.avoider(strategy)
        #expect(avoider.applied == avoider.restPlan)
        #expect(avoider.invariantViolations.isEmpty)
    }

    @Test(
        "iOS's four show notifications with one end frame produce exactly one action",
        arguments: AvoidanceStrategy.allCases)
    func oneActionPerShow(strategy: AvoidanceStrategy) {
        var avoider = Self.avoider(strategy)
        let actions = [
            KeyboardEvent.Name.willChangeFrame, .willShow, .didChangeFrame, .didShow,
        ].compactMap {
            avoider.handle(Self.event($0, Self.keyboard))
        }
        #expect(actions.count == 1)
        #expect(actions.first?.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        let hides = [
            KeyboardEvent.Name.willChangeFrame, .willHide, .didChangeFrame, .didHide,
        ].compactMap {
            avoider.handle(Self.event($0, CGRect(0, 736, 414, 271)))
        }
        #expect(hides.count == 1)
        if case .scroll(let inset, _) = avoider.applied {
            #expect(inset == 0)  // the offset stays where the reveal scrolled it
        } else {
            #expect(avoider.applied == avoider.restPlan)
        }
    }

    @Test(
        "a Did event that still changes the plan applies it with duration 0 and the event's curve")
    func didEventsCatchUp() {
        var avoider = Self.avoider(.safeArea)
        let action = avoider.handle(Self.event(.didShow, Self.keyboard, duration: 0.25, curve: 3))
        #expect(
            action
                == AvoidanceAction(
                    plan: .safeArea(additionalBottom: 261),
                    animation: KeyboardAnimation(duration: 0, curve: .linear)))
    }

    @Test("retarget and layout actions animate with the last keyboard event that was not ignored")
    func retargetUsesLastAnimation() {
        var avoider = Self.avoider(.shift)
        // Before any keyboard event: 0.25 s, curve 7.
        #expect(
            avoider.lastKeyboardAnimation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        _ = avoider.handle(Self.event(.willShow, Self.keyboard, duration: 0.4, curve: 2))
        // Ignored, as it has no frame: its animation is not remembered.
        _ = avoider.handle(Self.event(.willChangeFrame, nil, duration: 0.1, curve: 3))
        let retarget = avoider.handle(.retarget(CGRect(20, 650, 374, 44)))
        // 465 - 8 - 694 = -237
        #expect(
            retarget
                == AvoidanceAction(
                    plan: .shift(translationY: -237),
                    animation: KeyboardAnimation(duration: 0.4, curve: .easeOut)))
    }

    @Test("a layout change re-plans with the last keyboard animation")
    func layoutUsesLastAnimation() {
        var avoider = Self.avoider(.guide)
        _ = avoider.handle(Self.event(.willShow, Self.keyboard, duration: 0.4, curve: 2))
        // The window and container shrink to 565 pt: the keyboard (top at 465) now covers 100 of it.
        let action = avoider.handle(
            .layout(
                AvoidanceLayout.Change(
                    window: CGRect(0, 0, 414, 565), container: CGRect(0, 0, 414, 565)))
        )
        #expect(
            action
                == AvoidanceAction(
                    plan: .guide(height: 100),
                    animation: KeyboardAnimation(duration: 0.4, curve: .easeOut)))
    }

    @Test("no action when the plan moves by 0.01 pt or less")
    func tolerance() {
        var avoider = Self.avoider(.safeArea)
        _ = avoider.handle(Self.event(.willShow, Self.keyboard))
        #expect(avoider.handle(Self.event(.willShow, CGRect(0, 464.995, 414, 271.005))) == nil)
        #expect(avoider.handle(Self.event(.willShow, CGRect(0, 464.98, 414, 271.02))) != nil)
    }

    @Test(
        "a plan within 0.01 pt of the rest state is the rest state, so hiding always restores it exactly"
    )
    func snapsToRest() {
        var avoider = Self.avoider(.safeArea)
        // Overlap 10.005 beyond a 10-pt safe area: 0.005, which snaps to 0: nothing to do.
        #expect(avoider.handle(Self.event(.willShow, CGRect(0, 725.995, 414, 10.005))) == nil)
        #expect(avoider.applied == .safeArea(additionalBottom: 0))
        // 10.02 beyond: applied as 0.02, and hiding restores exactly 0.
        #expect(avoider.handle(Self.event(.willShow, CGRect(0, 725.98, 414, 10.02))) != nil)
        #expect(
            avoider.handle(.willHide())
                == AvoidanceAction(
                    plan: .safeArea(additionalBottom: 0), animation: .keyboardDefault))
    }

    @Test("targetVisible follows the applied state (spec §6)")
    func targetVisible() {
        var avoider = Self.avoider(.shift)
        #expect(avoider.isTargetVisible == true)  // 644 + 8 <= 736
        _ = avoider.handle(Self.event(.willShow, Self.keyboard))
        #expect(avoider.applied == .shift(translationY: -187))
        #expect(avoider.isTargetVisible == true)
        _ = avoider.handle(.retarget(nil))
        #expect(avoider.isTargetVisible == nil)
        #expect(Self.avoider(.guide).isTargetVisible == nil)
    }

    @Test("a disabled avoider plans the rest state; enabling it again re-plans")
    func disabled() {
        var avoider = Self.avoider(.shift)
        _ = avoider.handle(Self.event(.willShow, Self.keyboard))
        let off = avoider.handle(.reconfigure(AvoiderConfiguration(margin: 8, isEnabled: false)))
        #expect(off?.plan == .shift(translationY: 0))
        let on = avoider.handle(.reconfigure(AvoiderConfiguration(margin: 0)))
        #expect(on?.plan == .shift(translationY: -179))
    }

    @Test("geometry that is not finite is refused, not planned with")
    func refusesNonFinite() {
        var avoider = Self.avoider(.shift)
        _ = avoider.handle(Self.event(.willShow, Self.keyboard))
        let before = avoider
        #expect(
            avoider.handle(.retarget(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))) == nil)
        #expect(
            avoider.handle(
                .layout(
                    AvoidanceLayout.Change(
                        container: CGRect(x: 0, y: 0, width: 414, height: CGFloat.infinity))))
                == nil)
        // A margin the engine does not take never reaches it: the configuration refuses it.
        #expect(AvoiderConfiguration(margin: -1).margin == 0)
        var configuration = avoider.configuration
        configuration.margin = .nan
        #expect(configuration.margin == 8)
        #expect(avoider.handle(.reconfigure(configuration)) == nil)
        #expect(avoider == before)
    }

    @Test("a user's scroll is adopted as applied and never answered with an action")
    func scrolled() {
        var avoider = Self.avoider(.scroll, target: CGRect(20, 1500, 374, 44))
        _ = avoider.handle(Self.event(.willShow, Self.keyboard))
        #expect(avoider.handle(.scrolled(to: CGPoint(x: 0, y: 10))) == nil)
        #expect(avoider.applied.contentOffset == CGPoint(x: 0, y: 10))
        #expect(avoider.isTargetVisible == false)
        #expect(avoider.invariantViolations.isEmpty)
    }

    @Test(
        "every fixture: actions only for changed plans, invariants after every event",
        arguments: Fixtures.names)
    func fixturesHoldInvariants(name: String) throws {
        #expect(try Fixtures.scenario(name).violations() == [])
    }
}
