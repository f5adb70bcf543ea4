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
        /// The input accessory view docked at the bottom while the keyboard is hidden.
        weak var accessoryView: UIView?
        /// Whether an accessory was set: one that went away since is forgotten.
        var hasAccessory = false
        /// A bar riding the keyboard over the list.
        weak var ridingBar: UIView?
        /// The guide the riding bar sits on: its margin lifts the bar while the keyboard shows.
        weak var ridingGuide: KeyboardAvoidanceGuide?

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
                let safe = scrollView.safeAreaInsets
                if isInverted {
                    added.top = ListState.systemSafeBottom(added: added.top, safeArea: safe.top)
                } else {
                    added.bottom = ListState.systemSafeBottom(
                        added: added.bottom, safeArea: safe.bottom)
                }
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
            let bar = ridingBar.flatMap { $0.window == nil ? nil : $0.bounds.height } ?? 0
            let guide = ridingGuide.flatMap { $0.isEnabled ? $0 : nil }
            snapshot.list = ListChange(
                isInverted: inverted, extraInset: additionalInset + bar,
                coveredExtraInset: bar > 0 ? guide?.margin ?? 0 : 0,
                accessory: accessory(in: scrollView.window), indicatorInset: indicator,
                systemInsetsKeyboard: !insetsContent, sticksToNewestEnd: sticksToBottom,
                scrolledAway: scrolledAway)
        }

        /// The input accessory as the list's window sees it.
        private func accessory(in window: UIWindow?) -> ListChange.Accessory {
            guard hasAccessory, let accessoryView else { return .absent }
            guard let window, let frame = ViewMeasurement.frame(of: accessoryView, in: window)
            else { return .outOfWindow }
            return .frame(frame)
        }

        var contentOffset: CGPoint? { scrollView?.contentOffset }

        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else { return nil }
            if target.isFirstResponder, let textView = target as? UITextView {
                return ViewMeasurement.caretRect(in: textView, in: scrollView)
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
