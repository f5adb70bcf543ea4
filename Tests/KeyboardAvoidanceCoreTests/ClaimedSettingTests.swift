import KeyboardAvoidanceCore
import Testing

/// A return key type as UIKit numbers it: what the tests set, without UIKit.
private enum Key: Hashable, Sendable {
    case `default`, go, next, done
}

/// One step: what the view holds, what the library wants, and what it must set.
private struct Step: Sendable {
    var holding: Key
    var wanting: Key?
    var sets: Key?
}

/// A sequence of steps and the claim it must end with.
private struct ClaimCase: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    var isHeld: Bool
    var belongsToApp: Bool

    var testDescription: String { name }
}

@Suite("Claimed setting")
struct ClaimedSettingTests {
    fileprivate static let cases: [ClaimCase] = [
        ClaimCase(
            name: "the app left the default: the library sets its value",
            steps: [Step(holding: .default, wanting: .next, sets: .next)],
            isHeld: true, belongsToApp: false),
        ClaimCase(
            name: "the app set its own before: the library sets nothing",
            steps: [Step(holding: .go, wanting: .next, sets: nil)],
            isHeld: false, belongsToApp: true),
        ClaimCase(
            name: "the library changes its own value as the field's place changes",
            steps: [
                Step(holding: .default, wanting: .next, sets: .next),
                Step(holding: .next, wanting: .done, sets: .done),
            ],
            isHeld: true, belongsToApp: false),
        ClaimCase(
            name: "the view already holds the wanted value: nothing to set, still held",
            steps: [
                Step(holding: .default, wanting: .next, sets: .next),
                Step(holding: .next, wanting: .next, sets: nil),
            ],
            isHeld: true, belongsToApp: false),
        ClaimCase(
            name: "the app sets its own after the library: the app's from then on",
            steps: [
                Step(holding: .default, wanting: .next, sets: .next),
                Step(holding: .go, wanting: .done, sets: nil),
            ],
            isHeld: false, belongsToApp: true),
        ClaimCase(
            name: "the app puts the default back after setting its own: still the app's",
            steps: [
                Step(holding: .default, wanting: .next, sets: .next),
                Step(holding: .go, wanting: .next, sets: nil),
                Step(holding: .default, wanting: .next, sets: nil),
            ],
            isHeld: false, belongsToApp: true),
        ClaimCase(
            name: "the app clears the library's value: the app's, and not set again",
            steps: [
                Step(holding: .default, wanting: .next, sets: .next),
                Step(holding: .default, wanting: .next, sets: nil),
            ],
            isHeld: false, belongsToApp: true),
        ClaimCase(
            name: "giving back a value the view holds restores the default",
            steps: [
                Step(holding: .default, wanting: .done, sets: .done),
                Step(holding: .done, wanting: nil, sets: .default),
            ],
            isHeld: false, belongsToApp: false),
        ClaimCase(
            name: "wanting the default is giving back",
            steps: [
                Step(holding: .default, wanting: .done, sets: .done),
                Step(holding: .done, wanting: .default, sets: .default),
            ],
            isHeld: false, belongsToApp: false),
        ClaimCase(
            name: "after giving back, the library may take the default again",
            steps: [
                Step(holding: .default, wanting: .done, sets: .done),
                Step(holding: .done, wanting: nil, sets: .default),
                Step(holding: .default, wanting: .next, sets: .next),
            ],
            isHeld: true, belongsToApp: false),
        ClaimCase(
            name: "giving back what the library never set sets nothing",
            steps: [Step(holding: .default, wanting: nil, sets: nil)],
            isHeld: false, belongsToApp: false),
        ClaimCase(
            name: "giving back after the app set its own leaves the app's value",
            steps: [
                Step(holding: .default, wanting: .next, sets: .next),
                Step(holding: .go, wanting: nil, sets: nil),
            ],
            isHeld: false, belongsToApp: true),
    ]

    @Test("the library sets a setting only while the app leaves it", arguments: cases)
    fileprivate func steps(claimCase: ClaimCase) {
        var claim = ClaimedSetting(defaultValue: Key.default)
        for (index, step) in claimCase.steps.enumerated() {
            #expect(
                claim.update(holding: step.holding, wanting: step.wanting) == step.sets,
                "step \(index + 1)")
        }
        #expect(claim.isHeld == claimCase.isHeld)
        #expect(claim.belongsToApp == claimCase.belongsToApp)
    }

    @Test("giveBack is update wanting nothing")
    func giveBack() {
        var claim = ClaimedSetting(defaultValue: Key.default)
        _ = claim.update(holding: .default, wanting: .next)
        #expect(claim.ownValue == .next)
        #expect(claim.giveBack(holding: .next) == .default)
        #expect(claim.ownValue == nil)
        #expect(claim.giveBack(holding: .default) == nil)
    }

    @Test("an optional setting: an accessory view, by identity, whose default is none")
    func optionalValue() {
        var claim = ClaimedSetting<Int?>(defaultValue: nil)
        #expect(claim.update(holding: nil, wanting: 1) == .some(1))
        #expect(claim.update(holding: 1, wanting: 1) == nil)
        #expect(claim.giveBack(holding: 1) == .some(nil))  // set none
        var appsOwn = ClaimedSetting<Int?>(defaultValue: nil)
        #expect(appsOwn.update(holding: 7, wanting: 1) == nil)
        #expect(appsOwn.belongsToApp)
    }
}
