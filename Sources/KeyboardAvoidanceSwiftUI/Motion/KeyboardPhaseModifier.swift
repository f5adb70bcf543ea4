#if canImport(SwiftUI) && os(iOS)
    import Combine
    import SwiftUI

    extension View {
        /// Calls `action` with every phase of the keyboard's changes while this view is on
        /// screen: `.start` with the animation's frames and timing, a `.move` per display frame
        /// (the keyboard's frame predicted for the frame being drawn, and the progress), an
        /// `.interactive` frame for each frame of a finger's drag, and `.end`.
        ///
        /// Frames are in the screen's coordinates, as ``KeyboardPhase`` documents; the
        /// keyboard's frame and overlap in this view's coordinates are in
        /// `@Environment(\.keyboard)`. A display link runs only during a move or a drag.
        ///
        /// The phases come in order, never inside a SwiftUI update, so `action` may change state:
        /// those a keyboard notification sets off (`.start`, the `.end` of a change without
        /// animation) on the next turn of the main queue — UIKit posts a notification inside an
        /// update when `@FocusState` focuses a field — and those of the display link (`.move`,
        /// `.interactive`, the `.end` of a move) in the frame they describe.
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

    /// Observes the phases for one probe and calls the latest action SwiftUI gave it: at once for
    /// a display-link frame, on the next turn of the main queue for a notification's phase, in
    /// order (the core's `KeyboardPhaseDelivery`).
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

        /// Hands `phase` to the action: a display-link frame at once (one frame late is a lag),
        /// a notification's phase on the next turn of the main queue — it may come inside a
        /// SwiftUI update (a field focused through `@FocusState`), where an action that changes
        /// state is not allowed — and never one before those that wait.
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
