import Foundation
import KeyboardAvoidanceCore
import Testing

@Suite("Two shift components on one view")
struct ShiftRecordTests {
    /// One view's transform and record, and components that apply plans to it as the UIKit
    /// layer's shift surface does.
    struct View {
        var translation: CGFloat
        var record: ShiftRecord?

        /// A component made for the view now: its rest, less a live component's shift.
        func rest() -> CGFloat {
            TargetGeometry.restTranslation(translation, less: record?.translation ?? 0)
        }

        mutating func apply(_ shift: CGFloat, over rest: CGFloat, by owner: UUID, release: Bool) {
            guard ShiftRecord.applies(release: release, by: owner, over: record) else { return }
            translation = rest + shift
            record = ShiftRecord(translation: shift, owner: owner)
        }
    }

    @Test("releasing the first watcher leaves the second one's shift; the second's release rests")
    func releaseByAnotherComponent() {
        // The app's own transform moves the view 10 pt down.
        var view = View(translation: 10, record: nil)
        let first = UUID()
        let second = UUID()
        let firstRest = view.rest()
        view.apply(-100, over: firstRest, by: first, release: false)
        #expect(view.translation == -90)
        // A second watcher while the first still shifts: the same rest, the same shift.
        let secondRest = view.rest()
        #expect(secondRest == 10)
        view.apply(-100, over: secondRest, by: second, release: false)
        #expect(view.translation == -90)
        #expect(view.record?.owner == second)
        // The first goes away: the view stays where the second put it (before: back to 10, under
        // the keyboard, with no record left for the second).
        view.apply(0, over: firstRest, by: first, release: true)
        #expect(view.translation == -90)
        #expect(view.record == ShiftRecord(translation: -100, owner: second))
        // The second follows the keyboard, then goes away: the view is back where the app put it.
        view.apply(-150, over: secondRest, by: second, release: false)
        #expect(view.translation == -140)
        view.apply(0, over: secondRest, by: second, release: true)
        #expect(view.translation == 10)
        #expect(view.record == nil)
    }

    @Test("the owner's release rests the view; a release with nothing recorded leaves it")
    func ownRelease() {
        let owner = UUID()
        let other = UUID()
        var view = View(translation: 0, record: nil)
        view.apply(-60, over: 0, by: owner, release: false)
        view.apply(0, over: 0, by: owner, release: true)
        #expect(view.translation == 0)
        #expect(view.record == nil)
        // At rest, nothing is recorded: another component's release has nothing to undo, and a
        // transform the app set since is left alone.
        view.translation = 25
        view.apply(0, over: 0, by: other, release: true)
        #expect(view.translation == 25)
        // Any plan of a live component applies, owner or not.
        #expect(
            ShiftRecord.applies(
                release: false, by: other, over: ShiftRecord(translation: -5, owner: owner))
        )
    }

    @Test("nothing is recorded at rest or for a translation that is not a number")
    func restRecordsNothing() {
        #expect(ShiftRecord(translation: 0, owner: UUID()) == nil)
        #expect(ShiftRecord(translation: .nan, owner: UUID()) == nil)
        #expect(ShiftRecord(translation: -.infinity, owner: UUID()) == nil)
        #expect(ShiftRecord(translation: -0.5, owner: UUID())?.translation == -0.5)
    }
}
