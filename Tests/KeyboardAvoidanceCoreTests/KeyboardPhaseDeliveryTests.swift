import Foundation
import KeyboardAvoidanceCore
import Testing

@Suite("Handing the keyboard's phases to a SwiftUI action")
struct KeyboardPhaseDeliveryTests {
    static let shown = CGRect(0, 508, 390, 336)
    static let start = KeyboardPhase.start(
        from: nil, to: shown, animation: KeyboardAnimation(duration: 0.25, curve: .keyboard))
    static let move = KeyboardPhase.move(frame: CGRect(0, 700, 390, 336), progress: 0.4)

    @Test("a notification's phase waits for the next turn; display-link phases go at once")
    func framesAtOnce() {
        var delivery = KeyboardPhaseDelivery()
        #expect(delivery.take(Self.start, from: .event) == .wait(schedulesFlush: true))
        #expect(delivery.flush() == [Self.start])
        #expect(delivery.take(Self.move, from: .frame) == .now(Self.move))
        #expect(
            delivery.take(.interactive(frame: Self.shown), from: .frame)
                == .now(.interactive(frame: Self.shown)))
        #expect(
            delivery.take(.end(frame: Self.shown), from: .frame) == .now(.end(frame: Self.shown)))
        #expect(delivery.waiting.isEmpty)
    }

    @Test("a frame never overtakes a phase that waits; one turn hands them over in order")
    func orderKept() {
        var delivery = KeyboardPhaseDelivery()
        // A change without animation ends inside the notification; a display-link frame comes
        // before the main queue's next turn.
        #expect(delivery.take(.end(frame: nil), from: .event) == .wait(schedulesFlush: true))
        #expect(delivery.take(Self.start, from: .event) == .wait(schedulesFlush: false))
        #expect(delivery.take(Self.move, from: .frame) == .wait(schedulesFlush: false))
        #expect(delivery.flush() == [.end(frame: nil), Self.start, Self.move])
        #expect(delivery.flush() == [])
        // After the turn a new notification's phase schedules a turn of its own.
        #expect(delivery.take(Self.start, from: .event) == .wait(schedulesFlush: true))
    }
}
