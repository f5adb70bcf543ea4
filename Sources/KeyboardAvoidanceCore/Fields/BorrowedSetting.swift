import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A setting of a view that the app and the library may both set — a text field's return key
/// type, an input's accessory view, a keyboard layout guide's `keyboardDismissPadding` (which UIKit
/// passes on to every guide in the window) — borrowed by the library and given back as it found
/// it.
///
/// The library takes the setting from what the view holds — any value (``init()``: the dismiss
/// padding), or only the default (``init(defaultValue:)``: the app has not set it, as `.default`
/// or no view says) — remembers it, and while it holds the setting sets what it wants. When the
/// view holds anything else than what the library last set, or than the default before the
/// library took it, the app has set it: from then on the setting is the app's for good, and the
/// library neither sets it nor gives anything back, even if the app puts the default back (an
/// app that clears its own accessory view does not want the library's instead). Giving the setting
/// back restores what the library found, only when the view still holds the library's value.
///
/// ```swift
/// var returnKey = BorrowedSetting(defaultValue: UIReturnKeyType.default)
/// if let value = returnKey.update(holding: field.returnKeyType, wanting: .next) {
///     field.returnKeyType = value
/// }
/// // when the library goes away:
/// if let value = returnKey.giveBack(holding: field.returnKeyType) { field.returnKeyType = value }
/// ```
package struct BorrowedSetting<Value: Hashable & Sendable>: Sendable, Equatable {
    /// Whether the library takes the setting from any value the view holds (``init()``), rather
    /// than only from the default.
    private let takesAnyValue: Bool
    /// What the view held before the library set anything: the default for a setting taken only
    /// from it (kept for good); for one taken from any value, what the view held, while the
    /// library holds the setting.
    package private(set) var previousValue: Value?
    /// What the library last set, while the view still holds it; `nil` when the library holds
    /// nothing.
    package private(set) var ownValue: Value?
    /// Whether the app has set a value of its own: the library then never sets the setting again.
    package private(set) var belongsToApp = false

    /// Takes the setting from whatever the view holds, and gives that back.
    package init() {
        takesAnyValue = true
    }

    /// Takes the setting only while the view holds `defaultValue` — the value that means the app
    /// has not set it (`.default`, no view) — and gives the default back.
    package init(defaultValue: Value) {
        takesAnyValue = false
        previousValue = defaultValue
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
    ///   - wanted: What the library wants: a value to hold, or `nil` (or, for a setting taken
    ///     only from its default, the default) to give the setting back.
    /// - Returns: `wanted` when the library may set it and the view holds something else; what
    ///   the library found when it gives back a value the view still holds; `nil` when there is
    ///   nothing to set, or the setting is the app's.
    package mutating func update(holding current: Value, wanting wanted: Value?) -> Value? {
        guard !belongsToApp else { return nil }
        // Another value than the library's, or than the default before the library set one: the
        // app's.
        let expected = isHeld ? ownValue : (takesAnyValue ? nil : previousValue)
        if let expected, current != expected {
            belongsToApp = true
            ownValue = nil
            if takesAnyValue { previousValue = nil }
            return nil
        }
        guard let wanted, takesAnyValue || wanted != previousValue else {
            let found = isHeld ? previousValue : nil
            ownValue = nil
            if takesAnyValue { previousValue = nil }
            guard let found, found != current else { return nil }
            return found
        }
        if !isHeld, takesAnyValue { previousValue = current }
        ownValue = wanted
        return current == wanted ? nil : wanted
    }

    /// Gives the setting back: what the library found, when the view still holds the library's
    /// value; `nil` otherwise. The same as `update(holding: current, wanting: nil)`.
    package mutating func giveBack(holding current: Value) -> Value? {
        update(holding: current, wanting: nil)
    }
}

extension BorrowedSetting where Value == CGFloat {
    /// What a component that asks for a keyboard dismiss padding wants its view's keyboard
    /// layout guide to hold: the padding while the component asks for more than 0 and its view
    /// is in a window; otherwise nothing — the padding acts on the whole window, so a view that
    /// leaves it (a screen popped, a sheet dismissed) gives it back first.
    ///
    /// - Parameters:
    ///   - current: The guide's `keyboardDismissPadding` now.
    ///   - requested: The padding the component asks for; 0 or less, or not finite: none.
    ///   - isInWindow: Whether the view is in a window and stays there.
    /// - Returns: The value to set on the guide, or `nil` to leave it.
    package mutating func updatePadding(
        holding current: CGFloat, requested: CGFloat, isInWindow: Bool
    ) -> CGFloat? {
        let wanted =
            isInWindow && requested > 0 && CoordinateLimit.contains(Double(requested))
            ? requested : nil
        return update(holding: current, wanting: wanted)
    }
}
