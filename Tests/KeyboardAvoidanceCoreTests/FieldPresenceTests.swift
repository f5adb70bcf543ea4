import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// The example sign-up form of the SwiftUI layer: `@FocusState` values, in the app's order.
enum PresenceFormField: Hashable, Sendable, CaseIterable {
    case name, email, company, phone, notes
}

/// What the form's views reported, and the order and return keys worked out by hand.
struct PresenceOrderCase: Sendable, CustomTestStringConvertible {
    var name: String
    var present: [FieldPresence<PresenceFormField>]
    var expected: [PresenceFormField]
    var expectedLast: PresenceFormField?

    var testDescription: String { name }
}

@Suite("Field presence")
struct FieldPresenceTests {
    static let all: [PresenceFormField] = [.name, .email, .company, .phone, .notes]

    static func present(_ ids: PresenceFormField...) -> [FieldPresence<PresenceFormField>] {
        ids.map { FieldPresence(id: $0) }
    }

    static let cases: [PresenceOrderCase] = [
        PresenceOrderCase(
            name: "every field on screen and enabled: the app's order",
            present: present(.notes, .phone, .company, .email, .name),
            expected: all, expectedLast: .notes),
        PresenceOrderCase(
            name: "a company field inside an if whose condition is false is skipped",
            present: present(.name, .email, .phone, .notes),
            expected: [.name, .email, .phone, .notes], expectedLast: .notes),
        PresenceOrderCase(
            name: "a field disabled in its environment is skipped",
            present: present(.name, .company, .phone, .notes)
                + [FieldPresence(id: .email, isEnabled: false)],
            expected: [.name, .company, .phone, .notes], expectedLast: .notes),
        PresenceOrderCase(
            name: "without the notes row (scrolled out of a lazy list), phone is the last field",
            present: present(.name, .email, .company, .phone),
            expected: [.name, .email, .company, .phone], expectedLast: .phone),
        PresenceOrderCase(
            name: "a field reported by a view going and an enabled one coming can take focus",
            present: present(.name, .email, .notes)
                + [FieldPresence(id: .phone, isEnabled: false), FieldPresence(id: .phone)],
            expected: [.name, .email, .phone, .notes], expectedLast: .notes),
        PresenceOrderCase(
            name: "a field whose every view is disabled is skipped",
            present: present(.name, .notes)
                + [
                    FieldPresence(id: .phone, isEnabled: false),
                    FieldPresence(id: .phone, isEnabled: false),
                ],
            expected: [.name, .notes], expectedLast: .notes),
        PresenceOrderCase(
            name: "no field on screen: an empty order",
            present: [], expected: [], expectedLast: nil),
    ]

    @Test("the order keeps the app's order over the fields on screen and enabled", arguments: cases)
    func order(_ form: PresenceOrderCase) {
        let order = FieldOrder(Self.all, present: form.present)
        #expect(order.ids == form.expected)
        for id in PresenceFormField.allCases where !form.expected.contains(id) {
            #expect(order.returnKeyRole(for: id) == nil)
            #expect(!order.hasNext(after: id) && !order.hasPrevious(before: id))
        }
        if let last = form.expectedLast {
            #expect(order.returnKeyRole(for: last) == .done)
        }
    }

    @Test(
        "a field whose view is hidden (.hidden(), opacity 0) is not moved to",
        arguments: [
            (
                "email hidden with .hidden()",
                present(.name, .phone, .notes) + [FieldPresence(id: .email, isHidden: true)],
                [PresenceFormField.name, .phone, .notes]
            ),
            (
                "a hidden view going and a shown one coming: the field can take focus",
                present(.name, .notes)
                    + [FieldPresence(id: .phone, isHidden: true), FieldPresence(id: .phone)],
                [.name, .phone, .notes]
            ),
            (
                "every field hidden: an empty order",
                [
                    FieldPresence(id: .name, isHidden: true),
                    FieldPresence(id: .notes, isHidden: true),
                ],
                []
            ),
        ] as [(String, [FieldPresence<PresenceFormField>], [PresenceFormField])])
    func hidden(
        _ name: String, present: [FieldPresence<PresenceFormField>], expected: [PresenceFormField]
    ) {
        let order = FieldOrder(Self.all, present: FieldPresence.visible(in: present))
        #expect(order.ids == expected)
        for presence in present where !expected.contains(presence.id) {
            #expect(order.returnKeyRole(for: presence.id) == nil)
        }
    }

