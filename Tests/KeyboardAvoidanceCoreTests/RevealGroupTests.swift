import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

/// One reveal group, a visible height and a margin, and the rect to plan with worked out by hand.
struct RevealCase: Sendable, CustomTestStringConvertible {
    var name: String
    var group: RevealGroup
    var availableHeight: CGFloat
    var margin: CGFloat
    var expected: CGRect?

    var testDescription: String { name }
}

@Suite("Reveal group")
struct RevealGroupTests {
    /// A sign-up form's email field 300–344, its error label 348–368 and the submit button
    /// 400–450: the union is (20, 300, 350, 150).
    static let email = CGRect(20, 300, 350, 44)
    static let emailError = CGRect(20, 348, 350, 20)
    static let submit = CGRect(20, 400, 350, 50)
    static let emailGroup = RevealGroup(field: email, companions: [emailError, submit])

    static let cases: [RevealCase] = [
        RevealCase(
            name: "the union fits: 150 + 2 × 8 ≤ 300",
            group: emailGroup, availableHeight: 300, margin: 8,
            expected: CGRect(20, 300, 350, 150)),
        RevealCase(
            name: "the union fits exactly: 150 + 2 × 8 = 166",
            group: emailGroup, availableHeight: 166, margin: 8,
            expected: CGRect(20, 300, 350, 150)),
        RevealCase(
            // room 100 − 16 = 84 ≥ 44: from the field's top, 84 tall, the error label included.
            name: "the union does not fit: the field, then what lies below it",
            group: emailGroup, availableHeight: 100, margin: 8,
            expected: CGRect(20, 300, 350, 84)),
        RevealCase(
            // room 144 < 150: top min(300, 450 − 144 = 306) = 300.
            name: "the union misses by 6 pt: the bottom of the submit button is cut",
            group: emailGroup, availableHeight: 160, margin: 8,
            expected: CGRect(20, 300, 350, 144)),
        RevealCase(
            name: "the room is exactly the field's height: the field",
            group: emailGroup, availableHeight: 60, margin: 8,
            expected: CGRect(20, 300, 350, 44)),
        RevealCase(
            // room 40 − 16 = 24 < 44.
            name: "even the field does not fit: its top 24 pt",
            group: emailGroup, availableHeight: 40, margin: 8,
            expected: CGRect(20, 300, 350, 24)),
        RevealCase(
            // room 10 − 16 = −6.
            name: "no room at all: the field's top edge, 0 tall",
            group: emailGroup, availableHeight: 10, margin: 8,
            expected: CGRect(20, 300, 350, 0)),
        RevealCase(
            // header 270–294, field 300–344, error 348–368: union (20, 270, 350, 98). Room 80:
            // top min(300, 368 − 80 = 288) = 288, ending at the error label's bottom.
            name: "with a header above and an error label below: ends at the union's bottom",
            group: RevealGroup(
                field: email, companions: [CGRect(20, 270, 350, 24), emailError]),
            availableHeight: 96, margin: 8,
            expected: CGRect(20, 288, 350, 80)),
        RevealCase(
            // header 200–230: union (20, 200, 350, 144). Room 80: top min(300, 344 − 80) = 264.
            name: "with only a header above: the field at the bottom, as much above as fits",
            group: RevealGroup(field: email, companions: [CGRect(20, 200, 350, 30)]),
            availableHeight: 96, margin: 8,
            expected: CGRect(20, 264, 350, 80)),
        RevealCase(
            name: "a show-password button beside the field widens the union",
            group: RevealGroup(
                field: CGRect(20, 300, 300, 44), companions: [CGRect(330, 302, 40, 40)]),
            availableHeight: 300, margin: 8,
            expected: CGRect(20, 300, 350, 44)),
        RevealCase(
            name: "garbage companions are ignored: only the error label counts",
            group: RevealGroup(
                field: email,
                companions: [
                    CGRect(.nan, 348, 350, 20), .zero, .null, .infinite,
                    CGRect(20, .infinity, 350, 20), CGRect(0, 0, -10, 20),
                    CGRect(20, 1e8, 350, 20), CGRect(20, 500, 350, 0), emailError,
                ]),
            availableHeight: 300, margin: 8,
            expected: CGRect(20, 300, 350, 68)),
        RevealCase(
            name: "the field alone, when it fits",
            group: RevealGroup(field: email), availableHeight: 300, margin: 8,
            expected: email),
        RevealCase(
            // A text view 400 tall, room 300 − 20 = 280: its top 280 pt.
            name: "a tall text view alone: its top",
            group: RevealGroup(field: CGRect(20, 100, 350, 400)), availableHeight: 300,
            margin: 10,
            expected: CGRect(20, 100, 350, 280)),
        RevealCase(
            name: "a caret rect of zero width is a field",
            group: RevealGroup(field: CGRect(120, 300, 0, 22), companions: [emailError]),
            availableHeight: 300, margin: 8,
            expected: CGRect(20, 300, 350, 68)),
        RevealCase(
            name: "a NaN available height sets no limit: the union",
            group: emailGroup, availableHeight: .nan, margin: 8,
            expected: CGRect(20, 300, 350, 150)),
        RevealCase(
            name: "a NaN margin sets no limit: the union",
            group: emailGroup, availableHeight: 100, margin: .nan,
            expected: CGRect(20, 300, 350, 150)),
        RevealCase(
            name: "an infinite available height: the union",
            group: emailGroup, availableHeight: .infinity, margin: 8,
            expected: CGRect(20, 300, 350, 150)),
        RevealCase(
            name: "a negative infinite available height: the field's top edge",
            group: emailGroup, availableHeight: -.infinity, margin: 8,
            expected: CGRect(20, 300, 350, 0)),
        RevealCase(
            name: "a field with a NaN frame: nothing to reveal",
            group: RevealGroup(field: CGRect(20, .nan, 350, 44), companions: [submit]),
            availableHeight: 300, margin: 8, expected: nil),
        RevealCase(
            name: "a field with a negative height: nothing to reveal",
            group: RevealGroup(field: CGRect(20, 300, 350, -44), companions: [submit]),
            availableHeight: 300, margin: 8, expected: nil),
        RevealCase(
            name: "a field at CGRect.null: nothing to reveal",
            group: RevealGroup(field: .null, companions: [submit]),
            availableHeight: 300, margin: 8, expected: nil),
    ]

