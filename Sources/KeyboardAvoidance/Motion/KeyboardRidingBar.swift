#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A bar that rides the keyboard — a chat composer — and comes down with it when the user
    /// drags it away, the dismissal starting at the bar's top.
    ///
    /// It pins the bar's bottom to a ``KeyboardAvoidanceGuide``, so the bar sits on the keyboard
    /// (or the safe area) and follows a drag frame by frame; on iOS 17 and later a dismissal drag
    /// starts at the bar's top. Put the bar in `view` first, its leading and trailing edges
    /// constrained by you (not its bottom or top); `view` must not scroll. The bar may be a
    /// `UIVisualEffectView`, and may leave its superview and come back.
    ///
    /// Keep a strong reference (main actor): the bar rides as long as this object lasts. Give it
    /// to the list's ``ScrollViewKeyboardAvoidance/ridingBar`` (held weakly) to keep the messages
    /// clear of it. See the article "Chat screens", "A bar riding the keyboard".
    ///
    /// ```swift
    /// view.addSubview(composerView)  // leading and trailing edges pinned to the view's
    /// ridingBar = KeyboardRidingBar(bar: composerView, in: view)  // a property: kept
    /// ridingBar.extendsBackgroundIntoSafeArea = true
    /// messagesAvoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// messagesAvoidance.ridingBar = ridingBar
    /// messagesAvoidance.sticksToBottom = true
    /// tableView.keyboardDismissMode = .interactive
    /// ```
    ///
    /// It moves by ``KeyboardObserver/State/liftAboveSafeArea``.
    @objc(KBAKeyboardRidingBar)
    @MainActor
    public final class KeyboardRidingBar: NSObject {
        /// The bar.
        @objc public private(set) weak var bar: UIView?
        /// The guide the bar sits on.
        @objc public let guide: KeyboardAvoidanceGuide
        /// Whether the bar rides the keyboard; turned off, it rests on the safe area and the dismiss
        /// padding goes back.
        @objc public var isEnabled: Bool {
            get { guide.isEnabled }
            set { guide.isEnabled = newValue }
        }

        /// Whether the bar's background reaches down to the view's bottom edge (the home
        /// indicator's strip) at rest; `false` by default. Keep the bar's `clipsToBounds` `false`:
        /// the copy is a subview reaching below it (beside a `UIVisualEffectView` bar).
        @objc public var extendsBackgroundIntoSafeArea = false {
            didSet { updateBackdrop() }
        }

        private var sizeReporter: ContainerProbe?
        /// The bar's bottom on the guide's top; UIKit deactivates it when the bar leaves its
        /// superview.
        private let pin: NSLayoutConstraint
        /// The copy of the bar's background under it.
        private var backdrop: UIView?
        /// What holds the backdrop to the bar and the view's bottom.
        private var backdropConstraints: [NSLayoutConstraint] = []
        /// A blurred bar's `isHidden` and `alpha`, followed by the backdrop beside it.
        private var barObservations: [NSKeyValueObservation] = []
        /// Whether the upkeep found in a layout pass waits for the main queue's next turn.
        private var upkeepScheduled = false

        /// Pins `bar` (a descendant of `view`) to the keyboard of `view`.
        @objc(initWithBar:inView:)
        public convenience init(bar: UIView, in view: UIView) {
            self.init(bar: bar, in: view, notificationCenter: .default)
        }

        /// Pins `bar` to the keyboard of `view`, observing `notificationCenter`.
        public init(bar: UIView, in view: UIView, notificationCenter: NotificationCenter) {
            self.bar = bar
            let guide = KeyboardAvoidanceGuide(in: view, notificationCenter: notificationCenter)
            self.guide = guide
            pin = bar.bottomAnchor.constraint(equalTo: guide.topAnchor)
            super.init()
            bar.translatesAutoresizingMaskIntoConstraints = false
            pin.isActive = true
            // The dismissal starts at the bar's top: its height, kept as it changes.
            let reporter = ContainerProbe(in: bar)
            reporter.onLayout = { [weak self] in self?.barDidLayOut() }
            // The bar left its superview, or came back: its pin and backdrop come back with it.
            reporter.onWindowChange = { [weak self] in self?.followBar(.windowChange) }
            sizeReporter = reporter
            // The guide's margin lifts the bar: the dismissal starts at the bar's top still.
            guide.addSettingsObserver(self) { [weak self] in self?.updateDismissPadding() }
            barDidLayOut()
        }

        deinit {
            // The guide stays in its view (a view keeps its layout guides) and the bar on it, at
            // rest on the safe area: the guide stops following the keyboard. The padding, which
            // acts on the whole window, goes back with the bar that wanted it. The observations
            // of a blurred bar stop on the main actor, where the bar is.
            let reporter = sizeReporter
            let guide = guide
            let backdrop = backdrop
            let observations = barObservations
            MainActorHop.run {
                for observation in observations { observation.invalidate() }
                reporter?.removeFromSuperview()
                backdrop?.removeFromSuperview()
                guide.invalidate()
            }
        }

        /// Stops riding the keyboard at once: the bar rests on the safe area's bottom and nothing
        /// more is observed. Done by itself when this object goes away.
        @objc public func invalidate() {
            sizeReporter?.removeFromSuperview()
            sizeReporter = nil
            removeBackdrop()
            guide.invalidate()
        }

        /// In the bar's layout pass: the padding follows its height, the backdrop its look.
        private func barDidLayOut() {
            updateDismissPadding()
            followBar(.layoutPass)
        }

        /// The dismissal begins at the bar's top: its height and the guide's margin above the
        /// keyboard.
        private func updateDismissPadding() {
            guard let bar else { return }
            guide.keyboardDismissPadding = RidingBarUpkeep.dismissPadding(
                barHeight: bar.bounds.height, guideMargin: guide.margin)
        }

        /// Keeps the pin and the backdrop with the bar (`RidingBarUpkeep`); never changes views or
        /// constraints inside a layout pass.
        private func followBar(_ moment: RidingBarUpkeep.Moment) {
            guard let bar else { return }
            let upkeep = RidingBarUpkeep(
                moment: moment, isRunning: sizeReporter != nil, pinIsActive: pin.isActive,
                barIsInGuideView: guide.owningView.map { bar.isDescendant(of: $0) } ?? false,
                wantsBackdrop: extendsBackgroundIntoSafeArea,
                backdropIsAttached: isBackdropAttached(to: bar))
            if upkeep.repin == .now { pin.isActive = true }
            if upkeep.matchesBackdrop { matchBackdrop() }
            guard upkeep.hasDeferredWork, !upkeepScheduled else { return }
            upkeepScheduled = true
            DispatchQueue.main.async { [weak self] in self?.runDeferredUpkeep() }
        }

        /// Out of the layout pass: decided again (the bar may have moved), then done.
        private func runDeferredUpkeep() {
            upkeepScheduled = false
            guard let bar else { return }
            // Out of any layout pass, as after a window change: everything may be done now.
            let upkeep = RidingBarUpkeep(
                moment: .windowChange, isRunning: sizeReporter != nil, pinIsActive: pin.isActive,
                barIsInGuideView: guide.owningView.map { bar.isDescendant(of: $0) } ?? false,
                wantsBackdrop: extendsBackgroundIntoSafeArea,
                backdropIsAttached: isBackdropAttached(to: bar))
            if upkeep.repin != nil { pin.isActive = true }
            if upkeep.rebuildsBackdrop { reattachBackdrop(to: bar) }
            if upkeep.matchesBackdrop { matchBackdrop() }
            bar.setNeedsLayout()
        }

        /// Reattaches the backdrop after the bar came back (one beside a blurred bar is remade).
        private func reattachBackdrop(to bar: UIView) {
            guard let backdrop, backdrop.superview === bar, !(backdrop is UIVisualEffectView)
            else { return updateBackdrop() }
            NSLayoutConstraint.activate(backdropConstraints)
            matchBackdrop()
        }

        /// Whether the backdrop is in place with every constraint active.
        private func isBackdropAttached(to bar: UIView) -> Bool {
            guard let backdrop, let superview = backdrop.superview else { return false }
            let placed =
                backdrop is UIVisualEffectView ? superview === bar.superview : superview === bar
            return placed && backdropConstraints.allSatisfy(\.isActive)
        }

        private func removeBackdrop() {
            for observation in barObservations { observation.invalidate() }
            barObservations = []
            NSLayoutConstraint.deactivate(backdropConstraints)
            backdropConstraints = []
            backdrop?.removeFromSuperview()
            backdrop = nil
        }

        /// Adds the backdrop under the bar, or removes it. Never called inside a layout pass.
        private func updateBackdrop() {
            removeBackdrop()
            guard extendsBackgroundIntoSafeArea, sizeReporter != nil, let bar,
                let superview = bar.superview, let view = guide.owningView,
                bar.isDescendant(of: view)
            else { return }
            let backdrop: UIView
            if let effectBar = bar as? UIVisualEffectView {
                // Beside the bar, under it: hidden and faded with it by observing it.
                backdrop = UIVisualEffectView(effect: effectBar.effect)
                superview.insertSubview(backdrop, belowSubview: bar)
            } else {
                // In the bar, behind its content, below its bounds: it inherits the bar's
                // `isHidden` and `alpha`, and leaves with it.
                backdrop = UIView()
                bar.insertSubview(backdrop, at: 0)
            }
            backdrop.isUserInteractionEnabled = false
            backdrop.isAccessibilityElement = false
            backdrop.translatesAutoresizingMaskIntoConstraints = false
            backdropConstraints = [
                backdrop.topAnchor.constraint(equalTo: bar.bottomAnchor),
                backdrop.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                backdrop.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
            NSLayoutConstraint.activate(backdropConstraints)
            self.backdrop = backdrop
            if backdrop is UIVisualEffectView {
                // Hiding or fading a view lays nothing out, and a sibling inherits neither: the
                // setters are observed. UIKit does not document KVO for them; it posts it for
                // the view's own setters, not for a change made on its layer, which stays
                // unseen until the bar is next laid out.
                let match: @Sendable () -> Void = { [weak self] in
                    MainActorHop.run { self?.matchBackdrop() }
                }
                barObservations = [
                    bar.observe(\.isHidden) { @Sendable _, _ in match() },
                    bar.observe(\.alpha) { @Sendable _, _ in match() },
                ]
            }
            matchBackdrop()
        }

        /// The backdrop looks like the bar: its colour, or its effect, hidden and faded with it.
        private func matchBackdrop() {
            guard let backdrop, let bar else { return }
            if let effectView = backdrop as? UIVisualEffectView {
                effectView.effect = (bar as? UIVisualEffectView)?.effect
                backdrop.isHidden = bar.isHidden
                backdrop.alpha = bar.alpha
            } else {
                backdrop.backgroundColor = bar.backgroundColor
            }
        }
    }
#endif
