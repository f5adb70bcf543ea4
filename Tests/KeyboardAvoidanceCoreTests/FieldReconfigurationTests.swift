import KeyboardAvoidanceCore
import Testing

/// A return key type as UIKit numbers it: what the tests claim, without UIKit.
private enum Key: Hashable, Sendable {
    case `default`, go, next
}

/// One field in one update, and what must be set and whether it is reloaded.
private struct ReconfigureCase: Sendable, CustomTestStringConvertible {
    var name: String
    var policy: FieldReconfiguration
    var wantsReturnKey = true
    var returnKey: BorrowedSetting<Key>
    var scope: FieldReconfiguration.Scope
    /// Whether it reloads after a change; never without one.
    var reloadsAfterChange: Bool

    var testDescription: String { name }
}

@Suite("Field reconfiguration")
struct FieldReconfigurationTests {
    private static let untaken = BorrowedSetting(defaultValue: Key.default)
    private static let held: BorrowedSetting<Key> = {
        var claim = BorrowedSetting(defaultValue: Key.default)
        _ = claim.update(holding: .default, wanting: .next)
        return claim
    }()
    private static let apps: BorrowedSetting<Key> = {
        var claim = BorrowedSetting(defaultValue: Key.default)
        _ = claim.update(holding: .go, wanting: .next)
        return claim
    }()

    private static let cases: [ReconfigureCase] = [
        ReconfigureCase(
            name: "a field not being edited gets everything, with no reload",
            policy: FieldReconfiguration(isFocused: false, mayReloadFocused: false),
            returnKey: held, scope: .everything, reloadsAfterChange: false),
        ReconfigureCase(
            name: "the field being edited, as editing begins: everything, reloaded",
            policy: FieldReconfiguration(isFocused: true, mayReloadFocused: true),
            returnKey: held, scope: .everything, reloadsAfterChange: true),
        ReconfigureCase(
            name: "the app asks for a refresh after the user typed: everything, reloaded",
            policy: FieldReconfiguration(
                isFocused: true, mayReloadFocused: true, userHasTyped: true),
            returnKey: held, scope: .everything, reloadsAfterChange: true),
        ReconfigureCase(
            name: "a layout pass while editing a field that holds its return key: nothing",
            policy: FieldReconfiguration(isFocused: true, mayReloadFocused: false),
            returnKey: held, scope: .nothing, reloadsAfterChange: false),
        ReconfigureCase(
            name: "focused before the first layout, not typed in: takes the return key, reloads",
            policy: FieldReconfiguration(isFocused: true, mayReloadFocused: false),
            returnKey: untaken, scope: .returnKeyOnly, reloadsAfterChange: true),
        ReconfigureCase(
            name: "focused before the first layout, typed in: takes the return key, no reload",
            policy: FieldReconfiguration(
                isFocused: true, mayReloadFocused: false, userHasTyped: true),
            returnKey: untaken, scope: .returnKeyOnly, reloadsAfterChange: false),
        ReconfigureCase(
            name: "the focused field's return key type is the app's: nothing to take",
            policy: FieldReconfiguration(isFocused: true, mayReloadFocused: false),
            returnKey: apps, scope: .nothing, reloadsAfterChange: false),
        ReconfigureCase(
            name: "the focused field should hold no return key: nothing to take",
            policy: FieldReconfiguration(isFocused: true, mayReloadFocused: false),
            wantsReturnKey: false, returnKey: untaken, scope: .nothing, reloadsAfterChange: false),
    ]

    @Test("what an update sets on a field, and whether it reloads", arguments: cases)
    fileprivate func reconfigure(reconfigureCase: ReconfigureCase) {
        let policy = reconfigureCase.policy
        let scope = policy.scope(
            wantsReturnKey: reconfigureCase.wantsReturnKey, returnKey: reconfigureCase.returnKey)
        #expect(scope == reconfigureCase.scope)
        #expect(
            policy.reloadsInputViews(afterSetting: scope, changed: true)
                == reconfigureCase.reloadsAfterChange)
        #expect(!policy.reloadsInputViews(afterSetting: scope, changed: false))
    }

    @Test("the return key is taken once: after taking it, a layout pass sets nothing more")
    func takenOnce() {
        var claim = Self.untaken
        let policy = FieldReconfiguration(isFocused: true, mayReloadFocused: false)
        #expect(policy.scope(wantsReturnKey: true, returnKey: claim) == .returnKeyOnly)
        #expect(claim.update(holding: .default, wanting: .next) == .next)
        #expect(policy.scope(wantsReturnKey: true, returnKey: claim) == .nothing)
    }
}
