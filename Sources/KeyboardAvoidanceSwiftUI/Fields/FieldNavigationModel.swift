#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// One navigation's fields, as their items report them, and the moves it makes: the state
    /// behind ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)``.
    ///
    /// The items report from `onAppear`, `onDisappear` and `onChange`, and the moves run from
    /// the bar's buttons, `onSubmit` and a UIKit input's return key — never during a view update
    /// — so publishing here never changes state inside one. (A UIKit input's own delegate must
    /// defer its writes to `isFocused`: see ``SwiftUICore/View/fieldNavigationItem(_:isFocused:)``.)
    /// The decisions — which field is being edited, the order, the field after, what return
    /// does — are the core's, made on what the items reported.
    @MainActor
    final class FieldNavigationModel<Field: Hashable & Sendable>: AnyFieldNavigationModel {
        /// What each item on screen reported last, by the item's token.
        @Published private(set) var reports: [UUID: FieldPresence<Field>] = [:]
        /// The last move, for VoiceOver's cursor to follow.
        @Published private(set) var lastMove: FieldNavigationMove?
        /// The focus binding of each item that is a UIKit input (a `UIViewRepresentable` the
        /// app focuses through a `Bool`); not published, as it changes nothing on screen.
        private var focusBindings: [UUID: Binding<Bool>] = [:]
        private var moveCount = 0
        /// The count of the gains of focus the items reported, which tells the core which of two
        /// fields reporting focus at once gained it last.
        private var focusGains = 0
        /// The items whose visibility is to be read on the next turn of the main queue.
        private var visibilityChecks: Set<UUID> = []
        /// The view behind the navigation's content: its screen's root view ends editing when
        /// Done is tapped in a text input that is none of the navigation's fields.
        private weak var probe: ProbeView?

        /// The reports the order is made of: those of views the user can see (the core leaves
        /// out a hidden one).
        var presences: [FieldPresence<Field>] {
            FieldPresence.visible(in: reports.values)
        }

        /// The field being edited, among the items' reports.
        var focusedField: Field? {
            FieldPresence.focusedField(in: reports.values)
        }

        func attach(_ probe: ProbeView) {
            self.probe = probe
        }

        /// Takes an item's report, with its gain of focus counted; publishes only what changed.
        func report(_ token: UUID, _ presence: FieldPresence<Field>, focusBinding: Binding<Bool>?) {
            focusBindings[token] = focusBinding
            let previous = reports[token]
            let counted = presence.countingFocusGain(after: previous, gains: &focusGains)
            if previous != counted { reports[token] = counted }
        }

        /// An item's view may have been shown or hidden — the view behind it entered or left a
        /// window, or was laid out: whether it is hidden is read off that view, as the UIKit
        /// navigator reads a field's (the core's `FieldAvailability`), on the next turn of the
        /// main queue — UIKit tells during SwiftUI's updates, where nothing may be published —
        /// and published only when it changed.
        func viewMayHaveChanged(_ token: UUID, behind probe: ProbeView) {
            guard visibilityChecks.insert(token).inserted else { return }
            DispatchQueue.main.async { [weak self, weak probe] in
                guard let self else { return }
                visibilityChecks.remove(token)
                guard let probe, var presence = reports[token] else { return }
                let isHidden = FieldDiscovery.availability(of: probe).isHidden
                guard presence.isHidden != isHidden else { return }
                presence.isHidden = isHidden
                reports[token] = presence
            }
        }

        /// An item left the screen.
        func remove(_ token: UUID) {
            focusBindings[token] = nil
            if reports[token] != nil { reports[token] = nil }
        }

        /// This navigation for one update, as a ``FieldNavigationProxy`` reaches it: the bar's
        /// state from the core's order, and the moves.
        func navigation(order: FieldOrder<Field>, focus: FocusState<Field?>.Binding)
            -> FieldNavigationProxy.Navigation
        {
            let focused = focusedField
            return FieldNavigationProxy.Navigation(
                fieldType: ObjectIdentifier(Field.self), model: self, order: order,
                canFocusPrevious: focused.map(order.hasPrevious(before:)) ?? false,
                canFocusNext: focused.map(order.hasNext(after:)) ?? false,
                actions: FieldNavigationProxy.Actions(
                    previous: { [weak self] in self?.step(order.previous(before:), focus: focus) },
                    next: { [weak self] in self?.step(order.next(after:), focus: focus) },
                    done: { [weak self] in self?.endEditing(focus: focus) },
                    submit: { [weak self] in self?.submit(order: order, focus: focus) ?? false }))
        }

        /// This navigation for one update, as its items reach it.
        func scope(order: FieldOrder<Field>) -> FieldNavigationScope {
            FieldNavigationScope(model: self, order: order, lastMove: lastMove)
        }

        /// Moves to the field `target` gives for the field being edited, if any.
        private func step(_ target: (Field) -> Field?, focus: FocusState<Field?>.Binding) {
            guard let focused = focusedField, let field = target(focused) else { return }
            move(to: field, focus: focus)
        }

        /// What the core says the return key of the field being edited does; `false` when none
        /// of this navigation's fields is being edited.
        private func submit(order: FieldOrder<Field>, focus: FocusState<Field?>.Binding) -> Bool {
            guard let focused = focusedField else { return false }
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
            return true
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
    struct FieldNavigationMove: Equatable, Sendable {
        var field: any Hashable & Sendable
        var count: Int

        /// Whether the move went to `field`.
        func isTo<Field: Hashable>(_ field: Field) -> Bool {
            (self.field as? Field) == field
        }

        static func == (lhs: FieldNavigationMove, rhs: FieldNavigationMove) -> Bool {
            lhs.count == rhs.count && AnyHashable(lhs.field) == AnyHashable(rhs.field)
        }
    }

    /// A navigation's model, whatever its field type: what a ``FieldNavigationProxy`` and the
    /// items hold on to, and compare by identity.
    @MainActor
    protocol AnyFieldNavigationModel: ObservableObject, Sendable {}
#endif
