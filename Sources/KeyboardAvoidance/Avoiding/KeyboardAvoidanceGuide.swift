#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A layout guide along the bottom of a view whose top follows the keyboard: the `guide`
    /// strategy (spec §5), on iOS 15 and later, following a drag frame by frame (spec §6.2).
    /// Unlike UIKit's `keyboardLayoutGuide` it is an object you make and keep (main actor);
    /// pin to its top.
    ///
    /// ```swift
    /// let keyboardGuide = KeyboardAvoidanceGuide(in: view)
    /// toolbar.bottomAnchor.constraint(equalTo: keyboardGuide.topAnchor).isActive = true
    /// ```
    @objc(KBAKeyboardAvoidanceGuide)
    @MainActor
    public final class KeyboardAvoidanceGuide: UILayoutGuide {
        /// Whether the guide follows the keyboard; turned off, it rests on the safe area and gives
        /// back the dismiss padding it set.
        @objc public var isEnabled = true {
            didSet {
                coordinator?.configuration.isEnabled = isEnabled
                applyDismissPadding()
                if isEnabled != oldValue { settingsDidChange() }
            }
        }

        /// Whether a floating keyboard is followed; by default it is not.
        public var floatingKeyboard: FloatingKeyboardPolicy = .ignore {
            didSet { coordinator?.configuration.floatingKeyboard = floatingKeyboard }
        }

        /// Space in points between what is pinned to the guide's top and the keyboard while it
        /// covers the view (none at rest); 0 by default. A value not finite and ≥ 0 is refused.
        @objc public var margin: CGFloat = 0 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(margin) else {
                    margin = oldValue
                    return
                }
                coordinator?.configuration.margin = margin
                if margin != oldValue { settingsDidChange() }
            }
        }

        /// How far above the keyboard an interactive dismissal begins (iOS 17 and later), as
        /// ``KeyboardObserver/keyboardDismissPadding``; 0 by default. Acts on the whole window.
        @objc public var keyboardDismissPadding: CGFloat = 0 {
            didSet { applyDismissPadding() }
        }

        /// Called when an adjustment's animation ends, with `true` when it finished.
        @objc public var completion: ((Bool) -> Void)? {
            didSet { coordinator?.completion = completion }
        }

        private var coordinator: AvoidanceCoordinator?

        /// Who hears of a change of ``margin`` or ``isEnabled`` (a list under a riding bar); weak.
        private var settingsObservers: [(owner: Weak, handler: @MainActor () -> Void)] = []

        /// A weak reference to an observer's owner.
        private struct Weak {
            weak var object: AnyObject?
        }

        /// Calls `handler` after every change of ``margin`` or ``isEnabled``, until
        /// ``removeSettingsObserver(_:)`` with the same `owner`, or `owner` goes away.
        func addSettingsObserver(_ owner: AnyObject, handler: @escaping @MainActor () -> Void) {
            removeSettingsObserver(owner)
            settingsObservers.append((Weak(object: owner), handler))
        }

        /// Stops telling `owner` of changes.
        func removeSettingsObserver(_ owner: AnyObject) {
            settingsObservers.removeAll { $0.owner.object == nil || $0.owner.object === owner }
        }

        private func settingsDidChange() {
            settingsObservers.removeAll { $0.owner.object == nil }
            for observer in settingsObservers { observer.handler() }
        }

        /// Adds a guide to `view`, pinned to its leading, trailing and bottom edges, and starts
        /// following the keyboard.
        @objc(initWithView:)
        public convenience init(in view: UIView) {
            self.init(in: view, notificationCenter: .default)
        }

        /// Adds a guide to `view` and starts following the keyboard, observing
        /// `notificationCenter`.
        public init(in view: UIView, notificationCenter: NotificationCenter) {
            super.init()
            identifier = "KeyboardAvoidanceGuide"
            view.addLayoutGuide(self)
            // Height: the keyboard's overlap, and never less than the bottom safe area — the
            // smallest height both required constraints allow.
            let overlap = heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
            let shortest = heightAnchor.constraint(equalToConstant: 0)
            shortest.priority = .defaultLow
            NSLayoutConstraint.activate([
                leadingAnchor.constraint(equalTo: view.leadingAnchor),
                trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottomAnchor.constraint(equalTo: view.bottomAnchor),
                topAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
                overlap, shortest,
            ])
            coordinator = AvoidanceCoordinator(
                container: view, strategy: .guide,
                configuration: AvoiderConfiguration(
                    margin: margin, floatingKeyboard: floatingKeyboard, isEnabled: isEnabled),
                notificationCenter: notificationCenter, followsFocus: false,
                surface: GuideSurface(view: view, overlap: overlap))
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        deinit {
            // The views return to rest through the coordinator, not through `self`; its keyboard
            // observer, released with it, removes its hidden views and gives the padding back.
            let coordinator = coordinator
            MainActorHop.run { coordinator?.invalidate() }
        }

        /// The session this guide drives: what it has measured, what is applied.
        public var session: AvoidanceSession? { coordinator?.session }

        /// Stops following the keyboard at once: the guide rests on the safe area (staying in its
        /// view) and gives back the dismiss padding. Done by itself when the guide goes away.
        @objc public func invalidate() {
            keyboardDismissPadding = 0
            coordinator?.invalidate()
        }

        /// The padding asked for while the guide is on; none while it is off.
        private func applyDismissPadding() {
            coordinator?.keyboardDismissPadding = isEnabled ? keyboardDismissPadding : 0
        }

        /// Sees every input before the session takes it (a recorder); held strongly.
        public var sessionObserver: (any AvoidanceSessionObserver)? {
            get { coordinator?.observer }
            set { coordinator?.observer = newValue }
        }
    }

    /// Sets the keyboard part of the guide's height. The safe-area part is a constraint, not part
    /// of one constant: the session measures after a rotation's layout pass and would lag it.
    @MainActor
    private final class GuideSurface: AvoidanceSurface {
        weak var container: UIView?
        private weak var overlap: NSLayoutConstraint?

        init(view: UIView, overlap: NSLayoutConstraint) {
            container = view
            self.overlap = overlap
        }

        func safeArea() -> Insets {
            container.map { Insets($0.safeAreaInsets) } ?? .zero
        }

        func rect(of target: UIView) -> CGRect? { nil }

        func set(_ action: SurfaceAction, releasing: Bool) {
            guard case .guide(let keyboardPart) = action.settings else { return }
            overlap?.constant = keyboardPart
        }
    }
#endif
