#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Grows a view controller's bottom safe area by the part of its view the keyboard covers
    /// (spec §5, safeArea) and scrolls the field being edited into view in `scrollView`, if given.
    /// The app's own `additionalSafeAreaInsets` are kept; only the library's part is added.
    /// ``KeyboardAvoidanceViewController`` has one built in.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     keyboardAvoidance = SafeAreaKeyboardAvoidance(viewController: self, scrollView: formView)
    /// }
    /// ```
    ///
    /// Keep a strong reference (main actor): the avoidance lasts as long as this object.
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

        /// Made before the controller's view loads; starts when it calls ``start()``.
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
        func safeArea() -> Insets {
            guard let controller, let view = controller.viewIfLoaded else { return .zero }
            _ = additional.appValue(measuring: controller.additionalSafeAreaInsets.bottom)
            var insets = Insets(view.safeAreaInsets)
            insets.bottom -= additional.ownValue
            return insets
        }

        /// The scroll view the field is revealed in, as laid out now (and whether the user
        /// scrolls it).
        func measure(into snapshot: inout ContainerSnapshot) {
            guard let scrollView, let view = container else { return }
            let gesture = scrollView.gesture
            snapshot.isTracking = gesture.userScrolls
            snapshot.revealScroll = RevealScroll(
                // Its bounds converted: the frame a transform would distort (UIView.h).
                frame: scrollView.convert(scrollView.bounds, to: view),
                contentHeight: scrollView.contentSize.height,
                adjustedTop: scrollView.adjustedContentInset.top,
                ownBottom: scrollView.contentInset.bottom,
                offsetY: scrollView.contentOffset.y, isTracking: gesture.userScrolls)
        }

        /// A field (a text view's caret) in the scroll view's content coordinates, else the view's.
        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else {
                return container.flatMap { ViewMeasurement.visibleRect(of: target, in: $0) }
            }
            if target.isFirstResponder, let textView = target as? UITextView,
                let caret = ViewMeasurement.caretRect(in: textView, in: scrollView)
            {
                return caret
            }
            return ViewMeasurement.contentRect(of: target, in: scrollView)
        }

        /// Laid out inside `set`, before the scroll view is measured for the reveal.
        var layoutRoot: UIView? { nil }

        /// Sets the safe area and lays the view out, so ``revealViewport()`` measures UIKit's
        /// layout.
        func set(_ action: SurfaceAction, releasing: Bool) {
            guard let controller, case .safeArea(let bottom) = action.settings else { return }
            controller.additionalSafeAreaInsets.bottom = additional.total(adding: bottom)
            controller.viewIfLoaded?.layoutIfNeeded()
        }

        /// The scroll view as laid out with the new safe area (content pinned to it shrinks).
        func revealViewport() -> (viewport: ScrollViewport, offsetY: CGFloat)? {
            guard let scrollView, !scrollView.gesture.userScrolls else { return nil }
            return (scrollView.viewport, scrollView.contentOffset.y)
        }

        func setRevealOffset(_ y: CGFloat) {
            scrollView?.contentOffset.y = y
        }
    }
#endif
