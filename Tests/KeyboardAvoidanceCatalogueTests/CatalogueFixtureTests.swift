import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The catalogue and the fixtures describe some of the same devices and keyboards: where they do,
/// they agree. Fixtures whose numbers are illustrative or of another iOS, and differ, are named,
/// with why, below: each still agrees on what its plan rests on.
@Suite("The catalogue agrees with the fixtures where they describe the same device and keyboard")
struct CatalogueFixtureTests {
    /// A fixture's keyboard notifications as the engine reads them.
    private func keyboardEvents(_ name: String) throws -> [KeyboardEvent] {
        try Fixtures.scenario(name).events.compactMap { event in
            if let keyboard = event.input.keyboardEvent { return keyboard }
            return nil
        }
    }

    private func events(_ sequence: KeyboardSequence) -> [KeyboardEvent] {
        sequence.notifications.map(\.event)
    }

    @Test("iPhone 8 Plus: the logged show and hide are the catalogue's, value for value")
    func curve7ShowHide() throws {
        let scenario = KeyboardScenario(device: .iPhone8Plus)
        let fixture = try keyboardEvents("iphone-curve-7-show-hide")
        #expect(fixture == events(.show(scenario) + .hide(scenario)))
        #expect(try Fixtures.scenario("iphone-curve-7-show-hide").layout == scenario.layout)
    }

    @Test("iPhone 8 Plus rotation: the portrait and the landscape keyboards are the catalogue's")
    func rotation() throws {
        // The landscape frame, {{0, 214}, {736, 200}}, the fixture calls illustrative; the
        // catalogue's 200 pt (162 pt of keys and the QuickType bar) is the same.
        let fixture = try keyboardEvents("iphone-rotation")
        let show = KeyboardSequence.show(KeyboardScenario(device: .iPhone8Plus))
        #expect(fixture[0].endFrame == show.notifications[1].endFrame)
        #expect(fixture[0].name == .willShow)
        let landscape = KeyboardScenario(device: .iPhone8Plus, orientation: .landscape)
        #expect(fixture[2...5].allSatisfy { $0.endFrame == landscape.keyboardFrame })
    }

    @Test("iPhone X: the commonly logged frame, and the drag fixtures' show")
    func iPhoneX() throws {
        let scenario = KeyboardScenario(device: .iPhoneX)
        let show = KeyboardSequence.show(scenario)
        #expect(try keyboardEvents("iphone-x-home-indicator")[0].endFrame == scenario.keyboardFrame)
        #expect(try Fixtures.scenario("iphone-x-home-indicator").layout == scenario.layout)
        // WillShow and DidShow with both frames, 0.25 s, curve 7, local.
        let drag = try keyboardEvents("drag-shift-dismiss")
        #expect(Array(drag[0...1]) == [show.notifications[1].event, show.notifications[3].event])
        #expect(try Fixtures.scenario("drag-shift-dismiss").layout == scenario.layout)
    }

