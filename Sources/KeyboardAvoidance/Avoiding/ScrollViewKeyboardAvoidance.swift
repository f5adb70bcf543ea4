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
    /// the insets are left to UIKit and only the field is revealed.
    ///
    /// ```swift
    /// avoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// ```
    ///
    /// Keep a reference: the avoidance lasts as long as this object. Set the scroll view's own
    /// insets while the keyboard is hidden; they are the ones restored.
    @objc(KBAScrollViewKeyboardAvoidance)
    @MainActor
    public final class ScrollViewKeyboardAvoidance: KeyboardAvoidanceComponent {
        /// The scroll view.
        public private(set) weak var scrollView: UIScrollView?

        /// Whether this object sets the scroll view's insets: `false` for a
        /// `UITableViewController`'s own table view, which UIKit insets for the keyboard itself.
        public var insetsContent: Bool { surface.insetsContent }

        private let surface: ScrollSurface

        /// The library's part of the scroll view's bottom content inset now: 0 when it sets none,
        /// or when the app (or UIKit) set the inset since it did.
        package var ownContentInsetBottom: CGFloat { surface.ownContentInsetBottom }

        /// Starts avoiding the keyboard for a scroll view.
        public init(scrollView: UIScrollView, notificationCenter: NotificationCenter = .default) {
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

    /// Sets a scroll view's bottom content and indicator insets and its offset.
    @MainActor
    private final class ScrollSurface: AvoidanceSurface {
        private weak var scrollView: UIScrollView?
        let insetsContent: Bool
        private var contentInset: SharedInset
        private var indicatorInset: SharedInset

        var container: UIView? { scrollView }

        init(scrollView: UIScrollView, insetsContent: Bool) {
            self.scrollView = scrollView
            self.insetsContent = insetsContent
            contentInset = SharedInset(appValue: scrollView.contentInset.bottom)
            indicatorInset = SharedInset(appValue: scrollView.verticalScrollIndicatorInsets.bottom)
        }

        /// The library's part of the bottom content inset while it is what the library last set.
        var ownContentInsetBottom: CGFloat {
            guard let scrollView, insetsContent,
                scrollView.contentInset.bottom == contentInset.lastTotal
            else { return 0 }
            return contentInset.ownValue
        }

        /// What the system adds to the content inset — the safe area where, and as much as, it
        /// adds it (`.scrollableAxes` adds nothing to content shorter than the view) — measured
        /// rather than guessed from `contentInsetAdjustmentBehavior`.
        func safeArea(applied: AvoidancePlan?) -> Insets {
            guard let scrollView else { return .zero }
            let adjusted = scrollView.adjustedContentInset
            let own = scrollView.contentInset
            return Insets(
                top: adjusted.top - own.top, left: adjusted.left - own.left,
                bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
        }

        /// The scroll view as the engine plans with it, with the app's own bottom inset: all of
        /// the inset when the app (or, for a table view controller, UIKit) set it since we did.
        func scrollMetrics() -> ScrollMetrics? {
            guard let scrollView else { return nil }
            var inset = Insets(scrollView.contentInset)
            inset.bottom = contentInset.appValue(measuring: scrollView.contentInset.bottom)
            _ = indicatorInset.appValue(measuring: scrollView.verticalScrollIndicatorInsets.bottom)
            return ScrollMetrics(
                contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
                contentInset: inset, adjustsForSafeArea: true)
        }

        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else { return nil }
            if target.isFirstResponder, let textView = target as? UITextView {
                return ViewMeasurement.caretRect(in: textView, in: scrollView)
            }
            return ViewMeasurement.contentRect(of: target, in: scrollView)
        }

        /// Cells are laid out by the table itself: no layout pass inside the animation.
        var layoutRoot: UIView? { nil }

        /// Sets the insets (the library's part on top of the app's) and the offset. A table view
        /// controller's table is inset by UIKit, which scrolls it too when the keyboard moves: there
        /// only the snapshots' offsets are applied, measured after UIKit's own adjustment. An offset
        /// declined while the user scrolls is reported through `takeDeclinedOffset()`.
        func apply(_ plan: AvoidancePlan, after input: AvoiderEvent, session: AvoidanceSession) {
            guard let scrollView, case .scroll(let inset, _) = plan else { return }
            let offset = OffsetApplication(
                plan, over: scrollView.contentOffset, userScrolls: isUserScrolling)
            if insetsContent {
                let ours = contentInset.ownPart(ofPlanned: inset)
                scrollView.contentInset.bottom = contentInset.total(adding: ours)
                scrollView.verticalScrollIndicatorInsets.bottom = indicatorInset.total(adding: ours)
            } else {
                // UIKit scrolls the table for the keyboard itself.
                guard case .measure = input else { return }
            }
            switch offset {
            case .set(let newOffset): scrollView.setContentOffset(newOffset, animated: false)
            case .declined: declinesOffset = true
            case .none: break
            }
        }

        /// Whether the last plan's offset was declined because the user scrolls.
        private var declinesOffset = false

        /// The offset on screen when the plan just applied had its offset declined: the coordinator
        /// hands it to the session as `scrolled`, so that what is applied is what shows.
        func takeDeclinedOffset() -> CGPoint? {
            defer { declinesOffset = false }
            return declinesOffset ? scrollView?.contentOffset : nil
        }

        /// The user's finger dragging the scroll view, or its deceleration: the user has the
        /// offset.
        var isUserScrolling: Bool {
            guard let scrollView else { return false }
            // `isTracking` is set at touch-down; a touch that has not dragged is no scroll (§6.1).
            return scrollView.isDragging || scrollView.isDecelerating
        }
    }
#endif
