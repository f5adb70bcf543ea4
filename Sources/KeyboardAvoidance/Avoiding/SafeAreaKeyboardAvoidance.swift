#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Grows a view controller's bottom safe area by the part of its view the keyboard covers —
    /// not by the keyboard's height, which is wrong for a hardware keyboard's bar, a floating
    /// keyboard, a form sheet or a Stage Manager window — and scrolls the field being edited into
    /// view in `scrollView`, if given: the `safeArea` strategy, for any view controller.
    ///
    /// Whatever is laid out against the safe area (or the keyboard-aware bottom of a scroll view
    /// that adjusts for it) moves above the keyboard, in the keyboard's animation. The app's own
    /// `additionalSafeAreaInsets` are kept: only the library's part is added and given back.
    /// ``KeyboardAvoidanceViewController`` is a view controller with one built in.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     keyboardAvoidance = SafeAreaKeyboardAvoidance(viewController: self, scrollView: formView)
    /// }
    /// ```
    ///
    /// Keep a reference: the avoidance lasts as long as this object.
    @objc(KBASafeAreaKeyboardAvoidance)
    @MainActor
    public final class SafeAreaKeyboardAvoidance: KeyboardAvoidanceComponent {
        /// The view controller whose bottom safe area grows.
        @objc public private(set) weak var viewController: UIViewController?
        /// The scroll view the field being edited is revealed in, if any.
        @objc public private(set) weak var scrollView: UIScrollView?
        private let notificationCenter: NotificationCenter

        /// Starts growing `viewController`'s bottom safe area for the keyboard, revealing the field
        /// being edited in `scrollView`. Loads the controller's view if it is not loaded yet: make
        /// it in `viewDidLoad()` or later.
        @objc public convenience init(viewController: UIViewController, scrollView: UIScrollView?) {
            self.init(
                viewController: viewController, scrollView: scrollView, notificationCenter: .default
            )
        }

        /// Starts avoiding, observing `notificationCenter`.
        public convenience init(
            viewController: UIViewController, scrollView: UIScrollView?,
            notificationCenter: NotificationCenter
        ) {
            self.init(
                deferredFor: viewController, scrollView: scrollView,
                notificationCenter: notificationCenter)
            viewController.loadViewIfNeeded()
            start()
        }

        /// Made before its view controller's view loads, by that controller: it starts when the
        /// controller calls ``start()`` from `viewDidLoad()`.
        init(
            deferredFor viewController: UIViewController, scrollView: UIScrollView?,
            notificationCenter: NotificationCenter
        ) {
            self.viewController = viewController
            self.scrollView = scrollView
            self.notificationCenter = notificationCenter
            super.init()
        }

        /// Starts avoiding, once the view controller's view is loaded; once only.
        func start() {
            guard coordinator == nil, let viewController, let view = viewController.viewIfLoaded
            else { return }
            coordinator = AvoidanceCoordinator(
                container: view, strategy: .safeArea, configuration: configuration,
                notificationCenter: notificationCenter, followsFocus: true,
                surface: SafeAreaSurface(controller: viewController, scrollView: scrollView))
        }
    }

    /// Grows a view controller's bottom safe area, then reveals the field being edited in its
    /// scroll view, if it has one.
    @MainActor
    private final class SafeAreaSurface: AvoidanceSurface {
        private weak var controller: UIViewController?
        private weak var scrollView: UIScrollView?
        /// `additionalSafeAreaInsets.bottom`: the app's own, and ours on top of it.
        private var additional: SharedInset

        init(controller: UIViewController, scrollView: UIScrollView?) {
            self.controller = controller
            self.scrollView = scrollView
            additional = SharedInset(appValue: controller.additionalSafeAreaInsets.bottom)
        }

        var container: UIView? { controller?.viewIfLoaded }

        /// The view's safe area without our part of it, read now (never cached across a rotation).
        func safeArea(applied: AvoidancePlan?) -> Insets {
            guard let controller, let view = controller.viewIfLoaded else { return .zero }
            _ = additional.appValue(measuring: controller.additionalSafeAreaInsets.bottom)
            var insets = Insets(view.safeAreaInsets)
            insets.bottom -= additional.ownValue
            return insets
        }

        /// The user's finger dragging the scroll view, or its deceleration: the user has the
        /// offset.
        var isUserScrolling: Bool {
            guard let scrollView else { return false }
            return scrollView.gesture.userScrolls
        }

        /// A field in the scroll view's content coordinates, where the reveal is planned; without
        /// a scroll view, in the view's.
        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else {
                return container.flatMap { ViewMeasurement.visibleRect(of: target, in: $0) }
            }
            if target.isFirstResponder, let textView = target as? UITextView {
                return ViewMeasurement.caretRect(in: textView, in: scrollView)
            }
            return ViewMeasurement.contentRect(of: target, in: scrollView)
        }

        func apply(_ plan: AvoidancePlan, after input: AvoiderEvent, session: AvoidanceSession) {
            guard let controller, case .safeArea(let bottom) = plan else { return }
            controller.additionalSafeAreaInsets.bottom = additional.total(adding: bottom)
        }

        /// Scrolls the field being edited into view in the viewport the safe area leaves: the
        /// field and the scroll view measured after the layout the new safe area causes, the offset
        /// decided by the session, with the action's animation or the keyboard's last one. Only
        /// after an input that reveals (spec §5): not during a finger's drag of the keyboard, not
        /// for a snapshot that repeats what is in effect (our own safe-area inset is none), and
        /// never into a gesture in flight.
        func didTake(
            _ decision: AvoidanceDecision, after input: AvoiderEvent, session: AvoidanceSession,
            target: UIView?
        ) {
            guard decision.revealsTarget, let scrollView, !isUserScrolling,
                let avoider = session.avoider
            else { return }
            controller?.viewIfLoaded?.layoutIfNeeded()
            let viewport = ScrollViewport(
                height: scrollView.bounds.height, contentHeight: scrollView.contentSize.height,
                contentInsetBottom: scrollView.contentInset.bottom,
                adjustedTop: scrollView.adjustedContentInset.top,
                adjustedBottom: scrollView.adjustedContentInset.bottom)
            guard
                let y = session.revealingOffset(
                    in: viewport, target: target.flatMap(rect(of:)),
                    from: scrollView.contentOffset.y, after: decision)
            else { return }
            UIView.animateAlongKeyboard(
                decision.action?.animation ?? avoider.lastKeyboardAnimation
            ) {
                scrollView.contentOffset.y = y
            }
        }
    }
#endif
