#if canImport(UIKit)
    import KeyboardAvoidanceCore
    import UIKit

    /// Keeps a view's descendant just above the keyboard by moving the whole view up: the
    /// `shift` strategy.
    ///
    /// A drop-in for the `KeepViewAboveKeyboard` snippet, with its API and the spec's behaviour:
    /// the view moves by an absolute translation from where it rests (a transform, which layout
    /// does not undo), measured in the window's coordinates, never past the safe area's top and
    /// never down, and it returns exactly when the keyboard hides or this object goes away. The
    /// target follows the text field or text view being edited inside the view; setting
    /// ``targetView`` while the keyboard is up re-plans with the keyboard's last animation.
    ///
    /// ```swift
    /// keyboardWatcher = KeepViewAboveKeyboard(view: view)
    /// keyboardWatcher.targetView = detailField
    /// ```
    ///
    /// From Objective-C:
    ///
    /// ```objc
    /// _keyboardWatcher = [[KeepViewAboveKeyboard alloc] initWithView:self.view];
    /// _keyboardWatcher.targetView = _detailField;
    /// ```
    @objc(KeepViewAboveKeyboard)
    @MainActor
    public final class KeepViewAboveKeyboard: KeyboardAvoidanceComponent {
        /// The view that moves.
        @objc public private(set) weak var view: UIView?

        /// The view to keep just above the keyboard: a descendant of ``view`` at any depth.
        /// Setting it while the keyboard is up re-plans with the keyboard's last animation.
        @objc public weak var targetView: UIView? {
            didSet {
                guard targetView !== oldValue else { return }
                coordinator?.setTarget(targetView, caret: false)
            }
        }

        /// Called when an adjustment's animation ends, with `true` when it finished.
        @objc public var completionBlock: ((Bool) -> Void)? {
            didSet { coordinator?.completion = completionBlock }
        }

        private var restTransform: CGAffineTransform
        private var restSafeArea: Insets

        /// Starts keeping descendants of `view` above the keyboard.
        @objc public convenience init(view: UIView) {
            self.init(view: view, notificationCenter: .default)
        }

        /// Starts keeping descendants of `view` above the keyboard, observing `notificationCenter`.
        public init(view: UIView, notificationCenter: NotificationCenter) {
            self.view = view
            restTransform = view.transform
            restSafeArea = Insets(view.safeAreaInsets)
            super.init()
            coordinator = AvoidanceCoordinator(
                container: view, strategy: .shift,
                configuration: configuration,
                notificationCenter: notificationCenter, followsFocus: true,
                hooks: AvoidanceCoordinator.Hooks(
                    restSafeArea: { [weak self] in self?.measureRestSafeArea() ?? .zero },
                    scrollMetrics: nil,
                    targetRect: { [weak self] target, caret in
                        self?.view.flatMap { Self.rect(of: target, caret: caret, in: $0) }
                    },
                    apply: { [weak self] plan in self?.apply(plan) },
                    layoutRoot: { [weak self] in self?.view }))
        }

        private func apply(_ plan: AvoidancePlan) {
            guard let view, case .shift(let translation) = plan else { return }
            view.transform = restTransform.concatenating(
                CGAffineTransform(translationX: 0, y: translation))
        }

        /// The safe area at rest: measured while the view is not moved, since a moved view's safe
        /// area moves with it.
        private func measureRestSafeArea() -> Insets {
            if let view, coordinator?.avoider.map({ $0.applied == $0.restPlan }) ?? true {
                restSafeArea = Insets(view.safeAreaInsets)
            }
            return restSafeArea
        }
    }
#endif
