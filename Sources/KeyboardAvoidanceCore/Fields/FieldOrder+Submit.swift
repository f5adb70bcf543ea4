import Foundation

extension FieldOrder {
    /// The return key a field of a declarative form shows: ``returnKeyRole(for:)``, or `nil` —
    /// the default key, or the app's own `submitLabel` — for a field whose own `onSubmit` keeps
    /// it focused (``FieldPresence/keepsFocusOnSubmit``). Such a field's key would otherwise read
    /// Next or Done and promise a move that never comes. The field before it still moves into it.
    package func submitRole(for id: ID, keepsFocus: Bool) -> ReturnKeyRole<ID>? {
        keepsFocus ? nil : returnKeyRole(for: id)
    }

    /// What a declarative form's navigation does when SwiftUI submits the field being edited:
    /// its `onSubmit` runs alongside the app's own, as SwiftUI calls every `onSubmit` around a
    /// field.
    ///
    /// - Nothing when the app's focus no longer names the field: the app's handler has already
    ///   moved focus, and its move wins.
    /// - Nothing for a field whose own `onSubmit` keeps it focused
    ///   (``FieldPresence/keepsFocusOnSubmit``): a tag field that adds a tag and stays, a
    ///   composer that sends and stays. Its return is the app's, as a UIKit field's is when its
    ///   delegate answers the key.
    /// - Nothing for a field not in the order now (hidden, disabled, not named).
    /// - Otherwise, the field after it, or the end of editing on the last field, even when the
    ///   order wraps.
    ///
    /// - Parameters:
    ///   - presence: What the field being edited reported (``FieldPresence/focusedPresence(in:)``).
    ///   - focusIsStillOnField: Whether the app's focus still names the field as the
    ///     navigation's `onSubmit` runs.
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
    /// The fields whose own `onSubmit` keeps them focused, as any of their views reported: their
    /// return key is the app's (``FieldOrder/submitRole(for:keepsFocus:)``).
    package static func fieldsKeepingFocusOnSubmit<Presences: Sequence>(in presences: Presences)
        -> Set<ID>
    where Presences.Element == Self {
        Set(presences.lazy.filter(\.keepsFocusOnSubmit).map(\.id))
    }
}
