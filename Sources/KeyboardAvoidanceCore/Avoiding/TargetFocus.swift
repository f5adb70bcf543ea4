/// Which view a component keeps visible: the one the app names, else the field being edited
/// inside the container.
///
/// The UIKit layer reports editing as it begins and ends; this decides what follows from it, so
/// that a target never goes stale: focus that moves outside the container (an alert's field, a
/// search bar, the next screen during a push) and editing that ends both clear the focused field,
/// and a target the app set wins over focus without being overwritten.
///
/// ```swift
/// var focus = TargetFocus<UIView>()
/// focus.beginEditing(field, isInsideContainer: field.isDescendant(of: container))
/// let target = focus.current  // the app's target, else the field
/// ```
package struct TargetFocus<Field: AnyObject> {
    /// The target the app set; it wins over focus.
    package weak var explicit: Field?
    /// The field being edited inside the container, if any.
    package private(set) weak var focused: Field?

    /// Creates a focus with no target.
    package init() {}

    /// The view to keep visible: the app's, else the field being edited.
    package var current: Field? { explicit ?? focused }

    /// A field began editing: it is focused when it is inside the container; focus anywhere else
    /// leaves nothing focused here.
    package mutating func beginEditing(_ field: Field, isInsideContainer: Bool) {
        focused = isInsideContainer ? field : nil
    }

    /// A field ended editing: if it was the focused one, nothing is focused anymore.
    package mutating func endEditing(_ field: Field) {
        if focused === field { focused = nil }
    }
}
