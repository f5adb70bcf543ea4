import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

/// A field that can take focus, at `CGRect(x, y, width, height)`.
private func field(
    _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat
) -> FocusableField<String> {
    FocusableField(id: id, frame: CGRect(x, y, width, height))
}

/// One form and the order worked out by hand. Frames are an iPhone's points, 390 wide, with
/// 20 pt side margins; every case's fields are listed shuffled, and the test reads them reversed
/// too, since the order must not depend on the order in which the shell listed the views.
struct OrderCase: Sendable, CustomTestStringConvertible {
    var name: String
    var fields: [FocusableField<String>]
    var direction: ReadingDirection = .leftToRight
    var expected: [String]

    var testDescription: String { name }
}

@Suite("Field order")
struct FieldOrderTests {
    static let forms: [OrderCase] = [
        OrderCase(
            name: "a sign-up form in one column reads top to bottom",
            fields: [
                field("password", 20, 220, 350, 44), field("name", 20, 100, 350, 44),
                field("confirm", 20, 280, 350, 44), field("email", 20, 160, 350, 44),
            ],
            expected: ["name", "email", "password", "confirm"]),
        OrderCase(
            name: "two-column rows read first name then last name, then the next row",
            fields: [
                field("zip", 260, 220, 110, 44), field("email", 20, 160, 350, 44),
                field("last", 200, 100, 170, 44), field("city", 20, 220, 230, 44),
                field("first", 20, 100, 170, 44),
            ],
            expected: ["first", "last", "email", "city", "zip"]),
        OrderCase(
            // last's top is 2 pt above first's, so it is taken first, but they overlap by 42 pt
            // (> 22): one row, read left to right.
            name: "a right-hand field 2 pt higher still reads after the left-hand one",
            fields: [
                field("email", 20, 160, 350, 44), field("last", 200, 98, 170, 44),
                field("first", 20, 100, 170, 44),
            ],
            expected: ["first", "last", "email"]),
        OrderCase(
            // amount 100–136, currency 94–142: overlap 36 > 18, one row.
            name: "a field beside a taller picker field that starts higher is one row",
            fields: [
                field("currency", 280, 94, 90, 48), field("note", 20, 160, 350, 44),
                field("amount", 20, 100, 250, 36),
            ],
            expected: ["amount", "currency", "note"]),
        OrderCase(
            name: "a message field beside a send button that cannot become first responder",
            fields: [
                field("message", 20, 700, 300, 36),
                FocusableField(
                    id: "send", frame: CGRect(330, 698, 44, 40), canBecomeFirstResponder: false),
                field("subject", 20, 640, 350, 36),
            ],
            expected: ["subject", "message"]),
        OrderCase(
            // One row 100–300 (notes, name, and phone: 44 pt inside it); columns notes | name,
            // phone; the column reads top to bottom; email 320 is the next row.
            name: "a tall text view on the left, then the two short fields beside it",
            fields: [
                field("phone", 200, 180, 170, 44), field("email", 20, 320, 350, 44),
                field("notes", 20, 100, 170, 200), field("name", 200, 100, 170, 44),
            ],
            expected: ["notes", "name", "phone", "email"]),
        OrderCase(
            name: "two short fields on the left, then the tall text view beside them",
            fields: [
                field("notes", 200, 100, 170, 200), field("email", 20, 320, 350, 44),
                field("phone", 20, 180, 170, 44), field("name", 20, 100, 170, 44),
            ],
            expected: ["name", "phone", "notes", "email"]),
        OrderCase(
            // name 100–144; notes 110–310 overlaps it by 34 > 22, the row is 100–310; phone
            // 200–244 overlaps the row by 44 > 22 though it misses name: one row, so both short
            // fields read before the text view. Comparing with name alone would split them.
            name: "a tall text view starting lower than the first short field keeps both beside it",
            fields: [
                field("email", 20, 330, 350, 44), field("phone", 20, 200, 170, 44),
                field("notes", 200, 110, 170, 200), field("name", 20, 100, 170, 44),
            ],
            expected: ["name", "phone", "notes", "email"]),
        OrderCase(
            // Column on the right: name, a row of two (day | month) and phone, beside notes.
            name: "a row of two fields inside the column beside a text view reads across",
            fields: [
                field("phone", 200, 300, 170, 44), field("month", 290, 200, 80, 44),
                field("notes", 20, 100, 170, 300), field("day", 200, 200, 80, 44),
                field("name", 200, 100, 170, 44),
            ],
            expected: ["notes", "name", "day", "month", "phone"]),
        OrderCase(
            name: "right to left, the right-hand column reads first",
            fields: [
                field("zip", 20, 220, 110, 44), field("first", 200, 100, 170, 44),
                field("city", 140, 220, 230, 44), field("email", 20, 160, 350, 44),
                field("last", 20, 100, 170, 44),
            ],
            direction: .rightToLeft,
            expected: ["first", "last", "email", "city", "zip"]),
        OrderCase(
            name: "the same right-to-left form read left to right",
            fields: [
                field("zip", 20, 220, 110, 44), field("first", 200, 100, 170, 44),
                field("city", 140, 220, 230, 44), field("email", 20, 160, 350, 44),
                field("last", 20, 100, 170, 44),
            ],
            expected: ["last", "first", "email", "zip", "city"]),
        OrderCase(
            name: "right to left, a tall text view on the right reads before the fields beside it",
            fields: [
                field("phone", 20, 180, 170, 44), field("name", 20, 100, 170, 44),
                field("notes", 200, 100, 170, 200),
            ],
            direction: .rightToLeft,
            expected: ["notes", "name", "phone"]),
        OrderCase(
            // a 0–40, b 20–60 on its left: they overlap by 20, exactly half of 40: two rows.
            name: "an overlap of exactly half the height is two rows",
            fields: [field("b", 0, 20, 100, 40), field("a", 200, 0, 100, 40)],
            expected: ["a", "b"]),
        OrderCase(
            // b 19–59: an overlap of 21 > 20, one row, read left to right.
            name: "an overlap of just over half the height is one row",
            fields: [field("b", 0, 19, 100, 40), field("a", 200, 0, 100, 40)],
            expected: ["b", "a"]),
        OrderCase(
            // Overlapping by more than half both ways: neither rule splits them; top edge first.
            name: "two overlapping fields read by their top edge",
            fields: [field("b", 40, 110, 200, 44), field("a", 20, 100, 200, 44)],
            expected: ["a", "b"]),
        OrderCase(
            name: "a single field",
            fields: [field("only", 20, 100, 350, 44)],
            expected: ["only"]),
    ]

