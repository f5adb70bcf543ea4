#if canImport(UIKit)
    import KeyboardAvoidanceCore
    import UIKit

    /// What every avoiding component shares: it measures the container, hands each keyboard
    /// notification, retarget and layout change to the engine's ``KeyboardAvoider`` and applies
    /// the action the engine returns — once, with the keyboard's animation. It decides nothing.
    @MainActor
    final class AvoidanceCoordinator {
        /// How a component measures its views and applies a plan to them.
        struct Hooks {
            /// The container's safe-area insets without any adjustment of ours.
            var restSafeArea: () -> Insets
            /// The scroll view, with the app's own inset and the offset as it is now (`scroll`).
            var scrollMetrics: (() -> ScrollMetrics)?
            /// A target view's rect: container coordinates, content coordinates for `scroll`;
            /// `caret` asks for a text view's caret rather than its bounds.
            var targetRect: (_ target: UIView, _ caret: Bool) -> CGRect?
            /// Sets the plan's numbers on the views.
            var apply: (AvoidancePlan) -> Void
            /// The view laid out once inside the animation.
            var layoutRoot: () -> UIView?
            /// Called after each event the engine handled, with its action (or `nil`) and whether
            /// it may animate.
            var didHandle: ((AvoidanceAction?, Bool) -> Void)? = nil
        }

        let strategy: AvoidanceStrategy
        private(set) weak var container: UIView?
        private let hooks: Hooks
        private let notificationCenter: NotificationCenter
        private let observer: KeyboardObserver
        private var observation: KeyboardObservation?
        private var tracker: ContainerTracker?
        private var focusTracker: FocusTracker?
        /// The engine; made at the first measurement, when the container is in a window.
        private(set) var avoider: KeyboardAvoider?
        /// A keyboard notification that came before there was any geometry to plan with.
        private var pending: (name: String, userInfo: [AnyHashable: Any]?, event: KeyboardEvent)?
        private weak var targetView: UIView?
        private var targetIsCaret = false
        private var wantsRecording = false

        /// The scenario recorded so far, when recording.
        private(set) var recording: ScenarioRecording?
        /// Called when an adjustment's animation ends (`true` when it finished).
        var completion: ((Bool) -> Void)?
        /// Margin, floating policy, enabled.
        var configuration: AvoiderConfiguration {
            didSet {
                guard configuration != oldValue else { return }
                observer.floatingKeyboardPolicy = configuration.floating
                perform(avoider?.handle(.reconfigure(configuration)), animated: true)
            }
        }

        init(
            container: UIView, strategy: AvoidanceStrategy, configuration: AvoiderConfiguration,
            notificationCenter: NotificationCenter, followsFocus: Bool, hooks: Hooks
        ) {
            self.container = container
            self.strategy = strategy
            self.configuration = configuration
            self.notificationCenter = notificationCenter
            self.hooks = hooks
            observer = KeyboardObserver(
                view: container, notificationCenter: notificationCenter,
                floatingKeyboardPolicy: configuration.floating)
            observation = observer.observeNotifications { [weak self] notification, event in
                self?.keyboard(notification, event)
            }
            let tracker = ContainerTracker(in: container)
            tracker.onWindowChange = { [weak self] in self?.windowChanged() }
            // Handled after the layout pass, not inside it: applying a plan lays views out again.
            tracker.onLayout = { [weak self] in self?.scheduleLayoutChange() }
            self.tracker = tracker
            if followsFocus {
                focusTracker = FocusTracker(
                    container: container, notificationCenter: notificationCenter,
                    onFocus: { [weak self] view in self?.setTarget(view, caret: view is UITextView)
                    },
                    onTextChange: { [weak self] textView in
                        guard let self, self.targetView === textView else { return }
                        self.retarget()
                    })
            }
            windowChanged()
        }

        /// The target view; `caret` keeps a text view's caret visible rather than the whole view.
        func setTarget(_ view: UIView?, caret: Bool) {
            targetView = view
            targetIsCaret = caret
            retarget()
        }

        /// The target's rect now, or `nil` (no target, or one outside the container).
        private var targetRect: CGRect? {
            guard let targetView, let container, targetView.isDescendant(of: container) else {
                return nil
            }
            return hooks.targetRect(targetView, targetIsCaret && targetView is UITextView)
        }

        /// Re-measures the target and re-plans (the target moved, or the caret did).
        func retarget() {
            guard var avoider else { return }
            let layoutAction = syncGeometry(notification: nil, into: &avoider)
            let rect = targetRect
            recording?.recordRetarget(rect)
            let action = avoider.handle(.retarget(rect))
            self.avoider = avoider
            // Plans are absolute: the last one supersedes the layout's.
            perform(action ?? layoutAction, animated: true)
        }

        /// Starts recording a scenario; it begins with the geometry measured now (or when the
        /// container enters a window).
        func startRecording() {
            wantsRecording = true
            if let avoider { recording = ScenarioRecording(scenario: scenario(of: avoider)) }
        }

        /// Stops recording and returns the scenario.
        func stopRecording() -> Scenario? {
            wantsRecording = false
            defer { recording = nil }
            return recording?.scenario
        }

        /// Applies the rest plan without animation: for a component that goes away.
        func restore() {
            guard let avoider else { return }
            var rest = avoider.restPlan
            // A scroll view keeps its offset: only the inset has a rest value to return to.
            if case .scroll(let inset, _) = rest, let offset = avoider.applied.contentOffset {
                rest = .scroll(contentInsetBottom: inset, contentOffset: offset)
            }
            let hooks = hooks
            UIView.performWithoutAnimation { hooks.apply(rest) }
        }

        // MARK: Events

        private func keyboard(_ notification: Notification, _ event: KeyboardEvent) {
            guard var avoider else {
                if !event.isIgnored {
                    pending = (notification.name.rawValue, notification.userInfo, event)
                }
                windowChanged()
                return
            }
            let layoutAction = syncGeometry(notification: notification, into: &avoider)
            recording?.recordNotification(
                name: notification.name.rawValue, userInfo: notification.userInfo)
            let action = avoider.handle(.keyboard(event))
            self.avoider = avoider
            // Plans are absolute: the last one supersedes the layout's. Outside a window there is
            // nothing to animate: the plan applies at once.
            perform(action ?? layoutAction, animated: container?.window != nil)
        }

        /// The container entered or left a window: plan with the geometry it has now, without
        /// animation — catching up with a keyboard that is already up.
        private func windowChanged() {
            guard let container, container.window != nil else { return }
            guard avoider != nil else {
                guard let layout = measureLayout(notification: nil) else { return }
                let avoider = KeyboardAvoider(
                    strategy: strategy, layout: layout, target: targetRect,
                    configuration: configuration,
                    scroll: hooks.scrollMetrics?() ?? ScrollMetrics())
                self.avoider = avoider
                // The engine starts at rest: so must the views (a guide made before its view had a
                // safe area, for one).
                let hooks = hooks
                UIView.performWithoutAnimation { hooks.apply(avoider.restPlan) }
                if wantsRecording { recording = ScenarioRecording(scenario: scenario(of: avoider)) }
                if let pending {
                    self.pending = nil
                    recording?.recordNotification(name: pending.name, userInfo: pending.userInfo)
                    perform(self.avoider?.handle(.keyboard(pending.event)), animated: false)
                }
                return
            }
            layoutChanged(animated: false)
        }

        private var layoutChangeScheduled = false

        private func scheduleLayoutChange() {
            guard !layoutChangeScheduled else { return }
            layoutChangeScheduled = true
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.layoutChangeScheduled = false
                self.layoutChanged(animated: true)
            }
        }

        /// The container's size or position may have changed: re-plan if the geometry did.
        private func layoutChanged(animated: Bool) {
            guard var avoider else { return }
            let action = syncGeometry(notification: nil, into: &avoider)
            self.avoider = avoider
            perform(action, animated: animated)
        }

        /// Hands the engine what changed since it last planned — the layout, the scroll view, a
        /// scroll by the user — and returns the action of the layout change, if any.
        @discardableResult
        private func syncGeometry(notification: Notification?, into avoider: inout KeyboardAvoider)
            -> AvoidanceAction?
        {
            var action: AvoidanceAction?
            if let layout = measureLayout(notification: notification) {
                var change = LayoutChange()
                if layout.screen != avoider.layout.screen { change.screen = layout.screen }
                if layout.window != avoider.layout.window { change.window = layout.window }
                if layout.container != avoider.layout.container {
                    change.container = layout.container
                }
                if layout.safeArea != avoider.layout.safeArea { change.safeArea = layout.safeArea }
                if let scroll = hooks.scrollMetrics?() {
                    if scroll.contentSize != avoider.scroll.contentSize {
                        change.contentSize = scroll.contentSize
                    }
                    if scroll.contentInset != avoider.scroll.contentInset {
                        change.contentInset = scroll.contentInset
                    }
                    if scroll.adjustsForSafeArea != avoider.scroll.adjustsForSafeArea {
                        change.adjustsForSafeArea = scroll.adjustsForSafeArea
                    }
                }
                if change != LayoutChange() {
                    recording?.recordLayout(change)
                    action = avoider.handle(.layout(change))
                }
            }
            // The target moves with layout (rotation, a growing text view): measured again.
            let rect = targetRect
            if rect != avoider.target {
                recording?.recordRetarget(rect)
                action = avoider.handle(.retarget(rect)) ?? action
            }
            if let offset = hooks.scrollMetrics?().contentOffset,
                let applied = avoider.applied.contentOffset,
                offset != applied
            {
                recording?.recordScroll(to: offset)
                _ = avoider.handle(.scrolled(to: offset))
            }
            return action
        }

        private func measureLayout(notification: Notification?) -> AvoidanceLayout? {
            guard let container else { return nil }
            let screen = ViewMeasurement.screen(for: container, notification: notification)
            return ViewMeasurement.layout(
                of: container, screen: screen, safeArea: hooks.restSafeArea())
        }

        private func scenario(of avoider: KeyboardAvoider) -> Scenario {
            Scenario(
                name: "recorded: \(strategy.rawValue)", source: "KeyboardAvoidance recorder",
                layout: avoider.layout,
                strategy: strategy, target: avoider.target, margin: avoider.configuration.margin,
                floating: avoider.configuration.floating, scroll: avoider.scroll)
        }

        // MARK: Applying

        /// Applies an action in step with the keyboard, with one layout pass, then tells the
        /// component what was handled.
        private func perform(_ action: AvoidanceAction?, animated: Bool) {
            if let action {
                let hooks = hooks
                UIView.animateAlongKeyboard(
                    action.animation, animated: animated,
                    changes: {
                        hooks.apply(action.plan)
                        hooks.layoutRoot()?.layoutIfNeeded()
                    },
                    completion: { [weak self] finished in self?.completion?(finished) })
            }
            hooks.didHandle?(action, animated)
        }
    }
#endif
