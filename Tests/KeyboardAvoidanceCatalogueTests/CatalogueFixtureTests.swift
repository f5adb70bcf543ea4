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
/// they agree. Fixtures whose numbers are illustrative and differ are named, with why, below.
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

    @Test("iPhone 8 Plus rotation: the portrait show is the catalogue's")
    func rotation() throws {
        // Its landscape frame, {{0, 214}, {736, 200}}, is illustrative: the catalogue estimates
        // 194 pt, and the fixture's plan was worked out for 200.
        let fixture = try keyboardEvents("iphone-rotation")
        let show = KeyboardSequence.show(KeyboardScenario(device: .iPhone8Plus))
        #expect(fixture[0].endFrame == show.notifications[1].endFrame)
        #expect(fixture[0].name == .willShow)
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
        let scenario = KeyboardScenario(device: .iPhoneSE)
        let fixture = try keyboardEvents("iphone-predictive-bar-duration-0")
        #expect(Array(fixture[2...5]) == events(.quickTypeBarAppearing(scenario)))
        // The bar's show from below the screen, before it.
        #expect(fixture[0].endFrame == KeyboardSequence.keyboardFrameWithoutQuickTypeBar(scenario))
        #expect(
            try Fixtures.scenario("iphone-predictive-bar-duration-0").layout.screen
                == scenario.screen)
    }

    @Test("12.9-inch iPad Pro: the docked keyboard, then only the hardware keyboard's bar")
    func hardwareKeyboardBar() throws {
        let docked = KeyboardScenario(device: .iPadPro129)
        let bar = KeyboardScenario(device: .iPadPro129, keyboard: .hardwareKeyboardBar)
        let fixture = try keyboardEvents("ipad-hardware-keyboard-bar")
        #expect(fixture[0].endFrame == docked.keyboardFrame)
        // The change to the bar: WillChangeFrame, WillShow, DidChangeFrame, DidShow to its frame.
        #expect(fixture[2...5].map(\.name) == KeyboardSequence.show(bar).notifications.map(\.name))
        #expect(fixture[2...5].allSatisfy { $0.endFrame == bar.keyboardFrame })
        #expect(fixture[6].endFrame == bar.offScreenKeyboardFrame)
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
        let stage = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .stageManager)
        let stageFixture = try Fixtures.scenario("ipad-stage-manager-window")
        // The window and the keyboard; the fixture's safe-area top (20) is illustrative, the
        // catalogue's is the device's status bar (24).
        #expect(stageFixture.layout.window == stage.window)
        #expect(stageFixture.layout.screen == stage.screen)
        #expect(try keyboardEvents("ipad-stage-manager-window")[0].endFrame == stage.keyboardFrame)

        let split = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .splitView)
        #expect(try Fixtures.scenario("ipad-split-view-non-local").layout == split.layout)
        let splitEvents = try keyboardEvents("ipad-split-view-non-local")
        #expect(splitEvents[0].endFrame == split.keyboardFrame)
        #expect(!splitEvents[0].isLocal)

        let sheet = KeyboardScenario(
            device: .iPadPro129, orientation: .landscape, presentation: .formSheet)
        #expect(try Fixtures.scenario("ipad-form-sheet").layout == sheet.layout)
        #expect(try keyboardEvents("ipad-form-sheet")[0].endFrame == sheet.keyboardFrame)
    }

    @Test("Slide Over: the fixture's numbers are its own, and say so")
    func slideOver() throws {
        // ipad-slide-over-scroll.json predates the catalogue: a full-height window at the screen's
        // right edge, (704, 0, 320, 1366), and a 398-pt keyboard in portrait (the landscape
        // height). Its plan was worked out by hand for those numbers, so it keeps them; the
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
