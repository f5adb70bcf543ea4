import Foundation

extension FieldOrder {
    /// The return key of the field `id`: ``ReturnKeyRole/next(_:)`` or ``ReturnKeyRole/done`` for
    /// the last field, even when the order ``wraps``; `nil` for a field not in the order.
    package func returnKeyRole(for id: ID) -> ReturnKeyRole<ID>? {
        guard let index = place(of: id) else { return nil }
        return index + 1 < ids.count ? .next(ids[index + 1]) : .done
    }

    /// The return key the library gives `id`, or `nil` when it is not the library's: `advances`
    /// off, the app answers the key (``ReturnKeyHooks``), or the field is not in the order.
    package func claimedReturnKey(for id: ID, advances: Bool, hooks: ReturnKeyHooks)
        -> ReturnKeyRole<ID>?
    {
        guard advances, !hooks.appHandlesReturn else { return nil }
        return returnKeyRole(for: id)
    }

    /// What to do about a tap on the return key of `press.field`: move on or end editing, unless
    /// the app acted or focus moved already (acting again would move twice). A press the app
    /// forwards answers `false`, and `true` for a field not in the order.
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
