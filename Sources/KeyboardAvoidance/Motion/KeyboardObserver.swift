#if canImport(UIKit) && os(iOS)
    import Combine
    import KeyboardAvoidanceCore
    import UIKit

    /// Observes the keyboard for one view: each keyboard notification read by the engine (spec
    /// §2) and measured against the view, as a ``KeyboardObserver/State``. A new subscriber gets
    /// the current state at once. Main actor; keep the observer, or an observation of it, in a
    /// property.
    ///
    /// ```swift
    /// import Combine
    ///
    /// // observation: a stored AnyCancellable; it keeps the observer.
    /// observation = KeyboardObserver(view: view).observe { [weak self] state in
    ///     self?.bottomConstraint.constant = state.coverage?.overlap ?? 0
    /// }
    /// ```
    ///
    /// ``observePhases(_:)`` follows the keyboard frame by frame (the article "Following the
    /// keyboard frame by frame"). A notification posted off the main thread is handled on the
    /// main queue's next turn. Releasing the observer, on any thread, removes its hidden views
    /// and gives back the dismiss padding it set.
    @objc(KBAKeyboardObserver)
    @MainActor
    public final class KeyboardObserver: NSObject {
        /// The state after the last notification not ignored, measured against the view.
        public var state: State? {
            if let unmeasured {
                self.unmeasured = nil
                storedState = measuredState(after: unmeasured)
            }
            return storedState
        }
        private var storedState: State?
        /// The last notification not ignored while nobody observed; measured when ``state`` is
        /// read.
        private var unmeasured: KeyboardNotice?
        /// The observed view.
        public private(set) weak var view: UIView?
        /// What to do about a floating keyboard when measuring the overlap.
        public var floatingKeyboard: FloatingKeyboardPolicy

        /// How far above the keyboard an interactive dismissal begins (iOS 17 and later: the view
        /// guide's `keyboardDismissPadding`); 0 by default, which leaves the guide's own alone.
        /// It acts on the whole window, so it is given back when the view leaves its window, on
        /// 0 and when the observer goes (the article "Following the keyboard frame by frame").
        public var keyboardDismissPadding: CGFloat = 0 {
            didSet {
                padding.requested = keyboardDismissPadding
                updateWatcher()
                padding.update(isInWindow: view?.window != nil)
            }
        }

        private let notificationCenter: NotificationCenter
        private var handlers: [UUID: (State) -> Void] = [:]
        private var notificationHandlers: [UUID: (KeyboardNotice, Notification?) -> Void] = [:]
        /// A recorder's copier for off-main notifications' userInfo; read from any thread.
        package nonisolated var userInfoCopier:
            (@Sendable ([AnyHashable: Any]?) -> any SendableUserInfo)?
        {
            get { lockedUserInfoCopier.value }
            set { lockedUserInfoCopier.value = newValue }
        }
        private nonisolated let lockedUserInfoCopier = LockedUserInfoCopier()
        private var phaseHandlers: [UUID: (KeyboardPhase, KeyboardPhaseDelivery.Source) -> Void] =
            [:]
        private var dragHandlers: [UUID: (CGRect) -> Void] = [:]
        /// Who follows the keyboard frame by frame: the core decides when the follower runs.
        private var demand = KeyboardTrackingDemand()
        /// Follows the keyboard frame by frame while the demand needs it.
        private var follower: KeyboardGuideFollower?
        /// Tells the follower and the padding when the view changes windows.
        private var windowWatcher: WindowWatcher?
        /// The dismiss padding borrowed from the view's keyboard layout guide.
        private let padding: DismissPaddingLoan
        private let subject = CurrentValueSubject<State?, Never>(nil)
        /// Whether a state publisher was made (then every state is measured as it comes).
        private var publishesStates = false
        private let phaseSubject = PassthroughSubject<KeyboardPhase, Never>()
        private var phaseSubscribers = 0

        /// Starts observing the keyboard for a view.
        ///
        /// - Parameters:
        ///   - view: The view whose overlap is measured.
        ///   - notificationCenter: Where the keyboard notifications come from.
        ///   - floatingKeyboard: Whether a floating keyboard counts; by default it does not.
        public init(
            view: UIView, notificationCenter: NotificationCenter = .default,
            floatingKeyboard: FloatingKeyboardPolicy = .ignore
        ) {
            self.view = view
            self.notificationCenter = notificationCenter
            self.floatingKeyboard = floatingKeyboard
            padding = DismissPaddingLoan(view: view)
            demand.guideShowsNotifiedKeyboards = notificationCenter === NotificationCenter.default
            super.init()
            EarlyRelease.watch(self)
            for name in KeyboardEvent.Name.allCases {
                // Selector-based observation is removed with the observer: nothing to clean up.
                notificationCenter.addObserver(
                    self, selector: #selector(keyboardNotification(_:)),
                    name: Notification.Name(name.rawValue),
                    object: nil)
            }
            notificationCenter.addObserver(
                self, selector: #selector(dragFramePosted(_:)),
                name: Self.dragFrameNotification, object: nil)
        }

        deinit {
            // The hidden views go and the padding goes back through what this object holds, not
            // through `self`.
            let follower = follower
            let watcher = windowWatcher
            let padding = padding
            MainActorHop.run {
                follower?.invalidate()
                watcher?.removeFromSuperview()
                padding.update(isInWindow: false)
            }
        }

        /// Calls `handler` with the current state, if any, and with each new one, until the
        /// returned observation is cancelled or released. The observation keeps this observer
        /// alive, as a Combine subscription does; cancelled off the main thread, it stops on the
        /// main queue's next turn.
        public func observe(_ handler: @escaping @MainActor (State) -> Void) -> AnyCancellable {
            let id = UUID()
            handlers[id] = handler
            if let state { handler(state) }
            return Self.observation { [self] in handlers[id] = nil }
        }

        /// An observation that runs `cancel` on the main actor when cancelled or released; `cancel`
        /// holds the observer, so the observation keeps it.
        private static func observation(_ cancel: @escaping @MainActor @Sendable () -> Void)
            -> AnyCancellable
        {
            AnyCancellable { MainActorHop.run(cancel) }
        }

        /// The states, as a publisher that starts with the current one. A subscription keeps
        /// the observer alive until it is cancelled.
        public var publisher: AnyPublisher<State, Never> {
            if !publishesStates {
                publishesStates = true
                subject.value = state
            }
            return subject.compactMap { [self] state in
                withExtendedLifetime(self) { state }
            }
            .eraseToAnyPublisher()
        }

        /// The states, as an asynchronous sequence that starts with the current one. Iterating
        /// keeps the observer alive until the iteration ends.
        public var states: AsyncStream<State> {
            let (stream, continuation) = AsyncStream.makeStream(of: State.self)
            let id = UUID()
            handlers[id] = { continuation.yield($0) }
            if let state { continuation.yield(state) }
            // The iteration keeps the observer: its end removes the handler.
            continuation.onTermination = { [self] _ in
                Task { @MainActor in handlers[id] = nil }
            }
            return stream
        }

        /// Calls `handler` with every `KeyboardPhase` from now on, until the returned observation
        /// is cancelled or released (it keeps this observer alive); a display link runs during
        /// moves and drags meanwhile. A floating keyboard has no `.interactive` phases.
        public func observePhases(_ handler: @escaping @MainActor (KeyboardPhase) -> Void)
            -> AnyCancellable
        {
            observeSourcedPhases { phase, _ in handler(phase) }
        }

        /// ``observePhases(_:)``, with where each phase came from (for SwiftUI's delivery).
        package func observeSourcedPhases(
            _ handler: @escaping (KeyboardPhase, KeyboardPhaseDelivery.Source) -> Void
        ) -> AnyCancellable {
            let id = UUID()
            phaseHandlers[id] = handler
            updateFollower()
            return Self.observation { [self] in
                phaseHandlers[id] = nil
                updateFollower()
            }
        }

        /// The phases, as an asynchronous sequence. Iterating keeps the observer alive until the
        /// iteration ends.
        public var phases: AsyncStream<KeyboardPhase> {
            let (stream, continuation) = AsyncStream.makeStream(of: KeyboardPhase.self)
            let id = UUID()
            phaseHandlers[id] = { phase, _ in continuation.yield(phase) }
            updateFollower()
            // The iteration keeps the observer: its end removes the handler.
            continuation.onTermination = { [self] _ in
                Task { @MainActor in
                    phaseHandlers[id] = nil
                    updateFollower()
                }
            }
            return stream
        }

        /// The phases, as a publisher. A subscription keeps the observer alive, and the display
        /// link available, until it is cancelled.
        public var phasePublisher: AnyPublisher<KeyboardPhase, Never> {
            phaseSubject.handleEvents(
                // Subscriptions may come from any thread: counted on the main actor.
                receiveSubscription: { [self] _ in
                    Task { @MainActor in
                        phaseSubscribers += 1
                        updateFollower()
                    }
                },
                receiveCancel: { [self] in
                    Task { @MainActor in
                        phaseSubscribers -= 1
                        updateFollower()
                    }
                }
            )
            .eraseToAnyPublisher()
        }

        /// The keyboard's screen frame at each display frame of a drag, for `track` samples (spec
        /// §6.2); followed only while a docked keyboard is up.
        func observeDrags(_ handler: @escaping (CGRect) -> Void) -> AnyCancellable {
            let id = UUID()
            dragHandlers[id] = handler
            updateFollower()
            return Self.observation { [weak self] in
                self?.dragHandlers[id] = nil
                self?.updateFollower()
            }
        }

        /// A keyboard already up when a component started, read off a keyboard layout guide.
        func keyboardFound(_ event: KeyboardEvent, screen: UIScreen) {
            demand.keyboardChanged(by: event, screen: screen.bounds)
            updateFollower()
        }

        /// Starts the follower when the core's demand needs it, and lets it go when it does not.
        private func updateFollower() {
            var wantsPhases = !phaseHandlers.isEmpty
            wantsPhases = wantsPhases || phaseSubscribers > 0
            demand.wantsPhases = wantsPhases
            demand.wantsDrags = !dragHandlers.isEmpty
            if demand.needsFollower, let view {
                if follower == nil {
                    let follower = KeyboardGuideFollower(view: view)
                    follower.onPhases = { [weak self] phases, source in
                        guard let self else { return }
                        // A guide that shows no keyboard this observer hears of tells of no drag.
                        deliver(
                            phases, from: source,
                            drags: demand.guideShowsNotifiedKeyboards)
                    }
                    self.follower = follower
                }
                follower?.wantsMoves = demand.followsMoves
            } else {
                follower?.invalidate()
                follower = nil
            }
            updateWatcher()
        }

        /// Keeps a window watcher in the view while the follower or the padding needs one.
        private func updateWatcher() {
            guard let view, follower != nil || padding.needsWindowChanges else {
                windowWatcher?.removeFromSuperview()
                windowWatcher = nil
                return
            }
            guard windowWatcher == nil else { return }
            let watcher = WindowWatcher(in: view)
            watcher.onWillMove = { [weak self] window in
                // Given back while the old window still has the view: the padding is its.
                guard let self, window !== self.view?.window else { return }
                padding.update(isInWindow: false)
            }
            watcher.onDidMove = { [weak self] in
                guard let self else { return }
                follower?.attach()
                padding.update(isInWindow: self.view?.window != nil)
            }
            windowWatcher = watcher
        }

        /// Hands phases to their observers, and the frames of a drag to the components.
        ///
        /// `drags`: whether a finger's drag frames among them go to the components too.
        func deliver(
            _ phases: [KeyboardPhase], from source: KeyboardPhaseDelivery.Source,
            drags: Bool = true
        ) {
            for phase in phases {
                for handler in phaseHandlers.values { handler(phase, source) }
                phaseSubject.send(phase)
                if drags, case .interactive(let frame) = phase {
                    for handler in dragHandlers.values { handler(frame) }
                }
            }
        }

        /// Every keyboard notification about the view's screen, ignored ones included, as read;
        /// with the posted notification when it came on the main thread (for a recorder).
        func observeNotifications(_ handler: @escaping (KeyboardNotice, Notification?) -> Void)
            -> AnyCancellable
        {
            let id = UUID()
            notificationHandlers[id] = handler
            return Self.observation { [weak self] in self?.notificationHandlers[id] = nil }
        }

        /// Handles a notification posted before this observer existed, as if it had been observed:
        /// for a component made after the keyboard's show (`AvoidanceCoordinator`).
        func takeMissedNotice(_ notice: KeyboardNotice) {
            handle(notice, original: nil)
        }

        /// Every keyboard notification, from any thread: read into `Sendable` values here and
        /// handled on the main actor (a main-actor `@objc` method would trap off-main).
        @objc nonisolated private func keyboardNotification(_ notification: Notification) {
            // On the main thread (UIKit's) it is handled at once, inside UIKit's animation block,
            // and the notification itself is handed on; posted on another thread (an app's own
            // center), on the main queue's next turn — after any main-thread notification already
            // queued, outside UIKit's animation block — with its userInfo copied for a recorder.
            guard Thread.isMainThread else {
                guard let notice = KeyboardNotice(notification, copyingUserInfo: userInfoCopier)
                else { return }
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { self?.handle(notice, original: nil) }
                }
                return
            }
            guard let notice = KeyboardNotice(notification) else { return }
            // Handed on synchronously, on the thread it was posted on (the main one): it is never
            // shared across threads.
            nonisolated(unsafe) let original = notification
            MainActor.assumeIsolated { handle(notice, original: original) }
        }

        private func handle(_ notice: KeyboardNotice, original: Notification?) {
            guard let view, !ViewMeasurement.isAboutAnotherScreen(notice.screen, view: view) else {
                return
            }
            for handler in notificationHandlers.values { handler(notice, original) }
            let event = notice.event
            guard !event.isIgnored else { return }
            if let screen = ViewMeasurement.screen(for: view, announced: notice.screen) {
                // A drag needs the follower from a show on, and none after a hide.
                demand.keyboardChanged(by: event, screen: screen.bounds)
                updateFollower()
                follower?.transition(event, screen: screen)
            }
            var observed = !handlers.isEmpty
            observed = observed || publishesStates
            guard observed else {
                // Nobody hears the state now: measured if it is read.
                unmeasured = notice
                return
            }
            unmeasured = nil
            guard let state = measuredState(after: notice) else { return }
            storedState = state
            subject.send(state)
            for handler in handlers.values { handler(state) }
        }

        /// The state after a notification, measured against the view now.
        private func measuredState(after notice: KeyboardNotice) -> State? {
            guard let view else { return nil }
            let event = notice.event
            let layout = ViewMeasurement.screen(for: view, announced: notice.screen).flatMap {
                ViewMeasurement.layout(of: view, screen: $0, safeArea: Insets(view.safeAreaInsets))
            }
            // The engine's reading: an undocking's hide leaves a floating keyboard under `.avoid`.
            let coverage = layout.map {
                $0.coverage(
                    ofKeyboard: event.resultingFrame(
                        floating: floatingKeyboard, screen: $0.screen),
                    floating: floatingKeyboard)
            }
            return State(
                event: event, coverage: coverage, safeAreaBottom: view.safeAreaInsets.bottom)
        }
    }
#endif
