import Foundation

/// How one update brings a field's toolbar and return key up to date: which of its settings to
/// set, and whether the field being edited reloads its input views to show them.
///
/// A text input reads its accessory view and return key type when it becomes first responder;
/// the one being edited shows a change only once reloaded (`reloadInputViews()`), and reloading
/// resets the keyboard the user is typing on (its plane, its suggestions). So:
///
/// - A field that is not being edited gets every setting; nothing to reload.
/// - The field being edited gets every setting, and is reloaded when one changed, in an update
///   that may reload it: one made as editing begins, or asked for by the app.
/// - In any other update (a layout pass, a keystroke) the field being edited keeps its settings
///   — except a return key the library should hold and does not hold yet (a field focused before
///   the form's first layout was not in the order then). That one is taken at once, so that the
///   key works, and the field is reloaded to show it only while the user has not typed in it.
///
/// The toolbar's buttons are brought up to date in every update: that needs no reload.
///
/// ```swift
/// let policy = FieldReconfiguration(
///     isFocused: field.isFirstResponder, mayReloadFocused: false, userHasTyped: false)
/// let scope = policy.scope(wantsReturnKey: role != nil, returnKey: claim)
/// let changed = apply(scope)
/// if policy.reloadsInputViews(afterSetting: scope, changed: changed) {
///     field.reloadInputViews()
/// }
/// ```
package struct FieldReconfiguration: Sendable, Equatable {
    /// Which of a field's settings an update sets.
    package enum Scope: Sendable, Equatable {
        /// The accessory view and the return key (its type and the library's target).
        case everything
        /// Only the return key: the library takes it.
        case returnKeyOnly
        /// Neither.
        case nothing
    }

    /// Whether the field is first responder.
    package var isFocused: Bool
    /// Whether this update may reload the field being edited: as editing begins, or when the
    /// app asks (a refresh, a changed option).
    package var mayReloadFocused: Bool
    /// Whether the user has typed in the field since it began editing.
    package var userHasTyped: Bool

    /// The policy for one field in one update.
    package init(isFocused: Bool, mayReloadFocused: Bool, userHasTyped: Bool = false) {
        self.isFocused = isFocused
        self.mayReloadFocused = mayReloadFocused
        self.userHasTyped = userHasTyped
    }

    /// Which settings to set.
    ///
    /// - Parameters:
    ///   - wantsReturnKey: Whether the library should hold the field's return key now
    ///     (``FieldOrder/claimedReturnKey(for:advances:hooks:)`` is not `nil`).
    ///   - returnKey: Whose the field's return key type is, and whether the library holds it.
    package func scope<Value>(wantsReturnKey: Bool, returnKey: BorrowedSetting<Value>) -> Scope {
        if !isFocused || mayReloadFocused { return .everything }
        let missing = wantsReturnKey && !returnKey.isHeld && !returnKey.belongsToApp
        return missing ? .returnKeyOnly : .nothing
    }

    /// Whether to reload the field's input views, once the settings of `scope` are set.
    ///
    /// - Parameters:
    ///   - scope: What the update set: what ``scope(wantsReturnKey:returnKey:)`` returned.
    ///   - changed: Whether setting it changed the field's accessory view or return key type.
    package func reloadsInputViews(afterSetting scope: Scope, changed: Bool) -> Bool {
        guard isFocused, changed else { return false }
        switch scope {
        case .everything: return mayReloadFocused
        case .returnKeyOnly: return !userHasTyped
        case .nothing: return false
        }
    }
}
