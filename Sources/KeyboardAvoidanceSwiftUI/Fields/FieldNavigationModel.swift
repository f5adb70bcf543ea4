#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// One navigation's fields as their items report them, and its moves; the core's
    /// `FieldRegistry` decides. Reports and moves never run inside a view update, so publishing
    /// here is safe.
    @MainActor
    final class FieldNavigationModel<Field: Hashable & Sendable>: AnyFieldNavigationModel {
        /// What the items reported; only a change of the reports is published (``update(_:)``).
        private var registry = FieldRegistry<UUID, Field>()
        /// The last move, for VoiceOver's cursor to follow.
        @Published private(set) var lastMove: FieldNavigationMove?
        /// The `Bool` focus binding of each UIKit input item; not published.
        private var focusBindings: [UUID: Binding<Bool>] = [:]
        /// The view behind each item, read for hidden fields each time the order is built.
        private var probes: [UUID: FieldProbe] = [:]
        /// Whether the order is to be built again on the next turn of the main queue.
        private var rebuildScheduled = false
        /// The view behind the content: its root ends editing on Done in a field not of ours.
        private weak var probe: ProbeView?

        /// The app's order over the fields on screen, shown and enabled now.
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

        /// An item's view entered or left a window: rebuilds the order on the next turn (UIKit
        /// tells during SwiftUI's updates, where nothing may be published).
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

        /// Changes the registry, publishing first when the core says the reports changed.
        private func update(_ change: (inout FieldRegistry<UUID, Field>) -> Bool) {
            var changed = registry
            if change(&changed) { objectWillChange.send() }
            registry = changed
        }

        /// This navigation for one update, as a ``FieldNavigationProxy`` reaches it; its moves
        /// build the order again when made.
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

        /// What the core says the edited field's return key does; `false` when none of ours is
        /// edited. Runs now, inside SwiftUI's submit: a later turn could not tell SwiftUI's focus
        /// change from the app's `focus = nil`.
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

        /// Ends editing where the core routes it: the field, or the screen's root view (not
        /// forced: a delegate may keep the keyboard).
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

    /// A navigation's model, whatever its field type, compared by identity.
    @MainActor
    protocol AnyFieldNavigationModel: ObservableObject, Sendable {}
#endif
