#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Measures a scroll view (a list) and sets the insets and offset the session decides at its
    /// newest end (spec §5, "Lists"); it keeps the app's own insets, which UIKit can't tell apart.
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
        /// The input accessory the list's controller (or nearest parent) returns now, if avoided;
        /// `inputAccessoryViewController` wins over `inputAccessoryView`, as in UIKit.
        var accessoryView: UIView? {
            guard avoidsInputAccessory, let scrollView,
                let controller = ViewMeasurement.controller(of: scrollView)
            else { return nil }
            return sequence(first: controller, next: \.parent).lazy.compactMap {
                $0.inputAccessoryViewController?.viewIfLoaded ?? $0.inputAccessoryView
            }.first
        }
        /// A bar riding the keyboard over the list; weak, so a bar that goes counts no more.
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

        /// What the system adds to the content inset, measured rather than guessed from
        /// `contentInsetAdjustmentBehavior` (`.scrollableAxes` adds nothing to short content
        /// unless it always bounces vertically);
        /// where UIKit insets for the keyboard itself, kept to the view's safe area.
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

        /// The scroll view's metrics with the app's own inset, whether the user scrolls it, and
        /// the list's parts and options.
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

        /// What a riding bar (and the app's extra) keeps clear of the list: an extra inset while
        /// riding; turned off, measured as a docked accessory.
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

        /// Whether a field that began editing is on the list's screen (its accessory or bar too).
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
