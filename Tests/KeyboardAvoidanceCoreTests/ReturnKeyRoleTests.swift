import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

@Suite("Return key role")
struct ReturnKeyRoleTests {
    /// The example form: first | last, then email, then a tall notes view; a hidden referral
    /// field and a disabled coupon field that the order skips.
    static let form = [
        FocusableField(id: "notes", frame: CGRect(20, 220, 350, 160)),
        FocusableField(id: "email", frame: CGRect(20, 160, 350, 44)),
        FocusableField(id: "referral", frame: CGRect(20, 400, 350, 44), isHidden: true),
        FocusableField(id: "last", frame: CGRect(200, 100, 170, 44)),
        FocusableField(id: "coupon", frame: CGRect(20, 460, 350, 44), isEnabled: false),
        FocusableField(id: "first", frame: CGRect(20, 100, 170, 44)),
    ]

    @Test(
        "each field's return key moves to the field after it, and the last one's ends editing",
        arguments: [
            ("first", ReturnKeyRole.next("last")),
            ("last", .next("email")),
            ("email", .next("notes")),
            ("notes", .done),
            ("referral", nil),  // hidden: not the order's to set
            ("coupon", nil),  // disabled
            ("ghost", nil),  // no such field
        ] as [(String, ReturnKeyRole<String>?)])
    func roles(id: String, expected: ReturnKeyRole<String>?) {
        #expect(FieldOrder(Self.form).returnKeyRole(for: id) == expected)
    }

    @Test("the last field's return key ends editing even when the toolbar wraps")
    func lastFieldWhenWrapping() {
        let order = FieldOrder(Self.form, wraps: true)
        #expect(order.next(after: "notes") == "first")
        #expect(order.returnKeyRole(for: "notes") == .done)
        #expect(order.returnKeyRole(for: "first") == .next("last"))
    }

    @Test("right to left, the right-hand field's return key moves to the left-hand one")
    func rightToLeft() {
        let order = FieldOrder(Self.form, direction: .rightToLeft)
        #expect(order.returnKeyRole(for: "last") == .next("first"))
        #expect(order.returnKeyRole(for: "first") == .next("email"))
    }

    @Test("an explicit order decides which field is last")
    func explicitOrder() {
        let order = FieldOrder(Self.form, explicitOrder: ["email", "first", "referral"])
        #expect(order.returnKeyRole(for: "email") == .next("first"))
        // referral is hidden, so first is the last field the order moves through.
        #expect(order.returnKeyRole(for: "first") == .done)
        #expect(order.returnKeyRole(for: "notes") == nil)
    }

    @Test("a single field's return key ends editing; no fields, no return key")
    func singleAndEmpty() {
        let single = FieldOrder([FocusableField(id: "only", frame: CGRect(20, 100, 350, 44))])
        #expect(single.returnKeyRole(for: "only") == .done)
        #expect(FieldOrder<String>([]).returnKeyRole(for: "only") == nil)
    }

    @Test("the return key and the toolbar agree on the field after, except at the wrap")
    func agreesWithNext() {
        for wraps in [false, true] {
            let order = FieldOrder(Self.form, wraps: wraps)
            for id in order.ids {
                switch order.returnKeyRole(for: id) {
                case .next(let following): #expect(order.next(after: id) == following)
                case .done: #expect(order.isLast(id))
                case nil: Issue.record("\(id) is in the order but has no return key")
                }
            }
        }
    }
}
