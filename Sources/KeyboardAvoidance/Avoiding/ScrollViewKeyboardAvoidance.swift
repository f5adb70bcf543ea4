#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Insets a scroll view by the part the keyboard covers and scrolls the field being edited into
    /// view: the `scroll` strategy, for any `UIScrollView` — `UITableView`, `UICollectionView` and
    /// `UITextView` included.
    ///
    /// While the keyboard covers the scroll view, its bottom content inset is the larger of the
    /// app's own and the covered part beyond what the system already adds for the safe area
    /// (`max(app inset, overlap − safe area)`, spec §5; the safe area measured as
    /// `adjustedContentInset − contentInset`); the indicator inset grows by as much. The field is
    /// revealed with the least scrolling (for a text view, its caret) when something that can
    /// hide it changed — a scroll of the user's stays — and on hide the app's own insets come
    /// back exactly, with the keyboard's animation.
    ///
    /// A `UITableViewController`'s own table view is inset for the keyboard by UIKit already: there
    /// the keyboard's part is left to UIKit and only the field is revealed; the chat options below
    /// add what UIKit does not (the composer, the app's extra) and stick to the bottom as
    /// elsewhere.
    ///
    /// ```swift
    /// avoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// ```
    ///
    /// Keep a reference: the avoidance lasts as long as this object. Set the scroll view's own
    /// insets while the keyboard is hidden; they are the ones restored.
    ///
    /// A chat's messages (the article "Chat screens"): ``sticksToBottom`` keeps the newest message
    /// in view when the keyboard or the composer moves and when a message arrives;
    /// ``scrolledAwayBehavior`` says what a list scrolled up keeps (its offset, or its distance
    /// from the newest message); ``scrollsToBottomOnEditing`` goes to the newest message when
    /// editing begins; ``avoidsInputAccessoryView`` keeps the list clear of the composer the view
    /// controller returns from `inputAccessoryView`, docked at the bottom while the keyboard is
    /// hidden; ``ridingBar`` of a ``KeyboardRidingBar`` over the list, as it grows (held weakly:
    /// keep the bar in a property); ``additionalBottomInset`` of the app's own view above the
    /// composer (a typing indicator). A composer's text view is outside the list, so it is not
    /// this object's target: the list is inset for it, never scrolled to it. An inverted list (a
    /// transform of −1 on y, its newest message at the top of its content) is inset at the top,
    /// the newest end.
    ///
    /// ```swift
    /// messagesAvoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// messagesAvoidance.ridingBar = ridingBar  // a KeyboardRidingBar kept in a property
    /// messagesAvoidance.sticksToBottom = true
    /// messagesAvoidance.scrolledAwayBehavior = .keepsDistanceFromNewestEnd  // or .keepsOffset
    /// messagesAvoidance.scrollsToBottomOnEditing = true
    /// ```
    ///
    /// The app's own scrolls — to the newest message after sending, `scrollToRow(at:at:animated:)`
    /// when the chat opens — are taken as the user's in the next measurement; nothing scrolls
    /// back. The list opens where the app puts it: the library does not open a chat at its newest
    /// message, nor lay a short one out from the bottom of a regular list.
    @objc(KBAScrollViewKeyboardAvoidance)
    @MainActor
    public final class ScrollViewKeyboardAvoidance: KeyboardAvoidanceComponent {
        /// The scroll view.
        public private(set) weak var scrollView: UIScrollView?

        /// Whether this object sets the keyboard's part of the scroll view's insets: `false` for a
        /// `UITableViewController`'s own table view, which UIKit insets for the keyboard itself
        /// (the composer's and the app's extra parts are still set there).
        public var insetsContent: Bool { surface.insetsContent }

        private let surface: ScrollSurface

        /// The library's part of the scroll view's bottom content inset now: 0 when it sets none,
        /// or when the app (or UIKit) set the inset since it did.
        package var ownContentInsetBottom: CGFloat { surface.ownContentInsetBottom }

        /// Whether the list keeps its newest end in view: at its bottom (within 8 pt) before the
        /// keyboard shows, changes size or hides, the composer grows, the list's height changes or
        /// a message arrives (its content grows), it stays at its bottom, in the same animation —
        /// a message inserted with an animation, in that one. Scrolled up, the list is the user's:
        /// ``scrolledAwayBehavior`` says what it keeps. The newest end of an inverted list is its
        /// top, where new messages need no move. `false` by default.
        @objc public var sticksToBottom: Bool {
            get { surface.sticksToBottom }
            set {
                surface.sticksToBottom = newValue
                observeContent(newValue)
                coordinator?.measure()
            }
        }

        /// What a list the user scrolled up from its newest end keeps when the keyboard, the
        /// composer or the list's height changes: its content offset (`.keepsOffset`, the
        /// default: what the user reads stays where it is on the screen, and the keyboard slides
        /// over the bottom of it) or its distance from the newest end
        /// (`.keepsDistanceFromNewestEnd`: the messages slide up with the keyboard, as in
        /// MessageKit's `maintainPositionOnKeyboardFrameChanged` and Signal's conversation view),
        /// clamped to the list's range. A message that arrives never moves it. Swift only: from
        /// Objective-C a list keeps its offset.
        public var scrolledAwayBehavior: ListScrolledAwayBehavior {
            get { surface.scrolledAway }
            set {
                surface.scrolledAway = newValue
                coordinator?.measure()
            }
        }

        /// Whether the list goes to its newest message when editing begins on its screen — the
        /// composer's text view, or any other field of the screen — in the keyboard's last
        /// animation (MessageKit's `scrollsToLastItemOnKeyboardBeginsEditing`). `false` by
        /// default: a list scrolled up stays where the user left it.
        @objc public var scrollsToBottomOnEditing: Bool {
            get { surface.scrollsToNewestEndOnEditing }
            set {
                surface.scrollsToNewestEndOnEditing = newValue
                coordinator?.measure()
            }
        }

        /// The observation of the list's content size while it sticks to its newest end: a
        /// message that arrives is measured in the layout pass that adds it.
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

        /// Space the list keeps clear above the keyboard and the composer, in points: the app's own
        /// view there (a typing indicator, a reply preview), added to the inset whatever the
        /// keyboard does — never overwritten by it. 0 by default. A value that is not a number ≥ 0
        /// within the coordinate limit (as a margin) is refused: it keeps its value. Setting it
        /// changes the inset at once, inside whatever animation the app runs (spec §5, "Lists",
        /// same pass).
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

        /// Whether the list stays clear of the composer its view controller returns from
        /// `inputAccessoryView` (or `inputAccessoryViewController`; a child controller's list,
        /// the nearest parent that returns one), asked each time the list is measured — as UIKit asks the
        /// responder, so that an app that switches accessories (a send bar, a forward bar) only
        /// returns the one it shows. While the keyboard shows, iOS counts the accessory in the
        /// keyboard's frame; docked at the bottom with the keyboard hidden, the list stays clear of
        /// it too, as measured then. When the controller stops being first responder (an action
        /// sheet, a sheet, the app in the background) the accessory goes and comes back: the list
        /// keeps its inset meanwhile; a controller that returns `nil` has none. `true` by default.
        @objc public var avoidsInputAccessoryView: Bool {
            get { surface.avoidsInputAccessory }
            set {
                surface.avoidsInputAccessory = newValue
                coordinator?.measure()
            }
        }

        /// The input accessory the list stays clear of now: its view controller's
        /// `inputAccessoryView`, or the nearest parent's, asked now (``avoidsInputAccessoryView``); `nil` when it avoids
        /// none. Read-only: the controller says which accessory it shows.
        @objc public var inputAccessoryView: UIView? { surface.accessoryView }

        /// A bar riding the keyboard over the list (the list running under it to the view's
        /// bottom): the list's inset is the keyboard's and the bar's height — the margin of the
        /// bar's guide (``KeyboardAvoidanceGuide/margin``) included while the keyboard shows and
        /// the guide is on — following the bar as it grows, and the guide's margin and
        /// ``KeyboardAvoidanceGuide/isEnabled`` as they change. `nil` by default.
        ///
        /// Held weakly: keep the ``KeyboardRidingBar`` in a property of yours. A riding bar that
        /// goes away stops riding (its composer rests on the safe area) and counts here no more.
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

        /// Takes away what ``installBarHelpers(on:)`` put on views and objects this one does not own.
        private func releaseBarHelpers(of ridingBar: KeyboardRidingBar?) {
            ridingBar?.guide.removeSettingsObserver(self)
            barProbe?.removeFromSuperview()
            barProbe = nil
        }

        /// Whether the list is inverted — a transform of −1 on y, read from the scroll view — so
        /// that its newest end, which the keyboard covers, is its content's top. Give an inverted
        /// list `contentInsetAdjustmentBehavior = .never`: UIKit does not know it is upside down.
        @objc public var isInverted: Bool { surface.isInverted }

        private var barProbe: ContainerProbe?

        deinit {
            // The hidden view in the bar goes through what this object holds, on the main actor;
            // the guide drops the subscription of an owner that is gone by itself.
            let probe = barProbe
            MainActorHop.run { probe?.removeFromSuperview() }
        }

        /// The hidden view in the riding bar and the subscription to its guide go with the rest:
        /// a component replaced by another (``KeyboardAvoidanceViewController``) leaves nothing.
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

        /// Starts avoiding the keyboard for a scroll view, setting its insets or not as the
        /// caller measured: `AutomaticKeyboardAvoidance` passes the core's choice (`scroll` or
        /// `revealOnly`), measured after a show rather than guessed from the controller's class.
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
