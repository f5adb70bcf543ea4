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
        /// The view behind each item, by the item's token: read for whether the field is hidden
        /// each time the order is built or a move is made.
        private var probes: [UUID: FieldProbe] = [:]
        /// Whether the order is to be built again on the next turn of the main queue.
        private var rebuildScheduled = false
        /// The view behind the navigation's content: its screen's root view ends editing when
        /// Done is tapped in a text input that is none of the navigation's fields.
        private weak var probe: ProbeView?

        /// The reports the order is made of: those of views the user can see now (the core leaves
        /// out a hidden one; a view not yet in a window is not taken for hidden).
        var presences: [FieldPresence<Field>] {
            FieldPresence.visible(
                in: reports.map { token, report in
                    var presence = report
                    presence.isHidden = FieldPresence<Field>.isHidden(
                        readingOff: probes[token]?.availability)
                    return presence
                })
        }

        /// The app's order over the fields on screen, shown and enabled now.
        func order(_ explicitOrder: [Field], wraps: Bool) -> FieldOrder<Field> {
            FieldOrder(explicitOrder, present: presences, wraps: wraps)
        }

        /// The field being edited, among the items' reports.
        var focusedField: Field? {
            FieldPresence.focusedField(in: reports.values)
        }

        func attach(_ probe: ProbeView) {
            self.probe = probe
        }

        /// Takes an item's report, with its gain of focus counted, and the view behind it;
        /// publishes only what changed.
        func report(
            _ token: UUID, _ presence: FieldPresence<Field>, probe: FieldProbe,
            focusBinding: Binding<Bool>?
        ) {
            focusBindings[token] = focusBinding
            probes[token] = probe
            let previous = reports[token]
            let counted = presence.countingFocusGain(after: previous, gains: &focusGains)
            if previous != counted { reports[token] = counted }
        }

        /// The view behind an item entered or left a window: the order is built again, reading
        /// every field's view, so that a field whose view was not in a window yet is known. On
        /// the next turn of the main queue: UIKit tells during SwiftUI's updates, where nothing
        /// may be published.
        func fieldViewMoved() {
            guard !rebuildScheduled else { return }
            rebuildScheduled = true
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                rebuildScheduled = false
                objectWillChange.send()
            }
        }

        /// An item left the screen.
        func remove(_ token: UUID) {
            focusBindings[token] = nil
            probes[token] = nil
            if reports[token] != nil { reports[token] = nil }
        }

        /// This navigation for one update, as a ``FieldNavigationProxy`` reaches it: the bar's
        /// state from `order`, the core's order built for the update, and the moves, which build
        /// the order again when they are made — a field hidden or shown since is read then.
        func navigation(
            order: FieldOrder<Field>, explicitOrder: [Field], wraps: Bool,
            focus: FocusState<Field?>.Binding
        ) -> FieldNavigationProxy.Navigation {
            let focused = focusedField
            let current: @MainActor () -> FieldOrder<Field> = { [weak self] in
                self?.order(explicitOrder, wraps: wraps) ?? order
            }
            return FieldNavigationProxy.Navigation(
                fieldType: ObjectIdentifier(Field.self), model: self, order: order,
                fieldsKeepingFocus: FieldPresence.fieldsKeepingFocusOnSubmit(in: reports.values),
                canFocusPrevious: focused.map(order.hasPrevious(before:)) ?? false,
                canFocusNext: focused.map(order.hasNext(after:)) ?? false,
                actions: FieldNavigationProxy.Actions(
                    previous: { [weak self] in
                        self?.step(current().previous(before:), focus: focus)
                    },
                    next: { [weak self] in self?.step(current().next(after:), focus: focus) },
                    done: { [weak self] in self?.endEditing(focus: focus) },
                    submit: { [weak self] in
                        self?.submit(order: current(), focus: focus) ?? false
                    }))
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
        ///
        /// In this turn, inside SwiftUI's submit, as an app's own handler moves focus: on a later
        /// turn, a field that lost focus after return could not tell the navigation whose doing
        /// that was — SwiftUI's after the return, or the app's `focus = nil`.
        private func submit(order: FieldOrder<Field>, focus: FocusState<Field?>.Binding) -> Bool {
            guard let presence = FieldPresence.focusedPresence(in: reports.values) else {
                return false
            }
            // The app's own `onSubmit` runs too: when it has already moved focus, this tap is
            // not ours to act on again, as the UIKit navigator does not act twice; and a field
            // whose handler keeps it focused is the app's.
            let stillFocused =
                focusBinding(of: presence.id)?.wrappedValue ?? (focus.wrappedValue == presence.id)
            switch order.response(toSubmitOf: presence, focusIsStillOnField: stillFocused) {
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
