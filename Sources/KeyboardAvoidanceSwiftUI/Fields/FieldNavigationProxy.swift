#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Moves between the fields of the nearest
    /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)`` from code, through
    /// `@Environment(\.fieldNavigation)`: for buttons of your own (`toolbar: .hidden`), a
    /// keyboard shortcut, or a `UIViewRepresentable` input's return key.
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
    /// Outside a navigation it does nothing. In nested navigations of different field types, see
    /// <doc:MovingBetweenFieldsInSwiftUI> ("Navigations inside navigations"). Proxies are equal
    /// when their orders and bar state are, so a reader updates only when those change.
    public struct FieldNavigationProxy: Equatable, Sendable {
        /// The navigations around the reader, nearest first, at most one per field type.
        private var navigations: [Navigation] = []

        /// Whether ``focusPrevious()`` can move: the state for a previous button.
        public var canFocusPrevious: Bool { navigations.first?.canFocusPrevious ?? false }
        /// Whether ``focusNext()`` can move: the state for a next button.
        public var canFocusNext: Bool { navigations.first?.canFocusNext ?? false }

        /// Reaches no navigation: the value outside every navigation.
        init() {}

        /// Reaches `navigation` alone.
        init(_ navigation: Navigation) {
            navigations = [navigation]
        }

        /// This proxy inside `navigation`, which comes first and hides an outer one of its type.
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

        /// Does what the edited field's return key does: moves to the next field, or ends editing
        /// on the last (nothing for ``FieldNavigationSubmit/keepsFocus``). Call it from a
        /// `UIViewRepresentable` input's `textFieldShouldReturn(_:)`; SwiftUI's fields need none.
        @MainActor
        public func submit() {
            for navigation in navigations {
                if navigation.actions.submit() { return }
            }
        }

        /// The return key type of `field` in the nearest navigation of its type: `.next` or
        /// `.done`; `.default` when it is not in the order now, keeps focus
        /// (``FieldNavigationSubmit/keepsFocus``), or has no navigation. For a
        /// `UIViewRepresentable` input:
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
            /// The moves; left out of equality, as they read the model's state when they run.
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
            /// The return key; `false` when none of the navigation's fields is being edited.
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
