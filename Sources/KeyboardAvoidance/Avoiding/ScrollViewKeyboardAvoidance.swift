#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Insets a scroll view by the part the keyboard covers and scrolls the field being edited (a
    /// text view's caret) into view: the `scroll` strategy (spec §5), for any `UIScrollView`.
    /// On hide the app's own insets come back exactly. In a `UITableViewController`'s own table
    /// view, UIKit's keyboard inset is left alone and only the field is revealed.
    ///
    /// ```swift
    /// avoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// ```
    ///
    /// Keep a strong reference (main actor): the avoidance lasts as long as this object. Set the
    /// scroll view's own insets while the keyboard is hidden; they are the ones restored.
    ///
    /// For a chat's messages (the article "Chat screens"): ``sticksToBottom``,
    /// ``scrolledAwayBehavior``, ``scrollsToBottomOnEditing``, ``avoidsInputAccessoryView``,
    /// ``ridingBar`` and ``additionalBottomInset``.
    ///
    /// ```swift
    /// messagesAvoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// messagesAvoidance.ridingBar = ridingBar  // a KeyboardRidingBar kept in a property
    /// messagesAvoidance.sticksToBottom = true
    /// messagesAvoidance.scrolledAwayBehavior = .keepsDistanceFromNewestEnd  // or .keepsOffset
    /// messagesAvoidance.scrollsToBottomOnEditing = true
    /// ```
    ///
    /// The app's own scrolls are taken as the user's; the list opens where the app puts it.
    @objc(KBAScrollViewKeyboardAvoidance)
    @MainActor
    public final class ScrollViewKeyboardAvoidance: KeyboardAvoidanceComponent {
        /// The scroll view.
        public private(set) weak var scrollView: UIScrollView?

        /// Whether this object sets the keyboard's part of the insets: `false` for a
        /// `UITableViewController`'s own table view, which UIKit insets itself.
        public var insetsContent: Bool { surface.insetsContent }

        private let surface: ScrollSurface

        /// The library's part of the bottom content inset now (0 once the app set the inset).
        package var ownContentInsetBottom: CGFloat { surface.ownContentInsetBottom }

        /// Whether a list at its newest end stays there when the keyboard, the composer or the
        /// list's height changes, or a message arrives (spec §5, "Lists"; the article "Chat
        /// screens"). `false` by default.
        @objc public var sticksToBottom: Bool {
            get { surface.sticksToBottom }
            set {
                surface.sticksToBottom = newValue
                observeContent(newValue)
                coordinator?.measure()
            }
        }

        /// What a list scrolled up from its newest end keeps when the keyboard, the composer or
        /// its height changes: its offset (`.keepsOffset`, the default) or its distance from the
        /// newest end (`.keepsDistanceFromNewestEnd`). Swift only.
        public var scrolledAwayBehavior: ListScrolledAwayBehavior {
            get { surface.scrolledAway }
            set {
                surface.scrolledAway = newValue
                coordinator?.measure()
            }
        }

        /// Whether the list goes to its newest message when editing begins on its screen; `false`
        /// by default.
        @objc public var scrollsToBottomOnEditing: Bool {
            get { surface.scrollsToNewestEndOnEditing }
            set {
                surface.scrollsToNewestEndOnEditing = newValue
                coordinator?.measure()
            }
        }

        /// The list's content size, observed while it sticks: a new message is followed at once.
        private var contentObservation: NSKeyValueObservation?

        /// Observes the list's content size, or stops.
        private func observeContent(_ observes: Bool) {
            contentObservation?.invalidate()
            contentObservation = nil
            guard observes, !isInvalidated, let scrollView else { return }
            // UIScrollView's contentSize setter posts KVO (Foundation's automatic notification
            // for a setter); UIKit documents no KVO for it: a device check covers it.
            contentObservation = scrollView.observe(\.contentSize, options: [.old, .new]) {
                [weak self] _, change in
                guard change.oldValue?.height != change.newValue?.height else { return }
                MainActorHop.run { self?.coordinator?.listContentDidChange() }
            }
        }

        /// Space in points the list keeps clear above the keyboard and composer, for the app's own
        /// view there (a typing indicator); 0 by default. Applied at once, in the caller's
        /// animation (spec §5, "Lists"). An invalid value (as for a margin) is refused.
        @objc public var additionalBottomInset: CGFloat = 0 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(additionalBottomInset) else {
                    additionalBottomInset = oldValue
                    return
                }
                surface.additionalInset = additionalBottomInset
                coordinator?.measure()
            }
        }

        /// Whether the list stays clear of the composer its view controller (or nearest parent)
        /// returns from `inputAccessoryView`, asked at each measurement, also while docked with
        /// the keyboard hidden (the article "Chat screens", "An input accessory composer"). `true`
        /// by default.
        @objc public var avoidsInputAccessoryView: Bool {
            get { surface.avoidsInputAccessory }
            set {
                surface.avoidsInputAccessory = newValue
                coordinator?.measure()
            }
        }

        /// The input accessory the list stays clear of now (``avoidsInputAccessoryView``), if any.
        @objc public var inputAccessoryView: UIView? { surface.accessoryView }

        /// A bar riding the keyboard over the list: the list is inset by the keyboard and the
        /// bar's height (its guide's margin included), following it as it grows. `nil` by
        /// default. Held weakly: keep the ``KeyboardRidingBar`` in a property of yours.
        @objc public weak var ridingBar: KeyboardRidingBar? {
            didSet {
                surface.ridingBar = ridingBar
                releaseBarHelpers(of: oldValue)
                if !isInvalidated, let ridingBar {
                    installBarHelpers(on: ridingBar)
                }
                coordinator?.measure()
            }
        }

        /// A hidden view in the bar, and a subscription to its guide's settings.
        private func installBarHelpers(on ridingBar: KeyboardRidingBar) {
            // The guide's margin and switch change what the list keeps clear, and tell only
            // the guide.
            ridingBar.guide.addSettingsObserver(self) { [weak self] in
                self?.coordinator?.measure()
            }
            guard let bar = ridingBar.bar else { return }
            // The bar's height changes without a layout pass of the list: measured in the bar's
            // own layout pass, so that the list's inset changes in the same pass (spec §5,
            // "Lists", same pass) — the newest message never slides under the bar.
            let probe = ContainerProbe(in: bar)
            // Weakly: the bar holds the probe, which holds this.
            probe.onLayout = { [weak self, weak bar] in
                guard let self else { return }
                guard self.ridingBar != nil, let bar else {
                    // The riding bar was released (held weakly: no `didSet` ran): the probe
                    // leaves the composer, out of this layout pass, and the list counts it no more.
                    DispatchQueue.main.async { [weak self] in self?.dropBarProbeOfReleasedBar() }
                    return
                }
                coordinator?.barDidLayOut(surface.barChange(in: bar.window))
            }
            barProbe = probe
        }

        /// Takes the bar's probe away once its riding bar is gone.
        private func dropBarProbeOfReleasedBar() {
            guard ridingBar == nil, barProbe != nil else { return }
            releaseBarHelpers(of: nil)
            coordinator?.measure()
        }

        /// Takes away what ``installBarHelpers(on:)`` put on others' views and objects.
        private func releaseBarHelpers(of ridingBar: KeyboardRidingBar?) {
            ridingBar?.guide.removeSettingsObserver(self)
            barProbe?.removeFromSuperview()
            barProbe = nil
        }

        /// Whether the list is inverted (a y transform of −1: its newest end is its content's
        /// top). Give it `contentInsetAdjustmentBehavior = .never`: UIKit does not know.
        @objc public var isInverted: Bool { surface.isInverted }

        private var barProbe: ContainerProbe?

        deinit {
            // The hidden view in the bar goes through what this object holds, on the main actor;
            // the guide drops the subscription of an owner that is gone by itself.
            let probe = barProbe
            MainActorHop.run { probe?.removeFromSuperview() }
        }

        /// The riding bar's hidden view and guide subscription go with the rest.
        override func releaseHelpers() {
            releaseBarHelpers(of: ridingBar)
            contentObservation?.invalidate()
            contentObservation = nil
        }

        override func carrySettings(to other: KeyboardAvoidanceComponent) {
            super.carrySettings(to: other)
            guard let other = other as? ScrollViewKeyboardAvoidance else { return }
            other.sticksToBottom = sticksToBottom
            other.scrolledAwayBehavior = scrolledAwayBehavior
            other.scrollsToBottomOnEditing = scrollsToBottomOnEditing
            other.additionalBottomInset = additionalBottomInset
            other.avoidsInputAccessoryView = avoidsInputAccessoryView
            other.ridingBar = ridingBar
        }

        /// Starts avoiding the keyboard for a scroll view.
        @objc(initWithScrollView:)
        public convenience init(scrollView: UIScrollView) {
            self.init(scrollView: scrollView, notificationCenter: .default)
        }

        /// Starts avoiding the keyboard for a scroll view, observing `notificationCenter`.
        public init(scrollView: UIScrollView, notificationCenter: NotificationCenter) {
            self.scrollView = scrollView
            // A table view controller's table view: UIKit insets it for the keyboard and scrolls
            // the first responder's cell itself; doing it too would inset it twice.
            surface = ScrollSurface(
                scrollView: scrollView, insetsContent: !(scrollView.next is UITableViewController))
            super.init()
            coordinator = AvoidanceCoordinator(
                container: scrollView, strategy: .scroll, configuration: configuration,
                notificationCenter: notificationCenter, followsFocus: true, surface: surface)
        }

        /// Starts avoiding for a scroll view, setting its insets or not as the caller measured.
        package init(
            scrollView: UIScrollView, notificationCenter: NotificationCenter, insetsContent: Bool
        ) {
            self.scrollView = scrollView
            surface = ScrollSurface(scrollView: scrollView, insetsContent: insetsContent)
            super.init()
            coordinator = AvoidanceCoordinator(
                container: scrollView, strategy: .scroll, configuration: configuration,
                notificationCenter: notificationCenter, followsFocus: true, surface: surface)
        }
    }
#endif
