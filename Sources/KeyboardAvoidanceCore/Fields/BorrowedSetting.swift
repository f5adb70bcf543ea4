import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view setting the app and the library may both set (a return key type, an accessory view, a
/// guide's `keyboardDismissPadding`), borrowed by the library and given back as it found it. Once
/// the view holds a value the library did not set, the setting is the app's for good.
package struct BorrowedSetting<Value: Hashable & Sendable>: Sendable, Equatable {
    /// Whether the setting is taken from any value (``init()``), not only from the default.
    private let takesAnyValue: Bool
    /// What the view held before the library set anything (for ``init(defaultValue:)``, the
    /// default).
    package private(set) var previousValue: Value?
    /// What the library last set, while the view still holds it.
    package private(set) var ownValue: Value?
    /// Whether the app has set a value of its own: the library then never sets the setting again.
    package private(set) var belongsToApp = false

    /// Takes the setting from whatever the view holds, and gives that back.
    package init() {
        takesAnyValue = true
    }

    /// Takes the setting only while the view holds `defaultValue` (`.default`, no view), and gives
    /// the default back.
    package init(defaultValue: Value) {
        takesAnyValue = false
        previousValue = defaultValue
    }

    /// Whether the view holds the library's value.
    package var isHeld: Bool {
        ownValue != nil
    }

    /// Takes in what the view holds now and what the library wants (`nil`: give it back), and
    /// returns the value to set, or `nil` to leave the view as it is.
    package mutating func update(holding current: Value, wanting wanted: Value?) -> Value? {
        guard !belongsToApp else { return nil }
        // Another value than ours, or than the default before we set one: the app's.
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

    /// Gives the setting back: `update(holding: current, wanting: nil)`.
    package mutating func giveBack(holding current: Value) -> Value? {
        update(holding: current, wanting: nil)
    }
}

extension BorrowedSetting where Value == CGFloat {
    /// Updates the window-wide dismiss padding of a view's keyboard layout guide: `requested` while
    /// it is > 0 and the view is in a window, else given back (a view leaving its window first).
    package mutating func updatePadding(
        holding current: CGFloat, requested: CGFloat, isInWindow: Bool
    ) -> CGFloat? {
        let wanted =
            isInWindow && requested > 0 && CoordinateLimit.contains(Double(requested))
            ? requested : nil
        return update(holding: current, wanting: wanted)
    }
}
