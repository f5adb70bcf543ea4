import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("The catalogue: what iOS posts for each device and keyboard")
struct CatalogueSequenceTests {
    private func names(_ sequence: KeyboardSequence) -> [KeyboardEvent.Name] {
        sequence.notifications.map(\.name)
    }

    @Test(
        "a docked show is WillChangeFrame, WillShow, DidChangeFrame, DidShow with one end frame (spec §6)",
        arguments: CatalogueCase.all)
    func showOrder(_ argument: CatalogueCase) {
        let scenario = argument.scenario
        let show = KeyboardSequence.show(scenario)
        if scenario.keyboard.isDocked {
            #expect(names(show) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        } else {
            // A floating, split or undocked keyboard posts no show: only its frame changes.
            #expect(names(show) == [.willChangeFrame, .didChangeFrame])
        }
        #expect(Set(show.notifications.map(\.endFrame)) == [scenario.keyboardFrame])
        #expect(Set(show.notifications.map(\.beginFrame)) == [scenario.offScreenKeyboardFrame])
        for notification in show.notifications {
            #expect(notification.duration == 0.25)
            #expect(notification.curve == 7)
            #expect(notification.isLocal)
        }
        #expect(show.keyboardFrame(after: nil) == scenario.keyboardFrame)
    }

    @Test("a hide ends below the screen, and leaves no keyboard", arguments: CatalogueCase.all)
    func hideOrder(_ argument: CatalogueCase) {
        let scenario = argument.scenario
        let hide = KeyboardSequence.hide(scenario)
        let expected: [KeyboardEvent.Name] =
            scenario.keyboard.isDocked
            ? [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
            : [.willChangeFrame, .didChangeFrame]
        #expect(names(hide) == expected)
        for notification in hide.notifications {
            #expect(notification.beginFrame == scenario.keyboardFrame)
            #expect(notification.endFrame?.minY == scenario.screen.maxY)
        }
        // Below the screen is hidden (spec §3), whether announced by a hide or not.
        #expect(
            hide.keyboardFrame(after: scenario.keyboardFrame).map {
                KeyboardCoverage.State(frame: $0, screen: scenario.screen)
            } ?? .hidden == .hidden)
    }

