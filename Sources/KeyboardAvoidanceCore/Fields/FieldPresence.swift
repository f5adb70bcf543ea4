import Foundation

/// A field of a declarative form as the SwiftUI layer sees it: which field a view on screen is,
/// whether it takes input, is shown and is being edited. A field with no presence (not on screen)
/// is skipped, as the UIKit layer skips one in no window.
package struct FieldPresence<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The app's name for the field: its `@FocusState` value.
    package var id: ID
    /// Whether the view takes input: SwiftUI's `isEnabled` in its environment.
    package var isEnabled: Bool
    /// Whether the user cannot see the view (`.hidden()`, an opacity of 0).
    package var isHidden: Bool
    /// Whether the view is being edited.
    package var isFocused: Bool
    /// Which of the form's gains of focus this view's focus dates from (larger is later; 0 when not
    /// edited), set by ``countingFocusGain(after:gains:)``.
    package var focusGain: Int
    /// Whether the app's own `onSubmit` keeps the field focused
    /// (`fieldNavigationSubmit(.keepsFocus)`): return is then the app's.
    package var keepsFocusOnSubmit: Bool

    /// A view on screen that is the field `id`; by default enabled, shown and not being edited.
    package init(
        id: ID, isEnabled: Bool = true, isHidden: Bool = false, isFocused: Bool = false,
        focusGain: Int = 0, keepsFocusOnSubmit: Bool = false
    ) {
        self.id = id
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.isFocused = isFocused
        self.focusGain = focusGain
        self.keepsFocusOnSubmit = keepsFocusOnSubmit
    }

    /// This report with ``focusGain`` counted from the same view's `previous` one: a new gain takes
    /// the next number of `gains`, a kept focus its number, no focus 0 (the count stops at
    /// `Int.max`).
    package func countingFocusGain(after previous: Self?, gains: inout Int) -> Self {
        var counted = self
        if !isFocused {
            counted.focusGain = 0
        } else if let previous, previous.isFocused, previous.focusGain > 0 {
            counted.focusGain = previous.focusGain
        } else {
            // At `Int.max` the count stays: later gains tie, and the first listed wins.
            gains = gains == .max ? .max : gains + 1
            counted.focusGain = gains
        }
        return counted
    }

    /// The field being edited among `presences`, enabled or not: the view that gained focus last,
    /// since while focus moves two views may report it (SwiftUI tells them one by one).
    package static func focusedField<Presences: Sequence>(in presences: Presences) -> ID?
    where Presences.Element == Self {
        focusedPresence(in: presences)?.id
    }

    /// The report of the view being edited, chosen as ``focusedField(in:)`` chooses.
    package static func focusedPresence<Presences: Sequence>(in presences: Presences) -> Self?
    where Presences.Element == Self {
        var latest: Self?
        for presence in presences where presence.isFocused {
            if let current = latest, current.focusGain >= presence.focusGain { continue }
            latest = presence
        }
        return latest
    }

    /// The presences an order is made of: those of views the user can see. The field being edited
    /// is still looked for among every report: a hidden field may keep focus.
    package static func visible<Presences: Sequence>(in presences: Presences) -> [Self]
    where Presences.Element == Self {
        presences.filter { !$0.isHidden }
    }

    /// Whether the UIKit view behind a field hides it; a view in no window (or none yet) tells
    /// nothing, since SwiftUI reports a field before its views are in a window. Read it fresh: an
    /// opacity change lays nothing out.
    package static func isHidden(readingOff availability: FieldAvailability?) -> Bool {
        guard let availability, availability.isInWindow else { return false }
        return availability.isHidden
    }
}
