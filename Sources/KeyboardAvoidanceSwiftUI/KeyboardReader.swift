#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    extension View {
        /// Puts the keyboard, as this view sees it, in the environment of its content:
        /// `@Environment(\.keyboard)` (a ``KeyboardInfo``).
        ///
        /// The keyboard is measured against this view's frame — its overlap is how much of this
        /// view the keyboard covers, from the bottom — and each change arrives in a transaction
        /// with the keyboard's own animation, so that what depends on it moves in step with the
        /// keyboard. The avoidance modifiers of this module do this too, measured as their
        /// session plans.
        ///
        /// A view SwiftUI shrinks for the keyboard is not covered by it: to lay a view out with
        /// the overlap yourself, observe it inside a view that ignores the keyboard's region —
        /// the modifier measures the frame of the view it is applied to, and only what is inside
        /// `ignoresSafeArea` extends over the keyboard:
        ///
        /// ```swift
        /// ChatScreen()
        ///     .observesKeyboard()
        ///     .ignoresSafeArea(.keyboard, edges: .bottom)
        /// ```
        ///
        /// - Parameter floatingKeyboard: Whether a floating or undocked keyboard counts in the
        ///   overlap (`.avoid`); by default it does not, as it covers no edge of the view.
        public func observesKeyboard(floatingKeyboard: FloatingKeyboardPolicy = .ignore)
            -> some View
        {
            modifier(KeyboardReaderModifier(floating: floatingKeyboard))
        }
    }

    struct KeyboardReaderModifier: ViewModifier {
        let floating: FloatingKeyboardPolicy
        @StateObject private var model = KeyboardReaderModel()

        func body(content: Content) -> some View {
            content
                .environment(\.keyboard, model.info)
                .background(
                    Probe { [model, floating] probe in model.attach(probe, floating: floating) })
        }
    }

    /// Reads the keyboard for one probe: the UIKit layer's ``KeyboardObserver`` measures each
    /// notification against it, and a layout change re-measures the last keyboard against the
    /// probe's new frame.
    @MainActor
    final class KeyboardReaderModel: ObservableObject {
        @Published private(set) var info = KeyboardInfo.hidden

        private weak var probe: ProbeView?
        private var observer: KeyboardObserver?
        private var observation: KeyboardObservation?
        private var floating = FloatingKeyboardPolicy.ignore
        /// The last keyboard change, or the keyboard found up by its layout guide.
        private var event: KeyboardEvent?
        /// Whether the keyboard layout guide may still tell of a keyboard up before any
        /// notification.
        private var readsGuide = true
        private var remeasureScheduled = false

        /// Starts reading the keyboard for `probe`, or updates the floating policy; called on
        /// every SwiftUI update, so it changes nothing twice and publishes only later, never
        /// during the update.
        func attach(_ probe: ProbeView, floating: FloatingKeyboardPolicy) {
            if floating != self.floating {
                self.floating = floating
                observer?.floatingKeyboardPolicy = floating
                scheduleRemeasure()
            }
            guard probe !== self.probe else { return }
            self.probe = probe
            let observer = KeyboardObserver(view: probe, floatingKeyboardPolicy: floating)
            observation = observer.observe { [weak self] state in self?.take(state) }
            self.observer = observer
            probe.onLayout = { [weak self] in self?.scheduleRemeasure() }
            probe.onWindowChange = { [weak self] in self?.scheduleRemeasure() }
            scheduleRemeasure()
        }

        private func take(_ state: KeyboardObserver.State) {
            event = state.event
            readsGuide = false
            publish(
                KeyboardInfo(coverage: state.coverage, animation: state.event.animation),
                animated: true)
        }

        /// Re-measures on the next turn of the main queue, once: layout passes come inside
        /// SwiftUI's own updates, where state must not change.
        private func scheduleRemeasure() {
            guard !remeasureScheduled else { return }
            remeasureScheduled = true
            DispatchQueue.main.async { [weak self] in
                self?.remeasureScheduled = false
                self?.remeasure()
            }
        }

        private func remeasure() {
            guard let probe, probe.window != nil,
                let screen = ViewMeasurement.screen(for: probe, notification: nil)
            else { return }
            if event == nil, readsGuide { readKeyboardGuide(of: probe, screen: screen) }
            guard let event else { return }
            let coverage = ViewMeasurement.layout(
                of: probe, screen: screen, safeArea: Insets(probe.safeAreaInsets)
            )?.coverage(ofKeyboard: event.resultingFrame, floating: floating)
            publish(KeyboardInfo(coverage: coverage, animation: event.animation), animated: false)
        }

        /// A keyboard already up when the view appears: no notification tells, the probe's
        /// keyboard layout guide does once laid out (the core reads it).
        private func readKeyboardGuide(of probe: ProbeView, screen: UIScreen) {
            guard let reading = ViewMeasurement.keyboardGuideReading(of: probe, screen: screen)
            else { return }
            switch reading {
            case .notLaidOut:
                return  // read again after the next layout pass
            case .noKeyboard:
                readsGuide = false
            case .keyboard(let event):
                readsGuide = false
                self.event = event
            }
        }

        /// Publishes on the next turn of the main queue: a notification may come inside a SwiftUI
        /// update (a field that becomes first responder because `@FocusState` changed).
        private func publish(_ new: KeyboardInfo, animated: Bool) {
            DispatchQueue.main.async { [weak self] in
                guard let self, new != info else { return }
                if animated {
                    withKeyboardAnimation(new.keyboardAnimation) { info = new }
                } else {
                    info = new
                }
            }
        }
    }

    extension KeyboardInfo {
        /// The value for a coverage the core measured; hidden when nothing could be measured.
        init(coverage: KeyboardCoverage?, animation: KeyboardAnimation) {
            self.init(
                state: coverage?.state ?? .hidden, frame: coverage?.frame,
                overlap: coverage?.overlap ?? 0, keyboardAnimation: animation)
        }
    }
#endif
