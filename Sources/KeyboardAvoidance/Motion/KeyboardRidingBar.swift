#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A bar that rides the keyboard — a chat composer — and comes down with it when the user
    /// drags it away, the dismissal starting at the bar's top.
    ///
    /// It pins the bar's bottom to a ``KeyboardAvoidanceGuide`` (its leading and trailing edges are
    /// yours), so the bar sits on the keyboard, or on the safe area when there is none, and follows
    /// a drag frame by frame. On iOS 17 and later it keeps the keyboard layout guide's
    /// `keyboardDismissPadding` at the bar's height, so that an interactive dismissal begins when
    /// the finger reaches the bar rather than the keyboard. UIKit applies that padding to the
    /// whole window, so the view's guide gets back the padding it had while the bar is turned off,
    /// when the view leaves its window (a screen popped or dismissed), and when the bar goes away.
    ///
    /// The bar may be a `UIVisualEffectView`, as a blurred composer is: the hidden view that
    /// follows its height goes in its `contentView`, where UIKit wants subviews.
    ///
    /// The messages under it are kept clear of the bar and the keyboard, and at their bottom, by a
    /// ``ScrollViewKeyboardAvoidance`` whose ``ScrollViewKeyboardAvoidance/ridingBar`` is this
    /// object: the list runs to the view's bottom, under the bar, and its inset follows the bar as
    /// it grows (the article "Chat screens").
    ///
    /// ```swift
    /// composer = KeyboardRidingBar(bar: composerView, in: view)
    /// composer.extendsBackgroundIntoSafeArea = true
    /// messages = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// messages.ridingBar = composer
    /// messages.sticksToBottom = true
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
        /// content behind it. A copy of the background goes behind the bar, from its bottom to
        /// the view's: a visual effect view of the same effect for a `UIVisualEffectView` bar,
        /// else a view of the bar's background colour, kept in step with the bar's. It follows
        /// the bar: hidden and faded with it (`isHidden`, `alpha`), gone when the bar leaves its
        /// superview and back when it returns. The keyboard covers it while it shows. `false` by
        /// default.
        @objc public var extendsBackgroundIntoSafeArea = false {
            didSet { updateBackdrop() }
        }

        private var sizeReporter: ContainerProbe?
        /// The copy of the bar's background under it.
        private var backdrop: UIView?
        /// What holds the backdrop to the bar; UIKit deactivates them when the bar leaves its
        /// superview.
        private var backdropConstraints: [NSLayoutConstraint] = []
        /// The bar's `isHidden` and `alpha`, followed by the backdrop.
        private var barObservations: [NSKeyValueObservation] = []

        /// Pins `bar` (a descendant of `view`) to the keyboard of `view`.
        @objc(initWithBar:inView:)
        public convenience init(bar: UIView, in view: UIView) {
            self.init(bar: bar, in: view, notificationCenter: .default)
        }

        /// Pins `bar` to the keyboard of `view`, observing `notificationCenter`.
        public init(bar: UIView, in view: UIView, notificationCenter: NotificationCenter) {
            self.bar = bar
            guide = KeyboardAvoidanceGuide(in: view, notificationCenter: notificationCenter)
            super.init()
            bar.translatesAutoresizingMaskIntoConstraints = false
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor).isActive = true
            // The dismissal starts at the bar's top: its height, kept as it changes.
            let reporter = ContainerProbe(in: bar)
            reporter.onLayout = { [weak self] in self?.updatePadding() }
            // The bar left its superview, or came back: the backdrop goes and comes with it.
            reporter.onWindowChange = { [weak self] in self?.followBar() }
            sizeReporter = reporter
            updatePadding()
        }

        deinit {
            // The guide stays in its view (a view keeps its layout guides) and the bar on it, at
            // rest on the safe area: the guide stops following the keyboard. The padding, which
            // acts on the whole window, goes back with the bar that wanted it.
            let reporter = sizeReporter
            let guide = guide
            let backdrop = backdrop
            // The bar's observations stop as they are released.
            MainActorHop.run {
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

        private func updatePadding() {
            guard let bar else { return }
            guide.keyboardDismissPadding = bar.bounds.height
            followBar()
        }

        /// Keeps the backdrop with the bar: made again when the bar moved to another superview
        /// or left one (UIKit then deactivates the constraints that held the backdrop to it),
        /// else matched to the bar.
        private func followBar() {
            guard extendsBackgroundIntoSafeArea, let bar else { return }
            let attached =
                backdrop.map {
                    $0.superview != nil && $0.superview === bar.superview
                        && backdropConstraints.allSatisfy(\.isActive)
                } ?? false
            if attached { matchBackdrop() } else { updateBackdrop() }
        }

        private func removeBackdrop() {
            for observation in barObservations { observation.invalidate() }
            barObservations = []
            NSLayoutConstraint.deactivate(backdropConstraints)
            backdropConstraints = []
            backdrop?.removeFromSuperview()
            backdrop = nil
        }

        /// Adds the backdrop under the bar, or removes it.
        private func updateBackdrop() {
            removeBackdrop()
            guard extendsBackgroundIntoSafeArea, sizeReporter != nil, let bar,
                let superview = bar.superview, let view = guide.owningView
            else { return }
            let backdrop =
                (bar as? UIVisualEffectView).map { UIVisualEffectView(effect: $0.effect) }
                ?? UIView()
            backdrop.isUserInteractionEnabled = false
            backdrop.translatesAutoresizingMaskIntoConstraints = false
            superview.insertSubview(backdrop, belowSubview: bar)
            backdropConstraints = [
                backdrop.topAnchor.constraint(equalTo: bar.bottomAnchor),
                backdrop.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                backdrop.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
            NSLayoutConstraint.activate(backdropConstraints)
            self.backdrop = backdrop
            // Hiding or fading a view lays nothing out: its setters are observed. UIKit does not
            // document KVO for them, but posts it; a layout pass of the bar matches them again.
            let match: @Sendable () -> Void = { [weak self] in
                MainActorHop.run { self?.matchBackdrop() }
            }
            barObservations = [
                bar.observe(\.isHidden) { @Sendable _, _ in match() },
                bar.observe(\.alpha) { @Sendable _, _ in match() },
            ]
            matchBackdrop()
        }

        /// The backdrop looks like the bar: its effect or colour, hidden and faded with it.
        private func matchBackdrop() {
            guard let backdrop, let bar else { return }
            if let effectView = backdrop as? UIVisualEffectView {
                effectView.effect = (bar as? UIVisualEffectView)?.effect
            } else {
                backdrop.backgroundColor = bar.backgroundColor
            }
            backdrop.isHidden = bar.isHidden
            backdrop.alpha = bar.alpha
        }
    }
#endif
