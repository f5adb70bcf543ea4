import Foundation
import KeyboardAvoidanceCore
import Testing

/// A SwiftUI navigation's bookkeeping: what a report or a removal changes, the order and the
/// moves from the field being edited, where focus is moved through, and what Done and return do.
/// Items are named by strings, fields by the app's enum.
@Suite("A SwiftUI navigation's fields and moves")
struct FieldRegistryTests {
    enum Field: Hashable, Sendable {
        case name, email, phone, notes
    }

    typealias Registry = FieldRegistry<String, Field>
    static let order: [Field] = [.name, .email, .phone, .notes]

    /// A registry with `fields` reported by items named after them, `focused` being edited.
    static func registry(_ fields: [Field], focused: Field? = nil, inputs: Set<Field> = [])
        -> Registry
    {
        var registry = Registry()
        for field in fields {
            _ = registry.report(
                "\(field)", FieldPresence(id: field, isFocused: field == focused),
                focusesThroughBinding: inputs.contains(field))
        }
        return registry
    }

    static func shown(_ token: String) -> FieldAvailability? { nil }

    @Test("a report changes the reports only when it differs from the item's last one")
    func reportsChange() {
        var registry = Registry()
        var changed = registry.report("a", FieldPresence(id: .name), focusesThroughBinding: false)
        #expect(changed)
        // The same again: nothing to publish.
        changed = registry.report("a", FieldPresence(id: .name), focusesThroughBinding: false)
        #expect(!changed)
        // Becoming a UIKit input changes nothing on screen.
        changed = registry.report("a", FieldPresence(id: .name), focusesThroughBinding: true)
        #expect(!changed)
        #expect(registry.bindingItems == ["a"])
        // Gaining focus does, with the gain counted; keeping it does not.
        changed = registry.report(
            "a", FieldPresence(id: .name, isFocused: true), focusesThroughBinding: true)
        #expect(changed)
        #expect(registry.reports["a"]?.focusGain == 1)
        changed = registry.report(
            "a", FieldPresence(id: .name, isFocused: true), focusesThroughBinding: true)
        #expect(!changed)
        #expect(registry.focusGains == 1)
        // Disabled: a change.
        changed = registry.report(
            "a", FieldPresence(id: .name, isEnabled: false, isFocused: true),
            focusesThroughBinding: true)
        #expect(changed)
    }

    @Test(
        "an item that leaves takes its report and its binding with it; an unknown one changes nothing"
    )
    func removal() {
        var registry = Self.registry([.name, .email], inputs: [.email])
        var changed = registry.remove("email")
        #expect(changed)
        #expect(registry.reports.keys.sorted() == ["name"])
        #expect(registry.bindingItems.isEmpty)
        changed = registry.remove("email")
        #expect(!changed)
        changed = registry.remove("nobody")
        #expect(!changed)
    }

