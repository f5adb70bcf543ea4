#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Moves between this view's fields with previous / next / Done above the keyboard, and
        /// with the return key: the `@FocusState` counterpart of the UIKit layer's
        /// ``FieldNavigator``.
        ///
        /// Mark each field with ``SwiftUICore/View/fieldNavigationItem(_:equals:)`` instead of
        /// `focused(_:equals:)` (a field joins the nearest navigation of its field type, past
        /// navigations of other types nested in between), and give the order here:
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
        /// The core's `FieldOrder` decides everything, over the fields of `order` that are on
        /// screen, shown and enabled: a field inside an `if` whose condition is false, in a lazy
        /// row scrolled out of sight, hidden with `.hidden()` (or an opacity of 0) on a view that
        /// contains its ``SwiftUICore/View/fieldNavigationItem(_:equals:)``, or disabled with
        /// `.disabled(true)` on it or on a view that contains it, is skipped, as the UIKit
        /// navigator skips hidden and disabled fields.
        ///
        /// - The keyboard gets a bar (`ToolbarItemGroup(placement: .keyboard)`): `chevron.up`
        ///   and `chevron.down`, dimmed at the ends of the order, read by VoiceOver as "Previous
        ///   field" and "Next field", and Done, which ends editing. Change their words and
        ///   images with ``SwiftUICore/View/fieldNavigationLabels(_:)``. The bar shows for every
        ///   text input inside this view.
        /// - Each field's return key reads Next, or Done on the last field, and does what it
        ///   says (`onSubmit` on this view): return on the last field ends editing even when
        ///   the order wraps. A multi-line field's return key types a new line. A field whose
        ///   own `onSubmit` keeps it focused (a tag field) says so with
        ///   ``SwiftUICore/View/fieldNavigationSubmit(_:)``: its return is then its own.
        /// - After each move, VoiceOver's cursor goes to the new field.
        ///
        /// Inside this view, `@Environment(\.fieldNavigation)` (a ``FieldNavigationProxy``)
        /// moves from code: from buttons of your own when the bar is hidden, or from the return
        /// key of a `UIViewRepresentable` text input.
        ///
        /// - Parameters:
        ///   - focus: The binding of the form's `@FocusState`, the one its fields are marked
        ///     with.
        ///   - order: The form's fields in the order previous and next move through them, on
        ///     screen or not: fields that are not on screen or not enabled are skipped.
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
