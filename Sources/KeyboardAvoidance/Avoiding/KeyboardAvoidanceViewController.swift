#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A view controller whose content scrolls and stays clear of the keyboard: a scroll view
    /// filling the view, and a ``contentView`` to put the content in, at least as tall as the safe
    /// area.
    ///
    /// A drop-in for the `KeyboardAvoidanceViewController` snippet, with its API and the spec's
    /// behaviour: the bottom safe area grows by the part of the view the keyboard covers — not by
    /// the keyboard's height, which is wrong for a hardware keyboard's bar, a floating keyboard, a
    /// form sheet or a Stage Manager window — and the field being edited is scrolled into view.
    /// With `adjustContentInsetInsteadOfSafeArea`, the scroll view's content inset grows instead
    /// (the `scroll` strategy).
    ///
    /// Made in code, it builds its own views. From a storyboard or a nib the scene's view (with its
    /// outlets) becomes ``contentView``, inside the scroll view. Made with no nib name
    /// (``init()``), it loads the nib named exactly after its class, without the module —
    /// `SignUpViewController.xib` for `SignUpViewController` — from `nibBundle`, or the main
    /// bundle, with itself as the File's Owner. It looks for no other name: UIKit's own search
    /// (which also tries `SignUpView`) runs only for a controller that does not override
    /// `loadView()`, and a `ProfileView.xib` is as often a view class's own nib. Name the nib
    /// after the class, or pass its name to `init(nibName:bundle:)`.
    ///
    /// ```swift
    /// final class SignUpViewController: KeyboardAvoidanceViewController {
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         pinToContentView(formStackView)
    ///     }
    /// }
    /// ```
    @MainActor
    open class KeyboardAvoidanceViewController: UIViewController {
        private let scrollView: UIScrollView = {
            let scrollView = UIScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            if #available(iOS 16.0, *) {
                scrollView.keyboardDismissMode = .interactiveWithAccessory
            } else {
                scrollView.keyboardDismissMode = .interactive
            }
            scrollView.alwaysBounceVertical = true
            // The keyboard's safe area must reach the content inset even when the content is
            // shorter than the view: `.automatic` adds it only to content that scrolls.
            scrollView.contentInsetAdjustmentBehavior = .always
            return scrollView
        }()

        /// The view to add content to: pinned to the scroll view's content, as wide as the scroll
        /// view and at least as tall as the safe area. The scene's own view when the controller
        /// comes from a storyboard or a nib.
        @objc public private(set) var contentView: UIView = UIView()

        /// The scroll view's keyboard dismiss mode: `.interactiveWithAccessory` by default (from
        /// iOS 16; `.interactive` before).
        @objc public var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
            get { scrollView.keyboardDismissMode }
            set { scrollView.keyboardDismissMode = newValue }
        }

        /// Whether the scroll view bounces vertically even when the content fits: `true` by default.
        @objc public var alwaysBounceVertical: Bool {
            get { scrollView.alwaysBounceVertical }
            set { scrollView.alwaysBounceVertical = newValue }
        }

        /// Space kept between the field being edited and the keyboard, in points; 8 by default. A
        /// value that is not a finite number ≥ 0 is refused: the margin keeps its value.
        @objc public var keyboardMargin: CGFloat = 8 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(keyboardMargin) else {
                    keyboardMargin = oldValue
                    return
                }
                coordinator?.configuration.margin = keyboardMargin
                scrollAvoidance?.margin = keyboardMargin
            }
        }

        /// Whether the content avoids the keyboard.
        @objc public var isKeyboardAvoidanceEnabled = true {
            didSet {
                coordinator?.configuration.isEnabled = isKeyboardAvoidanceEnabled
                scrollAvoidance?.isEnabled = isKeyboardAvoidanceEnabled
            }
        }

        /// Views to keep visible with the field being edited — its error label, the submit
        /// button — when they fit; when they do not, the field wins, then its top.
        @objc public var keyboardRevealViews: [UIView] = [] {
            didSet {
                coordinator?.revealViews = keyboardRevealViews
                coordinator?.measure()
                scrollAvoidance?.revealViews = keyboardRevealViews
            }
        }

        private var adjustContentInsetInsteadOfSafeArea = false
        private var notificationCenter: NotificationCenter = .default
        /// `safeArea` strategy: the additional safe area and the reveal of the edited field.
        private var coordinator: AvoidanceCoordinator?
        /// `scroll` strategy: the scroll view's own avoidance.
        private var scrollAvoidance: ScrollViewKeyboardAvoidance?

        /// Creates the view controller; the keyboard grows the bottom safe area.
        @objc public init() {
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates the view controller, choosing what the keyboard grows.
        ///
        /// - Parameter adjustContentInsetInsteadOfSafeArea: `true` to grow the scroll view's
        ///   content inset instead of the bottom safe area.
        @objc public convenience init(adjustContentInsetInsteadOfSafeArea: Bool = false) {
            self.init()
            self.adjustContentInsetInsteadOfSafeArea = adjustContentInsetInsteadOfSafeArea
        }

        /// Creates the view controller with its keyboard notifications from a given center.
        public convenience init(
            adjustContentInsetInsteadOfSafeArea: Bool, notificationCenter: NotificationCenter
        ) {
            self.init(adjustContentInsetInsteadOfSafeArea: adjustContentInsetInsteadOfSafeArea)
            self.notificationCenter = notificationCenter
        }

        /// Creates the view controller from a storyboard or nib: the scene's view becomes
        /// ``contentView``.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Builds the scroll view around the content view — the scene's view, when the controller
        /// has a storyboard scene or a nib, so that its outlets stay connected. A controller made
        /// with no nib name loads the nib named after its class, if its bundle has one.
        override open func loadView() {
            if nibName != nil || storyboard != nil {
                super.loadView()
                if let sceneView = viewIfLoaded { contentView = sceneView }
            } else if let nib = nibNamedAfterClass {
                // Outlets, and the File's Owner's `view` if the nib connects it; a nib that sets no
                // view leaves our own content view.
                _ = nib.instantiate(withOwner: self)
                if let sceneView = viewIfLoaded { contentView = sceneView }
            }
            let view = UIView()
            view.backgroundColor = .systemBackground
            contentView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            scrollView.addSubview(contentView)
            let minimumHeight = scrollView.contentLayoutGuide.heightAnchor.constraint(
                greaterThanOrEqualTo: scrollView.safeAreaLayoutGuide.heightAnchor)
            // Just below required, so that it yields to the content's own required constraints.
            minimumHeight.priority = .required - 1
            // Content pinned only at the top still has a height: the safe area's, if nothing else.
            let fallbackHeight = scrollView.contentLayoutGuide.heightAnchor.constraint(
                equalTo: scrollView.safeAreaLayoutGuide.heightAnchor)
            fallbackHeight.priority = .defaultLow
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentView.leadingAnchor.constraint(
                    equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentView.trailingAnchor.constraint(
                    equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                contentView.bottomAnchor.constraint(
                    equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                scrollView.contentLayoutGuide.widthAnchor.constraint(
                    equalTo: scrollView.frameLayoutGuide.widthAnchor),
                minimumHeight, fallbackHeight,
            ])
            self.view = view
        }

        /// The nib named exactly after the class (the core's `DefaultNibName`), in `nibBundle` or
        /// the main bundle, if there is one.
        private var nibNamedAfterClass: UINib? {
            let bundle = nibBundle ?? .main
            guard let name = DefaultNibName.name(forClassName: NSStringFromClass(type(of: self))),
                bundle.path(forResource: name, ofType: "nib") != nil
            else { return nil }
            return UINib(nibName: name, bundle: bundle)
        }

        /// Starts avoiding the keyboard.
        override open func viewDidLoad() {
            super.viewDidLoad()
            // The scroll view the navigation and tab bars watch for large titles and scroll-edge
            // appearance.
            setContentScrollView(scrollView, for: [.top, .bottom])
            if adjustContentInsetInsteadOfSafeArea {
                let avoidance = ScrollViewKeyboardAvoidance(
                    scrollView: scrollView, notificationCenter: notificationCenter)
                avoidance.margin = keyboardMargin
                avoidance.isEnabled = isKeyboardAvoidanceEnabled
                avoidance.revealViews = keyboardRevealViews
                scrollAvoidance = avoidance
            } else {
                coordinator = AvoidanceCoordinator(
                    container: view, strategy: .safeArea,
                    configuration: AvoiderConfiguration(
                        margin: keyboardMargin, isEnabled: isKeyboardAvoidanceEnabled),
                    notificationCenter: notificationCenter, followsFocus: true,
                    surface: SafeAreaSurface(controller: self, scrollView: scrollView))
                coordinator?.revealViews = keyboardRevealViews
            }
        }

        /// Pins a subview to all four edges of ``contentView``.
        @objc public func pinToContentView(_ subview: UIView) {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
            NSLayoutConstraint.activate([
                subview.topAnchor.constraint(equalTo: contentView.topAnchor),
                subview.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                subview.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                subview.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        /// Re-measures the field being edited and scrolls it into view again: after it moved, or
        /// after a text view's selection changed (from `textViewDidChangeSelection(_:)`).
        @objc public func keyboardTargetDidChange() {
            coordinator?.measure()
            scrollAvoidance?.targetDidChange()
        }

        /// The session this screen drives, once its view has loaded: what it has measured, what is
        /// applied.
        public var keyboardSession: AvoidanceSession? {
            coordinator?.session ?? scrollAvoidance?.session
        }

        /// Sees every input this screen hands its session, before the session takes it: how
        /// `KeyboardAvoidanceRecording` records. Set it once the view has loaded.
        public var keyboardSessionObserver: (any AvoidanceSessionObserver)? {
            get { coordinator?.observer ?? scrollAvoidance?.sessionObserver }
            set {
                coordinator?.observer = newValue
                scrollAvoidance?.sessionObserver = newValue
            }
        }
    }

    /// Grows a view controller's bottom safe area, then reveals the field being edited in its
    /// scroll view.
    @MainActor
    private final class SafeAreaSurface: AvoidanceSurface {
        private weak var controller: UIViewController?
        private weak var scrollView: UIScrollView?
        /// `additionalSafeAreaInsets.bottom`: the app's own, and ours on top of it.
        private var additional: SharedInset

        init(controller: UIViewController, scrollView: UIScrollView) {
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
            // `isTracking` is set at touch-down; a touch that has not dragged is no scroll (§6.1).
            return scrollView.isDragging || scrollView.isDecelerating
        }

        /// A field in the scroll view's content coordinates, where the reveal is planned.
        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else { return nil }
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
