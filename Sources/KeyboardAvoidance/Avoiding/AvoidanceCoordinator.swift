#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What every component shares: it observes the keyboard, the container's window and layout
    /// and the focus, measures everything at once, hands it to the component's
    /// ``AvoidanceSession`` and applies what the session returns. It decides nothing.
    /// Package-visible: the SwiftUI layer drives its surfaces with it.
    @MainActor
    package final class AvoidanceCoordinator {
        package private(set) var session: AvoidanceSession
        private let surface: any AvoidanceSurface
        private var observation: KeyboardObservation?
        private var dragObservation: KeyboardObservation?
        private let keyboardObserver: KeyboardObserver
        private var probe: ContainerProbe?
        private var editingObserver: EditingObserver?
        /// The app's target, else the field being edited.
        package var focus = TargetFocus<UIView>()
        /// Views revealed with the target (its error label, the submit button).
        package var revealViews: [UIView] = []
        /// Called when an adjustment's animation ends (`true` when it finished).
        package var completion: ((Bool) -> Void)?
        /// Sees every input before the session takes it (a recorder).
        var observer: (any AvoidanceSessionObserver)?
        private var measureScheduled = false
        /// The view whose `keyboardLayoutGuide` tells of a keyboard already up, until a keyboard
        /// notification or a reading of it does.
        private weak var keyboardGuideView: UIView?

        /// How far above the keyboard an interactive dismissal begins (iOS 17 and later).
        package var keyboardDismissPadding: CGFloat {
            get { keyboardObserver.keyboardDismissPadding }
            set { keyboardObserver.keyboardDismissPadding = newValue }
        }

        package var configuration: AvoiderConfiguration {
            get { session.configuration }
            set {
                keyboardObserver.floatingKeyboard = newValue.floatingKeyboard
                take(.reconfigure(newValue))
            }
        }

        package init(
            container: UIView, strategy: AvoidanceStrategy, configuration: AvoiderConfiguration,
            notificationCenter: NotificationCenter, followsFocus: Bool,
            surface: any AvoidanceSurface
        ) {
            session = AvoidanceSession(strategy: strategy, configuration: configuration)
            self.surface = surface
            keyboardObserver = KeyboardObserver(
                view: container, notificationCenter: notificationCenter,
                floatingKeyboard: configuration.floatingKeyboard)
            observation = keyboardObserver.observeNotifications { [weak self] notice in
                self?.keyboard(notice)
            }
            // A finger's drag posts nothing: its frames come from a keyboard layout guide, and the
            // views follow them at once (spec §6.2). They arrive after a layout pass, never inside
            // one, and only while a docked keyboard is up: the observer keeps no hidden view or
            // display link otherwise.
            dragObservation = keyboardObserver.observeDrags { [weak self] frame in
                self?.drag(frame)
            }
            // Only a component that follows focus keeps every field inside above the keyboard: a
            // guide moves only what is pinned to it, and must not turn the app-wide avoidance off.
            let probe = ContainerProbe(in: container, marksAvoidance: followsFocus)
            probe.onWindowChange = { [weak self] in
                self?.adoptFieldBeingEdited()
                self?.measure()
                self?.windowDidChange?()
            }
            // Measured after the layout pass, not inside it: applying a plan lays views out again.
            probe.onLayout = { [weak self] in self?.scheduleMeasure() }
            self.probe = probe
            if followsFocus {
                editingObserver = EditingObserver(
                    notificationCenter: notificationCenter,
                    contains: { [weak surface] field in surface?.contains(field) ?? false },
                    onChange: { [weak self] change in self?.focusChanged(change) })
            }
            adoptFieldBeingEdited()
            measure()
        }

        /// Measures everything now and hands it to the session; `keyboardScreen`: the screen a
        /// keyboard notification named.
        package func measure(keyboardScreen: UIScreen? = nil) {
            surface.prepareMeasurement()
            guard let container = surface.container,
                let screen = ViewMeasurement.screen(for: container, announced: keyboardScreen),
                let layout = ViewMeasurement.layout(
                    of: container, screen: screen,
                    safeArea: surface.safeArea(applied: session.applied))
            else { return }
            let wasWaiting = session.avoider == nil
            let target = targetRect(in: container)
            take(
                .measure(
                    ContainerSnapshot(
                        screen: layout.screen, window: layout.window,
                        container: surface.plannedContainer(layout.container),
                        safeArea: layout.safeArea, target: target, scroll: surface.scrollMetrics(),
                        isTracking: surface.isUserScrolling))
            )
            if wasWaiting, let avoider = session.avoider, avoider.keyboardFrame == nil {
                // A component made while the keyboard is up hears of it from no notification:
                // the keyboard layout guide of the nearest view that does not scroll tells, once
                // laid out.
                let guideView = sequence(first: container, next: \.superview).first {
                    !($0 is UIScrollView)
                }
                _ = guideView?.keyboardLayoutGuide
                keyboardGuideView = guideView
                scheduleMeasure()
            } else if let guideView = keyboardGuideView {
                readKeyboardGuide(of: guideView, screen: screen)
            }
        }

        /// The target's rect: the view's, or the rect the session plans with for it and the views
        /// revealed with it (those on screen in the container).
        private func targetRect(in container: UIView) -> CGRect? {
            guard let view = focus.current, surface.contains(view),
                let field = surface.rect(of: view)
            else { return nil }
            let companions =
                revealViews.filter {
                    !$0.isHidden && $0.window != nil && $0.isDescendant(of: container)
                }.compactMap { surface.rect(of: $0) } + surface.revealRects()
            guard !companions.isEmpty else { return field }
            return session.target(revealing: RevealGroup(field: field, companions: companions))
        }

        /// Measures on the next turn of the run loop, once: after a layout pass, and after a
        /// `Will…` notification, when UIKit has moved what it moves with the keyboard (an iPad form
        /// sheet rises).
        package func scheduleMeasure() {
            guard !measureScheduled else { return }
            measureScheduled = true
            DispatchQueue.main.async { [weak self] in
                self?.measureScheduled = false
                self?.measure()
            }
        }

        /// The view the component works on.
        var containerView: UIView? { surface.container }

        /// Called after the container entered or left a window: how `AutomaticKeyboardAvoidance`
        /// learns that a screen left while its field was edited.
        var windowDidChange: (() -> Void)?

        /// Whether the container's hidden probe tells that an explicit component avoids the
        /// keyboard for it (one that follows focus does by default); `false` for the components
        /// `AutomaticKeyboardAvoidance` makes, which must not read as "handled already" to their
        /// own maker.
        var marksContainerAsAvoided: Bool {
            get { probe?.marksAvoidance ?? false }
            set { probe?.marksAvoidance = newValue }
        }

        /// Takes a keyboard notification this coordinator was made too late to hear (a text
        /// view's show comes before its begin-editing notification, and `AutomaticKeyboardAvoidance`
        /// makes its component after both), as if it had heard it: in step with the keyboard.
        func takeMissedKeyboardNotice(_ notice: KeyboardNotice) {
            keyboardObserver.takeMissedNotice(notice)
        }

        /// The component goes away: its views return to rest at once; nothing is observed anymore.
        package func invalidate() {
            take(.release)
            observation?.cancel()
            dragObservation?.cancel()
            editingObserver = nil
            probe?.removeFromSuperview()
            probe = nil
        }

        private func keyboard(_ notice: KeyboardNotice) {
            // A notification tells what the keyboard layout guide would have.
            keyboardGuideView = nil
            // Everything that changed since the last measurement comes first: a user's scroll.
            measure(keyboardScreen: notice.screen)
            take(.keyboard(notice.event), notice: notice)
            // What fits of the reveal group depends on the keyboard just taken.
            if !revealViews.isEmpty { measure(keyboardScreen: notice.screen) }
            if !notice.event.name.isDid { scheduleMeasure() }
        }

        /// A frame of a finger's drag. The finger may be scrolling the scroll view too: its offset
        /// is adopted first, so that the sample plans from where the content is, never from an
        /// older offset (spec §6.1).
        private func drag(_ frame: CGRect) {
            if let offset = surface.scrollMetrics()?.contentOffset,
                session.adoptsScroll(to: offset)
            {
                take(.scrolled(to: offset))
            }
            take(.track(frame))
        }

        /// Makes the text field or text view being edited on the container's screen the target, if
        /// it belongs to the container: a component made, or a container attached, while a field
        /// is already first responder hears no begin-editing notification.
        package func adoptFieldBeingEdited() {
            guard editingObserver != nil, focus.current == nil, let container = surface.container,
                let root = ViewMeasurement.controllerRoot(of: container) ?? container.window,
                let field = ViewMeasurement.textInputBeingEdited(in: root)
            else { return }
            focus.beginEditing(field, isInsideContainer: surface.contains(field))
        }

        private func focusChanged(_ change: EditingObserver.Change) {
            switch change {
            case .began(let field, let inside): focus.beginEditing(field, isInsideContainer: inside)
            case .ended(let field): focus.endEditing(field)
            case .textChanged: break
            }
            measure()
        }

        /// Reads a keyboard already up off a laid-out keyboard layout guide, once: the core reads
        /// the guide, this only measures it.
        private func readKeyboardGuide(of view: UIView, screen: UIScreen) {
            guard let reading = ViewMeasurement.keyboardGuideReading(of: view, screen: screen)
            else { return }
            switch reading {
            case .notLaidOut:
                return  // asked again after the next layout pass
            case .noKeyboard:
                keyboardGuideView = nil
            case .keyboard(let event):
                keyboardGuideView = nil
                guard session.avoider?.keyboardFrame == nil else { return }
                // A finger may drag it away: its frames are followed from now on.
                keyboardObserver.keyboardFound(event, screen: screen)
                take(.keyboard(event))
            }
        }

        /// Hands one input to the session (shown to the observer first) and applies the action, in step with
        /// the keyboard, with one layout pass.
        private func take(_ input: AvoiderEvent, notice: KeyboardNotice? = nil) {
            observer?.session(session, willTake: input, notification: notice?.notification)
            let decision = session.decide(input)
            if let action = decision.action {
                let surface = surface
                let session = session
                surface.animate(
                    action.animation,
                    changes: {
                        surface.apply(action.plan, after: input, session: session)
                        surface.layoutRoot?.layoutIfNeeded()
                    },
                    completion: { [weak self] finished in self?.completion?(finished) })
            }
            surface.didTake(decision, after: input, session: session, target: focus.current)
            // An offset the surface declined (the user scrolls) or set itself (a list kept at its
            // bottom) is what is on screen: it becomes what is applied, as a user's scroll does.
            if let offset = surface.takeOffsetOnScreen(), session.adoptsScroll(to: offset) {
                take(.scrolled(to: offset))
            }
        }
    }
#endif
