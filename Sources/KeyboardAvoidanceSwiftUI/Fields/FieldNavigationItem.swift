#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    extension View {
        /// Makes this text field one of the fields of the nearest
        /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)`` whose field type is
        /// `Field`, looking past navigations of other field types in between: use it instead of
        /// `focused(_:equals:)`. Outside every navigation of its type it only focuses the field.
        ///
        /// It focuses the field through the form's `@FocusState` as `focused(_:equals:)` does,
        /// tells the navigation while the field is on screen and whether it is enabled, gives
        /// it its return key — Next, or Done on the last field of the order — and moves
        /// VoiceOver's cursor to it when the navigation moves there.
        ///
        /// ```swift
        /// TextField("Email", text: $email)
        ///     .fieldNavigationItem($focus, equals: .email)
        /// ```
        ///
        /// Set a return key of your own with `submitLabel(_:)` before this modifier (closer to
        /// the field): the closer one wins. A field that is not in the order now gets the
        /// default return key. A multi-line field (`TextEditor`, or a `TextField` with a
        /// vertical axis) types a new line with its return key, as in UIKit.
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
        /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)`` whose field type is
        /// `Field`, looking past navigations of other field types in between.
        ///
        /// SwiftUI's `@FocusState` does not reach into a UIKit view: the navigation focuses it
        /// through `isFocused` instead, which your representable keeps in step with the
        /// input's first responder and acts on, both on the next turn of the main queue:
        ///
        /// - from `textFieldDidBeginEditing(_:)` and `textFieldDidEndEditing(_:)`, it sets
        ///   `isFocused` to whether the input is first responder then. Not at once: UIKit calls
        ///   `textFieldDidEndEditing(_:)` while SwiftUI moves `@FocusState`'s focus to another
        ///   field, inside a view update, where changing state is not allowed (Xcode's console
        ///   says "Modifying state during view update", or "Publishing changes from within
        ///   view updates is not allowed" for a `@Published` property).
        /// - from `updateUIView(_:context:)`, it becomes first responder when `isFocused` is
        ///   `true` and resigns when it is `false`, if they still differ by then.
        ///
        /// Its return key calls the navigation's ``FieldNavigationProxy/submit()``, and its return
        /// key type comes from ``FieldNavigationProxy/returnKeyType(for:)``:
        ///
        /// ```swift
        /// IBANField(text: $iban, isFocused: $ibanIsFocused)
        ///     .fieldNavigationItem(Field.iban, isFocused: $ibanIsFocused)
        /// ```
        ///
        /// While the UIKit input is being edited, the form's `@FocusState` is `nil`.
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
        /// Whether this field has focus, whoever focused it. The app's binding cannot tell the
        /// navigation: a view that reads it is not updated when it changes.
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
        /// The navigations around the field; not the ``FieldNavigationProxy``, whose bar state
        /// changes whenever focus moves and would update every field's view.
        @Environment(\.fieldNavigationScopes) private var scopes
        @AccessibilityFocusState private var isAccessibilityFocused: Bool
        @State private var token = UUID()
        /// The UIKit view behind the field, whose flags and its ancestors' tell whether the user
        /// can see the field: SwiftUI tells a view nothing of a `.hidden()` around it.
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

        /// Next or Done from the field's place in the core's order; the default key for a field
        /// that is not in it now, or whose own `onSubmit` keeps it focused.
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

    /// The UIKit view behind a field: whether the field is hidden is read off it and its
    /// ancestors — `.hidden()` or an opacity of 0 on the field or a view around it hides the
    /// view — whenever the navigation builds its order or makes a move, as the UIKit navigator
    /// reads its fields. Nothing is kept from a layout pass: a change of opacity lays nothing out.
    @MainActor
    final class FieldProbe {
        private weak var view: ProbeView?

        /// The flags of the view and of every view that contains it, read now; `nil` until the
        /// view is made. The core's `FieldPresence.isHidden(readingOff:)` decides from them.
        var availability: FieldAvailability? {
            view.map(FieldDiscovery.availability(of:))
        }

        /// Takes the view behind the field, on every update; `onWindowChange` is called when the
        /// view enters or leaves a window.
        func attach(_ view: ProbeView, onWindowChange: @escaping @MainActor () -> Void) {
            self.view = view
            view.onWindowChange = onWindowChange
        }
    }
#endif
