import Foundation

/// How one update brings a field's toolbar and return key up to date: which settings to set, and
/// whether the field being edited reloads its input views, which resets the user's keyboard.
///
/// The field being edited keeps its settings except in an update that may reload it, but takes a
/// return key the library should hold and does not yet, reloading only while the user has not
/// typed.
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
    /// Whether this update may reload the field being edited (editing begins, or the app asks).
    package var mayReloadFocused: Bool
    /// Whether the user has typed in the field since it began editing.
    package var userHasTyped: Bool

    /// The policy for one field in one update.
    package init(isFocused: Bool, mayReloadFocused: Bool, userHasTyped: Bool = false) {
        self.isFocused = isFocused
        self.mayReloadFocused = mayReloadFocused
        self.userHasTyped = userHasTyped
    }

    /// Which settings to set, given whether the library wants the return key now
    /// (``FieldOrder/claimedReturnKey(for:advances:hooks:)``) and whose it is.
    package func scope<Value>(wantsReturnKey: Bool, returnKey: BorrowedSetting<Value>) -> Scope {
        if !isFocused || mayReloadFocused { return .everything }
        let missing = wantsReturnKey && !returnKey.isHeld && !returnKey.belongsToApp
        return missing ? .returnKeyOnly : .nothing
    }

    /// Whether to reload the field's input views once `scope` is set and `changed` says whether
    /// that changed anything.
    package func reloadsInputViews(afterSetting scope: Scope, changed: Bool) -> Bool {
        guard isFocused, changed else { return false }
        switch scope {
        case .everything: return mayReloadFocused
        case .returnKeyOnly: return !userHasTyped
        case .nothing: return false
        }
    }
}
