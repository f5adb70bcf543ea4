#if canImport(UIKit)
    import KeyboardAvoidanceCore
    import UIKit

    /// Insets a scroll view by the part the keyboard covers and scrolls the field being edited into
    /// view: the `scroll` strategy, for any `UIScrollView` — `UITableView`, `UICollectionView` and
    /// `UITextView` included.
    ///
    /// The content and indicator insets grow by the covered part only (beyond the safe area the
    /// system already adds), the field is revealed with the least scrolling (for a text view, its
    /// caret), and on hide the app's own insets come back exactly, with the keyboard's animation.
    ///
    /// ```swift
    /// avoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
    /// ```
    ///
    /// Keep a reference: the avoidance lasts as long as this object. Set the scroll view's own
    /// insets while the keyboard is hidden; they are the ones restored.
    @MainActor
    public final class ScrollViewKeyboardAvoidance: KeyboardAvoidanceComponent {
        /// The scroll view.
        public private(set) weak var scrollView: UIScrollView?

        /// The view to keep visible; follows the text field or text view being edited inside the
        /// scroll view. For a text view being edited, its caret is kept visible.
        public weak var targetView: UIView? {
            didSet {
                guard targetView !== oldValue else { return }
                coordinator?.setTarget(targetView, caret: targetView is UITextView)
            }
        }

        /// Called when an adjustment's animation ends, with `true` when it finished.
        public var completion: ((Bool) -> Void)? {
            didSet { coordinator?.completion = completion }
        }

        private var appContentInsetBottom: CGFloat
        private var appIndicatorInsetBottom: CGFloat
        private var appliedInsetBottom: CGFloat?

        /// Starts avoiding the keyboard for a scroll view.
        public init(scrollView: UIScrollView, notificationCenter: NotificationCenter = .default) {
            self.scrollView = scrollView
            appContentInsetBottom = scrollView.contentInset.bottom
            appIndicatorInsetBottom = scrollView.verticalScrollIndicatorInsets.bottom
            super.init()
            coordinator = AvoidanceCoordinator(
                container: scrollView, strategy: .scroll,
                configuration: configuration,
                notificationCenter: notificationCenter, followsFocus: true,
                hooks: AvoidanceCoordinator.Hooks(
                    restSafeArea: { [weak self] in
                        self?.scrollView.map { Insets($0.safeAreaInsets) } ?? .zero
                    },
                    scrollMetrics: { [weak self] in self?.measureScroll() ?? ScrollMetrics() },
                    targetRect: { [weak self] target, caret in
                        self?.scrollView.flatMap { Self.rect(of: target, caret: caret, in: $0) }
                    },
                    apply: { [weak self] plan in self?.apply(plan) },
                    layoutRoot: { [weak self] in self?.scrollView }))
        }

        /// The scroll view as the engine plans with it; an inset the app set since ours is taken
        /// as the app's own.
        private func measureScroll() -> ScrollMetrics {
            guard let scrollView else { return ScrollMetrics() }
            if scrollView.contentInset.bottom != appliedInsetBottom {
                appContentInsetBottom = scrollView.contentInset.bottom
                appIndicatorInsetBottom = scrollView.verticalScrollIndicatorInsets.bottom
            }
            return ViewMeasurement.scrollMetrics(
                of: scrollView, appContentInsetBottom: appContentInsetBottom)
        }

        private func apply(_ plan: AvoidancePlan) {
            guard let scrollView, case .scroll(let inset, let offset) = plan,
                let indicator = plan.scrollIndicatorInsetBottom(
                    appContentInsetBottom: appContentInsetBottom,
                    appIndicatorInsetBottom: appIndicatorInsetBottom)
            else { return }
            scrollView.contentInset.bottom = inset
            scrollView.verticalScrollIndicatorInsets.bottom = indicator
            appliedInsetBottom = inset
            scrollView.setContentOffset(offset, animated: false)
        }
    }
#endif
