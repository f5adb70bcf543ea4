#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Moves between this view's fields with previous / next / Done above the keyboard and
        /// with the return key: the `@FocusState` counterpart of ``FieldNavigator``.
        ///
        /// Mark each field with ``SwiftUICore/View/fieldNavigationItem(_:equals:)`` instead of
        /// `focused(_:equals:)`, and give the order here:
        ///
        /// ```swift
        /// enum Field { case name, email, notes }
        /// @FocusState private var focus: Field?
        ///
        /// Form {
        ///     TextField("Name", text: $name)
        ///         .fieldNavigationItem($focus, equals: .name)
        ///     TextField("Email", text: $email)
        ///         .fieldNavigationItem($focus, equals: .email)
        ///     TextEditor(text: $notes)
        ///         .fieldNavigationItem($focus, equals: .notes)
        /// }
        /// .fieldNavigation($focus, order: [.name, .email, .notes])
        /// ```
        ///
        /// Fields that are not on screen, hidden or disabled are skipped. Labels:
        /// ``SwiftUICore/View/fieldNavigationLabels(_:)``; a field whose return is its own:
        /// ``SwiftUICore/View/fieldNavigationSubmit(_:)``; moving from code:
        /// ``FieldNavigationProxy``. What the bar, the return key and VoiceOver do:
        /// <doc:MovingBetweenFieldsInSwiftUI>.
        ///
        /// - Parameters:
        ///   - focus: The binding of the form's `@FocusState`, the one its fields are marked
        ///     with.
        ///   - order: The form's fields in the order previous and next move through them.
        ///   - wraps: Whether next after the last field is the first, and previous before the
        ///     first the last; `false` by default.
        ///   - toolbar: `.hidden` to put no bar on the keyboard (the return key and
        ///     `@Environment(\.fieldNavigation)` still move); `.automatic` or `.visible` for the
        ///     bar.
        public func fieldNavigation<Field: Hashable & Sendable>(
            _ focus: FocusState<Field?>.Binding, order: [Field], wraps: Bool = false,
            toolbar: Visibility = .automatic
        ) -> some View {
            modifier(
                FieldNavigationModifier(
                    focus: focus, explicitOrder: order, wraps: wraps, toolbar: toolbar))
        }
    }

    /// Measures which fields are on screen through the items' reports, has the core order them,
    /// and applies its decisions: the bar's state, the moves, the return keys.
    struct FieldNavigationModifier<Field: Hashable & Sendable>: ViewModifier {
        let focus: FocusState<Field?>.Binding
        let explicitOrder: [Field]
        let wraps: Bool
        let toolbar: Visibility
        @StateObject private var model = FieldNavigationModel<Field>()
        @Environment(\.fieldNavigationLabels) private var labels

        func body(content: Content) -> some View {
            // Each field's view is read now, and again when a move is made.
            let order = model.order(explicitOrder, wraps: wraps)
            let navigation = model.navigation(
                order: order, explicitOrder: explicitOrder, wraps: wraps, focus: focus)
            let scope = model.scope(order: order)
            // This navigation alone: its bar and its return key act for it, not for one around
            // it (whose own `onSubmit` SwiftUI calls too).
            let own = FieldNavigationProxy(navigation)
            content
                // Equatable values: the views that read them are updated when the order, the
                // bar's state or the last move changes, not on every report.
                .transformEnvironment(\.fieldNavigation) { $0 = $0.entering(navigation) }
                .transformEnvironment(\.fieldNavigationScopes) { $0[Field.self] = scope }
                .onSubmit { own.submit() }
                .modifier(
                    FieldNavigationToolbarModifier(
                        navigation: own, labels: labels, isShown: toolbar != .hidden)
                )
                .background(Probe { [model] probe in model.attach(probe) })
        }
    }
#endif