    @Test("the frames, worked out by hand for one device of each kind")
    func framesByHand() {
        // iPhone 15 portrait: 852 − 336 = 516.
        #expect(
            KeyboardScenario(device: .iPhone15).keyboardFrame
                == CGRect(x: 0, y: 516, width: 393, height: 336))
        // iPhone SE landscape: 375 − 200 = 175, across 667.
        #expect(
            KeyboardScenario(device: .iPhoneSE, orientation: .landscape).keyboardFrame
                == CGRect(x: 0, y: 175, width: 667, height: 200))
        // A hardware keyboard's bar on a 12.9-inch iPad Pro: 1366 − 55, the frame 403 tall.
        #expect(
            KeyboardScenario(device: .iPadPro129, keyboard: .hardwareKeyboardBar).keyboardFrame
                == CGRect(x: 0, y: 1311, width: 1024, height: 403))
        // An 11-inch iPad Pro's floating keyboard: (834 − 320) / 2 = 257, 1194 − 494 = 700.
        #expect(
            KeyboardScenario(device: .iPadPro11, keyboard: .floating).keyboardFrame
                == CGRect(x: 257, y: 700, width: 320, height: 254))
        // Stage Manager on a 12.9-inch iPad Pro in landscape: (1366 − 1000) / 2, 1024 − 212 − 700.
        let stage = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .stageManager)
        #expect(stage.window == CGRect(x: 183, y: 112, width: 1000, height: 700))
        // A form sheet: (1366 − 540) / 2 = 413, (1024 − 620) / 2 = 202.
        let sheet = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .formSheet)
        #expect(sheet.container == CGRect(x: 413, y: 202, width: 540, height: 620))
        #expect(sheet.window == sheet.screen)
    }

    @Test("the overlap and plans, worked out by hand (spec §4, §5)")
    func plansByHand() {
        func coverage(_ scenario: KeyboardScenario) -> CGFloat {
            scenario.layout.coverage(ofKeyboard: scenario.keyboardFrame, floating: .ignore).overlap
        }
        // Stage Manager: the window ends at 812, the keyboard starts at 1024 − 498 = 526: 286,
        // not 498.
        #expect(
            coverage(
                KeyboardScenario(
                    device: .iPadPro129, orientation: .landscape, presentation: .stageManager))
                == 286)
        // A form sheet ends at 202 + 620 = 822: 822 − 526 = 296.
        #expect(
            coverage(
                KeyboardScenario(
                    device: .iPadPro129, orientation: .landscape, presentation: .formSheet)) == 296)
        // Slide Over, portrait: the window ends at 20 + 1336 = 1356; 1356 − (1366 − 403) = 393.
        #expect(
            coverage(KeyboardScenario(device: .iPadPro129, presentation: .slideOver)) == 393)
        // The shortcut bar: 55 of 403.
        #expect(
            coverage(KeyboardScenario(device: .iPadPro129, keyboard: .hardwareKeyboardBar)) == 55)
        // Not avoided by default: a split keyboard, on an iPad that splits it.
        #expect(coverage(KeyboardScenario(device: .iPad, keyboard: .split)) == 0)
        // iPhone 15: safeArea 336 − 34 = 302, guide 336; a field at 852 − 34 − 104 = 714 moves
        // 516 − 8 − 758 = −250.
        let iPhone = KeyboardScenario(device: .iPhone15)
        var safeArea = KeyboardAvoider(strategy: .safeArea, layout: iPhone.layout)
        var shift = KeyboardAvoider(
            strategy: .shift, layout: iPhone.layout,
            target: CGRect(x: 16, y: 714, width: 361, height: 44),
            configuration: AvoiderConfiguration(margin: 8))
        let show = KeyboardSequence.show(iPhone).avoiderEvents
        #expect(
            show.compactMap { safeArea.handle($0) }.map(\.plan) == [
                .safeArea(additionalBottom: 302)
            ])
        #expect(show.compactMap { shift.handle($0) }.map(\.plan) == [.shift(translationY: -250)])
    }

    @Test("undocking posts WillHide; docking again posts WillShow")
    func undocking() {
        let floating = KeyboardScenario(device: .iPadPro11, keyboard: .undocked)
        let undock = KeyboardSequence.undocking(floating)
        #expect(names(undock) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
        #expect(
            undock.notifications.first?.beginFrame == CGRect(x: 0, y: 881, width: 834, height: 313))
        #expect(
            undock.notifications.first?.endFrame == CGRect(x: 150, y: 500, width: 534, height: 280))
        // WillHide means no keyboard covers the app (spec §2), whatever its frame says.
        #expect(undock.keyboardFrame(after: floating.dockedKeyboardFrame) == nil)
        let dock = KeyboardSequence.docking(floating)
        #expect(names(dock) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        #expect(dock.keyboardFrame(after: nil) == floating.dockedKeyboardFrame)
        #expect(KeyboardSequence.undocking(KeyboardScenario(device: .iPadPro11)).steps.isEmpty)
    }

    @Test("the QuickType bar grows the keyboard in place, with duration 0")
    func quickTypeBar() {
        let scenario = KeyboardScenario(device: .iPhoneSE)
        let bar = KeyboardSequence.quickTypeBarAppearing(scenario)
        #expect(names(bar) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        // 216 pt of keys, 260 pt with the bar: 667 − 216 = 451 to 667 − 260 = 407. (iOS 8 logged
        // {{0, 442}, {375, 225}} to {{0, 409}, {375, 258}} on an iPhone 6.)
        for notification in bar.notifications {
            #expect(notification.beginFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
            #expect(notification.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
            #expect(notification.duration == 0)
        }
        #expect(bar.batches.map(\.runTime) == [0, 0])
        // In landscape, the landscape bar: 375 − 162 = 213 to 375 − 200 = 175.
        let landscape = KeyboardSequence.quickTypeBarAppearing(
            KeyboardScenario(device: .iPhoneSE, orientation: .landscape))
        #expect(
            landscape.notifications.first?.beginFrame
                == CGRect(x: 0, y: 213, width: 667, height: 162))
        #expect(
            landscape.notifications.first?.endFrame
                == CGRect(x: 0, y: 175, width: 667, height: 200))
        // Shown without the bar first: from below the screen to 451.
        let plain = KeyboardSequence.show(scenario, quickTypeBar: false)
        #expect(plain.notifications.allSatisfy { $0.endFrame == bar.notifications[0].beginFrame })
        #expect(plain.notifications.allSatisfy { $0.beginFrame?.minY == 667 })
    }

    @Test("another app's keyboard: isLocal false, ignored but for its hide (spec §2)")
    func anotherApp() {
        let scenario = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .splitView)
        let show = KeyboardSequence.show(scenario).fromAnotherApp()
        #expect(show.notifications.allSatisfy { !$0.isLocal })
        #expect(show.notifications.allSatisfy { $0.event.isIgnored })
        #expect(show.keyboardFrame(after: nil) == nil)
        let hide = KeyboardSequence.hide(scenario).fromAnotherApp()
        #expect(hide.notifications.allSatisfy { !$0.isLocal })
        #expect(hide.keyboardFrame(after: scenario.keyboardFrame) == nil)
    }

    @Test("a drag: samples an eighth apart, then the outcome's notifications from the last one")
    func drag() {
        // iPhone X: 335 pt on screen from 477; eighths rounded: 42, 84, 126, 168, 209.
        let scenario = KeyboardScenario(device: .iPhoneX)
        let dismissal = KeyboardSequence.drag(scenario, ending: .dismissal)
        #expect(dismissal.dragSamples.map(\.minY) == [519, 561, 603, 645, 686])
        #expect(names(dismissal) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
        #expect(dismissal.notifications.first?.beginFrame?.minY == 686)
        #expect(dismissal.notifications.first?.endFrame?.minY == 812)
        let snapBack = KeyboardSequence.drag(scenario, ending: .snapBack)
        #expect(snapBack.dragSamples.map(\.minY) == [519, 561, 603])
        #expect(names(snapBack) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        #expect(snapBack.keyboardFrame(after: nil) == scenario.keyboardFrame)
        // A floating keyboard is not dragged by a finger.
        #expect(
            KeyboardSequence.drag(
                KeyboardScenario(device: .iPadPro11, keyboard: .floating), ending: .dismissal
            ).steps.isEmpty)
    }

    @Test("posted in batches: the Will… ones, the spring's settling, the Did… ones, frame by frame")
    func batches() {
        let scenario = KeyboardScenario(device: .iPhoneX)
        let batches = (KeyboardSequence.show(scenario) + .drag(scenario, ending: .snapBack)).batches
        #expect(batches.map(\.steps.count) == [2, 2, 1, 1, 1, 2, 2])
        // Curve 7 is the spring: (1 + s)·e^(−s) = 0.001 at s ≈ 9.2335, over ω₀ = √(1000 / 3).
        let spring = 9.2335 / (1000.0 / 3).squareRoot()
        #expect(abs(batches[0].runTime - spring) < 0.001)
        #expect(batches[1].runTime == 0)
        #expect(batches[2].runTime == 1.0 / 60)
        // Curve 0 over 0.3 s settles within its duration.
        let eased = KeyboardNotificationValue(
            name: .willShow, beginFrame: nil, endFrame: scenario.keyboardFrame, duration: 0.3,
            curve: 0)
        #expect(KeyboardSequence.settlingTime(of: eased) == 0.3)
    }

    @Test("the notification's values read as a real notification's (spec §2)")
    func values() {
        let value = KeyboardNotificationValue(
            name: .willShow, beginFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
            endFrame: CGRect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, curve: 7,
            isLocal: false)
        let event = value.event
        #expect(event.name == .willShow)
        #expect(event.beginFrame == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(event.endFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(event.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        #expect(!event.isLocal)
        #expect(KeyboardNotificationValue(event) == value)
    }

    @Test("a simulator's screen finds its device and scenarios")
    func fitting() {
        #expect(
            KeyboardScenario.Device.matching(screen: CGSize(width: 393, height: 852)) == .iPhone15)
        #expect(
            KeyboardScenario.Device.matching(screen: CGSize(width: 1376, height: 1032))
                == .iPadPro13M4)
        #expect(KeyboardScenario.Device.matching(screen: CGSize(width: 100, height: 100)) == nil)
        let iPhone = KeyboardScenario.all(fittingScreen: CGSize(width: 393, height: 852))
        #expect(iPhone == [KeyboardScenario(device: .iPhone15)])
        // A 12.9-inch iPad Pro: four keyboards (no split) in five presentations.
        let iPad = KeyboardScenario.all(fittingScreen: CGSize(width: 1366, height: 1024))
        #expect(iPad.count == 4 * 5)
        #expect(iPad.allSatisfy { $0.orientation == .landscape && $0.device == .iPadPro129 })
        #expect(KeyboardScenario.all.allSatisfy { $0.isShown })
        // Six iPhones, one scenario an orientation; in each orientation the 9.7-inch iPad's five
        // keyboards in four presentations (no Stage Manager), the iPad Air's five in five, and
        // the four iPad Pros' four (no split) in five.
        #expect(KeyboardScenario.all.count == 6 * 2 + 2 * (5 * 4 + 5 * 5 + 4 * (4 * 5)))
    }
}
