import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension FieldOrder {
    /// The app's order over fields that report their presence rather than their geometry: the
    /// SwiftUI layer's, where the order is always explicit.
    ///
    /// The order holds the fields `explicitOrder` names, in its order, that have a presence that
    /// is enabled. A field with no presence (not on screen), or whose every presence is
    /// disabled, is left out, and so is a present field the order does not name. An id named
    /// twice keeps its first place.
    ///
    /// ```swift
    /// // email is disabled and notes is not on screen:
    /// let order = FieldOrder([.name, .email, .phone, .notes], present: presences)
    /// order.next(after: .name)          // .phone
    /// order.returnKeyRole(for: .phone)  // .done
    /// ```
    ///
    /// - Parameters:
    ///   - explicitOrder: The app's order of all the form's fields, present or not.
    ///   - present: What the fields' views reported, in any order.
    ///   - wraps: Whether moving on from either end goes round to the other.
    package init<Presences: Sequence>(
        _ explicitOrder: [ID], present: Presences, wraps: Bool = false
    ) where Presences.Element == FieldPresence<ID> {
        // An explicit order reads no geometry, only whether a field can take focus: a present
        // field is one with a frame that can, enabled or not as its view reported.
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let fields = present.map { FocusableField(id: $0.id, frame: unit, isEnabled: $0.isEnabled) }
        self.init(fields, explicitOrder: explicitOrder, wraps: wraps)
    }
}