    @Test("the field wins, then its top", arguments: cases)
    func target(reveal: RevealCase) {
        let target = reveal.group.target(
            forAvailableHeight: reveal.availableHeight, margin: reveal.margin)
        #expect(target == reveal.expected)
    }

    @Test("the union is the field's rect and every valid companion's")
    func union() {
        #expect(Self.emailGroup.union == CGRect(20, 300, 350, 150))
        #expect(RevealGroup(field: Self.email).union == Self.email)
        #expect(RevealGroup(field: .infinite, companions: [Self.submit]).union == nil)
    }

    @Test("planned with shift, the field's top lands a margin below the safe area's top")
    func withShift() {
        // Keyboard top 736 − 336 = 400, safe area top 47: available 353, room 337. The union
        // (20, 500, 350, 450) does not fit: the band (20, 500, 350, 337). The shift
        // max(400 − 8 − 837, 47 − 500) = −445 puts the field's top at 55 = 47 + 8.
        let group = RevealGroup(
            field: CGRect(20, 500, 350, 44),
            companions: [CGRect(20, 548, 350, 20), CGRect(20, 900, 350, 50)])
        let layout = AvoidanceLayout(screen: CGRect(0, 0, 414, 736), safeArea: Insets(top: 47))
        let coverage = KeyboardCoverage(
            state: .docked, frame: CGRect(0, 400, 414, 336), overlap: 336)
        let target = group.target(forAvailableHeight: 400 - 47, margin: 8)
        #expect(target == CGRect(20, 500, 350, 337))
        let input = PlanInput(layout: layout, coverage: coverage, target: target, margin: 8)
        let plan = AvoidanceStrategy.shift.plan(for: input)
        #expect(plan == .shift(translationY: -445))
        #expect(input.isTargetVisible(under: plan) == true)
    }

    /// The base seed; each case's seed is derived from it and printed when it fails.
    static let baseSeed: UInt64 = 0x5245_5645_414C

    @Test("random groups: finite, inside the union, the field whole or its top, the room's height")
    func randomGroups() {
        var failures = 0
        for index in 0..<5000 {
            let seed = Self.baseSeed &+ UInt64(index) &* 0x9E37_79B9
            var random = SplitMix64(seed: seed)
            let field = Self.randomRect(using: &random)
            let companions = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Self.randomRect(using: &random)
            }
            let available = CGFloat(Int.random(in: -50...900, using: &random))
            let margin = CGFloat(Int.random(in: 0...20, using: &random))
            let group = RevealGroup(field: field, companions: companions)
            // `size`, not `width` and `height`: those standardize a negative size.
            let fieldIsValid =
                field.minX.isFinite && field.minY.isFinite && field.size.width >= 0
                && field.size.height >= 0
            var problems: [String] = []
            if let union = group.union,
                let target = group.target(forAvailableHeight: available, margin: margin)
            {
                let room = available - 2 * margin
                if ![target.minX, target.minY, target.width, target.height].allSatisfy(\.isFinite) {
                    problems.append("not finite: \(target)")
                } else if union.height <= room {
                    if target != union { problems.append("fits but cropped: \(target)") }
                } else {
                    if target.height != max(room, 0) { problems.append("height \(target)") }
                    if target.minY < union.minY || target.maxY > union.maxY {
                        problems.append("outside the union: \(target)")
                    }
                    if field.height <= room {
                        if target.minY > field.minY || target.maxY < field.maxY {
                            problems.append("field not whole: \(target)")
                        }
                    } else if target.minY != field.minY {
                        problems.append("field's top not aligned: \(target)")
                    }
                }
            } else if fieldIsValid {
                problems.append("a valid field gave no target")
            }
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(problems.prefix(3))")
                if failures >= 3 { break }
            }
        }
    }

    /// A rect on an iPhone-sized form; about one in eight is garbage.
    private static func randomRect(using random: inout SplitMix64) -> CGRect {
        var rect = CGRect(
            CGFloat(Int.random(in: 0...400, using: &random)),
            CGFloat(Int.random(in: 0...1200, using: &random)),
            CGFloat(Int.random(in: 0...400, using: &random)),
            CGFloat(Int.random(in: 0...500, using: &random)))
        switch Int.random(in: 0..<40, using: &random) {
        case 0: rect.origin.y = .nan
        case 1: rect.size.height = -rect.size.height - 1
        case 2: rect = .zero
        case 3: rect.origin.x = .infinity
        case 4: rect.size.width = .nan
        default: break
        }
        return rect
    }
}
