import Foundation
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

@Suite("A setting borrowed only from its default")
struct BorrowedFromDefaultTests {
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
        var claim = BorrowedSetting(defaultValue: Key.default)
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
        var claim = BorrowedSetting(defaultValue: Key.default)
        _ = claim.update(holding: .default, wanting: .next)
        #expect(claim.ownValue == .next)
        #expect(claim.giveBack(holding: .next) == .default)
        #expect(claim.ownValue == nil)
        #expect(claim.giveBack(holding: .default) == nil)
    }

    @Test("an optional setting: an accessory view, by identity, whose default is none")
    func optionalValue() {
        var claim = BorrowedSetting<Int?>(defaultValue: nil)
        #expect(claim.update(holding: nil, wanting: 1) == .some(1))
        #expect(claim.update(holding: 1, wanting: 1) == nil)
        #expect(claim.giveBack(holding: 1) == .some(nil))  // set none
        var appsOwn = BorrowedSetting<Int?>(defaultValue: nil)
        #expect(appsOwn.update(holding: 7, wanting: 1) == nil)
        #expect(appsOwn.belongsToApp)
    }
}

@Suite("A setting borrowed from any value and given back")
struct BorrowedFromAnyValueTests {
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
