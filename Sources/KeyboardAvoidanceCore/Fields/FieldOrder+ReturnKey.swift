import Foundation

extension FieldOrder {
    /// The return key of the field `id`: ``ReturnKeyRole/next(_:)`` with the field after it, or
    /// ``ReturnKeyRole/done`` for the last field; `nil` when `id` is not in the order (a hidden
    /// or disabled field, or one an explicit order leaves out), whose return key is not the
    /// order's to set.
    ///
    /// ``wraps`` does not apply: the return key of the last field ends editing even when the
    /// toolbar's next button goes round to the first. Return on the last field of a form means
    /// the form is filled in; going round is for a user who chooses it with the toolbar.
    public func returnKeyRole(for id: ID) -> ReturnKeyRole<ID>? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        return index + 1 < ids.count ? .next(ids[index + 1]) : .done
    }
}
