import Foundation

extension FieldOrder {
    /// The return key a declarative form's field shows: ``returnKeyRole(for:)``, or `nil` for one
    /// whose own `onSubmit` keeps it focused (``FieldPresence/keepsFocusOnSubmit``).
    package func submitRole(for id: ID, keepsFocus: Bool) -> ReturnKeyRole<ID>? {
        keepsFocus ? nil : returnKeyRole(for: id)
    }

    /// What a declarative form's navigation does when SwiftUI submits the field being edited: move
    /// on or end editing, or nothing when the app's focus moved already, the field keeps focus on
    /// submit, or it is not in the order.
    package func response(toSubmitOf presence: FieldPresence<ID>, focusIsStillOnField: Bool)
        -> ReturnKeyResponse<ID>.Action
    {
        guard focusIsStillOnField,
            let role = submitRole(for: presence.id, keepsFocus: presence.keepsFocusOnSubmit)
        else { return .nothing }
        switch role {
        case .next(let following): return .focus(following)
        case .done: return .endEditing
        }
    }
}

extension FieldPresence {
    /// The fields whose own `onSubmit` keeps them focused, as any of their views reported.
    package static func fieldsKeepingFocusOnSubmit<Presences: Sequence>(in presences: Presences)
        -> Set<ID>
    where Presences.Element == Self {
        Set(presences.lazy.filter(\.keepsFocusOnSubmit).map(\.id))
    }
}
