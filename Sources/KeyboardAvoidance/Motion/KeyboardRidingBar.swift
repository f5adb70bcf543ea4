#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A bar that rides the keyboard — a chat composer — and comes down with it when the user
    /// drags it away, the dismissal starting at the bar's top.
    ///
    /// It pins the bar's bottom to a ``KeyboardAvoidanceGuide`` (its leading and trailing edges are
    /// yours), so the bar sits on the keyboard, or on the safe area when there is none, and follows
    /// a drag frame by frame. On iOS 17 and later it keeps the keyboard layout guide's
    /// `keyboardDismissPadding` at the bar's height and its guide's margin, so that an interactive
    /// dismissal begins when the finger reaches the bar's top rather than the keyboard. UIKit applies that padding to the
    /// whole window, so the view's guide gets back the padding it had while the bar is turned off,
    /// when the view leaves its window (a screen popped or dismissed), and when the bar goes away.
    ///
    /// The bar may be a `UIVisualEffectView`, as a blurred composer is: the hidden view that
    /// follows its height goes in its `contentView`, where UIKit wants subviews.
    ///
    /// The bar may leave its superview and come back, or move to another view inside the one it
    /// rides in: UIKit then removes its pin to the guide, which is made again once the bar is
    /// back inside that view — at once when it enters the window again, else at its next layout
    /// pass (a move within the same window tells nothing sooner).
    ///
    /// The messages under it are kept clear of the bar and the keyboard, and at their bottom, by a
    /// ``ScrollViewKeyboardAvoidance`` whose ``ScrollViewKeyboardAvoidance/ridingBar`` is this
    /// object: the list runs to the view's bottom, under the bar, and its inset follows the bar as
    /// it grows (the article "Chat screens"). That property holds this object weakly: keep it in
    /// a property of yours — the bar rides the keyboard as long as this object lasts. A bar or
    /// button with no list under it may sit on a ``KeyboardAvoidanceGuide`` instead; a composer
    /// over a list goes on a riding bar, whose height the list follows.
    ///
    /// The bar is in `view` before this object pins it, its leading and trailing edges
    /// constrained by the app; not its bottom, which is pinned here, nor its top (its height is
    /// its content's). Its content ends at the bar's bottom (or its `safeAreaLayoutGuide`'s,
    /// the same on a bar that rests on the safe area): the strip under it at rest is
    /// ``extendsBackgroundIntoSafeArea``'s, not the content's. `view` must not scroll: the guide
    /// is pinned to its bottom edge, which in a scroll view is the content's (a
    /// `UITableViewController`'s `view`: the article "Chat screens" says where the bar goes
    /// there).
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
    /// The bar moves by the keyboard's overlap beyond the safe area:
    /// ``KeyboardObserver/State/liftAboveSafeArea``.
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

        /// Whether the bar's background reaches down to the view's bottom edge: the strip under
        /// the bar at rest — the home indicator's — shows the bar's background rather than the
        /// content behind it. The copy of the background, from the bar's bottom to the view's, is
        /// a subview of the bar reaching below its bounds, of the bar's background colour
        /// (matched at each layout pass of the bar): hidden and faded with the bar (`isHidden`,
        /// `alpha`, on the view or its layer) and gone and back with it, as any subview. Keep the
        /// bar's `clipsToBounds` `false`, or the copy is clipped away. A `UIVisualEffectView` bar
        /// gets a visual effect view of the same effect beside it instead, under it in its
        /// superview (UIKit documents no effect view inside another's content): that copy
        /// follows the bar's `isHidden` and `alpha` as set on the view, not on its layer. The
        /// keyboard covers it while it shows. `false` by default.
        @objc public var extendsBackgroundIntoSafeArea = false {
            didSet { updateBackdrop() }
        }

        private var sizeReporter: ContainerProbe?
        /// The bar's bottom on the guide's top: UIKit deactivates it when the bar leaves its
        /// superview, and it is activated again when the bar is back inside the guide's view.
        private let pin: NSLayoutConstraint
        /// The copy of the bar's background under it.
        private var backdrop: UIView?
        /// What holds the backdrop to the bar and the view's bottom; UIKit deactivates those that
        /// reach outside the bar when the bar leaves its superview.
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

        /// Keeps the pin and the backdrop with the bar (the core's `RidingBarUpkeep`): made
        /// again when the bar came back inside the guide's view, else the backdrop matched to
        /// the bar. Nothing that changes views or constraints is done inside a layout pass.
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

        /// Out of the layout pass: decided again — the bar may have moved meanwhile — then
        /// done, and the bar laid out.
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

        /// A backdrop inside the bar came back with it: only its reach to the view's bottom went,
        /// and is activated again. One beside a blurred bar, or none, is made (again).
        private func reattachBackdrop(to bar: UIView) {
            guard let backdrop, backdrop.superview === bar, !(backdrop is UIVisualEffectView)
            else { return updateBackdrop() }
            NSLayoutConstraint.activate(backdropConstraints)
            matchBackdrop()
        }

        /// Whether the backdrop is where it goes — in the bar (its `contentView` never: a blurred
        /// bar's is beside it) — with every constraint holding it active.
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