    @Test("the order is made of the fields on screen that the user can see, in the app's order")
    func order() {
        let registry = Self.registry([.notes, .phone, .name])
        #expect(
            registry.order(Self.order, wraps: false, availability: Self.shown).ids == [
                .name, .phone, .notes,
            ])
        // Phone's view is hidden now (an opacity of 0): read when the order is built.
        let hidden = FieldAvailability(field: FieldViewFlags(alpha: 0))
        let order = registry.order(Self.order, wraps: false) { $0 == "phone" ? hidden : nil }
        #expect(order.ids == [.name, .notes])
        // A view not in a window yet is not taken for hidden.
        let notInWindow = FieldAvailability(
            field: FieldViewFlags(isHidden: true), isInWindow: false)
        #expect(
            registry.order(Self.order, wraps: false) { _ in notInWindow }.ids
                == [.name, .phone, .notes])
    }

    @Test("previous and next move from the field being edited, only while it is in the order")
    func moves() {
        var registry = Self.registry([.name, .email, .phone], focused: .email)
        let order = registry.order(Self.order, wraps: false, availability: Self.shown)
        #expect(registry.target(.previous, in: order) == .name)
        #expect(registry.target(.next, in: order) == .phone)
        #expect(registry.canMove(.next, in: order) && registry.canMove(.previous, in: order))
        // At the end, without wrapping: nothing.
        _ = registry.report("email", FieldPresence(id: .email), focusesThroughBinding: false)
        _ = registry.report(
            "phone", FieldPresence(id: .phone, isFocused: true), focusesThroughBinding: false)
        #expect(registry.target(.next, in: order) == nil && !registry.canMove(.next, in: order))
        #expect(
            registry.target(
                .next, in: registry.order(Self.order, wraps: true, availability: Self.shown))
                == .name)
        // Phone, being edited, is not in an order that names only Name and Email: no move.
        let partial = registry.order([.name, .email], wraps: true, availability: Self.shown)
        #expect(registry.target(.next, in: partial) == nil)
        #expect(registry.target(.previous, in: partial) == nil)
        // Nothing edited: no move.
        let idle = Self.registry([.name, .email])
        #expect(idle.target(.next, in: order) == nil && !idle.canMove(.previous, in: order))
    }

    @Test("two views report focus at once: the one that gained it last is being edited")
    func focusMoving() {
        var registry = Self.registry([.name, .email], focused: .name)
        // Email gains focus before Name reports losing it.
        _ = registry.report(
            "email", FieldPresence(id: .email, isFocused: true), focusesThroughBinding: false)
        #expect(registry.focusedField == .email)
    }

    @Test(
        "focus moves through a UIKit input's binding — the edited one first — else the form's focus state"
    )
    func routes() {
        var registry = Self.registry([.name, .email], inputs: [.email])
        #expect(registry.route(to: .name) == .focusState)
        #expect(registry.route(to: .email) == .binding("email"))
        #expect(registry.route(to: .notes) == .focusState)
        // Two items report Email in a transition, both UIKit inputs: the one being edited.
        _ = registry.report(
            "email2", FieldPresence(id: .email, isFocused: true), focusesThroughBinding: true)
        #expect(registry.route(to: .email) == .binding("email2"))
    }

    @Test("Done ends editing where the field being edited is focused through, else in the screen")
    func done() {
        #expect(
            Self.registry([.name, .email], focused: .email, inputs: [.email]).doneRoute
                == .binding("email"))
        #expect(Self.registry([.name, .email], focused: .name).doneRoute == .focusState)
        #expect(Self.registry([.name, .email]).doneRoute == nil)
    }

    @Test("each move has its number: a second move to the same field is a change")
    func moveCount() {
        var registry = Registry()
        var move = registry.countMove()
        #expect(move == 1)
        move = registry.countMove()
        #expect(move == 2)
        #expect(registry.moveCount == 2)
    }

    @Test("return: the order's response, focus read where the field is focused through")
    func submit() {
        let registry = Self.registry([.name, .email], focused: .name)
        let order = registry.order(Self.order, wraps: false, availability: Self.shown)
        // Still focused after the app's onSubmit: on to Email.
        #expect(
            registry.responseToSubmit(
                in: order, bindingIsFocused: { _ in false }, focusState: .name)
                == .focus(.email))
        // The app's handler moved focus already: not ours to act on again.
        #expect(
            registry.responseToSubmit(in: order, bindingIsFocused: { _ in true }, focusState: nil)
                == .nothing)
        // A UIKit input reads its binding, not the form's focus state.
        let input = Self.registry([.name, .email], focused: .email, inputs: [.email])
        let inputOrder = input.order(Self.order, wraps: false, availability: Self.shown)
        #expect(
            input.responseToSubmit(
                in: inputOrder, bindingIsFocused: { $0 == "email" }, focusState: nil) == .endEditing
        )
        // None of the navigation's fields edited.
        #expect(
            Self.registry([.name]).responseToSubmit(
                in: order, bindingIsFocused: { _ in true }, focusState: .name) == nil)
    }

    @Test("the fields whose own onSubmit keeps them focused")
    func keepsFocus() {
        var registry = Self.registry([.name])
        _ = registry.report(
            "tags", FieldPresence(id: .notes, keepsFocusOnSubmit: true),
            focusesThroughBinding: false)
        #expect(registry.fieldsKeepingFocusOnSubmit == [.notes])
    }
}