    @Test("iPhone 6: the QuickType bar's four notifications with duration 0")
    func quickTypeBar() throws {
        // Logged on iOS 8, whose keyboard was 225 pt and 258 pt with the bar; the catalogue's is
        // today's, 216 pt and 260 pt. The order, the duration 0 and the frames' bottom, at the
        // screen's, are the same.
        let scenario = KeyboardScenario(device: .iPhoneSE)
        let fixture = try keyboardEvents("iphone-predictive-bar-duration-0")
        let bar = events(.quickTypeBarAppearing(scenario))
        #expect(fixture[2...5].map(\.name) == bar.map(\.name))
        #expect(fixture[2...5].allSatisfy { $0.animation.duration == 0 })
        #expect(bar.allSatisfy { $0.animation.duration == 0 })
        #expect(fixture[2...5].allSatisfy { $0.endFrame?.maxY == scenario.keyboardFrame.maxY })
        #expect(fixture[2...5].allSatisfy { $0.endFrame?.width == scenario.keyboardFrame.width })
        // The bar's show from below the screen, before it, to a keyboard without the bar.
        let withoutBar = KeyboardSequence.keyboardFrameWithoutQuickTypeBar(scenario)
        #expect(fixture[0].endFrame?.maxY == withoutBar.maxY)
        #expect(try #require(fixture[0].endFrame).height < scenario.keyboardFrame.height)
        #expect(
            try Fixtures.scenario("iphone-predictive-bar-duration-0").layout.screen
                == scenario.screen)
    }

    @Test("12.9-inch iPad Pro: the docked keyboard, then only the hardware keyboard's bar")
    func hardwareKeyboardBar() throws {
        // The fixture's keyboard is 313 pt tall: iOS 9's on a 9.7-inch iPad (the Stack Overflow
        // question predates the 12.9-inch iPad Pro), placed on the larger screen; the catalogue's
        // 12.9-inch keyboard is 403 pt. What the plan rests on is the same: a docked keyboard
        // across the screen, then the same frame with 55 pt on screen, then below the screen.
        let docked = KeyboardScenario(device: .iPadPro129)
        let bar = KeyboardScenario(device: .iPadPro129, keyboard: .hardwareKeyboardBar)
        let fixture = try keyboardEvents("ipad-hardware-keyboard-bar")
        #expect(fixture[0].endFrame?.maxY == docked.keyboardFrame.maxY)
        #expect(fixture[0].endFrame?.width == docked.keyboardFrame.width)
        #expect(fixture[0].endFrame?.height == KeyboardScenario.Device.iPad.portraitKeyboardHeight)
        // The change to the bar: WillChangeFrame, WillShow, DidChangeFrame, DidShow to its frame.
        #expect(fixture[2...5].map(\.name) == KeyboardSequence.show(bar).notifications.map(\.name))
        #expect(fixture[2...5].allSatisfy { $0.endFrame?.minY == bar.keyboardFrame.minY })
        #expect(fixture[2...5].allSatisfy { $0.endFrame?.width == bar.keyboardFrame.width })
        #expect(fixture[6].endFrame?.minY == bar.offScreenKeyboardFrame.minY)
        // The fixture leaves the safe area out: the screens are the same.
        #expect(try Fixtures.scenario("ipad-hardware-keyboard-bar").layout.screen == bar.screen)
    }

    @Test("11-inch iPad Pro: undocking posts the catalogue's four notifications")
    func undocking() throws {
        let undocked = KeyboardScenario(device: .iPadPro11, keyboard: .undocked)
        let fixture = try keyboardEvents("ipad-undock-sends-willhide")
        let undock = KeyboardSequence.undocking(undocked)
        #expect(fixture[0].endFrame == undocked.dockedKeyboardFrame)
        #expect(fixture[1...4].map(\.name) == undock.notifications.map(\.name))
        #expect(fixture[1...4].allSatisfy { $0.endFrame == undocked.keyboardFrame })
        #expect(fixture[1].beginFrame == undocked.dockedKeyboardFrame)
        #expect(try Fixtures.scenario("ipad-undock-sends-willhide").layout == undocked.layout)
    }

    @Test("11-inch iPad Pro under .avoid: undocking, splitting and a floating dismissal's events")
    func avoidedModes() throws {
        // The split keyboard on an 11-inch iPad Pro's screen, which that iPad does not split: the
        // fixture shows the rule (a hide whose end frame floats) on the catalogue's frames for
        // that screen, the same on an iPad that splits.
        #expect(!KeyboardScenario(device: .iPadPro11, keyboard: .split).isShown)
        for (mode, name) in [
            (KeyboardScenario.KeyboardMode.undocked, "ipad-undock-avoided"),
            (.split, "ipad-split-avoided"),
        ] {
            let scenario = KeyboardScenario(device: .iPadPro11, keyboard: mode)
            var docked = scenario
            docked.keyboard = .docked
            let fixture = try keyboardEvents(name)
            // The docked show, then the undocking or splitting.
            #expect(fixture[0..<8] == events(.show(docked) + .undocking(scenario))[...], "\(name)")
            #expect(try Fixtures.scenario(name).layout == scenario.layout)
            #expect(try Fixtures.scenario(name).floating == .avoid)
        }
        // Docking again, and a split keyboard going: the catalogue's order and end frames.
        let undocked = KeyboardScenario(device: .iPadPro11, keyboard: .undocked)
        let dock = try keyboardEvents("ipad-undock-avoided")[8...]
        #expect(dock.map(\.name) == events(.docking(undocked)).map(\.name))
        #expect(dock.allSatisfy { $0.endFrame == undocked.dockedKeyboardFrame })
        let split = KeyboardScenario(device: .iPadPro11, keyboard: .split)
        #expect(try keyboardEvents("ipad-split-avoided")[8...] == events(.hide(split))[...])
        // The floating keyboard: the catalogue's show, and its hide from where it was dragged.
        let floating = KeyboardScenario(device: .iPadPro11, keyboard: .floating)
        let dismissed = try keyboardEvents("ipad-floating-dismissed-avoided")
        #expect(dismissed[0...1] == events(.show(floating))[...])
        #expect(dismissed[5...].map(\.name) == events(.hide(floating)).map(\.name))
        #expect(dismissed.last?.endFrame?.minY == floating.screen.maxY)
    }

    @Test("11-inch iPad Pro: the floating keyboard's frame")
    func floating() throws {
        let floating = KeyboardScenario(device: .iPadPro11, keyboard: .floating)
        #expect(try keyboardEvents("ipad-floating-avoided")[0].endFrame == floating.keyboardFrame)
        #expect(try Fixtures.scenario("ipad-floating-avoided").layout == floating.layout)
    }

    @Test("12.9-inch iPad Pro in landscape: Stage Manager, Split View, a form sheet")
    func windows() throws {
        // The three fixtures' keyboard, {{0, 626}, {1366, 398}}, is illustrative (they say so):
        // the 9.7-inch iPad's landscape height on the larger screen. The catalogue's 12.9-inch
        // keyboard is 498 pt. Their screens and windows are the catalogue's, and their keyboard
        // is docked across the screen as the catalogue's.
        func docked(_ frame: CGRect?, like scenario: KeyboardScenario) -> Bool {
            frame?.maxY == scenario.keyboardFrame.maxY
                && frame?.width == scenario.keyboardFrame.width
                && frame?.height == KeyboardScenario.Device.iPad.landscapeKeyboardHeight
        }
        let stage = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .stageManager)
        let stageFixture = try Fixtures.scenario("ipad-stage-manager-window")
        // The window and the keyboard; the fixture's safe-area top (20) is illustrative, the
        // catalogue's is the device's status bar (24).
        #expect(stageFixture.layout.window == stage.window)
        #expect(stageFixture.layout.screen == stage.screen)
        #expect(docked(try keyboardEvents("ipad-stage-manager-window")[0].endFrame, like: stage))

        let split = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .splitView)
        #expect(try Fixtures.scenario("ipad-split-view-non-local").layout == split.layout)
        let splitEvents = try keyboardEvents("ipad-split-view-non-local")
        #expect(docked(splitEvents[0].endFrame, like: split))
        #expect(!splitEvents[0].isLocal)

        let sheet = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .formSheet)
        #expect(try Fixtures.scenario("ipad-form-sheet").layout == sheet.layout)
        #expect(docked(try keyboardEvents("ipad-form-sheet")[0].endFrame, like: sheet))
    }

    @Test("Slide Over: the fixture's numbers are its own, and say so")
    func slideOver() throws {
        // ipad-slide-over-scroll.json predates the catalogue: a full-height window at the screen's
        // right edge, (704, 0, 320, 1366), and a 398-pt keyboard in portrait (a 9.7-inch iPad's
        // landscape height). Its plan was worked out by hand for those numbers, so it keeps them; the
        // catalogue's Slide Over window is inset as iPadOS draws it. The two agree on what the
        // catalogue and the spec rest on: the window is 320 pt wide against the screen's right
        // edge region, and the keyboard spans the whole screen.
        let fixture = try Fixtures.scenario("ipad-slide-over-scroll")
        let scenario = KeyboardScenario(device: .iPadPro129, presentation: .slideOver)
        #expect(fixture.source?.contains("illustrative") == true)
        #expect(fixture.layout.screen == scenario.screen)
        #expect(fixture.layout.window.width == scenario.window.width)
        #expect(
            try keyboardEvents("ipad-slide-over-scroll")[0].endFrame?.width
                == scenario.keyboardFrame.width)
    }
}
