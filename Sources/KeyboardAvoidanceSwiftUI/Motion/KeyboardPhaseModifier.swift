#if canImport(SwiftUI) && os(iOS)
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
        /// The phases come on the next turn of the main queue, in order — never inside a SwiftUI
        /// update (UIKit posts a keyboard notification inside one when `@FocusState` focuses a
        /// field), so `action` may change state.
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

    /// Observes the phases for one probe and calls the latest action SwiftUI gave it, on the
    /// next turn of the main queue, as the avoidance model publishes.
    @MainActor
    final class KeyboardPhaseModel: ObservableObject {
        private weak var probe: ProbeView?
        private var observer: KeyboardObserver?
        private var observation: KeyboardObservation?
        private var action: (@MainActor (KeyboardPhase) -> Void)?
        /// The phases observed and not yet handed to the action, in order.
        private var pending: [KeyboardPhase] = []

        func attach(_ probe: ProbeView, action: @escaping @MainActor (KeyboardPhase) -> Void) {
            self.action = action
            guard probe !== self.probe else { return }
            self.probe = probe
            let observer = KeyboardObserver(view: probe)
            observation = observer.observePhases { [weak self] phase in self?.deliver(phase) }
            self.observer = observer
        }

        /// Hands `phase` to the action on the next turn of the main queue, after those before
        /// it. A keyboard notification — its `.start`, and the `.end` of a change without
        /// animation — may come inside a SwiftUI update (a field focused through `@FocusState`),
        /// where an action that changes state is not allowed.
        private func deliver(_ phase: KeyboardPhase) {
            pending.append(phase)
            guard pending.count == 1 else { return }
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                let phases = pending
                pending = []
                for phase in phases { action?(phase) }
            }
        }
    }
#endif
