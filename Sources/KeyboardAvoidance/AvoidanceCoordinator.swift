#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What every component shares: it observes the keyboard, the container's window and layout
    /// and the focus, measures everything at once, hands it to the component's
    /// ``AvoidanceSession`` and applies what the session returns. It decides nothing.
    @MainActor
    final class AvoidanceCoordinator {
        private(set) var session: AvoidanceSession
        private let surface: any AvoidanceSurface
        private var observation: KeyboardObservation?
        private let observer: KeyboardObserver
        private var tracker: ContainerTracker?
        private var focusTracker: FocusTracker?
        /// The app's target, else the field being edited.
        var focus = TargetFocus<UIView>()
        /// Called when an adjustment's animation ends (`true` when it finished).
        var completion: ((Bool) -> Void)?
        /// The scenario recorded so far, when recording.
        private(set) var recording: ScenarioRecording?
        private var measureScheduled = false

        var configuration: AvoiderConfiguration {
            get { session.configuration }
            set {
                observer.floatingKeyboardPolicy = newValue.floating
                take(.reconfigure(newValue))
            }
        }

        init(
            container: UIView, strategy: AvoidanceStrategy, configuration: AvoiderConfiguration,
            notificationCenter: NotificationCenter, followsFocus: Bool,
            surface: any AvoidanceSurface
        ) {
            session = AvoidanceSession(strategy: strategy, configuration: configuration)
            self.surface = surface
            observer = KeyboardObserver(
                view: container, notificationCenter: notificationCenter,
                floatingKeyboardPolicy: configuration.floating)
            observation = observer.observeNotifications { [weak self] notification, event in
                self?.keyboard(notification, event)
            }
            let tracker = ContainerTracker(in: container)
            tracker.onWindowChange = { [weak self] in self?.measure() }
            // Measured after the layout pass, not inside it: applying a plan lays views out again.
            tracker.onLayout = { [weak self] in self?.scheduleMeasure() }
            self.tracker = tracker
            if followsFocus {
                focusTracker = FocusTracker(
                    container: container, notificationCenter: notificationCenter
                ) {
                    [weak self] change in self?.focusChanged(change)
                }
            }
            measure()
        }

        /// Measures everything now and hands it to the session.
        func measure(notification: Notification? = nil) {
            guard let container = surface.container,
                let screen = ViewMeasurement.screen(
                    for: container, notification: notification),
                let layout = ViewMeasurement.layout(
                    of: container, screen: screen,
                    safeArea: surface.safeArea(applied: session.applied))
            else { return }
            let wasWaiting = session.avoider == nil
            let target = focus.current.flatMap { view in
                view.isDescendant(of: container) ? surface.rect(of: view) : nil
            }
            take(
                .measure(
                    ContainerSnapshot(
                        screen: layout.screen, window: layout.window, container: layout.container,
                        safeArea: layout.safeArea, target: target, scroll: surface.scrollMetrics()))
            )
            // A component made while the keyboard is up hears of it from no notification.
            if wasWaiting, session.avoider?.keyboardFrame == nil {
                DispatchQueue.main.async { [weak self] in self?.seedFromKeyboardGuide(screen) }
            }
        }

        /// Measures on the next turn of the run loop, once: after a layout pass, and after a
        /// `Will…` notification, when UIKit has moved what it moves with the keyboard (an iPad form
        /// sheet rises).
        func scheduleMeasure() {
            guard !measureScheduled else { return }
            measureScheduled = true
            DispatchQueue.main.async { [weak self] in
                self?.measureScheduled = false
                self?.measure()
            }
        }

        /// The component goes away: its views return to rest at once; nothing is observed anymore.
        func invalidate() {
            take(.release)
            observation?.cancel()
            focusTracker = nil
            tracker?.removeFromSuperview()
            tracker = nil
        }

        func startRecording() {
            recording = ScenarioRecording(session: session)
        }

        func stopRecording() -> Scenario? {
            defer { recording = nil }
            return recording?.scenario
        }

        private func keyboard(_ notification: Notification, _ event: KeyboardEvent) {
            // Everything that changed since the last measurement comes first: a user's scroll.
            measure(notification: notification)
            recording?.recordNotification(
                name: notification.name.rawValue, userInfo: notification.userInfo)
            take(.keyboard(event), recorded: true)
            if !event.name.isDid { scheduleMeasure() }
        }

        private func focusChanged(_ change: FocusTracker.Change) {
            switch change {
            case .began(let field, let inside): focus.beginEditing(field, isInsideContainer: inside)
            case .ended(let field): focus.endEditing(field)
            case .textChanged: break
            }
            measure()
        }

        private func seedFromKeyboardGuide(_ screen: UIScreen) {
            guard let container = surface.container, container.window != nil,
                session.avoider?.keyboardFrame == nil
            else { return }
            let space = screen.coordinateSpace
            let guide = container.convert(container.keyboardLayoutGuide.layoutFrame, to: space)
            let safe = container.convert(container.safeAreaLayoutGuide.layoutFrame, to: space)
            if let event = KeyboardEvent(
                keyboardLayoutGuideTop: guide.minY, safeAreaBottom: safe.maxY, screen: screen.bounds
            ) {
                take(.keyboard(event))
            }
        }

        /// Hands one input to the session (and the recording) and applies the action, in step with
        /// the keyboard, with one layout pass.
        private func take(_ input: SessionInput, recorded: Bool = false) {
            if !recorded { recording?.record(input) }
            let action = session.handle(input)
            if let action {
                let surface = surface
                let session = session
                UIView.animateAlongKeyboard(
                    action.animation,
                    changes: {
                        surface.apply(action.plan, session: session)
                        surface.container?.layoutIfNeeded()
                    },
                    completion: { [weak self] finished in self?.completion?(finished) })
            }
            surface.didTake(action, session: session)
        }
    }
#endif
