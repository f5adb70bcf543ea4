#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Sets a scroll view's content and indicator insets at the edge the keyboard covers — the
    /// bottom, or the top of an inverted list (a transform of −1 on y) — and its offset.
    ///
    /// A list may keep more than the keyboard clear (`ListInsets`: the app's extra, a riding
    /// bar, a docked input accessory, measured here) and stick to its bottom (`ListOffset`); an
    /// inverted list is planned through the mirror (`InvertedList`). The core decides all of it.
    @MainActor
    final class ScrollSurface: AvoidanceSurface {
        private weak var scrollView: UIScrollView?
        let insetsContent: Bool
        private var contentInset: SharedInset
        private var indicatorInset: SharedInset
        /// Whether the list is drawn upside down: its newest end, which the keyboard covers, is
        /// the content's top.
        private(set) var isInverted: Bool

        /// Whether the list keeps its newest end in view when the keyboard or its composer moves.
        var sticksToBottom = false
        /// The app's inset on top of the keyboard's (a typing indicator).
        var additionalInset: CGFloat = 0
        /// The input accessory view docked at the bottom while the keyboard is hidden.
        weak var accessoryView: UIView? {
            didSet { if accessoryView == nil { restingAccessory.forget() } }
        }
        /// A bar riding the keyboard over the list.
        weak var ridingBar: UIView?
        /// The guide the riding bar sits on: its margin lifts the bar while the keyboard shows.
        weak var ridingGuide: KeyboardAvoidanceGuide?

        private var restingAccessory = RestingAccessory()
        /// What the list keeps clear besides the keyboard, as measured for the last snapshot.
        private var parts = ListInsets()
        /// The parts as last applied to the list.
        private var appliedParts = ListInsets()
        /// How much of the list the keyboard covers, as the session last avoided it.
        private var overlap: CGFloat = 0
        /// The library's share as last applied where UIKit insets the list for the keyboard.
        private var appliedShare: CGFloat = 0
        /// The list's geometry after the last application: "before" for the next one.
        private var lastViewport: ListViewport?
        /// The offset on screen when it is not the plan's, for the coordinator.
        private var offsetOnScreen: CGPoint?

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

        /// Measures what the list keeps clear besides the keyboard: the riding bar's height, the
        /// docked accessory's part of the list, the app's extra; and whether the list turned over.
        func prepareMeasurement() {
            guard let scrollView else { return }
            let inverted = scrollView.transform.d < 0
            if inverted != isInverted {
                // The other edge is the app's now, all of it.
                isInverted = inverted
                contentInset = SharedInset(
                    appValue: Self.edge(of: scrollView.contentInset, inverted))
                indicatorInset = SharedInset(
                    appValue: Self.edge(of: scrollView.verticalScrollIndicatorInsets, inverted))
                lastViewport = nil
            }
            if let window = scrollView.window {
                restingAccessory.measure(
                    accessory: accessoryView.flatMap { ViewMeasurement.frame(of: $0, in: window) },
                    list: ViewMeasurement.restFrame(of: scrollView, in: window),
                    windowBounds: window.bounds)
            }
            let bar = ridingBar.flatMap { $0.window == nil ? nil : $0.bounds.height } ?? 0
            let margin = ridingGuide.map { $0.isEnabled ? $0.margin : 0 } ?? 0
            parts = ListInsets(
                additional: additionalInset, ridingBar: bar, ridingBarMargin: margin,
                restingAccessory: restingAccessory.cover)
        }

        func plannedContainer(_ frame: CGRect) -> CGRect {
            parts.plannedContainer(frame)
        }

        /// What the system adds at the newest end for the safe area alone: for a table view
        /// controller's table, UIKit's keyboard inset is in `adjustedContentInset` too.
        private var systemSafeBottom: CGFloat {
            let added = safeArea(applied: nil).bottom
            guard !insetsContent, let scrollView else { return added }
            let safe = Self.edge(of: scrollView.safeAreaInsets, isInverted)
            return ListInsets.systemSafeBottom(added: added, safeArea: safe)
        }

        /// What the system adds to the content inset — the safe area where, and as much as, it
        /// adds it (`.scrollableAxes` adds nothing to content shorter than the view) — measured
        /// rather than guessed from `contentInsetAdjustmentBehavior`; for an inverted list, what
        /// it adds at the newest end counts as the bottom (none with `.never`, which such lists
        /// use: UIKit does not know they are upside down).
        func safeArea(applied: AvoidancePlan?) -> Insets {
            guard let scrollView else { return .zero }
            let adjusted = scrollView.adjustedContentInset
            let own = scrollView.contentInset
            let added = Insets(
                top: adjusted.top - own.top, left: adjusted.left - own.left,
                bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
            return isInverted ? InvertedList.mirroredInsets(added) : added
        }

        /// The scroll view as the engine plans with it, with the app's own inset at the newest
        /// end (all of it when the app, or UIKit for a table view controller, set it since we
        /// did) and the docked accessory's part beyond the safe area; mirrored when inverted.
        func scrollMetrics() -> ScrollMetrics? {
            guard let scrollView else { return nil }
            var inset = Insets(scrollView.contentInset)
            let app = contentInset.appValue(
                measuring: Self.edge(of: scrollView.contentInset, isInverted))
            _ = indicatorInset.appValue(
                measuring: Self.edge(of: scrollView.verticalScrollIndicatorInsets, isInverted))
            let own =
                insetsContent
                ? parts.ownInset(app: app, safeBottom: systemSafeBottom, overlap: overlap)
                : parts.ownInset(
                    app: app, besideSystemKeyboardInset: overlap, safeBottom: systemSafeBottom)
            if isInverted { inset.top = own } else { inset.bottom = own }
            let metrics = ScrollMetrics(
                contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
                contentInset: inset, adjustsForSafeArea: true)
            return isInverted
                ? InvertedList.mirroredMetrics(metrics, height: scrollView.bounds.height)
                : metrics
        }

        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else { return nil }
            let rect: CGRect?
            if target.isFirstResponder, let textView = target as? UITextView {
                rect = ViewMeasurement.caretRect(in: textView, in: scrollView)
            } else {
                rect = ViewMeasurement.contentRect(of: target, in: scrollView)
            }
            guard isInverted, let rect else { return rect }
            return InvertedList.mirroredRect(rect, contentHeight: scrollView.contentSize.height)
        }

        /// Cells are laid out by the table itself: no layout pass inside the animation.
        var layoutRoot: UIView? { nil }

        /// Sets the insets (the library's part on top of the app's) and the offset. A table view
        /// controller's table is inset by UIKit, which scrolls it too when the keyboard moves:
        /// there the library adds only its share beside UIKit's keyboard inset, and applies the
        /// snapshots' offsets measured after UIKit's own adjustment.
        func apply(_ plan: AvoidancePlan, after input: AvoiderEvent, session: AvoidanceSession) {
            guard case .scroll(let planned, let offset) = plan else { return }
            overlap = session.avoidedOverlap
            if !insetsContent {
                // UIKit scrolls the table for the keyboard itself; a release takes the library's
                // share back.
                switch input {
                case .measure, .release: break
                default: return
                }
            }
            apply(planned: planned, offset: offset.y, releasing: input == .release)
        }

        /// Applies a plan; `releasing`: the component goes away, the list returns to the app's
        /// own inset — none of the library's, the docked accessory's and the extra included —
        /// and its offset stays, clamped to what the list allows then.
        private func apply(planned: CGFloat, offset: CGFloat, releasing: Bool = false) {
            guard let scrollView else { return }
            // A table view controller's table: only the share beside UIKit's keyboard inset, and
            // the inset left alone while the library has none of it.
            let share = parts.share(
                besideSystemKeyboardInset: overlap, safeBottom: systemSafeBottom)
            let ours =
                releasing
                ? 0
                : insetsContent
                    ? contentInset.ownPart(
                        ofPlanned: parts.inset(
                            planned: planned, overlap: overlap, safeBottom: systemSafeBottom))
                    : share
            if insetsContent || ours > 0 || contentInset.ownValue > 0 {
                let total = contentInset.total(adding: ours)
                let indicator = indicatorInset.total(adding: ours)
                if isInverted {
                    scrollView.contentInset.top = total
                    scrollView.verticalScrollIndicatorInsets.top = indicator
                } else {
                    scrollView.contentInset.bottom = total
                    scrollView.verticalScrollIndicatorInsets.bottom = indicator
                }
                appliedParts = parts
                appliedShare = releasing ? 0 : share
            }
            let after = scrollView.listViewport(isInverted: isInverted)
            if releasing {
                let y = after.clamped(scrollView.contentOffset.y)
                if abs(y - scrollView.contentOffset.y) > AvoidancePlan.tolerance, !isUserScrolling {
                    scrollView.setContentOffset(
                        CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
                }
                return
            }
            let decision = ListOffset(
                planned: offset, onScreen: scrollView.contentOffset.y, before: lastViewport,
                after: after, sticksToBottom: sticksToBottom,
                userScrolls: isUserScrolling)
            if let y = decision.set {
                scrollView.setContentOffset(
                    CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
            }
            if let y = decision.report {
                offsetOnScreen = CGPoint(x: scrollView.contentOffset.x, y: y)
            }
            lastViewport = after
        }

        /// After an input that changed no plan: what goes on top of the keyboard's inset may have
        /// changed (a typing indicator, a riding bar that grew), or the list's height: applied
        /// again in the keyboard's last animation, keeping the bottom in view when it sticks.
        func didTake(
            _ decision: AvoidanceDecision, after input: AvoiderEvent, session: AvoidanceSession,
            target: UIView?
        ) {
            guard decision.action == nil, !session.isReleased, let scrollView,
                case .scroll(let planned, let offset) = session.applied
            else { return }
            if !insetsContent {
                // Measured after UIKit's own adjustment, as `apply` is.
                guard case .measure = input else { return }
            }
            overlap = session.avoidedOverlap
            let now = scrollView.listViewport(isInverted: isInverted)
            let heightChanged =
                abs((lastViewport?.height ?? now.height) - now.height) > AvoidancePlan.tolerance
            // A table view controller's table: UIKit moved its newest end (its keyboard inset),
            // or the share beside it changed.
            let moved = insetsContent ? heightChanged : lastViewport?.changesFrameOrInsets(to: now)
            let share = parts.share(
                besideSystemKeyboardInset: overlap, safeBottom: systemSafeBottom)
            let partsChanged =
                insetsContent
                ? appliedParts != parts : abs(appliedShare - share) > AvoidancePlan.tolerance
            guard partsChanged || (sticksToBottom && moved == true),
                let animation = session.animation(after: input, action: nil)
            else {
                lastViewport = now
                return
            }
            animate(
                animation, changes: { self.apply(planned: planned, offset: offset.y) },
                completion: { _ in })
        }

        /// The list's geometry as UIKit scrolls it now.
        func takeOffsetOnScreen() -> CGPoint? {
            defer { offsetOnScreen = nil }
            return offsetOnScreen
        }

        /// The user's finger dragging the scroll view, or its deceleration: the user has the
        /// offset.
        var isUserScrolling: Bool {
            guard let scrollView else { return false }
            return scrollView.gesture.userScrolls
        }
    }
#endif