    @Test("forms of real apps' shapes", arguments: forms)
    func geometryOrder(form: OrderCase) {
        let order = FieldOrder(form.fields, direction: form.direction)
        #expect(order.ids == form.expected)
        let reversed = FieldOrder(form.fields.reversed(), direction: form.direction)
        #expect(reversed.ids == form.expected, "reversed input")
    }

    static let signUp = [
        field("name", 20, 100, 350, 44), field("email", 20, 160, 350, 44),
        field("password", 20, 220, 350, 44),
        FocusableField(id: "referral", frame: CGRect(20, 280, 350, 44), isHidden: true),
    ]

    @Test(
        "an explicit order wins: the fields it names, in its order, still skipping unusable ones",
        arguments: [
            (["password", "name"], ["password", "name"]),
            (["email", "referral", "name"], ["email", "name"]),  // referral is hidden
            (["ghost", "email"], ["email"]),  // no field is called ghost
            (["email", "name", "email"], ["email", "name"]),  // a repeated id keeps its first place
            ([], []),  // an empty order has no fields, unlike nil
        ])
    func explicitOrder(explicit: [String], expected: [String]) {
        #expect(FieldOrder(Self.signUp, explicitOrder: explicit).ids == expected)
        #expect(
            FieldOrder(Self.signUp, explicitOrder: explicit, direction: .rightToLeft).ids
                == expected)
    }

    @Test("without an explicit order, geometry")
    func noExplicitOrder() {
        #expect(FieldOrder(Self.signUp, explicitOrder: nil).ids == ["name", "email", "password"])
    }

    @Test(
        "fields that cannot take focus are skipped",
        arguments: [
            ("hidden", FocusableField(id: "x", frame: CGRect(20, 160, 350, 44), isHidden: true)),
            (
                "disabled",
                FocusableField(id: "x", frame: CGRect(20, 160, 350, 44), isEnabled: false)
            ),
            (
                "cannot become first responder",
                FocusableField(
                    id: "x", frame: CGRect(20, 160, 350, 44), canBecomeFirstResponder: false)
            ),
            ("zero width", field("x", 20, 160, 0, 44)),
            ("zero height", field("x", 20, 160, 350, 0)),
            ("zero frame", field("x", 0, 0, 0, 0)),
            ("negative height", field("x", 20, 160, 350, -44)),
            ("NaN x", field("x", .nan, 160, 350, 44)),
            ("NaN height", field("x", 20, 160, 350, .nan)),
            ("infinite y", field("x", 20, .infinity, 350, 44)),
            ("infinite width", field("x", 20, 160, .infinity, 44)),
            ("beyond the coordinate limit", field("x", 20, 1e8, 350, 44)),
            ("CGRect.null", FocusableField(id: "x", frame: .null)),
            ("CGRect.infinite", FocusableField(id: "x", frame: .infinite)),
        ])
    func skipped(reason: String, unusable: FocusableField<String>) {
        #expect(!unusable.canTakeFocus, "\(reason)")
        let fields = [field("a", 20, 100, 350, 44), unusable, field("b", 20, 220, 350, 44)]
        #expect(FieldOrder(fields).ids == ["a", "b"], "\(reason)")
        #expect(FieldOrder(fields, explicitOrder: ["x", "b", "a"]).ids == ["b", "a"], "\(reason)")
    }

    @Test("an id listed twice keeps its first place in the order")
    func duplicateIDs() {
        let fields = [
            field("a", 20, 300, 350, 44), field("b", 20, 200, 350, 44),
            field("a", 20, 100, 350, 44),
        ]
        #expect(FieldOrder(fields).ids == ["a", "b"])
    }

    @Test("fields with the same frame read in the order listed")
    func sameFrame() {
        let fields = [field("b", 20, 100, 350, 44), field("a", 20, 100, 350, 44)]
        #expect(FieldOrder(fields).ids == ["b", "a"])
    }

    @Test(
        "next and previous stop at the ends unless the order wraps",
        arguments: [
            // (wraps, from, next, previous) over name, email, password
            (false, "name", "email", nil),
            (false, "email", "password", "name"),
            (false, "password", nil, "email"),
            (true, "name", "email", "password"),
            (true, "email", "password", "name"),
            (true, "password", "name", "email"),
            (false, "ghost", nil, nil),  // not in the order
            (true, "ghost", nil, nil),
            (true, "referral", nil, nil),  // hidden
        ] as [(Bool, String, String?, String?)])
    func navigation(wraps: Bool, from: String, next: String?, previous: String?) {
        let order = FieldOrder(Self.signUp, wraps: wraps)
        #expect(order.next(after: from) == next)
        #expect(order.previous(before: from) == previous)
        #expect(order.hasNext(after: from) == (next != nil))
        #expect(order.hasPrevious(before: from) == (previous != nil))
    }

    @Test(
        "isFirst and isLast name the ends whether or not the order wraps",
        arguments: [
            ("name", true, false),
            ("email", false, false),
            ("password", false, true),
            ("ghost", false, false),
        ])
    func ends(id: String, isFirst: Bool, isLast: Bool) {
        for wraps in [false, true] {
            let order = FieldOrder(Self.signUp, wraps: wraps)
            #expect(order.isFirst(id) == isFirst)
            #expect(order.isLast(id) == isLast)
            #expect(order.contains(id) == (id != "ghost"))
        }
    }

    @Test("the order can be set to wrap after it is made")
    func wrapsLater() {
        var order = FieldOrder(Self.signUp)
        #expect(order.next(after: "password") == nil)
        order.wraps = true
        #expect(order.next(after: "password") == "name")
    }

    @Test("a single field has neither next nor previous, even when the order wraps")
    func singleField() {
        let order = FieldOrder([field("only", 20, 100, 350, 44)], wraps: true)
        #expect(order.next(after: "only") == nil)
        #expect(order.previous(before: "only") == nil)
        #expect(order.isFirst("only") && order.isLast("only"))
    }

    @Test("no fields: an empty order that answers every question with nil or false")
    func empty() {
        for wraps in [false, true] {
            for order in [
                FieldOrder<String>([], wraps: wraps),
                FieldOrder([], explicitOrder: ["a"], wraps: wraps),
                FieldOrder([field("x", .nan, .nan, .nan, .nan)], wraps: wraps),
            ] {
                #expect(order.ids.isEmpty)
                #expect(order.next(after: "a") == nil)
                #expect(order.previous(before: "a") == nil)
                #expect(!order.hasNext(after: "a") && !order.hasPrevious(before: "a"))
                #expect(!order.isFirst("a") && !order.isLast("a"))
            }
        }
    }

    @Test("integer ids work as well as strings")
    func integerIDs() {
        let fields = [
            FocusableField(id: 2, frame: CGRect(20, 220, 350, 44)),
            FocusableField(id: 0, frame: CGRect(20, 100, 350, 44)),
            FocusableField(id: 1, frame: CGRect(20, 160, 350, 44)),
        ]
        #expect(FieldOrder(fields).ids == [0, 1, 2])
    }

    /// The base seed; each form's seed is derived from it and printed when it fails.
    static let baseSeed: UInt64 = 0x4649_454C_444F_5244

    @Test(
        "random forms: every usable field once, in an order that ignores the listing, next and previous inverse"
    )
    func randomForms() {
        var failures = 0
        for index in 0..<2000 {
            let seed = Self.baseSeed &+ UInt64(index) &* 0x9E37_79B9
            var random = SplitMix64(seed: seed)
            let fields = Self.randomForm(using: &random)
            let direction: ReadingDirection =
                Bool.random(using: &random) ? .rightToLeft : .leftToRight
            let order = FieldOrder(fields, direction: direction)
            let shuffled = FieldOrder(fields.shuffled(using: &random), direction: direction)
            let usable = Set(fields.filter(\.canTakeFocus).map(\.id))
            var problems: [String] = []
            if order.ids.count != usable.count || Set(order.ids) != usable {
                problems.append("not every usable field once: \(order.ids)")
            }
            if shuffled.ids != order.ids { problems.append("depends on the listing") }
            for (id, next) in zip(order.ids, order.ids.dropFirst())
            where order.next(after: id) != next || order.previous(before: next) != id {
                problems.append("next/previous at \(id)")
            }
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(problems.prefix(3))")
                if failures >= 3 { break }
            }
        }
    }

    /// Up to 12 fields with distinct ids and distinct tops, so that the order cannot depend on
    /// the listing; about one in six has a broken frame or flag.
    private static func randomForm(using random: inout SplitMix64) -> [FocusableField<String>] {
        let count = Int.random(in: 0...12, using: &random)
        return (0..<count).map { index in
            // A grid of 4 pt steps, offset by less than a step by the index: distinct tops.
            let x = CGFloat(Int.random(in: 0...80, using: &random) * 4) + CGFloat(index) / 16
            let y = CGFloat(Int.random(in: 0...200, using: &random) * 4) + CGFloat(index) / 16
            let width = CGFloat(Int.random(in: 1...400, using: &random))
            let height = CGFloat(Int.random(in: 1...200, using: &random))
            var field = FocusableField(id: "f\(index)", frame: CGRect(x, y, width, height))
            switch Int.random(in: 0..<36, using: &random) {
            case 0: field.isHidden = true
            case 1: field.isEnabled = false
            case 2: field.canBecomeFirstResponder = false
            case 3: field.frame.size.height = 0
            case 4: field.frame.origin.x = .nan
            case 5: field.frame.origin.y = -.infinity
            default: break
            }
            return field
        }
    }
}