    @Test("a hidden field being edited is still the one being edited, with nowhere to move")
    func hiddenAndFocused() {
        let present =
            Self.present(.name, .notes)
            + [FieldPresence(id: .email, isHidden: true, isFocused: true, focusGain: 1)]
        #expect(FieldPresence.focusedField(in: present) == .email)
        let order = FieldOrder(Self.all, present: FieldPresence.visible(in: present))
        #expect(order.ids == [.name, .notes])
        #expect(!order.hasNext(after: .email) && !order.hasPrevious(before: .email))
    }

    @Test("next and previous step over a field that is not on screen")
    func stepsOverAbsentField() {
        let order = FieldOrder(Self.all, present: Self.present(.name, .email, .phone, .notes))
        #expect(order.next(after: .email) == .phone)
        #expect(order.previous(before: .phone) == .email)
        #expect(order.returnKeyRole(for: .email) == .next(.phone))
    }

    @Test("a field on screen that the app's order does not name is not moved to")
    func presentButNotNamed() {
        let order = FieldOrder([.name, .notes], present: Self.present(.name, .email, .notes))
        #expect(order.ids == [.name, .notes])
        #expect(order.returnKeyRole(for: .email) == nil)
    }

    @Test("a field named twice keeps its first place")
    func namedTwice() {
        let order = FieldOrder(
            [.email, .name, .email, .notes], present: Self.present(.name, .email, .notes))
        #expect(order.ids == [.email, .name, .notes])
    }

    @Test("wrapping goes round over the fields on screen; the last one's return key still ends")
    func wraps() {
        let order = FieldOrder(
            Self.all, present: Self.present(.name, .email, .phone), wraps: true)
        #expect(order.next(after: .phone) == .name)
        #expect(order.previous(before: .name) == .phone)
        #expect(order.returnKeyRole(for: .phone) == .done)
        let single = FieldOrder(Self.all, present: Self.present(.email), wraps: true)
        #expect(single.next(after: .email) == nil)
    }

    @Test(
        "the field being edited is the one whose view has focus, enabled or not",
        arguments: [
            ("no view has focus", [FieldPresence(id: PresenceFormField.name)], nil),
            (
                "the email view has focus",
                [FieldPresence(id: .name), FieldPresence(id: .email, isFocused: true)],
                PresenceFormField.email
            ),
            (
                "a field disabled while it is being edited",
                [FieldPresence(id: .phone, isEnabled: false, isFocused: true)],
                PresenceFormField.phone
            ),
            (
                "two views report focus for a moment: the one that gained it last",
                [
                    FieldPresence(id: .notes, isFocused: true, focusGain: 1),
                    FieldPresence(id: .name, isFocused: true, focusGain: 2),
                ],
                PresenceFormField.name
            ),
            (
                "two focused views whose gains were not counted: the first listed",
                [
                    FieldPresence(id: .notes, isFocused: true),
                    FieldPresence(id: .name, isFocused: true),
                ],
                PresenceFormField.notes
            ),
        ] as [(String, [FieldPresence<PresenceFormField>], PresenceFormField?)])
    func focused(
        _ name: String, present: [FieldPresence<PresenceFormField>], expected: PresenceFormField?
    ) {
        #expect(FieldPresence.focusedField(in: present) == expected)
    }

    /// A move from the name field to the phone field caught half way, as a dictionary of
    /// reports lists it in any order: phone gained focus (the third gain) before name, focused
    /// since the first gain, reported losing it; email gained and lost focus in between.
    static let halfWayMove: [FieldPresence<PresenceFormField>] = [
        FieldPresence(id: .name, isFocused: true, focusGain: 1),
        FieldPresence(id: .email),
        FieldPresence(id: .phone, isFocused: true, focusGain: 3),
    ]

    @Test(
        "while focus moves, the field that gained it last is being edited, however listed",
        arguments: permutations(of: halfWayMove))
    func latestGainWins(_ listed: [FieldPresence<PresenceFormField>]) {
        #expect(FieldPresence.focusedField(in: listed) == .phone)
    }

