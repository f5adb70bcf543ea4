import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("A keyboard already up, read off a view's keyboard layout guide")
struct KeyboardGuideReadingTests {
    static let screen = CGRect(0, 0, 390, 844)

    @Test(
        "a guide not laid out yet is read again; one laid out at rest, with or without a safe area, is no keyboard"
    )
    func resting() {
        // Never laid out: a zero frame, wherever the view is.
        #expect(
            KeyboardGuideReading(
                guideFrame: CGRect(0, 100, 0, 0), safeAreaFrame: CGRect(0, 47, 390, 763),
                windowBottom: 844, screen: Self.screen) == .notLaidOut)
        // An iPhone SE: no bottom safe area; the guide rests at the bottom with height 0. The
        // reading used to take a height of 0 for "not laid out" and ask again for ever.
        let se = CGRect(0, 0, 375, 667)
        #expect(
            KeyboardGuideReading(
                guideFrame: CGRect(0, 667, 375, 0), safeAreaFrame: CGRect(0, 20, 375, 647),
                windowBottom: 667, screen: se) == .noKeyboard)
        // On the safe area, or below it (usesBottomSafeArea off).
        for top: CGFloat in [810, 844] {
            #expect(
                KeyboardGuideReading(
                    guideFrame: CGRect(0, top, 390, 844 - top),
                    safeAreaFrame: CGRect(0, 47, 390, 763), windowBottom: 844,
                    screen: Self.screen) == .noKeyboard)
        }
        #expect(
            KeyboardGuideReading(
                guideFrame: CGRect(0, .nan, 390, 0), safeAreaFrame: CGRect(0, 47, 390, 763),
                windowBottom: 844, screen: Self.screen) == .noKeyboard)
    }

    @Test("a keyboard up is a Did change, applied at once, that a session plans")
    func keyboardUp() throws {
        let reading = KeyboardGuideReading(
            guideFrame: CGRect(0, 508, 390, 336), safeAreaFrame: CGRect(0, 47, 390, 763),
            windowBottom: 844, screen: Self.screen)
        guard case .keyboard(let event) = reading else {
            Issue.record("expected a keyboard, read \(reading)")
            return
        }
        #expect(event.name == .didChangeFrame)
        #expect(event.endFrame == CGRect(0, 508, 390, 336))
        #expect(event.animation.duration == 0)
        var session = AvoidanceSession(strategy: .guide)
        _ = session.handle(
            .measure(
                ContainerSnapshot(
                    screen: Self.screen, window: Self.screen, container: Self.screen,
                    safeArea: Insets(top: 47, bottom: 34), target: nil)))
        #expect(session.handle(.keyboard(event))?.plan == .guide(height: 336))
    }
}

@Suite("When the UIKit layer keeps a tracker")
struct KeyboardTrackingDemandTests {
    static let screen = CGRect(0, 0, 390, 844)

    @Test(
        "drags only: from a docked keyboard's show to its hide; an ignored notification changes nothing, a floating keyboard needs none"
    )
    func dragsOnly() {
        var demand = KeyboardTrackingDemand()
        demand.wantsDrags = true
        #expect(!demand.needsFollower)
        demand.keyboardChanged(
            by: KeyboardEvent(name: .willShow, endFrame: CGRect(0, 508, 390, 336)),
            screen: Self.screen)
        #expect(demand.needsFollower && !demand.followsMoves)
        // An ignored notification (Reduce Motion's cross-fade) changes nothing.
        demand.keyboardChanged(
            by: KeyboardEvent(name: .willChangeFrame, endFrame: nil), screen: Self.screen)
        #expect(demand.needsFollower)
        demand.keyboardChanged(
            by: KeyboardEvent(name: .willHide, endFrame: CGRect(0, 844, 390, 336)),
            screen: Self.screen)
        #expect(!demand.needsFollower)
        // A floating keyboard is not dragged away, and the tracker's guide does not follow it.
        demand.keyboardChanged(
            by: KeyboardEvent(name: .willChangeFrame, endFrame: CGRect(35, 300, 320, 254)),
            screen: Self.screen)
        #expect(!demand.needsFollower)
        demand.wantsDrags = false
        demand.keyboardChanged(
            by: KeyboardEvent(name: .willShow, endFrame: CGRect(0, 508, 390, 336)),
            screen: Self.screen)
        #expect(!demand.needsFollower)
    }

    @Test("phases: always, moves included")
    func phases() {
        var demand = KeyboardTrackingDemand()
        demand.wantsPhases = true
        #expect(demand.needsFollower && demand.followsMoves)
    }
}

@Suite("A setting borrowed from a view and given back")
struct BorrowedSettingTests {
    @Test("defect 1: the padding goes back to what the guide had, not to 0")
    func givesBackThePrevious() {
        var padding = BorrowedSetting<CGFloat>()
        #expect(padding.update(holding: 12, wanting: 52) == 52)
        #expect(padding.previousValue == 12 && padding.isHeld)
        #expect(padding.update(holding: 52, wanting: 60) == 60)  // the bar grew
        #expect(padding.update(holding: 60, wanting: 60) == nil)
        #expect(padding.giveBack(holding: 60) == 12)
        #expect(!padding.isHeld)
        #expect(padding.giveBack(holding: 12) == nil)
        // Borrowed again (the view is back in a window): what the guide holds then.
        #expect(padding.update(holding: 0, wanting: 52) == 52)
        #expect(padding.giveBack(holding: 52) == 0)
    }

    @Test("defect 1: a value the app sets meanwhile is the app's for good")
    func appWins() {
        var padding = BorrowedSetting<CGFloat>()
        #expect(padding.update(holding: 0, wanting: 52) == 52)
        #expect(padding.update(holding: 30, wanting: 52) == nil)
        #expect(padding.belongsToApp)
        #expect(padding.giveBack(holding: 30) == nil)
        #expect(padding.update(holding: 0, wanting: 52) == nil)
    }

    @Test(
        "defect 1: a padding is held only while asked for and in a window",
        arguments: [
            (requested: 52.0, isInWindow: true, expected: 52.0 as Double?),
            (requested: 52.0, isInWindow: false, expected: nil),
            (requested: 0.0, isInWindow: true, expected: nil),
            (requested: -4.0, isInWindow: true, expected: nil),
            (requested: Double.nan, isInWindow: true, expected: nil),
        ])
    func padding(requested: Double, isInWindow: Bool, expected: Double?) {
        var padding = BorrowedSetting<CGFloat>()
        let set = padding.updatePadding(
            holding: 0, requested: CGFloat(requested), isInWindow: isInWindow)
        #expect(set.map(Double.init) == expected)
        #expect(padding.isHeld == (expected != nil))
    }

    @Test("defect 1: leaving the window gives the padding back; coming back borrows it again")
    func windowChanges() {
        var padding = BorrowedSetting<CGFloat>()
        #expect(padding.updatePadding(holding: 8, requested: 52, isInWindow: true) == 52)
        #expect(padding.updatePadding(holding: 52, requested: 52, isInWindow: false) == 8)
        #expect(padding.updatePadding(holding: 8, requested: 52, isInWindow: true) == 52)
        #expect(padding.updatePadding(holding: 52, requested: 0, isInWindow: true) == 8)
    }
}
