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
    /// The decisions — what a report or a removal changes, which field is being edited, the
    /// order, the field before and after, where focus is moved through, what return and Done
    /// do — are the core's `FieldRegistry`, made on what the items reported.
    @MainActor
    final class FieldNavigationModel<Field: Hashable & Sendable>: AnyFieldNavigationModel {
        /// What the items reported, and the moves' bookkeeping: the core's. Not published as a
        /// whole: only a change of the reports, which the views read, is (``update(_:)``).
        private var registry = FieldRegistry<UUID, Field>()
        /// The last move, for VoiceOver's cursor to follow.
        @Published private(set) var lastMove: FieldNavigationMove?
        /// The focus binding of each item that is a UIKit input (a `UIViewRepresentable` the
        /// app focuses through a `Bool`); not published, as it changes nothing on screen.
        private var focusBindings: [UUID: Binding<Bool>] = [:]
        /// The view behind each item, by the item's token: read for whether the field is hidden
        /// each time the order is built or a move is made.
        private var probes: [UUID: FieldProbe] = [:]
        /// Whether the order is to be built again on the next turn of the main queue.
        private var rebuildScheduled = false
        /// The view behind the navigation's content: its screen's root view ends editing when
        /// Done is tapped in a text input that is none of the navigation's fields.
        private weak var probe: ProbeView?

        /// The app's order over the fields on screen, shown and enabled now, each field's view
        /// read now.
        func order(_ explicitOrder: [Field], wraps: Bool) -> FieldOrder<Field> {
            registry.order(explicitOrder, wraps: wraps) { [probes] in probes[$0]?.availability }
        }

        /// The field being edited, among the items' reports.
        var focusedField: Field? {
            registry.focusedField
        }

        func attach(_ probe: ProbeView) {
            self.probe = probe
        }

        /// Takes an item's report and the view behind it; publishes only what changed.
        func report(
            _ token: UUID, _ presence: FieldPresence<Field>, probe: FieldProbe,
            focusBinding: Binding<Bool>?
        ) {
            focusBindings[token] = focusBinding
            probes[token] = probe
            update { $0.report(token, presence, focusesThroughBinding: focusBinding != nil) }
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
            update { $0.remove(token) }
        }

        /// Changes the registry, announcing the change first when the core says the reports
        /// changed.
        private func update(_ change: (inout FieldRegistry<UUID, Field>) -> Bool) {
            var changed = registry
            if change(&changed) { objectWillChange.send() }
            registry = changed
        }

        /// This navigation for one update, as a ``FieldNavigationProxy`` reaches it: the bar's
        /// state from `order`, the core's order built for the update, and the moves, which build
        /// the order again when they are made — a field hidden or shown since is read then.
        func navigation(
            order: FieldOrder<Field>, explicitOrder: [Field], wraps: Bool,
            focus: FocusState<Field?>.Binding
        ) -> FieldNavigationProxy.Navigation {
            let current: @MainActor () -> FieldOrder<Field> = { [weak self] in
                self?.order(explicitOrder, wraps: wraps) ?? order
            }
            return FieldNavigationProxy.Navigation(
                fieldType: ObjectIdentifier(Field.self), model: self, order: order,
                fieldsKeepingFocus: registry.fieldsKeepingFocusOnSubmit,
                canFocusPrevious: registry.canMove(.previous, in: order),
                canFocusNext: registry.canMove(.next, in: order),
                actions: FieldNavigationProxy.Actions(
                    previous: { [weak self] in self?.step(.previous, in: current(), focus: focus) },
                    next: { [weak self] in self?.step(.next, in: current(), focus: focus) },
                    done: { [weak self] in self?.endEditing(focus: focus) },
                    submit: { [weak self] in
                        self?.submit(order: current(), focus: focus) ?? false
                    }))
        }

        /// This navigation for one update, as its items reach it.
        func scope(order: FieldOrder<Field>) -> FieldNavigationScope {
            FieldNavigationScope(model: self, order: order, lastMove: lastMove)
        }

        /// Moves the way a bar's button goes from the field being edited, if anywhere.
        private func step(
            _ direction: FieldRegistry<UUID, Field>.Direction, in order: FieldOrder<Field>,
            focus: FocusState<Field?>.Binding
        ) {
            guard let field = registry.target(direction, in: order) else { return }
            move(to: field, focus: focus)
        }

        /// What the core says the return key of the field being edited does; `false` when none
        /// of this navigation's fields is being edited.
        ///
        /// In this turn, inside SwiftUI's submit, as an app's own handler moves focus: on a later
        /// turn, a field that lost focus after return could not tell the navigation whose doing
        /// that was — SwiftUI's after the return, or the app's `focus = nil`. The app's own
        /// `onSubmit` runs too: focus is read where it stands now.
        private func submit(order: FieldOrder<Field>, focus: FocusState<Field?>.Binding) -> Bool {
            let bindings = focusBindings
            guard
                let action = registry.responseToSubmit(
                    in: order, bindingIsFocused: { bindings[$0]?.wrappedValue ?? false },
                    focusState: focus.wrappedValue)
            else { return false }
            switch action {
            case .focus(let next): move(to: next, focus: focus)
            case .endEditing: endEditing(focus: focus)
            case .nothing: break
            }
            return true
        }

        /// Focuses `field` where the core routes it: a UIKit input's `Bool` binding, or the
        /// form's `@FocusState`.
        private func move(to field: Field, focus: FocusState<Field?>.Binding) {
            switch registry.route(to: field) {
            case .binding(let token): focusBindings[token]?.wrappedValue = true
            case .focusState: focus.wrappedValue = field
            }
            lastMove = FieldNavigationMove(field: field, count: registry.countMove())
        }

        /// Ends editing where the core routes it: the field being edited, or — in a text input
        /// that is none of the navigation's fields — the screen's root view, as the UIKit layer's
        /// `TapToDismissKeyboard` does (not forced: a delegate may keep the keyboard).
        private func endEditing(focus: FocusState<Field?>.Binding) {
            switch registry.doneRoute {
            case .binding(let token)?: focusBindings[token]?.wrappedValue = false
            case .focusState?: focus.wrappedValue = nil
            case nil:
                if let probe { ViewMeasurement.controllerRoot(of: probe)?.endEditing(false) }
            }
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
