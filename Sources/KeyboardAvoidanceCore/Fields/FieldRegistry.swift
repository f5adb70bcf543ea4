import Foundation

/// One declarative navigation's fields as their views report them, and the bookkeeping of its
/// moves: what each item on screen reported last (by the item's `Token`), which items are UIKit
/// inputs focused through a `Bool` binding, the count of gains of focus and of moves. The SwiftUI
/// layer's navigation model keeps one, hands it each report and the views' availability when it
/// builds the order, and does what it answers.
///
/// The rules:
/// - A report has its gain of focus counted (``FieldPresence/countingFocusGain(after:gains:)``);
///   it changes the reports — what the navigation's views read, to be published — only when it
///   differs from the item's last one. An item that leaves takes its report with it.
/// - The order is made of the reports of views the user can see, read when it is built
///   (``FieldPresence/isHidden(readingOff:)``), in the app's explicit order.
/// - The field being edited is the one that gained focus last (``FieldPresence/focusedField(in:)``);
///   previous and next move from it, and only while it is in the order.
/// - A field is focused, and unfocused, through the binding of a UIKit input that reports it —
///   the one being edited first — else through the form's `@FocusState`.
/// - Done ends editing in the field being edited; with none of the navigation's fields edited,
///   in the screen (a text input that is none of them).
/// - Return: what the order says of the field being edited
///   (``FieldOrder/response(toSubmitOf:focusIsStillOnField:)``), focus read where the field is
///   focused through.
///
/// ```swift
/// var registry = FieldRegistry<UUID, Field>()
/// if registry.report(token, presence, focusesThroughBinding: false) { publish() }
/// let order = registry.order([.name, .email], wraps: false) { probes[$0]?.availability }
/// let next = registry.target(.next, in: order)
/// ```
package struct FieldRegistry<Token: Hashable & Sendable, ID: Hashable & Sendable>: Sendable,
    Equatable
{
    /// How focus is moved to a field or taken from it.
    package enum FocusRoute: Sendable, Equatable {
        /// Through the `Bool` binding of the item `Token`: a UIKit input.
        case binding(Token)
        /// Through the form's `@FocusState`.
        case focusState
    }

    /// Which way a bar's button moves.
    package enum Direction: Sendable, Equatable {
        case previous, next
    }

    /// What each item on screen reported last, its gain of focus counted.
    package private(set) var reports: [Token: FieldPresence<ID>] = [:]
    /// The items that are UIKit inputs, focused through a `Bool` binding.
    package private(set) var bindingItems: Set<Token> = []
    /// The form's count of gains of focus.
    package private(set) var focusGains = 0
    /// How many moves the navigation made: a move's number makes a second move to the same field
    /// a change.
    package private(set) var moveCount = 0

    package init() {}

    /// Takes what the item `token` reported; `focusesThroughBinding`: it is a UIKit input,
    /// focused through a `Bool` binding. Returns whether the reports changed: what to publish (a
    /// binding or a count changes nothing on screen).
    package mutating func report(
        _ token: Token, _ presence: FieldPresence<ID>, focusesThroughBinding: Bool
    ) -> Bool {
        if focusesThroughBinding {
            bindingItems.insert(token)
        } else {
            bindingItems.remove(token)
        }
        let previous = reports[token]
        let counted = presence.countingFocusGain(after: previous, gains: &focusGains)
        guard counted != previous else { return false }
        reports[token] = counted
        return true
    }

    /// The item `token` left the screen. Returns whether the reports changed.
    package mutating func remove(_ token: Token) -> Bool {
        bindingItems.remove(token)
        return reports.removeValue(forKey: token) != nil
    }

    /// The reports an order is made of: those of views the user can see now, each view's
    /// availability read now by `availability` (`nil` until the view is made; a view in no
    /// window is not taken for hidden).
    package func presences(availability: (Token) -> FieldAvailability?) -> [FieldPresence<ID>] {
        FieldPresence.visible(
            in: reports.map { token, report in
                var presence = report
                presence.isHidden = FieldPresence<ID>.isHidden(readingOff: availability(token))
                return presence
            })
    }

    /// The app's order over the fields on screen, shown and enabled now.
    package func order(
        _ explicitOrder: [ID], wraps: Bool, availability: (Token) -> FieldAvailability?
    ) -> FieldOrder<ID> {
        FieldOrder(explicitOrder, present: presences(availability: availability), wraps: wraps)
    }

    /// The field being edited, among the reports.
    package var focusedField: ID? {
        FieldPresence.focusedField(in: reports.values)
    }

    /// The fields whose own `onSubmit` keeps them focused.
    package var fieldsKeepingFocusOnSubmit: Set<ID> {
        FieldPresence.fieldsKeepingFocusOnSubmit(in: reports.values)
    }

    /// The field a bar's button moves to from the field being edited in `order`; `nil` while
    /// none is edited, or with nothing that way.
    package func target(_ direction: Direction, in order: FieldOrder<ID>) -> ID? {
        guard let focused = focusedField else { return nil }
        switch direction {
        case .previous: return order.previous(before: focused)
        case .next: return order.next(after: focused)
        }
    }

    /// Whether a bar's button moves anywhere now (its enabled state).
    package func canMove(_ direction: Direction, in order: FieldOrder<ID>) -> Bool {
        target(direction, in: order) != nil
    }

    /// How to focus `field`, or take focus from it: through the binding of a UIKit input that
    /// reports it — the one being edited first — else through the form's `@FocusState`.
    package func route(to field: ID) -> FocusRoute {
        let inputs = reports.filter { $0.value.id == field && bindingItems.contains($0.key) }
        guard let token = inputs.first(where: { $0.value.isFocused })?.key ?? inputs.first?.key
        else { return .focusState }
        return .binding(token)
    }

    /// A move is made: its number.
    package mutating func countMove() -> Int {
        moveCount = moveCount == .max ? .max : moveCount + 1
        return moveCount
    }

    /// How Done ends editing: the route to the field being edited, or `nil` when none of the
    /// navigation's fields is — then editing ends in the screen, in a text input that is none of
    /// them.
    package var doneRoute: FocusRoute? {
        focusedField.map(route(to:))
    }

    /// What return on the field being edited does; `nil` when none of the navigation's fields is
    /// being edited. Whether focus is still on the field after the app's own `onSubmit` is read
    /// where the field is focused through: the binding of the item (`bindingIsFocused`), else the
    /// form's focus state (`focusState`, its value now).
    package func responseToSubmit(
        in order: FieldOrder<ID>, bindingIsFocused: (Token) -> Bool, focusState: ID?
    ) -> ReturnKeyResponse<ID>.Action? {
        guard let presence = FieldPresence.focusedPresence(in: reports.values) else { return nil }
        let stillFocused: Bool
        switch route(to: presence.id) {
        case .binding(let token): stillFocused = bindingIsFocused(token)
        case .focusState: stillFocused = focusState == presence.id
        }
        return order.response(toSubmitOf: presence, focusIsStillOnField: stillFocused)
    }
}
