#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// One navigation's fields, as their items report them, and the moves it makes: the state
    /// behind ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)``.
    ///
    /// The items report from `onAppear`, `onDisappear` and `onChange`, never during an update,
    /// so publishing here never changes state inside one. The decisions — the order, the field
    /// after, what return does — are the core's, made on what the items reported.
    @MainActor
    final class FieldNavigationModel<Field: Hashable & Sendable>: ObservableObject {
        /// What each item on screen reported last, by the item's token.
        @Published private(set) var reports: [UUID: FieldPresence<Field>] = [:]
        /// The last move, for VoiceOver's cursor to follow.
        @Published private(set) var lastMove: FieldNavigationMove?
        /// The focus binding of each item that is a UIKit input (a `UIViewRepresentable` the
        /// app focuses through a `Bool`); not published, as it changes nothing on screen.
        private var focusBindings: [UUID: Binding<Bool>] = [:]
        private var moveCount = 0
        /// The view behind the navigation's content: its screen's root view ends editing when
        /// Done is tapped in a text input that is none of the navigation's fields.
        private weak var probe: ProbeView?

        var presences: Dictionary<UUID, FieldPresence<Field>>.Values {
            reports.values
        }

        /// The field being edited, among the items' reports.
        var focusedField: Field? {
            FieldPresence.focusedField(in: reports.values)
        }

        func attach(_ probe: ProbeView) {
            self.probe = probe
        }

        /// Takes an item's report; publishes only what changed.
        func report(_ token: UUID, _ presence: FieldPresence<Field>, focusBinding: Binding<Bool>?) {
            focusBindings[token] = focusBinding
            if reports[token] != presence { reports[token] = presence }
        }

        /// An item left the screen.
        func remove(_ token: UUID) {
            focusBindings[token] = nil
            if reports[token] != nil { reports[token] = nil }
        }

        /// The proxy for one update: the bar's state from the core's order, and the moves.
        func proxy(order: FieldOrder<Field>, focus: FocusState<Field?>.Binding)
            -> FieldNavigationProxy
        {
            let focused = focusedField
            return FieldNavigationProxy(
                canFocusPrevious: focused.map(order.hasPrevious(before:)) ?? false,
                canFocusNext: focused.map(order.hasNext(after:)) ?? false,
                order: order, model: self, lastMove: lastMove,
                actions: FieldNavigationProxy.Actions(
                    previous: { [weak self] in self?.step(order.previous(before:), focus: focus) },
                    next: { [weak self] in self?.step(order.next(after:), focus: focus) },
                    done: { [weak self] in self?.endEditing(focus: focus) },
                    submit: { [weak self] in self?.submit(order: order, focus: focus) }))
        }

        /// Moves to the field `target` gives for the field being edited, if any.
        private func step(_ target: (Field) -> Field?, focus: FocusState<Field?>.Binding) {
            guard let focused = focusedField, let field = target(focused) else { return }
            move(to: field, focus: focus)
        }

        /// What the core says the return key of the field being edited does.
        private func submit(order: FieldOrder<Field>, focus: FocusState<Field?>.Binding) {
            guard let focused = focusedField else { return }
            // The app's own `onSubmit` runs too: when it has already moved focus, this tap is
            // not ours to act on again, as the UIKit navigator does not act twice.
            let stillFocused =
                focusBinding(of: focused)?.wrappedValue ?? (focus.wrappedValue == focused)
            let press = ReturnKeyPress(
                field: focused, source: .libraryTarget, fieldIsFirstResponder: stillFocused)
            switch order.response(to: press).action {
            case .focus(let next): move(to: next, focus: focus)
            case .endEditing: endEditing(focus: focus)
            case .nothing: break
            }
        }

        /// Focuses `field`: through its `Bool` binding for a UIKit input, through the form's
        /// `@FocusState` otherwise.
        private func move(to field: Field, focus: FocusState<Field?>.Binding) {
            if let binding = focusBinding(of: field) {
                binding.wrappedValue = true
            } else {
                focus.wrappedValue = field
            }
            moveCount += 1
            lastMove = FieldNavigationMove(field: field, count: moveCount)
        }

        /// Ends editing in the field being edited; in a text input that is none of the
        /// navigation's fields, through the screen's root view, as the UIKit layer's
        /// `TapToDismissKeyboard` does (not forced: a delegate may keep the keyboard).
        private func endEditing(focus: FocusState<Field?>.Binding) {
            guard let focused = focusedField else {
                if let probe { ViewMeasurement.controllerRoot(of: probe)?.endEditing(false) }
                return
            }
            if let binding = focusBinding(of: focused) {
                binding.wrappedValue = false
            } else {
                focus.wrappedValue = nil
            }
        }

        /// The `Bool` binding of a UIKit input reported as `field`, if it is one.
        private func focusBinding(of field: Field) -> Binding<Bool>? {
            reports.first { $0.value.id == field && focusBindings[$0.key] != nil }
                .flatMap { focusBindings[$0.key] }
        }
    }

    /// A move the navigation made, for VoiceOver's cursor to follow; the count makes a second
    /// move to the same field a change.
    struct FieldNavigationMove: Equatable {
        var field: AnyHashable
        var count: Int
    }
#endif
