#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

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
    /// Outside such a view it does nothing, and can move nowhere. Inside a navigation nested in
    /// another of a different field type, ``returnKeyType(for:)`` answers from the nearest
    /// navigation of the field's type, ``submit()`` acts for the nearest navigation with a field
    /// being edited, and everything else is the nearest navigation's.
    ///
    /// Two proxies are equal when they reach the same navigations in the same state — the same
    /// orders, the same bar state — so a view that reads it is updated when that changes, not
    /// each time a field reports to the navigation.
    public struct FieldNavigationProxy: Equatable, Sendable {
        /// The navigations around the view that reads the proxy, nearest first, at most one of
        /// each field type: a navigation hides the ones around it of its own field type only.
        private var navigations: [Navigation] = []

        /// Whether ``focusPrevious()`` can move back from the field being edited: the state for a
        /// previous button.
        public var canFocusPrevious: Bool { navigations.first?.canFocusPrevious ?? false }
        /// Whether ``focusNext()`` can move on from the field being edited: the state for a next
        /// button.
        public var canFocusNext: Bool { navigations.first?.canFocusNext ?? false }

        /// Reaches no navigation: the value outside every navigation.
        init() {}

        /// Reaches `navigation` alone.
        init(_ navigation: Navigation) {
            navigations = [navigation]
        }

        /// This proxy as seen inside `navigation`: it comes first, and hides the navigation of
        /// its own field type around it.
        func entering(_ navigation: Navigation) -> FieldNavigationProxy {
            var inside = self
            inside.navigations.removeAll { $0.fieldType == navigation.fieldType }
            inside.navigations.insert(navigation, at: 0)
            return inside
        }

        /// Moves to the field before the one being edited, if there is one.
        @MainActor
        public func focusPrevious() {
            navigations.first?.actions.previous()
        }

        /// Moves to the field after the one being edited, if there is one.
        @MainActor
        public func focusNext() {
            navigations.first?.actions.next()
        }

        /// Ends editing: the keyboard goes away.
        @MainActor
        public func done() {
            navigations.first?.actions.done()
        }

        /// Does what the return key of the field being edited does: moves to the next field, or
        /// ends editing on the last one; nothing in a field whose return is its own
        /// (``FieldNavigationSubmit/keepsFocus``). For a `UIViewRepresentable` text input's return key
        /// (from its `textFieldShouldReturn(_:)`); SwiftUI's own fields need no call.
        ///
        /// The field is the one being edited in the nearest navigation that has one, so a UIKit
        /// input of an outer navigation's field type works inside an inner navigation of
        /// another type.
        @MainActor
        public func submit() {
            for navigation in navigations {
                if navigation.actions.submit() { return }
            }
        }

        /// The return key type of `field`: `.next` when a field follows it, `.done` for the last
        /// field, or `.default` when the field is not in the order now (not on screen, disabled,
        /// or not named), when its return is its own (``FieldNavigationSubmit/keepsFocus``), or
        /// when no navigation around the reader has `Field` as its field type. The answer comes
        /// from the nearest navigation of `Field`'s type, past any of other types.
        ///
        /// SwiftUI's fields get their return key from ``SwiftUICore/View/fieldNavigationItem(_:equals:)``;
        /// a `UIViewRepresentable` text input sets its own from this:
        ///
        /// ```swift
        /// textField.returnKeyType = context.environment.fieldNavigation.returnKeyType(for: Field.iban)
        /// ```
        public func returnKeyType<Field: Hashable & Sendable>(for field: Field) -> UIReturnKeyType {
            returnKeyRole(for: field)?.returnKeyType ?? .default
        }

        /// The core's return key role of `field`: the next field or done; `nil` for `.default`
        /// (see ``returnKeyType(for:)``).
        func returnKeyRole<Field: Hashable & Sendable>(for field: Field)
            -> ReturnKeyRole<Field>?
        {
            let fieldType = ObjectIdentifier(Field.self)
            guard let navigation = navigations.first(where: { $0.fieldType == fieldType }),
                let order = navigation.order as? FieldOrder<Field>
            else { return nil }
            let keeping = navigation.fieldsKeepingFocus as? Set<Field> ?? []
            return order.submitRole(for: field, keepsFocus: keeping.contains(field))
        }

        /// One navigation as a proxy reaches it: its field type, its order, the bar's state, and
        /// its moves.
        struct Navigation: Equatable, Sendable {
            /// The navigation's field type, as `ObjectIdentifier(Field.self)`.
            let fieldType: ObjectIdentifier
            /// The navigation's model: a navigation made again has a new one.
            let model: any AnyFieldNavigationModel
            /// The core's order, a `FieldOrder` of the navigation's field type.
            let order: any Hashable & Sendable
            /// The fields whose own `onSubmit` keeps them focused, a `Set` of the navigation's
            /// field type.
            let fieldsKeepingFocus: any Hashable & Sendable
            let canFocusPrevious: Bool
            let canFocusNext: Bool
            /// The moves. Left out of equality: they read the model's state and the fields' views
            /// when they run, and build the order again from the same explicit order; a reader that
            /// keeps an equal proxy's actions moves as the new ones would.
            let actions: Actions

            static func == (lhs: Navigation, rhs: Navigation) -> Bool {
                lhs.fieldType == rhs.fieldType && lhs.model === rhs.model
                    && AnyHashable(lhs.order) == AnyHashable(rhs.order)
                    && AnyHashable(lhs.fieldsKeepingFocus) == AnyHashable(rhs.fieldsKeepingFocus)
                    && lhs.canFocusPrevious == rhs.canFocusPrevious
                    && lhs.canFocusNext == rhs.canFocusNext
            }
        }

        /// What the buttons do: the navigation's moves.
        struct Actions: Sendable {
            var previous: @MainActor () -> Void
            var next: @MainActor () -> Void
            var done: @MainActor () -> Void
            /// The return key; `false` when none of the navigation's fields is being edited, so
            /// that it is not the navigation's to act on.
            var submit: @MainActor () -> Bool
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
