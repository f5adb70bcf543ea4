#if canImport(UIKit) && os(iOS)
    import Combine
    import KeyboardAvoidanceCore
    import UIKit

    /// Observes the keyboard for one view: each keyboard notification read by the engine and
    /// measured against the view, as a ``KeyboardObserver/State``.
    ///
    /// The notification center is injected (the default one by default). The keyboard's frame is
    /// taken in the coordinate space of the screen the notification is about — its `object` from
    /// iOS 16.1, otherwise the view's window scene's screen, never `UIScreen.main` — and the
    /// engine measures what it covers of the view. A new subscriber receives the current state at
    /// once.
    ///
    /// ```swift
    /// let observer = KeyboardObserver(view: view)
    /// let observation = observer.observe { state in
    ///     bottomConstraint.constant = state.coverage?.overlap ?? 0
    /// }
    /// ```
    ///
    /// It also follows the keyboard frame by frame: ``observePhases(_:)`` (or ``phases``,
    /// ``phasePublisher``) gives each change's `KeyboardPhase`s — its start,
    /// the keyboard's frame at every display frame of the move (predicted for the frame being
    /// prepared), the frames of a finger's drag, its end. While someone observes the phases, a
    /// hidden view in the window follows a keyboard layout guide, and a display link runs during
    /// each move or drag. A floating or undocked keyboard is followed by its notifications only:
    /// its phases are `.start`, `.move`s and `.end`, never `.interactive`.
    ///
    /// A keyboard notification posted on another thread than the main one (by an app's own
    /// center) is handled on the main queue's next turn. Releasing the observer — on any thread —
    /// removes its hidden views and gives back the dismiss padding it set.
    @objc(KBAKeyboardObserver)
    @MainActor
    public final class KeyboardObserver: NSObject {
        /// The latest state: of the last notification that was not ignored, measured against the
        /// view when it came — or, when nobody observed the states then, when it is first read.
        public var state: State? {
            if let unmeasured {
                self.unmeasured = nil
                storedState = measuredState(after: unmeasured)
            }
            return storedState
        }
        private var storedState: State?
        /// The last notification that was not ignored, while nobody observed the states: measured
        /// only when ``state`` is read, so that nothing is worked out for no one.
        private var unmeasured: KeyboardNotice?
        /// The observed view.
        public private(set) weak var view: UIView?
        /// What to do about a floating keyboard when measuring the overlap.
        public var floatingKeyboard: FloatingKeyboardPolicy

        /// How far above the keyboard an interactive dismissal begins, on iOS 17 and later: the
        /// `keyboardDismissPadding` of the observed view's keyboard layout guide. A bar that rides
        /// the keyboard sets its height, so that the drag starts at the bar's top.
        ///
        /// UIKit passes this padding on to every keyboard layout guide in the window: it acts on
        /// the whole window, not only on the observed view. So it is set only while the view is in
        /// a window, and given back — the guide gets the value it had before — when the view
        /// leaves its window, when this is set back to 0 (the default: the guide's own padding is
        /// left alone), and when the observer goes away. A padding the app sets on the same guide
        /// meanwhile is the app's: the observer leaves it alone from then on.
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
        /// The copier of a recorder that hears the notifications: their userInfo is copied with it
        /// when they come off the main thread. Read from any thread.
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
        /// Who follows the keyboard frame by frame, and whether a docked keyboard is up: when the
        /// follower runs is the core's decision.
        private var demand = KeyboardTrackingDemand()
        /// Follows the keyboard frame by frame while the demand needs it.
        private var follower: KeyboardGuideFollower?
        /// Tells the follower and the padding when the view changes windows.
        private var windowWatcher: WindowWatcher?
        /// The dismiss padding borrowed from the view's keyboard layout guide.
        private let padding: DismissPaddingLoan
        #if canImport(Combine)
            private let subject = CurrentValueSubject<State?, Never>(nil)
            /// Whether a publisher of the states was made: every state is measured as it comes
            /// from then on.
            private var publishesStates = false
            private let phaseSubject = PassthroughSubject<KeyboardPhase, Never>()
            private var phaseSubscribers = 0
        #endif

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
        /// returned observation is cancelled or released.
        public func observe(_ handler: @escaping @MainActor (State) -> Void) -> AnyCancellable {
            let id = UUID()
            handlers[id] = handler
            if let state { handler(state) }
            return Self.observation { [weak self] in self?.handlers[id] = nil }
        }

        /// An observation that runs `cancel` on the main actor when cancelled or released: released
        /// by its last owner, on whatever thread that is.
        private static func observation(_ cancel: @escaping @MainActor @Sendable () -> Void)
            -> AnyCancellable
        {
            AnyCancellable { MainActorHop.run(cancel) }
        }

        #if canImport(Combine)
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
        #endif

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

        /// Calls `handler` with every phase of the keyboard's changes from now on — `.start`, a
        /// `.move` per display frame of an animated change, `.interactive` for each frame of a
        /// finger's drag, `.end` — until the returned observation is cancelled or released. A
        /// display link runs during moves and drags while at least one such observation lasts.
        public func observePhases(_ handler: @escaping @MainActor (KeyboardPhase) -> Void)
            -> AnyCancellable
        {
            observeSourcedPhases { phase, _ in handler(phase) }
        }

        /// ``observePhases(_:)``, with where each phase came from: a SwiftUI action waits only
        /// for those of a notification, which may come inside a view update.
        package func observeSourcedPhases(
            _ handler: @escaping (KeyboardPhase, KeyboardPhaseDelivery.Source) -> Void
        ) -> AnyCancellable {
            let id = UUID()
            phaseHandlers[id] = handler
            updateFollower()
            return Self.observation { [weak self] in
                self?.phaseHandlers[id] = nil
                self?.updateFollower()
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

        #if canImport(Combine)
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
        #endif

        /// The keyboard's frame, in screen coordinates, at each display frame of a finger's drag:
        /// what the avoiding components hand their sessions as `track` samples (spec §6.2). A
        /// keyboard the drag takes off-screen comes as a frame below the screen (hidden, spec §3).
        /// The frames are followed only while a docked keyboard is up, as notifications (or
        /// ``keyboardFound(_:screen:)``) tell: no hidden view or display link otherwise.
        func observeDrags(_ handler: @escaping (CGRect) -> Void) -> AnyCancellable {
            let id = UUID()
            dragHandlers[id] = handler
            updateFollower()
            return Self.observation { [weak self] in
                self?.dragHandlers[id] = nil
                self?.updateFollower()
            }
        }

        /// A keyboard already up when a component started, read off a keyboard layout guide: no
        /// notification will say so, and a finger may drag it.
        func keyboardFound(_ event: KeyboardEvent, screen: UIScreen) {
            demand.keyboardChanged(by: event, screen: screen.bounds)
            updateFollower()
        }

        /// Starts the follower when the core's demand needs it, and lets it go when it does not.
        private func updateFollower() {
            var wantsPhases = !phaseHandlers.isEmpty
            #if canImport(Combine)
                wantsPhases = wantsPhases || phaseSubscribers > 0
            #endif
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
                #if canImport(Combine)
                    phaseSubject.send(phase)
                #endif
                if drags, case .interactive(let frame) = phase {
                    for handler in dragHandlers.values { handler(frame) }
                }
            }
        }

        /// Every keyboard notification about the view's screen, ignored ones included, as the
        /// engine read it: what the avoiding components plan and record with.
        ///
        /// The handler also gets the notification as posted when it came on the main thread: a
        /// recorder records it as delivered.
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

        /// Every keyboard notification, from whatever thread posted it: read here into `Sendable`
        /// values, handled on the main actor — never trapped on by the executor check a
        /// main-actor `@objc` method has.
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
            #if canImport(Combine)
                observed = observed || publishesStates
            #endif
            guard observed else {
                // Nobody hears the state now: measured if it is read.
                unmeasured = notice
                return
            }
            unmeasured = nil
            guard let state = measuredState(after: notice) else { return }
            storedState = state
            #if canImport(Combine)
                subject.send(state)
            #endif
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
