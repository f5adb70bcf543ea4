import KeyboardAvoidanceCore
import Testing

/// A riding bar's upkeep: its pin to the guide and its backdrop come back when the bar is back in
/// the guide's view, never changed inside a layout pass; the backdrop's look is matched at once.
@Suite("A riding bar's upkeep")
struct RidingBarUpkeepTests {
    /// One case: what the bar's owner sees, and what it should do.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let moment: RidingBarUpkeep.Moment
        var isRunning = true
        let pinIsActive: Bool
        let barIsInGuideView: Bool
        let wantsBackdrop: Bool
        let backdropIsAttached: Bool
        let repin: RidingBarUpkeep.Timing?
        let rebuildsBackdrop: Bool
        let matchesBackdrop: Bool
        let deferred: Bool

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a bar laid out in place: the backdrop's look matched, nothing else",
            moment: .layoutPass, pinIsActive: true, barIsInGuideView: true, wantsBackdrop: true,
            backdropIsAttached: true, repin: nil, rebuildsBackdrop: false, matchesBackdrop: true,
            deferred: false),
        Case(
            name: "a bar without a backdrop laid out in place: nothing",
            moment: .layoutPass, pinIsActive: true, barIsInGuideView: true, wantsBackdrop: false,
            backdropIsAttached: false, repin: nil, rebuildsBackdrop: false,
            matchesBackdrop: false, deferred: false),
        Case(
            name: "a bar re-added, seen by a window change: pinned at once, backdrop next turn",
            moment: .windowChange, pinIsActive: false, barIsInGuideView: true,
            wantsBackdrop: true, backdropIsAttached: false, repin: .now, rebuildsBackdrop: true,
            matchesBackdrop: false, deferred: true),
        Case(
            name: "a bar moved in the same window, seen by a layout pass: all of it next turn",
            moment: .layoutPass, pinIsActive: false, barIsInGuideView: true, wantsBackdrop: true,
            backdropIsAttached: false, repin: .nextTurn, rebuildsBackdrop: true,
            matchesBackdrop: false, deferred: true),
        Case(
            name: "a bar re-added without a backdrop, seen by a window change: pinned, no more",
            moment: .windowChange, pinIsActive: false, barIsInGuideView: true,
            wantsBackdrop: false, backdropIsAttached: false, repin: .now,
            rebuildsBackdrop: false, matchesBackdrop: false, deferred: false),
        Case(
            name: "a bar removed from its superview: nothing until it is back",
            moment: .windowChange, pinIsActive: false, barIsInGuideView: false,
            wantsBackdrop: true, backdropIsAttached: false, repin: nil, rebuildsBackdrop: false,
            matchesBackdrop: false, deferred: false),
        Case(
            name: "a bar moved out of the guide's view: its pin cannot hold, nothing",
            moment: .layoutPass, pinIsActive: false, barIsInGuideView: false,
            wantsBackdrop: true, backdropIsAttached: true, repin: nil, rebuildsBackdrop: false,
            matchesBackdrop: false, deferred: false),
        Case(
            name: "an invalidated riding bar: nothing, even with its pin gone",
            moment: .windowChange, isRunning: false, pinIsActive: false, barIsInGuideView: true,
            wantsBackdrop: true, backdropIsAttached: false, repin: nil, rebuildsBackdrop: false,
            matchesBackdrop: false, deferred: false),
        Case(
            name: "a pinned bar whose backdrop lost its hold, in a layout pass: rebuilt next turn",
            moment: .layoutPass, pinIsActive: true, barIsInGuideView: true, wantsBackdrop: true,
            backdropIsAttached: false, repin: nil, rebuildsBackdrop: true,
            matchesBackdrop: false, deferred: true),
    ]

    @Test("decides each step, and when", arguments: cases)
    func decides(_ c: Case) {
        let upkeep = RidingBarUpkeep(
            moment: c.moment, isRunning: c.isRunning, pinIsActive: c.pinIsActive,
            barIsInGuideView: c.barIsInGuideView, wantsBackdrop: c.wantsBackdrop,
            backdropIsAttached: c.backdropIsAttached)
        #expect(upkeep.repin == c.repin)
        #expect(upkeep.rebuildsBackdrop == c.rebuildsBackdrop)
        #expect(upkeep.matchesBackdrop == c.matchesBackdrop)
        #expect(upkeep.hasDeferredWork == c.deferred)
    }

    @Test("nothing that changes constraints or views is done now inside a layout pass")
    func nothingStructuralInALayoutPass() {
        for pin in [false, true] {
            for inView in [false, true] {
                for wants in [false, true] {
                    for attached in [false, true] {
                        let upkeep = RidingBarUpkeep(
                            moment: .layoutPass, isRunning: true, pinIsActive: pin,
                            barIsInGuideView: inView, wantsBackdrop: wants,
                            backdropIsAttached: attached)
                        #expect(upkeep.repin != .now)
                    }
                }
            }
        }
    }
}
