import Foundation

/// A field of a declarative form as the SwiftUI layer sees it: which field a view on screen is,
/// whether it takes input, and whether it is being edited.
///
/// SwiftUI gives the layer no views to read flags off and no frames to order by: each field's
/// view reports itself while it is on screen. A field with no presence at all — inside an `if`
/// whose condition is false, or in a lazy list's row scrolled out of sight — is skipped, as the
/// UIKit layer skips a field in no window. One whose environment disables it (`.disabled(true)`
/// on it or on any view that contains it) is skipped, as a disabled text field is.
///
/// Two views may report the same field for a moment (the view that goes and the one that comes
/// in a transition): the field can take focus when either of them can.
///
/// ```swift
/// let order = FieldOrder([Field.name, .email, .notes], present: presences)
/// let focused = FieldPresence.focusedField(in: presences)
/// ```
public struct FieldPresence<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The app's name for the field: its `@FocusState` value.
    public var id: ID
    /// Whether the view takes input: SwiftUI's `isEnabled` in its environment.
    public var isEnabled: Bool
    /// Whether the view is being edited.
    public var isFocused: Bool

    /// A view on screen that is the field `id`; by default enabled and not being edited.
    public init(id: ID, isEnabled: Bool = true, isFocused: Bool = false) {
        self.id = id
        self.isEnabled = isEnabled
        self.isFocused = isFocused
    }

    /// The field being edited among `presences`, enabled or not (a field disabled while it is
    /// being edited is still the one the keyboard types in); `nil` when none is. Should two views
    /// report focus at once — one losing it, one gaining it, before SwiftUI has told both — the
    /// first one listed wins.
    public static func focusedField<Presences: Sequence>(in presences: Presences) -> ID?
    where Presences.Element == Self {
        presences.first(where: \.isFocused)?.id
    }
}
