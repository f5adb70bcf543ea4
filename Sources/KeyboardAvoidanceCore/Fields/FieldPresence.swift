import Foundation

/// A field of a declarative form as the SwiftUI layer sees it: which field a view on screen is,
/// whether it takes input, and whether it is being edited.
///
/// SwiftUI gives the layer no views to read flags off and no frames to order by: each field's
/// view reports itself while it is on screen. A field with no presence at all — inside an `if`
/// whose condition is false, or in a lazy list's row scrolled out of sight — is skipped, as the
/// UIKit layer skips a field in no window. One whose environment disables it (`.disabled(true)`
/// on it or on any view that contains it) is skipped, as a disabled text field is, and so is one
/// the user cannot see (`.hidden()`, an opacity of 0), as a hidden text field is: its presence is
/// left out by ``visible(in:)``.
///
/// Two views may report the same field for a moment (the view that goes and the one that comes
/// in a transition): the field can take focus when either of them can.
///
/// ```swift
/// let presence = reported.countingFocusGain(after: previous, gains: &focusGains)
/// let shown = FieldPresence.visible(in: presences)
/// let order = FieldOrder([Field.name, .email, .notes], present: shown)
/// let focused = FieldPresence.focusedField(in: presences)
/// ```
package struct FieldPresence<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The app's name for the field: its `@FocusState` value.
    package var id: ID
    /// Whether the view takes input: SwiftUI's `isEnabled` in its environment.
    package var isEnabled: Bool
    /// Whether the user cannot see the view (`.hidden()` on it or on a view that contains it,
    /// an opacity of 0): ``FieldAvailability/isHidden`` of a UIKit view behind it.
    package var isHidden: Bool
    /// Whether the view is being edited.
    package var isFocused: Bool
    /// Which of the form's gains of focus this view's focus dates from: the form counts them,
    /// so a larger number is a later gain; 0 while the view is not being edited. Set it with
    /// ``countingFocusGain(after:gains:)``.
    package var focusGain: Int
    /// Whether the app said its own `onSubmit` keeps this field focused
    /// (`fieldNavigationSubmit(.keepsFocus)`: a tag field, a composer): return is then the
    /// app's, and the navigation neither moves on nor ends editing from it
    /// (``FieldOrder/response(toSubmitOf:focusIsStillOnField:)``).
    package var keepsFocusOnSubmit: Bool

    /// A view on screen that is the field `id`; by default enabled, shown, not being edited, and
    /// moving on with return.
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

    /// This report of a view, with ``focusGain`` set from the same view's previous report: a
    /// view that has just gained focus takes the next number of the form's count `gains`
    /// (which this advances), one that keeps focus keeps its number, and one without focus has
    /// 0. Each gain gets its own number, so two views never tie in ``focusedField(in:)`` (until
    /// the count reaches `Int.max`, where it stays).
    ///
    /// - Parameters:
    ///   - previous: What the same view reported last, or `nil` when this is its first report.
    ///   - gains: The form's count of gains of focus so far, kept by the caller for the form.
    /// - Returns: This report, with its gain of focus counted.
    package func countingFocusGain(after previous: Self?, gains: inout Int) -> Self {
        var counted = self
        if !isFocused {
            counted.focusGain = 0
        } else if let previous, previous.isFocused, previous.focusGain > 0 {
            counted.focusGain = previous.focusGain
        } else {
            // At `Int.max` the count stays there: later gains then tie, and the first listed wins.
            gains = gains == .max ? .max : gains + 1
            counted.focusGain = gains
        }
        return counted
    }

    /// The field being edited among `presences`, enabled or not (a field disabled while it is
    /// being edited is still the one the keyboard types in); `nil` when none is.
    ///
    /// Two views may report focus at once: while focus moves, the field that gains it reports
    /// before the one that loses it has (SwiftUI tells them one by one, and a UIKit input in a
    /// SwiftUI form learns later still). The view that gained focus last —
    /// the larger ``focusGain`` — is the one being edited, wherever it is listed: the answer is
    /// the same for a dictionary's values in any order. Two focused views with the same
    /// ``focusGain`` (reports not counted with ``countingFocusGain(after:gains:)``) leave the
    /// first listed.
    package static func focusedField<Presences: Sequence>(in presences: Presences) -> ID?
    where Presences.Element == Self {
        focusedPresence(in: presences)?.id
    }

    /// The report of the view being edited among `presences`, chosen as
    /// ``focusedField(in:)`` chooses: what return on it does depends on what that view said
    /// (``keepsFocusOnSubmit``).
    package static func focusedPresence<Presences: Sequence>(in presences: Presences) -> Self?
    where Presences.Element == Self {
        var latest: Self?
        for presence in presences where presence.isFocused {
            if let current = latest, current.focusGain >= presence.focusGain { continue }
            latest = presence
        }
        return latest
    }

    /// The presences an order is made of: those of views the user can see. A hidden view's
    /// report counts as no presence, so the order skips its field, as the UIKit navigator skips
    /// a hidden field; a field that a shown view reports too stays in. The field being edited is
    /// still looked for among every report (``focusedField(in:)``): a hidden field may keep focus.
    ///
    /// ```swift
    /// let order = FieldOrder(explicitOrder, present: FieldPresence.visible(in: reports))
    /// ```
    package static func visible<Presences: Sequence>(in presences: Presences) -> [Self]
    where Presences.Element == Self {
        presences.filter { !$0.isHidden }
    }

    /// Whether the UIKit view behind a field, read now, hides it: ``FieldAvailability/isHidden``
    /// once the view is in a window. A view in no window — or no view yet — tells nothing: SwiftUI
    /// says a field appeared before its views are in a window, and taking that for hidden would
    /// drop the field from the order for a moment (the bar's arrows flicker). Read it when the
    /// order is built and when a move is made, never kept from a layout pass: an opacity or
    /// `.hidden()` that changes lays nothing out.
    ///
    /// ```swift
    /// presence.isHidden = FieldPresence.isHidden(readingOff: probe.map(availability(of:)))
    /// ```
    package static func isHidden(readingOff availability: FieldAvailability?) -> Bool {
        guard let availability, availability.isInWindow else { return false }
        return availability.isHidden
    }
}
