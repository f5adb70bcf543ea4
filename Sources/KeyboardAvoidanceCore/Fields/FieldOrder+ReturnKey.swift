import Foundation

extension FieldOrder {
    /// The return key of the field `id`: ``ReturnKeyRole/next(_:)`` with the field after it, or
    /// ``ReturnKeyRole/done`` for the last field; `nil` when `id` is not in the order (a hidden
    /// or disabled field, or one an explicit order leaves out), whose return key is not the
    /// order's to set.
    ///
    /// ``wraps`` does not apply: the return key of the last field ends editing even when the
    /// toolbar's next button goes round to the first. Return on the last field of a form means
    /// the form is filled in; going round is for a user who chooses it with the toolbar.
    package func returnKeyRole(for id: ID) -> ReturnKeyRole<ID>? {
        guard let index = place(of: id) else { return nil }
        return index + 1 < ids.count ? .next(ids[index + 1]) : .done
    }

    /// The return key the library gives the field `id` — its type and its target — or `nil`
    /// where the key is not the library's to take: the library's return key is off
    /// (`advances` is `false`), the app answers the key itself (``ReturnKeyHooks``), or the
    /// field is not in the order.
    ///
    /// Whether the app has set a return key type of its own is ``BorrowedSetting``'s to decide.
    package func claimedReturnKey(for id: ID, advances: Bool, hooks: ReturnKeyHooks)
        -> ReturnKeyRole<ID>?
    {
        guard advances, !hooks.appHandlesReturn else { return nil }
        return returnKeyRole(for: id)
    }

    /// What to do about a tap on the return key of `press.field`.
    ///
    /// - Heard through the library's target: move on, or end editing on the last field, only
    ///   when the library's return key is on, the app does not answer the key itself, the field
    ///   is in the order and it is still first responder. Otherwise nothing: the app has acted,
    ///   or focus has already moved, and acting again would move twice.
    /// - Forwarded by the app: move on, or end editing, and answer `false`; nothing, answering
    ///   `false`, when the field is no longer first responder (the app moved focus before it
    ///   forwarded); nothing, answering `true` (UIKit's default), for a field not in the order.
    package func response(to press: ReturnKeyPress<ID>) -> ReturnKeyResponse<ID> {
        let role = returnKeyRole(for: press.field)
        switch press.source {
        case .forwardedByApp:
            guard let role else {
                return ReturnKeyResponse(action: .nothing, textFieldShouldReturn: true)
            }
            guard press.fieldIsFirstResponder else {
                return ReturnKeyResponse(action: .nothing, textFieldShouldReturn: false)
            }
            return ReturnKeyResponse(action: Self.action(for: role), textFieldShouldReturn: false)
        case .libraryTarget:
            guard let role, press.returnKeyAdvances, !press.hooks.appHandlesReturn,
                press.fieldIsFirstResponder
            else { return ReturnKeyResponse(action: .nothing, textFieldShouldReturn: true) }
            return ReturnKeyResponse(action: Self.action(for: role), textFieldShouldReturn: true)
        }
    }

    private static func action(for role: ReturnKeyRole<ID>) -> ReturnKeyResponse<ID>.Action {
        switch role {
        case .next(let following): .focus(following)
        case .done: .endEditing
        }
    }
}
