import Foundation

/// A setting of a view that the app and the library may both set — a text field's return key
/// type, an input's accessory view — and whether the library may set it.
///
/// The library takes a setting only while the app leaves it at its default, and keeps it while
/// the view holds what the library last set. When the view holds anything else, the app has set
/// it: from then on the setting is the app's for good, and the library never sets it again, even
/// if the app puts the default back (an app that clears its own accessory view does not want
/// the library's instead). Giving the setting back restores the default only when the view still
/// holds the library's value.
///
/// ```swift
/// var returnKey = ClaimedSetting(defaultValue: UIReturnKeyType.default)
/// if let value = returnKey.update(holding: field.returnKeyType, wanting: .next) {
///     field.returnKeyType = value
/// }
/// // when the library goes away:
/// if let value = returnKey.giveBack(holding: field.returnKeyType) { field.returnKeyType = value }
/// ```
package struct ClaimedSetting<Value: Hashable & Sendable>: Sendable, Equatable {
    /// The value that means the app has not set the setting: `.default`, or no view.
    package let defaultValue: Value
    /// What the library last set, while the view still holds it; `nil` when the library holds
    /// nothing.
    package private(set) var ownValue: Value?
    /// Whether the app has set a value of its own: the library then never sets the setting again.
    package private(set) var belongsToApp = false

    /// Starts with nothing set by the library.
    package init(defaultValue: Value) {
        self.defaultValue = defaultValue
    }

    /// Whether the view holds the library's value.
    package var isHeld: Bool {
        ownValue != nil
    }

    /// Takes in what the view holds now and what the library wants it to hold, and returns the
    /// value to set, or `nil` to leave the view as it is.
    ///
    /// - Parameters:
    ///   - current: What the view holds now.
    ///   - wanted: What the library wants: a value to hold, or `nil` (or the default) to hold
    ///     nothing.
    /// - Returns: `wanted` when the view holds the default or the library's last value and
    ///   holds something else than `wanted`; the default when the library gives back a value the
    ///   view still holds; `nil` when there is nothing to set, or the setting is the app's.
    package mutating func update(holding current: Value, wanting wanted: Value?) -> Value? {
        guard !belongsToApp else { return nil }
        if current != (ownValue ?? defaultValue) {
            // Another value than the library's, or than the default before the library set one:
            // the app's.
            belongsToApp = true
            ownValue = nil
            return nil
        }
        guard let wanted, wanted != defaultValue else {
            let held = isHeld
            ownValue = nil
            return held && current != defaultValue ? defaultValue : nil
        }
        ownValue = wanted
        return current == wanted ? nil : wanted
    }

    /// Gives the setting back: the default to set when the view still holds the library's
    /// value, `nil` otherwise. The same as `update(holding: current, wanting: nil)`.
    package mutating func giveBack(holding current: Value) -> Value? {
        update(holding: current, wanting: nil)
    }
}
