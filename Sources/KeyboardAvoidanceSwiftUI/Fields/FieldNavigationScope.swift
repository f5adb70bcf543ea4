#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// What a field's item needs from its navigation: where to report, the order and the last
    /// move. Not the bar's state, so a field's view is not updated on every focus change.
    struct FieldNavigationScope: Equatable, Sendable {
        /// The navigation's model, a `FieldNavigationModel` of the navigation's field type.
        let model: any AnyFieldNavigationModel
        /// The core's order, a `FieldOrder` of the navigation's field type.
        let order: any Hashable & Sendable
        /// The navigation's last move.
        let lastMove: FieldNavigationMove?

        static func == (lhs: FieldNavigationScope, rhs: FieldNavigationScope) -> Bool {
            lhs.model === rhs.model && AnyHashable(lhs.order) == AnyHashable(rhs.order)
                && lhs.lastMove == rhs.lastMove
        }
    }

    /// The nearest navigation of each field type around a view.
    struct FieldNavigationScopes: Equatable, Sendable {
        private var byFieldType: [ObjectIdentifier: FieldNavigationScope] = [:]

        /// The nearest navigation whose field type is `Field`.
        subscript<Field>(_ fieldType: Field.Type) -> FieldNavigationScope? {
            get { byFieldType[ObjectIdentifier(fieldType)] }
            set { byFieldType[ObjectIdentifier(fieldType)] = newValue }
        }
    }

    private struct FieldNavigationScopesKey: EnvironmentKey {
        static var defaultValue: FieldNavigationScopes { FieldNavigationScopes() }
    }

    extension EnvironmentValues {
        /// The field navigations around a view, by field type, for the items inside them.
        var fieldNavigationScopes: FieldNavigationScopes {
            get { self[FieldNavigationScopesKey.self] }
            set { self[FieldNavigationScopesKey.self] = newValue }
        }
    }
#endif
