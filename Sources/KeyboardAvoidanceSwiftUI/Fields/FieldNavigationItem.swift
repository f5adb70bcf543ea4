#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Makes this text field one of the fields of the nearest
        /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)`` of its field type: use it
        /// instead of `focused(_:equals:)`. It also sets the return key (Next or Done; a
        /// `submitLabel(_:)` put before it wins). Outside a navigation it only focuses the field.
        ///
        /// - Parameters:
        ///   - focus: The binding of the form's `@FocusState`.
        ///   - field: The value that stands for this field, as in `order`.
        public func fieldNavigationItem<Field: Hashable & Sendable>(
            _ focus: FocusState<Field?>.Binding, equals field: Field
        ) -> some View {
            modifier(FocusStateItemModifier(focus: focus, field: field))
        }

        /// Makes this `UIViewRepresentable` text input one of the fields of the nearest
        /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)`` of its field type.
        ///
        /// The navigation focuses it through `isFocused`. Your representable sets `isFocused` from
        /// its editing delegate calls and acts on it in `updateUIView(_:context:)`, both on the
        /// next turn of the main queue (not inside SwiftUI's view update); its return key calls
        /// ``FieldNavigationProxy/submit()`` and its key type comes from
        /// ``FieldNavigationProxy/returnKeyType(for:)``. While it is edited, the form's
        /// `@FocusState` is `nil`. See <doc:MovingBetweenFieldsInSwiftUI>.
        ///
        /// - Parameters:
        ///   - field: The value that stands for this field, as in `order`.
        ///   - isFocused: Whether the UIKit input is first responder, kept by your
        ///     representable.
        public func fieldNavigationItem<Field: Hashable & Sendable>(
            _ field: Field, isFocused: Binding<Bool>
        ) -> some View {
            modifier(
                FieldNavigationReporter(
                    field: field, focusStateHasFocus: false, uiKitFocus: isFocused,
                    isUIKitInput: true))
        }
    }

    /// A SwiftUI field: focused through the app's `@FocusState`, and through one of its own to
    /// learn when it has focus.
    struct FocusStateItemModifier<Field: Hashable & Sendable>: ViewModifier {
        let focus: FocusState<Field?>.Binding
        let field: Field
        /// Whether this field has focus (reading the app's binding would not update this view).
        @FocusState private var isFocused: Bool

        func body(content: Content) -> some View {
            content
                .focused(focus, equals: field)
                .focused($isFocused)
                .modifier(
                    FieldNavigationReporter(
                        field: field, focusStateHasFocus: isFocused, uiKitFocus: .constant(false),
                        isUIKitInput: false))
        }
    }

    /// Tells the nearest navigation of its field type about one field while it is on screen,
    /// gives the field its return key, and moves VoiceOver's cursor to it after a move there.
    struct FieldNavigationReporter<Field: Hashable & Sendable>: ViewModifier {
        let field: Field
        /// Whether the SwiftUI field has focus, from its own `@FocusState`.
        let focusStateHasFocus: Bool
        /// Whether the UIKit input is first responder, kept by the app's representable (a
        /// binding here, so that SwiftUI updates this view when it changes).
        @Binding var uiKitFocus: Bool
        /// Whether the field is a UIKit input, focused through ``uiKitFocus``.
        let isUIKitInput: Bool

        @Environment(\.isEnabled) private var isEnabled
        /// Whether the app's own `onSubmit` keeps the field focused.
        @Environment(\.fieldNavigationSubmit) private var submit
        /// The navigations around the field (not the proxy, which would update every field).
        @Environment(\.fieldNavigationScopes) private var scopes
        @AccessibilityFocusState private var isAccessibilityFocused: Bool
        @State private var token = UUID()
        /// The UIKit view behind the field: SwiftUI tells a view nothing of a `.hidden()` around
        /// it.
        @State private var probe = FieldProbe()

        func body(content: Content) -> some View {
            content
                .submitLabel(submitLabel)
                .accessibilityFocused($isAccessibilityFocused)
                .onAppear(perform: report)
                .onDisappear { model?.remove(token) }
                .onChange(of: isEnabled) { _ in report() }
                .onChange(of: isFocused) { _ in report() }
                .onChange(of: field) { _ in report() }
                .onChange(of: submit) { _ in report() }
                // A navigation made again (its view rebuilt), or another one of this type
                // coming between, has another model: report to it.
                .onChange(of: scope.map { ObjectIdentifier($0.model) }) { _ in report() }
                .onChange(of: scope?.lastMove) { move in
                    if move?.isTo(field) == true { isAccessibilityFocused = true }
                }
                .background(
                    Probe { [probe, model] view in
                        probe.attach(view) { [weak model] in model?.fieldViewMoved() }
                    })
        }

        /// The nearest navigation of this field's type, if this field is inside one.
        private var scope: FieldNavigationScope? {
            scopes[Field.self]
        }

        private var model: FieldNavigationModel<Field>? {
            scope?.model as? FieldNavigationModel<Field>
        }

        /// Next or Done from the core's order; the default for a field not in it or keeping focus.
        private var submitLabel: SubmitLabel {
            let order = scope?.order as? FieldOrder<Field>
            return switch order?.submitRole(for: field, keepsFocus: submit == .keepsFocus) {
            case .next: .next
            case .done: .done
            case nil: .return
            }
        }

        private var isFocused: Bool {
            isUIKitInput ? uiKitFocus : focusStateHasFocus
        }

        private func report() {
            model?.report(
                token,
                FieldPresence(
                    id: field, isEnabled: isEnabled, isFocused: isFocused,
                    keepsFocusOnSubmit: submit == .keepsFocus),
                probe: probe, focusBinding: isUIKitInput ? $uiKitFocus : nil)
        }
    }

    /// The UIKit view behind a field, read for hidden or transparent ancestors each time the order
    /// is built (an opacity change lays nothing out, so nothing is cached).
    @MainActor
    final class FieldProbe {
        private weak var view: ProbeView?

        /// The flags of the view and its ancestors, read now; `nil` until the view is made.
        var availability: FieldAvailability? {
            view.map(FieldDiscovery.availability(of:))
        }

        /// Takes the view behind the field; `onWindowChange` runs when it enters or leaves a
        /// window.
        func attach(_ view: ProbeView, onWindowChange: @escaping @MainActor () -> Void) {
            self.view = view
            view.onWindowChange = onWindowChange
        }
    }
#endif