    @Test("each gain of focus gets the next number; a view that keeps focus keeps its number")
    func countsGains() {
        var gains = 0
        // Name gains focus, and reports again while it keeps it.
        let name = FieldPresence(id: PresenceFormField.name, isFocused: true)
            .countingFocusGain(after: nil, gains: &gains)
        #expect(name.focusGain == 1)
        let nameAgain = FieldPresence(id: PresenceFormField.name, isFocused: true)
            .countingFocusGain(after: name, gains: &gains)
        #expect(nameAgain.focusGain == 1 && gains == 1)
        // The navigation moves to phone (a UIKit input, told at once) before name learns it
        // lost focus.
        let phone = FieldPresence(id: PresenceFormField.phone, isFocused: true)
            .countingFocusGain(after: FieldPresence(id: .phone), gains: &gains)
        #expect(phone.focusGain == 2)
        #expect(FieldPresence.focusedField(in: [nameAgain, phone]) == .phone)
        #expect(FieldPresence.focusedField(in: [phone, nameAgain]) == .phone)
        // Name learns it lost focus; then gains it again, while phone has not yet reported.
        let nameLost = FieldPresence(id: PresenceFormField.name)
            .countingFocusGain(after: nameAgain, gains: &gains)
        #expect(nameLost.focusGain == 0 && gains == 2)
        #expect(FieldPresence.focusedField(in: [nameLost, phone]) == .phone)
        let nameBack = FieldPresence(id: PresenceFormField.name, isFocused: true)
            .countingFocusGain(after: nameLost, gains: &gains)
        #expect(nameBack.focusGain == 3)
        #expect(FieldPresence.focusedField(in: [phone, nameBack]) == .name)
    }

    @Test("the count of gains stops at Int.max rather than trapping; a tie leaves the first listed")
    func countsGainsAtTheLimit() {
        var gains = Int.max - 1
        let name = FieldPresence(id: PresenceFormField.name, isFocused: true)
            .countingFocusGain(after: nil, gains: &gains)
        let phone = FieldPresence(id: PresenceFormField.phone, isFocused: true)
            .countingFocusGain(after: nil, gains: &gains)
        #expect(name.focusGain == Int.max && phone.focusGain == Int.max && gains == Int.max)
        #expect(FieldPresence.focusedField(in: [name, phone]) == .name)
    }

    @Test(
        "submit moves on, ends editing on the last field, and does nothing once the app moved",
        arguments: [
            (
                PresenceFormField.name, true,
                ReturnKeyResponse<PresenceFormField>.Action.focus(.email)
            ),
            (.email, true, .focus(.phone)),  // company is not on screen
            (.notes, true, .endEditing),
            (.name, false, .nothing),  // the app's own onSubmit moved focus first
            (.company, true, .nothing),  // not in the order: SwiftUI's own return
        ] as [(PresenceFormField, Bool, ReturnKeyResponse<PresenceFormField>.Action)])
    func submit(
        field: PresenceFormField, stillFocused: Bool,
        expected: ReturnKeyResponse<PresenceFormField>.Action
    ) {
        let order = FieldOrder(Self.all, present: Self.present(.name, .email, .phone, .notes))
        let press = ReturnKeyPress(
            field: field, source: .libraryTarget, fieldIsFirstResponder: stillFocused)
        #expect(order.response(to: press).action == expected)
    }
}

extension FieldPresenceTests {
    @Test(
        "a view behind a field hides it only once in a window; one in no window yet is unknown",
        arguments: [
            ("no view yet", nil, false),
            // FieldAvailability says hidden (for the UIKit layer a field in no window is), but
            // SwiftUI tells onAppear before the view is in its window.
            (
                "not yet in a window",
                FieldAvailability(field: FieldViewFlags(), isInWindow: false), false
            ),
            (
                "hidden, not yet in a window",
                FieldAvailability(field: FieldViewFlags(isHidden: true), isInWindow: false), false
            ),
            ("shown in a window", FieldAvailability(field: FieldViewFlags()), false),
            (
                "inside a view of opacity 0",
                FieldAvailability(field: FieldViewFlags(), ancestors: [FieldViewFlags(alpha: 0)]),
                true
            ),
            (
                "inside .hidden()",
                FieldAvailability(
                    field: FieldViewFlags(), ancestors: [FieldViewFlags(isHidden: true)]), true
            ),
        ] as [(String, FieldAvailability?, Bool)])
    func hiddenByItsView(label: String, availability: FieldAvailability?, expected: Bool) {
        #expect(FieldPresence<PresenceFormField>.isHidden(readingOff: availability) == expected)
    }
}

/// Every order of `elements`: a dictionary may list its values in any of them.
private func permutations<Element>(of elements: [Element]) -> [[Element]] {
    guard let first = elements.first else { return [[]] }
    return permutations(of: Array(elements.dropFirst())).flatMap { rest in
        (0...rest.count).map { index in
            var listed = rest
            listed.insert(first, at: index)
            return listed
        }
    }
}
