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
    public final class ScrollViewKeyboardAvoidance: NSObject {
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

        /// Whether the scroll view avoids the keyboard; turned off, its insets return to rest.
        public var isEnabled = true {
            didSet { coordinator?.configuration.isEnabled = isEnabled }
        }

        /// Space kept between the target and the keyboard, in points; 8 by default.
        public var margin: CGFloat = 8 {
            didSet { coordinator?.configuration.margin = margin }
        }

        /// Whether a floating keyboard is avoided; by default it is not.
        public var floatingKeyboardPolicy: FloatingKeyboardPolicy = .ignore {
            didSet { coordinator?.configuration.floating = floatingKeyboardPolicy }
        }

        private var coordinator: AvoidanceCoordinator?
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
                configuration: AvoiderConfiguration(margin: margin),
                notificationCenter: notificationCenter, followsFocus: true,
                hooks: AvoidanceCoordinator.Hooks(
                    restSafeArea: { [weak self] in
                        self?.scrollView.map { Insets($0.safeAreaInsets) } ?? .zero
                    },
                    scrollMetrics: { [weak self] in self?.measureScroll() ?? ScrollMetrics() },
                    targetRect: { [weak self] target, caret in
                        guard let scrollView = self?.scrollView else { return nil }
                        if caret, let textView = target as? UITextView {
                            return ViewMeasurement.caretRect(in: textView, in: scrollView)
                        }
                        return ViewMeasurement.rect(of: target, in: scrollView)
                    },
                    apply: { [weak self] plan in self?.apply(plan) },
                    layoutRoot: { [weak self] in self?.scrollView }))
        }

        deinit {
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated { coordinator?.restore() }
        }

        /// Re-measures the target and re-plans: after it moved, or after a text view's selection
        /// changed (from `textViewDidChangeSelection(_:)`).
        public func targetDidChange() {
            coordinator?.retarget()
        }

        /// Starts recording this scroll view's keyboard session as a scenario file's contents.
        public func startRecording() {
            coordinator?.startRecording()
        }

        /// Stops recording and returns the scenario.
        public func stopRecording() -> Scenario? {
            coordinator?.stopRecording()
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
