import Foundation

/// One declarative navigation's fields as their views report them, and the bookkeeping of its
/// moves; the SwiftUI layer's navigation model keeps one and does what it answers.
///
/// The field being edited is the one that gained focus last; previous and next move from it in the
/// order of the visible reports. Focus goes through a reporting UIKit input's binding, else through
/// the form's `@FocusState`; Done with none of the fields edited ends editing in the screen.
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
    /// How many moves the navigation made: a new number makes a second move to one field a change.
    package private(set) var moveCount = 0

    package init() {}

    /// Takes what `token` reported (`focusesThroughBinding`: a UIKit input); returns whether the
    /// reports changed, what to publish.
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

    /// The reports of views the user can see now, each view's availability read by `availability`
    /// (`nil` until the view is made).
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

    /// How to focus `field` or take focus from it: a reporting UIKit input's binding (the one being
    /// edited first), else the form's `@FocusState`.
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

    /// How Done ends editing: the route to the field being edited, or `nil` to end it in the
    /// screen.
    package var doneRoute: FocusRoute? {
        focusedField.map(route(to:))
    }

    /// What return on the field being edited does (`nil`: none is), focus read where the field is
    /// focused through: `bindingIsFocused`, or the form's `focusState` now.
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
