import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A setting of a view that the library borrows and gives back as it found it — a keyboard
/// layout guide's `keyboardDismissPadding`, which UIKit passes on to every guide in the window.
///
/// Unlike ``ClaimedSetting``, which takes a setting only while the app leaves it at its default
/// and gives back the default, this remembers what the view held before the library first set
/// it, and gives that back. While the library holds the setting it sets what it wants; when the
/// view holds anything else than what the library last set, the app has set it, and from then on
/// the setting is the app's for good: the library neither sets it nor gives anything back.
///
/// ```swift
/// var padding = BorrowedSetting<CGFloat>()
/// if let value = padding.update(holding: guide.keyboardDismissPadding, wanting: 52) {
///     guide.keyboardDismissPadding = value
/// }
/// // when the component goes away, is turned off, or its view leaves the window:
/// if let value = padding.giveBack(holding: guide.keyboardDismissPadding) {
///     guide.keyboardDismissPadding = value
/// }
/// ```
package struct BorrowedSetting<Value: Hashable & Sendable>: Sendable, Equatable {
    /// What the view held before the library set anything, while the library holds the setting.
    package private(set) var previousValue: Value?
    /// What the library last set, while it holds the setting.
    package private(set) var ownValue: Value?
    /// Whether the app has set a value while the library held the setting: the library then
    /// never sets it again.
    package private(set) var belongsToApp = false

    /// Starts with nothing borrowed.
    package init() {}

    /// Whether the library holds the setting.
    package var isHeld: Bool {
        ownValue != nil
    }

    /// Takes in what the view holds now and what the library wants, and returns the value to set,
    /// or `nil` to leave the view as it is.
    ///
    /// - Parameters:
    ///   - current: What the view holds now.
    ///   - wanted: What the library wants the view to hold, or `nil` to give the setting back.
    /// - Returns: `wanted` when it differs from `current` and the setting is not the app's;
    ///   the value found before the library borrowed it when giving back a setting the view
    ///   still holds as the library left it; `nil` otherwise.
    package mutating func update(holding current: Value, wanting wanted: Value?) -> Value? {
        guard !belongsToApp else { return nil }
        if let ownValue, current != ownValue {
            // Something else than the library's last value: the app's.
            belongsToApp = true
            self.ownValue = nil
            previousValue = nil
            return nil
        }
        guard let wanted else {
            let previous = previousValue
            ownValue = nil
            previousValue = nil
            guard let previous, previous != current else { return nil }
            return previous
        }
        if !isHeld { previousValue = current }
        ownValue = wanted
        return current == wanted ? nil : wanted
    }

    /// Gives the setting back: the value found before the library borrowed it, when the view
    /// still holds the library's; `nil` otherwise. The same as
    /// `update(holding: current, wanting: nil)`.
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
