import Foundation
import KeyboardAvoidanceCore
import Testing

/// A component: an object of a type whose name the line gives.
final class SampleNavigator: Sendable {}

/// The checks scheduled for "the main queue's next turn", run when the test says, and the lines
/// reported. Written and read on the test's thread only.
final class NextTurn: @unchecked Sendable {
    private let lock = NSLock()
    private var checks: [@Sendable () -> Void] = []
    private var reported: [String] = []

    func schedule(_ check: @escaping @Sendable () -> Void) {
        lock.withLock { checks.append(check) }
    }

    func report(_ line: String) {
        lock.withLock { reported.append(line) }
    }

    /// Runs the scheduled checks; returns the lines they reported.
    func run() -> [String] {
        let due = lock.withLock { checks }
        lock.withLock { checks = [] }
        for check in due { check() }
        return lock.withLock { reported }
    }
}

@Suite("Early release")
struct EarlyReleaseTests {
    @Test("an object released before the next turn gets one line naming its type")
    func releasedEarly() {
        let turn = NextTurn()
        do {
            let navigator = SampleNavigator()
            EarlyRelease.watch(navigator, schedule: turn.schedule, report: turn.report)
        }
        #expect(
            turn.run() == [
                "KeyboardAvoidance: SampleNavigator released right after it was made: keep it in a property"
            ])
    }

    @Test("an object kept in a property gets none")
    func kept() {
        let turn = NextTurn()
        let navigator = SampleNavigator()
        EarlyRelease.watch(navigator, schedule: turn.schedule, report: turn.report)
        #expect(turn.run().isEmpty)
        withExtendedLifetime(navigator) {}
    }

    @Test("the name given wins over the type's")
    func named() {
        let turn = NextTurn()
        EarlyRelease.watch(
            SampleNavigator(), named: "FieldNavigator", schedule: turn.schedule,
            report: turn.report)
        #expect(turn.run() == [EarlyRelease.message(for: "FieldNavigator")])
    }

    @Test("the check holds the object weakly: it does not keep it alive")
    func weak() {
        let turn = NextTurn()
        weak var watched: SampleNavigator?
        do {
            let navigator = SampleNavigator()
            watched = navigator
            EarlyRelease.watch(navigator, schedule: turn.schedule, report: turn.report)
        }
        #expect(watched == nil)
        #expect(turn.run().count == 1)
    }
}
