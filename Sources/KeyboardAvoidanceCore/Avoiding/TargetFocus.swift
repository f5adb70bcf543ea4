/// Which view a component keeps visible: the one the app names, else the field being edited inside
/// the container; focus moving outside it or editing ending clears the field.
package struct TargetFocus<Field: AnyObject> {
    /// The target the app set; it wins over focus.
    package weak var explicit: Field?
    /// The field being edited inside the container, if any.
    package private(set) weak var focused: Field?

    /// Creates a focus with no target.
    package init() {}

    /// The view to keep visible: the app's, else the field being edited.
    package var current: Field? { explicit ?? focused }

    /// A field began editing: focused when inside the container, else nothing is focused here.
    package mutating func beginEditing(_ field: Field, isInsideContainer: Bool) {
        focused = isInsideContainer ? field : nil
    }

    /// A field ended editing: if it was the focused one, nothing is focused anymore.
    package mutating func endEditing(_ field: Field) {
        if focused === field { focused = nil }
    }
}
