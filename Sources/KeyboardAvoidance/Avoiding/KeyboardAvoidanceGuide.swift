#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A layout guide along the bottom of a view whose top follows the keyboard: the `guide`
    /// strategy, with the same semantics on iOS 15 and later.
    ///
    /// Its height is the part of the view the keyboard covers — measured against the view, so
    /// correct in Stage Manager, Slide Over and form sheets — and never less than the bottom safe
    /// area; a floating keyboard is not followed unless asked. The safe-area part is a constraint
    /// on the view's safe-area layout guide, so it follows rotation and first appearance in the
    /// same layout pass; the keyboard part moves with the keyboard's own animation. Unlike UIKit's
    /// `keyboardLayoutGuide`, it is an object you make for a view; pin to its top.
    ///
    /// It follows a finger's drag of the keyboard frame by frame (a scroll view whose
    /// `keyboardDismissMode` is interactive), as every component does: the frames come from a
    /// keyboard layout guide, since UIKit posts nothing until the finger lifts.
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

        /// Space kept between what is pinned to the guide's top and the keyboard, in points, while
        /// the keyboard covers the view; 0 by default (UIKit's guide keeps none). At rest the
        /// guide's top is the safe area's bottom, margin or not. A value that is not a finite
        /// number ≥ 0 is refused: the margin keeps its value.
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

        /// How far above the keyboard an interactive dismissal begins, on iOS 17 and later: a bar
        /// pinned to the guide sets its height, so that the drag starts at the bar's top.
        ///
        /// It is set on the `keyboardLayoutGuide` of the guide's view, and UIKit passes it on to
        /// every keyboard layout guide in the window: it acts on the whole window. The guide's view
        /// gets back the padding it had when this is 0 (the default), while the guide is turned
        /// off, when the view leaves its window, and when the guide goes away.
        @objc public var keyboardDismissPadding: CGFloat = 0 {
            didSet { applyDismissPadding() }
        }

        /// Called when an adjustment's animation ends, with `true` when it finished.
        @objc public var completion: ((Bool) -> Void)? {
            didSet { coordinator?.completion = completion }
        }

        private var coordinator: AvoidanceCoordinator?

        /// Who hears of a change of ``margin`` or ``isEnabled``: a list under a riding bar on this
        /// guide, which reads them only when it measures. Held weakly; gone owners are dropped.
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

        /// Stops following the keyboard at once: the guide rests on the safe area's bottom, stays in
        /// its view (what is pinned to it stays laid out) and gives back the dismiss padding;
        /// nothing more is observed. Done by itself when the guide goes away.
        @objc public func invalidate() {
            keyboardDismissPadding = 0
            coordinator?.invalidate()
        }

        /// The padding asked for while the guide is on; none while it is off.
        private func applyDismissPadding() {
            coordinator?.keyboardDismissPadding = isEnabled ? keyboardDismissPadding : 0
        }

        /// Sees every input this guide hands its session, before the session takes it: how
        /// `KeyboardAvoidanceRecording` records. Held strongly until replaced or set to `nil`.
        public var sessionObserver: (any AvoidanceSessionObserver)? {
            get { coordinator?.observer }
            set { coordinator?.observer = newValue }
        }
    }

    /// Sets the keyboard part of the guide's height; the safe-area part is a constraint.
    ///
    /// Not the plan's `guide(height:)` as one constant: the safe area changes in a layout pass
    /// (a rotation, the first appearance), and the session measures only after it, so a constant
    /// would lag the safe area by a pass. The core gives the keyboard's part (with the guide's
    /// margin while the keyboard covers the view); its tests check that with the safe area's it
    /// makes the plan.
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
