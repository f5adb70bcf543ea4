#if canImport(SwiftUI) && os(iOS)
    import Combine
    import SwiftUI

    extension View {
        /// Calls `action` with every ``KeyboardPhase`` of the keyboard's changes while this view
        /// is on screen (frames in screen coordinates; this view's are in
        /// `@Environment(\.keyboard)`). Phases come in order and never inside a SwiftUI update, so
        /// `action` may change state.
        ///
        /// ```swift
        /// .onKeyboardChange { phase in
        ///     if case .move(_, let progress) = phase { hintOpacity = 1 - progress }
        /// }
        /// ```
        public func onKeyboardChange(perform action: @escaping @MainActor (KeyboardPhase) -> Void)
            -> some View
        {
            modifier(KeyboardPhaseModifier(action: action))
        }
    }

    struct KeyboardPhaseModifier: ViewModifier {
        let action: @MainActor (KeyboardPhase) -> Void
        @StateObject private var model = KeyboardPhaseModel()

        func body(content: Content) -> some View {
            content.background(
                Probe { [model, action] probe in model.attach(probe, action: action) })
        }
    }

    /// Observes the phases for one probe and calls the latest action, in order
    /// (`KeyboardPhaseDelivery`).
    @MainActor
    final class KeyboardPhaseModel: ObservableObject {
        private weak var probe: ProbeView?
        private var observer: KeyboardObserver?
        private var observation: AnyCancellable?
        private var action: (@MainActor (KeyboardPhase) -> Void)?
        /// The phases observed and not yet handed to the action, in order.
        private var delivery = KeyboardPhaseDelivery()

        func attach(_ probe: ProbeView, action: @escaping @MainActor (KeyboardPhase) -> Void) {
            self.action = action
            guard probe !== self.probe else { return }
            self.probe = probe
            let observer = KeyboardObserver(view: probe)
            observation = observer.observeSourcedPhases { [weak self] phase, source in
                self?.deliver(phase, from: source)
            }
            self.observer = observer
        }

        /// Hands `phase` to the action: a display-link frame at once, a notification's on the next
        /// turn (UIKit posts inside a SwiftUI update when `@FocusState` focuses a field).
        private func deliver(_ phase: KeyboardPhase, from source: KeyboardPhaseDelivery.Source) {
            switch delivery.take(phase, from: source) {
            case .now(let phase):
                action?(phase)
            case .wait(let schedulesFlush):
                guard schedulesFlush else { return }
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    for phase in delivery.flush() { action?(phase) }
                }
            }
        }
    }
#endif
