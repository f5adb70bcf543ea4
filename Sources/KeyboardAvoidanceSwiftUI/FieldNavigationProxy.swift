#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// Moves between the fields of the nearest view modified by
    /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)``, from code:
    /// `@Environment(\.fieldNavigation)`.
    ///
    /// The keyboard's bar and the return key use it; use it yourself for buttons of your own
    /// (with `toolbar: .hidden`), a keyboard shortcut, or the return key of a
    /// `UIViewRepresentable` text input:
    ///
    /// ```swift
    /// struct FormControls: View {
    ///     @Environment(\.fieldNavigation) private var navigation
    ///
    ///     var body: some View {
    ///         Button("Next") { navigation.focusNext() }
    ///             .disabled(!navigation.canFocusNext)
    ///     }
    /// }
    /// ```
    ///
    /// Outside such a view it does nothing, and can move nowhere.
    public struct FieldNavigationProxy {
        /// Whether ``focusPrevious()`` can move back from the field being edited: the state for a
        /// previous button.
        public let canFocusPrevious: Bool
        /// Whether ``focusNext()`` can move on from the field being edited: the state for a next
        /// button.
        public let canFocusNext: Bool

        /// The core's order, as a `FieldOrder` of the navigation's field type.
        let order: (any Sendable)?
        /// The navigation's model, for the items inside it to report to.
        let model: AnyObject?
        /// The navigation's last move, for VoiceOver's cursor to follow.
        let lastMove: FieldNavigationMove?
        private let actions: Actions?

        /// What the buttons do: the navigation's moves.
        struct Actions {
            var previous: @MainActor () -> Void
            var next: @MainActor () -> Void
            var done: @MainActor () -> Void
            var submit: @MainActor () -> Void
        }

        init(
            canFocusPrevious: Bool = false, canFocusNext: Bool = false,
            order: (any Sendable)? = nil,
            model: AnyObject? = nil, lastMove: FieldNavigationMove? = nil, actions: Actions? = nil
        ) {
            self.canFocusPrevious = canFocusPrevious
            self.canFocusNext = canFocusNext
            self.order = order
            self.model = model
            self.lastMove = lastMove
            self.actions = actions
        }

        /// Moves to the field before the one being edited, if there is one.
        @MainActor
        public func focusPrevious() {
            actions?.previous()
        }

        /// Moves to the field after the one being edited, if there is one.
        @MainActor
        public func focusNext() {
            actions?.next()
        }

        /// Ends editing: the keyboard goes away.
        @MainActor
        public func done() {
            actions?.done()
        }

        /// Does what the return key of the field being edited does: moves to the next field, or
        /// ends editing on the last one. For a `UIViewRepresentable` text input's return key
        /// (from its `textFieldShouldReturn(_:)`); SwiftUI's own fields need no call.
        @MainActor
        public func submit() {
            actions?.submit()
        }

        /// The return key of `field`: ``ReturnKeyRole/next(_:)`` with the
        /// field after it, ``ReturnKeyRole/done`` for the last field, or
        /// `nil` when the field is not in the order now (not on screen, disabled, or not named)
        /// or `Field` is not the navigation's field type.
        ///
        /// SwiftUI's fields get their return key from ``SwiftUICore/View/fieldNavigationItem(_:equals:)``;
        /// a `UIViewRepresentable` text input sets its own from this:
        ///
        /// ```swift
        /// let role = context.environment.fieldNavigation.returnKeyRole(for: Field.iban)
        /// textField.returnKeyType = role == .done ? .done : .next
        /// ```
        public func returnKeyRole<Field: Hashable & Sendable>(for field: Field)
            -> ReturnKeyRole<Field>?
        {
            (order as? FieldOrder<Field>)?.returnKeyRole(for: field)
        }
    }

    private struct FieldNavigationProxyKey: EnvironmentKey {
        static var defaultValue: FieldNavigationProxy { FieldNavigationProxy() }
    }

    extension EnvironmentValues {
        /// The nearest field navigation
        /// (``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)``): moves between its fields
        /// from code.
        public internal(set) var fieldNavigation: FieldNavigationProxy {
            get { self[FieldNavigationProxyKey.self] }
            set { self[FieldNavigationProxyKey.self] = newValue }
        }
    }
#endif
