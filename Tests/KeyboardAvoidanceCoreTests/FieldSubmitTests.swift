import Foundation
import KeyboardAvoidanceCore
import Testing

/// A post editor's fields: a title, a tag field whose own `onSubmit` adds a tag and keeps focus,
/// and a summary.
enum PostField: Hashable, Sendable {
    case title, tags, summary
}

/// A return in a field of the post editor, and what the navigation must do about it.
struct SubmitCase: Sendable, CustomTestStringConvertible {
    var name: String
    var presence: FieldPresence<PostField>
    var focusIsStillOnField = true
    var action: ReturnKeyResponse<PostField>.Action

    var testDescription: String { name }
}

@Suite("Submitting a field of a declarative form")
struct FieldSubmitTests {
    static let order = FieldOrder(
        [PostField.title, .tags, .summary],
        present: [
            FieldPresence(id: PostField.title), FieldPresence(id: .tags, keepsFocusOnSubmit: true),
            FieldPresence(id: .summary),
        ])

    static let cases: [SubmitCase] = [
        SubmitCase(
            name: "return in the title moves into the tag field",
            presence: FieldPresence(id: .title, isFocused: true), action: .focus(.tags)),
        SubmitCase(
            name: "return in the tag field, whose onSubmit keeps focus, is the app's",
            presence: FieldPresence(id: .tags, isFocused: true, keepsFocusOnSubmit: true),
            action: .nothing),
        SubmitCase(
            name: "return in the last field ends editing",
            presence: FieldPresence(id: .summary, isFocused: true), action: .endEditing),
        SubmitCase(
            name: "the app's handler moved focus first: its move wins",
            presence: FieldPresence(id: .title, isFocused: true), focusIsStillOnField: false,
            action: .nothing),
        SubmitCase(
            name: "the last field, its own onSubmit keeping focus: editing does not end",
            presence: FieldPresence(id: .summary, isFocused: true, keepsFocusOnSubmit: true),
            action: .nothing),
    ]

    @Test("what return does", arguments: cases)
    func submit(_ example: SubmitCase) {
        #expect(
            Self.order.response(
                toSubmitOf: example.presence, focusIsStillOnField: example.focusIsStillOnField)
                == example.action)
    }

    @Test("the tag field's key is the default one, not Next; the title's still reads Next")
    func returnKeys() {
        #expect(Self.order.submitRole(for: .tags, keepsFocus: true) == nil)
        #expect(Self.order.submitRole(for: .title, keepsFocus: false) == .next(.tags))
        #expect(Self.order.submitRole(for: .summary, keepsFocus: false) == .done)
    }

    @Test("a field that keeps focus stays in the order: the arrows still stop at it")
    func arrows() {
        #expect(Self.order.ids == [.title, .tags, .summary])
        #expect(Self.order.next(after: .tags) == .summary)
    }

    @Test("what the focused view said decides, when two views report the field for a moment")
    func focusedPresence() {
        let going = FieldPresence(id: PostField.tags, isFocused: true, focusGain: 1)
        let coming = FieldPresence(
            id: PostField.tags, isFocused: true, focusGain: 2, keepsFocusOnSubmit: true)
        let focused = FieldPresence.focusedPresence(in: [coming, going])
        #expect(focused == coming)
        #expect(FieldPresence.focusedField(in: [going, coming]) == .tags)
        #expect(FieldPresence.focusedPresence(in: [FieldPresence(id: PostField.title)]) == nil)
    }

    @Test("the fields that keep focus, by any of their views")
    func keepingFocus() {
        let presences = [
            FieldPresence(id: PostField.title), FieldPresence(id: .tags),
            FieldPresence(id: .tags, keepsFocusOnSubmit: true),
        ]
        #expect(FieldPresence.fieldsKeepingFocusOnSubmit(in: presences) == [.tags])
    }
}
