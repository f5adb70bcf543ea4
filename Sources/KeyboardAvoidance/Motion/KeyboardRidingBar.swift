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
    /// ```swift
    /// composer = KeyboardRidingBar(bar: composerView, in: view)
    /// tableView.keyboardDismissMode = .interactive
    /// tableView.bottomAnchor.constraint(equalTo: composerView.topAnchor).isActive = true
    /// ```
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

        private var sizeReporter: ContainerProbe?

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
            sizeReporter = reporter
            updatePadding()
        }

        deinit {
            // The guide stays in its view (a view keeps its layout guides) and the bar on it, at
            // rest on the safe area: the guide stops following the keyboard. The padding, which
            // acts on the whole window, goes back with the bar that wanted it.
            let reporter = sizeReporter
            let guide = guide
            MainActorHop.run {
                reporter?.removeFromSuperview()
                guide.invalidate()
            }
        }

        /// Stops riding the keyboard at once: the bar rests on the safe area's bottom and nothing
        /// more is observed. Done by itself when this object goes away.
        @objc public func invalidate() {
            sizeReporter?.removeFromSuperview()
            sizeReporter = nil
            guide.invalidate()
        }

        private func updatePadding() {
            guard let bar else { return }
            guide.keyboardDismissPadding = bar.bounds.height
        }
    }
#endif
