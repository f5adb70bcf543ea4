#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// A view controller whose content scrolls and stays clear of the keyboard: a scroll view
    /// filling the view, and a ``contentView`` to put the content in, at least as tall as the safe
    /// area.
    ///
    /// A drop-in for the `KeyboardAvoidanceViewController` snippet: the bottom safe area grows by
    /// the part the keyboard covers (spec §5, safeArea; the content inset with
    /// `adjustContentInsetInsteadOfSafeArea`), and the field being edited is scrolled into view.
    ///
    /// From a storyboard or a nib, the scene's view becomes ``contentView``. With no nib name it
    /// loads only the nib named exactly after its class (`SignUpViewController.xib`), not
    /// UIKit's other guesses; otherwise pass the name to `init(nibName:bundle:)`.
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

        /// The view to add content to: as wide as the scroll view, at least as tall as the safe
        /// area; the scene's own view from a storyboard or a nib.
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

        /// How this screen avoids the keyboard: a ``SafeAreaKeyboardAvoidance``, or a
        /// ``ScrollViewKeyboardAvoidance`` with `adjustContentInsetInsteadOfSafeArea`. It starts
        /// when the view loads, with every setting made before.
        ///
        /// ```swift
        /// keyboardAvoidance.margin = 12
        /// keyboardAvoidance.revealViews = [createAccountButton]
        /// ```
        ///
        /// The strategy and center are those in effect when the view loads: a component read
        /// earlier may be replaced then (its settings carried over). Keep a reference to it only
        /// from `viewDidLoad()` on.
        @objc public var keyboardAvoidance: KeyboardAvoidanceComponent {
            if let component { return component }
            let made = makeComponent()
            component = made
            return made
        }

        /// The component, once read or started; ``keyboardAvoidance`` makes it.
        private var component: KeyboardAvoidanceComponent?
        /// The center and the strategy ``component`` was made with.
        private var componentCenter: NotificationCenter?
        private var componentInsetsContent = false
        private var adjustContentInsetInsteadOfSafeArea = false
        private var notificationCenter: NotificationCenter = .default

        /// A component of the strategy and on the center in effect now.
        private func makeComponent() -> KeyboardAvoidanceComponent {
            componentCenter = notificationCenter
            componentInsetsContent = adjustContentInsetInsteadOfSafeArea
            return adjustContentInsetInsteadOfSafeArea
                ? ScrollViewKeyboardAvoidance(
                    scrollView: scrollView, notificationCenter: notificationCenter)
                : SafeAreaKeyboardAvoidance(
                    deferredFor: self, scrollView: scrollView,
                    notificationCenter: notificationCenter)
        }

        /// The component to start with: the one made, or a new one if the strategy or center
        /// changed since.
        private func componentForStart() -> KeyboardAvoidanceComponent {
            guard let early = component else { return keyboardAvoidance }
            guard
                componentCenter !== notificationCenter
                    || componentInsetsContent != adjustContentInsetInsteadOfSafeArea
            else { return early }
            let made = makeComponent()
            early.carrySettings(to: made)
            early.invalidate()
            // Held to the main queue's next turn, after `EarlyRelease`'s check, so that a debug
            // build does not take its release for a component kept in a local variable; stopped
            // already, it holds nothing on any view.
            DispatchQueue.main.async { withExtendedLifetime(early) {} }
            component = made
            return made
        }

        /// The center the keyboard's notifications are observed on (a test's own, say). Set it
        /// before the view loads (in `awakeFromNib()` from a storyboard); later it changes nothing.
        public var keyboardNotificationCenter: NotificationCenter {
            get { notificationCenter }
            set { notificationCenter = newValue }
        }

        /// Creates the view controller; the keyboard grows the bottom safe area.
        @objc public convenience init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// Creates the view controller with its content from a nib: the nib's view, with its
        /// outlets, becomes ``contentView``. `nil` looks for a nib named exactly after the class.
        @objc override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
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

        /// Builds the scroll view around the content view (the scene's view, outlets connected).
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
            (componentForStart() as? SafeAreaKeyboardAvoidance)?.start()
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
    }
#endif
