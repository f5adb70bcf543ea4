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
