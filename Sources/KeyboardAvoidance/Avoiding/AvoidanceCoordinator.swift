#if canImport(UIKit) && os(iOS)
    import Combine
    import KeyboardAvoidanceCore
    import UIKit

    /// What every component shares: for each cause (keyboard, layout, window, focus, drag,
    /// settings, release) it measures once, hands the session one input and sets what it returns.
    /// It decides nothing. The SwiftUI layer drives its surfaces with it too.
    @MainActor
    package final class AvoidanceCoordinator {
        package private(set) var session: AvoidanceSession
        private let surface: any AvoidanceSurface
        private var observation: AnyCancellable?
        private var dragObservation: AnyCancellable?
        private let keyboardObserver: KeyboardObserver
        private var probe: ContainerProbe?
        private var editingObserver: EditingObserver?
        /// The app's target, else the field being edited.
        package var focus = TargetFocus<UIView>()
        /// Views revealed with the target (its error label, the submit button), beside those the
        /// target carries (``UIKit/UIView/keyboardAvoidanceRevealViews``).
        package var revealViews: [UIView] = []
        /// Called when an adjustment's animation ends (`true` when it finished).
        package var completion: ((Bool) -> Void)?
        /// Sees every input before the session takes it (a recorder).
        var observer: (any AvoidanceSessionObserver)? {
            didSet {
                keyboardObserver.userInfoCopier =
                    (observer as? any UserInfoRecordingObserver)?.userInfoCopier
            }
        }
        private var measureScheduled = false
        /// Whether an action is being set on the surface.
        private var isApplying = false
        private var contentChangedWhileApplying = false
        /// Whether a keyboard layout guide can tell of a keyboard already up (not on a test's
        /// center, whose keyboards no guide shows).
        private let readsKeyboardGuide: Bool

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
            readsKeyboardGuide = notificationCenter === NotificationCenter.default
            keyboardObserver = KeyboardObserver(
                view: container, notificationCenter: notificationCenter,
                floatingKeyboard: configuration.floatingKeyboard)
            observation = keyboardObserver.observeNotifications { [weak self] notice, original in
                self?.keyboard(notice, original: original)
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
            // Measured after the layout pass, not inside it: setting a plan lays views out again.
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

        /// The snapshot of everything the session plans with, measured now; `nil` outside a
        /// window. `keyboardScreen`: the screen a keyboard notification named.
        private func snapshot(keyboardScreen: UIScreen? = nil) -> ContainerSnapshot? {
            guard let container = surface.container,
                let screen = ViewMeasurement.screen(for: container, announced: keyboardScreen),
                let layout = ViewMeasurement.layout(
                    of: container, screen: screen, safeArea: surface.safeArea())
            else { return nil }
            var snapshot = ContainerSnapshot(
                screen: layout.screen, window: layout.window, container: layout.container,
                safeArea: layout.safeArea, target: nil)
            surface.measure(into: &snapshot)
            let target = targetRects(in: container)
            snapshot.target = .some(target?.field)
            snapshot.reveal = target?.companions ?? []
            snapshot.targetMargin = .some(target?.margin)
            if let controller = ViewMeasurement.controller(of: container),
                let window = container.window
            {
                snapshot.presentation = AncestryMeasurement.presentation(of: controller, in: window)
            }
            if readsKeyboardGuide, session.readsKeyboardGuide,
                let guideView = keyboardGuideView(of: container)
            {
                // A component made while the keyboard is up hears of it from no notification:
                // a keyboard layout guide tells.
                snapshot.keyboardGuide = ViewMeasurement.keyboardGuideReading(
                    of: guideView, screen: screen)
            }
            return snapshot
        }

        /// The view whose keyboard layout guide tells of a keyboard already up: the container's
        /// probe, or the nearest non-scrolling ancestor with a guide already (a guide in a scroll
        /// view moves with its content; reading `keyboardLayoutGuide` makes one).
        private func keyboardGuideView(of container: UIView) -> UIView? {
            if !(container is UIScrollView) { return probe }
            return sequence(first: container, next: \.superview).first {
                !($0 is UIScrollView) && ViewMeasurement.hasKeyboardLayoutGuide($0)
            }
        }

        /// The target's rect, those revealed with it and its own margin, in the surface's
        /// coordinates; `nil` without a target in the container.
        private func targetRects(in container: UIView)
            -> (field: CGRect, companions: [CGRect], margin: CGFloat?)?
        {
            guard let view = focus.current, surface.contains(view),
                let field = surface.rect(of: view)
            else { return nil }
            let carried = CarriedAvoidance.revealViews(of: view)
            let shown = (revealViews + carried).filter {
                ViewMeasurement.isShown($0, inside: container)
            }
            return (
                field, shown.compactMap { surface.rect(of: $0) } + surface.revealRects(),
                CarriedAvoidance.margin(of: view)
            )
        }

        /// A layout pass, a window change, a focus change or a setting: measures everything now
        /// and hands it to the session.
        package func measure() {
            guard let snapshot = snapshot() else { return }
            take(.measure(snapshot))
            if snapshot.keyboardGuide == .notLaidOut {
                // The guide was just made: read again after its first layout pass.
                scheduleMeasure()
            }
        }

        /// Measures once on the next turn, outside the layout pass that caused it.
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

        /// Called after the container entered or left a window (for `AutomaticKeyboardAvoidance`).
        var windowDidChange: (() -> Void)?

        /// Whether the container's probe says an explicit component avoids for it; `false` for
        /// `AutomaticKeyboardAvoidance`'s own, which must not read as "handled already".
        var marksContainerAsAvoided: Bool {
            get { probe?.marksAvoidance ?? false }
            set { probe?.marksAvoidance = newValue }
        }

        /// Takes a keyboard notification posted before this coordinator was made (a text view's
        /// show comes before its begin-editing), as if it had heard it.
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

        /// A keyboard notification: the snapshot measured with it, one decision. `original`: the
        /// notification as posted, when it came on the main thread.
        private func keyboard(_ notice: KeyboardNotice, original: Notification?) {
            let input = AvoiderEvent.keyboard(
                notice.event, measured: snapshot(keyboardScreen: notice.screen))
            take(input, notification: observer == nil ? nil : original ?? notice.notification)
            // A sheet UIKit moves with the keyboard, from its own observer of the notification:
            // the move is measured once it is made.
            if session.measuresAgain(after: input) { scheduleMeasure() }
        }

        /// The list's content grew or shrank: handed over in the same pass and animation (spec §5,
        /// "Lists", stick).
        package func listContentDidChange() {
            // Setting an inset or the offset can make UIKit update the content size, whose KVO
            // fires inside the setter: taken inside, it would be applied before the action being
            // set, which then writes a stale offset. Measured once that action is set.
            guard !isApplying else {
                contentChangedWhileApplying = true
                return
            }
            guard let container = surface.container as? UIScrollView else { return }
            var snapshot = ContainerSnapshot(contentOffset: container.contentOffset)
            snapshot.layout.contentSize = container.contentSize
            snapshot.isTracking = container.gesture.userScrolls
            take(.measure(snapshot))
        }

        /// A riding bar's layout pass: only the list's parts and offset, handed over in that pass
        /// (spec §5, "Lists", same pass).
        package func barDidLayOut(_ change: ListChange) {
            guard let offset = surface.contentOffset else { return }
            var snapshot = ContainerSnapshot(contentOffset: offset)
            snapshot.list = change
            take(.measure(snapshot))
        }

        /// A frame of a finger's drag, with the scroll view's offset at the same frame: the
        /// finger may be scrolling the content too (spec §6.1).
        private func drag(_ frame: CGRect) {
            take(.track(frame, contentOffset: surface.contentOffset))
        }

        /// Makes the field already being edited the target, if in the container: no begin-editing
        /// notification will come for it.
        package func adoptFieldBeingEdited() {
            guard editingObserver != nil, focus.current == nil, let container = surface.container,
                let root = ViewMeasurement.controllerRoot(of: container) ?? container.window,
                let field = ViewMeasurement.textInputBeingEdited(in: root)
            else { return }
            focus.beginEditing(field, isInsideContainer: surface.contains(field))
        }

        private func focusChanged(_ change: EditingObserver.Change) {
            var began = false
            switch change {
            case .began(let field, let inside):
                focus.beginEditing(field, isInsideContainer: inside)
                began = surface.sharesScreen(with: field)
            case .ended(let field): focus.endEditing(field)
            case .textChanged: break
            }
            guard var snapshot = snapshot() else { return }
            // A list that goes to its newest end when editing begins on its screen is told so.
            snapshot.editingBegan = began
            take(.measure(snapshot))
        }

        /// Hands one input to the session (the observer sees it first) and sets what it returns,
        /// with the keyboard's animation or inside the caller's.
        private func take(_ input: AvoiderEvent, notification: Notification? = nil) {
            observer?.session(session, willTake: input, notification: notification)
            let action = session.take(input)
            if let event = session.takeKeyboardFromGuide(), let container = surface.container,
                let screen = ViewMeasurement.screen(for: container, announced: nil)
            {
                // A finger may drag it away: its frames are followed from now on.
                keyboardObserver.keyboardFound(event, screen: screen)
            }
            surface.sessionDidDecide(session, after: input, action: action)
            guard let action else { return }
            let surface = surface
            let releasing = input == .release
            let changes = { [weak self] in
                self?.isApplying = true
                surface.set(action, releasing: releasing)
                surface.layoutRoot?.layoutIfNeeded()
                self?.isApplying = false
                if action.revealsTarget { self?.revealAfterLayout() }
                if self?.contentChangedWhileApplying == true {
                    self?.contentChangedWhileApplying = false
                    self?.listContentDidChange()
                }
            }
            if action.joinsCallerAnimation {
                surface.setInCallerAnimation(changes)
                // Out of the layout pass the change may come in.
                DispatchQueue.main.async { [weak self] in self?.completion?(true) }
                return
            }
            surface.animate(
                action.animation, changes: changes,
                completion: { [weak self] finished in self?.completion?(finished) })
        }

        /// Reveals the target in a `safeArea` surface's scroll view after its new safe area's
        /// layout pass.
        private func revealAfterLayout() {
            guard let container = surface.container, let scroll = surface.revealViewport(),
                let target = targetRects(in: container),
                let y = session.revealOffset(
                    in: scroll.viewport, field: target.field, companions: target.companions,
                    from: scroll.offsetY)
            else { return }
            surface.setRevealOffset(y)
        }
    }
#endif
