#if canImport(UIKit)
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
            return scrollView
        }()

        /// The view to add content to: pinned to the scroll view's content, as wide as the scroll
        /// view and at least as tall as the safe area.
        @objc public let contentView: UIView = {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }()

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

        /// Space kept between the field being edited and the keyboard, in points; 8 by default.
        @objc public var keyboardMargin: CGFloat = 8 {
            didSet {
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

        private var adjustContentInsetInsteadOfSafeArea = false
        private var notificationCenter: NotificationCenter = .default
        /// `safeArea` strategy: the additional safe area and the reveal of the edited field.
        private var coordinator: AvoidanceCoordinator?
        /// `scroll` strategy: the scroll view's own avoidance.
        private var scrollAvoidance: ScrollViewKeyboardAvoidance?
        /// The app's own `additionalSafeAreaInsets.bottom`, and the part of it that is ours.
        private var appAdditionalBottom: CGFloat = 0
        private var ourAdditionalBottom: CGFloat = 0

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

        /// Creates the view controller from a storyboard or nib.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Builds the scroll view and the content view.
        override open func loadView() {
            let view = UIView()
            view.backgroundColor = .systemBackground
            view.addSubview(scrollView)
            scrollView.addSubview(contentView)
            let minimumHeight = scrollView.contentLayoutGuide.heightAnchor.constraint(
                greaterThanOrEqualTo: scrollView.safeAreaLayoutGuide.heightAnchor)
            // Just below required, so that it yields to the content's own required constraints.
            minimumHeight.priority = .required - 1
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
                minimumHeight,
            ])
            self.view = view
        }

        /// Starts avoiding the keyboard.
        override open func viewDidLoad() {
            super.viewDidLoad()
            if adjustContentInsetInsteadOfSafeArea {
                let avoidance = ScrollViewKeyboardAvoidance(
                    scrollView: scrollView, notificationCenter: notificationCenter)
                avoidance.margin = keyboardMargin
                avoidance.isEnabled = isKeyboardAvoidanceEnabled
                scrollAvoidance = avoidance
            } else {
                coordinator = AvoidanceCoordinator(
                    container: view, strategy: .safeArea,
                    configuration: AvoiderConfiguration(
                        margin: keyboardMargin, isEnabled: isKeyboardAvoidanceEnabled),
                    notificationCenter: notificationCenter, followsFocus: true,
                    hooks: AvoidanceCoordinator.Hooks(
                        restSafeArea: { [weak self] in self?.measureRestSafeArea() ?? .zero },
                        scrollMetrics: nil,
                        targetRect: { [weak self] target, caret in
                            self?.contentRect(of: target, caret: caret)
                        },
                        apply: { [weak self] plan in self?.apply(plan) },
                        layoutRoot: { [weak self] in self?.viewIfLoaded },
                        didHandle: { [weak self] action, animated in
                            self?.reveal(after: action, animated: animated)
                        }))
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
            coordinator?.retarget()
            scrollAvoidance?.targetDidChange()
        }

        /// Starts recording this screen's keyboard session as a scenario file's contents.
        public func startRecordingKeyboard() {
            coordinator?.startRecording()
            scrollAvoidance?.startRecording()
        }

        /// Stops recording and returns the scenario.
        public func stopRecordingKeyboard() -> Scenario? {
            coordinator?.stopRecording() ?? scrollAvoidance?.stopRecording()
        }

        /// The view's safe area without our part of it; an app that changed
        /// `additionalSafeAreaInsets.bottom` since has its own value kept.
        private func measureRestSafeArea() -> Insets {
            if additionalSafeAreaInsets.bottom != appAdditionalBottom + ourAdditionalBottom {
                appAdditionalBottom = additionalSafeAreaInsets.bottom - ourAdditionalBottom
            }
            var insets = Insets(view.safeAreaInsets)
            insets.bottom -= ourAdditionalBottom
            return insets
        }

        /// A field in the scroll view's content coordinates, where the reveal is planned.
        private func contentRect(of target: UIView, caret: Bool) -> CGRect? {
            if caret, let textView = target as? UITextView {
                return ViewMeasurement.caretRect(in: textView, in: scrollView)
            }
            return ViewMeasurement.rect(of: target, in: scrollView)
        }

        /// Grows the bottom safe area by the plan.
        private func apply(_ plan: AvoidancePlan) {
            guard case .safeArea(let bottom) = plan else { return }
            ourAdditionalBottom = bottom
            additionalSafeAreaInsets.bottom = appAdditionalBottom + bottom
        }

        /// Scrolls the field being edited into view, in the viewport the safe area leaves — the
        /// offset decided by the engine from the scroll view's measured insets — with the
        /// action's animation, or the keyboard's last one after a retarget.
        private func reveal(after action: AvoidanceAction?, animated: Bool) {
            guard let avoider = coordinator?.avoider else { return }
            view.layoutIfNeeded()
            let viewport = ScrollViewport(
                height: scrollView.bounds.height, contentHeight: scrollView.contentSize.height,
                contentInsetBottom: scrollView.contentInset.bottom,
                adjustedTop: scrollView.adjustedContentInset.top,
                adjustedBottom: scrollView.adjustedContentInset.bottom)
            let y = viewport.offset(
                revealing: avoider.target, margin: keyboardMargin, from: scrollView.contentOffset.y,
                keyboardCovers: avoider.planInput.coverage.overlap > 0)
            guard y != scrollView.contentOffset.y else { return }
            let scrollView = scrollView
            UIView.animateAlongKeyboard(
                action?.animation ?? avoider.lastKeyboardAnimation, animated: animated
            ) {
                scrollView.contentOffset.y = y
            }
        }
    }
#endif
