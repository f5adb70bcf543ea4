#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Measures a scroll view — a list, with what it keeps clear besides the keyboard — and sets
    /// the insets and the offset the session decides, at the edge the keyboard covers: the bottom,
    /// or the top of an inverted list (a transform of −1 on y). The core plans all of it (spec §5,
    /// "Lists"); this keeps only the app's own insets, which UIKit cannot tell apart from ours.
    @MainActor
    final class ScrollSurface: AvoidanceSurface {
        private weak var scrollView: UIScrollView?
        let insetsContent: Bool
        private var contentInset: SharedInset
        private var indicatorInset: SharedInset
        /// Whether the list is drawn upside down: its newest end, which the keyboard covers, is
        /// the content's top.
        private(set) var isInverted: Bool

        /// Whether the list keeps its newest end in view.
        var sticksToBottom = false
        /// What a list scrolled away from its newest end keeps.
        var scrolledAway = ListScrolledAwayBehavior.keepsOffset
        /// The app's inset on top of the keyboard's (a typing indicator).
        var additionalInset: CGFloat = 0
        /// Whether the list goes to its newest end when editing begins on its screen.
        var scrollsToNewestEndOnEditing = false
        /// Whether the list stays clear of its view controller's input accessory view.
        var avoidsInputAccessory = true
        /// The input accessory view the list's view controller, or the nearest of its parents
        /// that returns one, returns now, if it avoids one: a chat whose list is a child
        /// controller's has its composer on the parent, the first responder. Each controller's
        /// `inputAccessoryViewController` wins over its `inputAccessoryView`, as UIKit shows it.
        var accessoryView: UIView? {
            guard avoidsInputAccessory, let scrollView,
                let controller = ViewMeasurement.controller(of: scrollView)
            else { return nil }
            return sequence(first: controller, next: \.parent).lazy.compactMap {
                $0.inputAccessoryViewController?.viewIfLoaded ?? $0.inputAccessoryView
            }.first
        }
        /// A bar riding the keyboard over the list, with the guide it sits on (whose margin lifts
        /// the bar while the keyboard shows): held weakly, so that a bar that goes away counts no
        /// more.
        weak var ridingBar: KeyboardRidingBar?

        var container: UIView? { scrollView }

        init(scrollView: UIScrollView, insetsContent: Bool) {
            self.scrollView = scrollView
            self.insetsContent = insetsContent
            let inverted = scrollView.transform.d < 0
            isInverted = inverted
            contentInset = SharedInset(appValue: Self.edge(of: scrollView.contentInset, inverted))
            indicatorInset = SharedInset(
                appValue: Self.edge(of: scrollView.verticalScrollIndicatorInsets, inverted))
        }

        /// The inset at the newest end: the bottom, or the top of an inverted list.
        private static func edge(of insets: UIEdgeInsets, _ inverted: Bool) -> CGFloat {
            inverted ? insets.top : insets.bottom
        }

        /// The library's part of the inset at the newest end while it is what the library last
        /// set.
        var ownContentInsetBottom: CGFloat {
            guard let scrollView,
                Self.edge(of: scrollView.contentInset, isInverted) == contentInset.lastTotal
            else { return 0 }
            return contentInset.ownValue
        }

        /// What the system adds to the content inset — the safe area where, and as much as, it
        /// adds it (`.scrollableAxes` adds nothing to content shorter than the view) — measured
        /// rather than guessed from `contentInsetAdjustmentBehavior`. Where UIKit insets the list
        /// for the keyboard itself (a table view controller's table), UIKit's keyboard part is in
        /// `adjustedContentInset` too: the newest edge's is kept to the view's safe area.
        func safeArea() -> Insets {
            guard let scrollView else { return .zero }
            let adjusted = scrollView.adjustedContentInset
            let own = scrollView.contentInset
            var added = Insets(
                top: adjusted.top - own.top, left: adjusted.left - own.left,
                bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
            if !insetsContent {
                // UIKit's keyboard part is at the table's own bottom, the screen's top when the
                // table is upside down: both edges are kept to the safe area.
                let safe = scrollView.safeAreaInsets
                added.top = ListState.systemSafeBottom(added: added.top, safeArea: safe.top)
                added.bottom = ListState.systemSafeBottom(
                    added: added.bottom, safeArea: safe.bottom)
            }
            return added
        }

        /// The scroll view's metrics with the app's own inset at the newest end (all of it when
        /// the app, or UIKit, set it since the library did), whether the user scrolls it, and the
        /// list's parts: the riding bar's height and its guide's margin, the app's extra, the
        /// docked accessory, the options.
        func measure(into snapshot: inout ContainerSnapshot) {
            guard let scrollView else { return }
            let inverted = scrollView.transform.d < 0
            if inverted != isInverted {
                // The other edge is the app's now, all of it.
                isInverted = inverted
                contentInset = SharedInset(
                    appValue: Self.edge(of: scrollView.contentInset, inverted))
                indicatorInset = SharedInset(
                    appValue: Self.edge(of: scrollView.verticalScrollIndicatorInsets, inverted))
            }
            var inset = Insets(scrollView.contentInset)
            let app = contentInset.appValue(
                measuring: Self.edge(of: scrollView.contentInset, inverted))
            if inverted { inset.top = app } else { inset.bottom = app }
            let indicator = indicatorInset.appValue(
                measuring: Self.edge(of: scrollView.verticalScrollIndicatorInsets, inverted))
            snapshot.layout.contentSize = scrollView.contentSize
            snapshot.layout.contentInset = inset
            snapshot.layout.adjustsForSafeArea = true
            snapshot.contentOffset = scrollView.contentOffset
            snapshot.isTracking = scrollView.gesture.userScrolls
            var list = barChange(in: scrollView.window)
            list.isInverted = inverted
            list.indicatorInset = indicator
            // UIKit insets an upside-down table at its own bottom, the screen's top.
            list.systemInsetsKeyboard = !insetsContent && !inverted
            list.sticksToNewestEnd = sticksToBottom
            list.scrolledAway = scrolledAway
            list.scrollsToNewestEndOnEditing = scrollsToNewestEndOnEditing
            snapshot.list = list
        }

        /// What a riding bar (and the app's extra) keeps clear of the list: a bar riding the
        /// keyboard is an extra inset, and its guide's margin one while the keyboard covers the
        /// list; a bar turned off rests on the safe area under the keyboard, as a docked input
        /// accessory does, and is measured as one (from its top to the window's bottom).
        func barChange(in window: UIWindow?) -> ListChange {
            let accessory = accessoryView
            var change = ListChange(
                extraInset: additionalInset, coveredExtraInset: 0,
                accessory: Self.reading(of: accessory, in: window))
            guard let riding = ridingBar, let bar = riding.bar, bar.window != nil else {
                return change
            }
            if riding.isEnabled {
                change.extraInset = additionalInset + bar.bounds.height
                change.coveredExtraInset = riding.guide.margin
            } else if accessory == nil, let window,
                let frame = ViewMeasurement.frame(of: bar, in: window)
            {
                change.accessory = .frame(
                    CGRect(
                        x: frame.minX, y: frame.minY, width: frame.width,
                        height: window.bounds.maxY - frame.minY))
            }
            return change
        }

        /// An input accessory as the list's window sees it.
        private static func reading(of accessory: UIView?, in window: UIWindow?)
            -> ListChange.Accessory
        {
            guard let accessory else { return .absent }
            guard let window, let frame = ViewMeasurement.frame(of: accessory, in: window) else {
                return .outOfWindow
            }
            return .frame(frame)
        }

        /// Whether a field that began editing is on the list's screen: in its view controller's
        /// view, in the accessory it shows, or in its riding bar — a chat's composer.
        func sharesScreen(with field: UIView) -> Bool {
            guard let scrollView else { return false }
            if let accessory = accessoryView, field.isDescendant(of: accessory) { return true }
            if let bar = ridingBar?.bar, field.isDescendant(of: bar) { return true }
            guard let root = ViewMeasurement.controllerRoot(of: scrollView) else { return false }
            return field.isDescendant(of: root)
        }

        var contentOffset: CGPoint? { scrollView?.contentOffset }

        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else { return nil }
            // A text view's caret, or the text view while it has none yet.
            if target.isFirstResponder, let textView = target as? UITextView,
                let caret = ViewMeasurement.caretRect(in: textView, in: scrollView)
            {
                return caret
            }
            return ViewMeasurement.contentRect(of: target, in: scrollView)
        }

        /// Cells are laid out by the table itself: no layout pass inside the animation.
        var layoutRoot: UIView? { nil }

        /// Sets the insets and, when the session moved it, the offset.
        func set(_ action: SurfaceAction, releasing: Bool) {
            guard let scrollView, case .scroll(let insets) = action.settings else { return }
            if insets.isAtTop {
                scrollView.contentInset.top = insets.content
                scrollView.verticalScrollIndicatorInsets.top = insets.indicator
            } else {
                scrollView.contentInset.bottom = insets.content
                scrollView.verticalScrollIndicatorInsets.bottom = insets.indicator
            }
            contentInset.record(total: insets.content)
            indicatorInset.record(total: insets.indicator)
            if let y = action.contentOffsetY {
                scrollView.setContentOffset(
                    CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
            }
        }
    }
#endif
