#if canImport(UIKit)
    import KeyboardAvoidanceCore
    import UIKit

    /// A layout guide along the bottom of a view whose top follows the keyboard: the `guide`
    /// strategy, with the same semantics on iOS 15 and later.
    ///
    /// Its height is the part of the view the keyboard covers — measured against the view, so
    /// correct in Stage Manager, Slide Over and form sheets — and never less than the bottom safe
    /// area; a floating keyboard is not followed unless asked. Unlike UIKit's
    /// `keyboardLayoutGuide`, it is an object you own: add it to a view and pin to its top.
    ///
    /// ```swift
    /// let keyboardGuide = KeyboardAvoidanceGuide()
    /// view.addLayoutGuide(keyboardGuide)
    /// toolbar.bottomAnchor.constraint(equalTo: keyboardGuide.topAnchor).isActive = true
    /// ```
    @MainActor
    public final class KeyboardAvoidanceGuide: UILayoutGuide {
        /// Whether the guide follows the keyboard; turned off, it rests on the safe area.
        public var isEnabled = true {
            didSet { coordinator?.configuration.isEnabled = isEnabled }
        }

        /// Whether a floating keyboard is followed; by default it is not.
        public var floatingKeyboardPolicy: FloatingKeyboardPolicy = .ignore {
            didSet { coordinator?.configuration.floating = floatingKeyboardPolicy }
        }

        /// Called when an adjustment's animation ends, with `true` when it finished.
        public var completion: ((Bool) -> Void)? {
            didSet { coordinator?.completion = completion }
        }

        private let notificationCenter: NotificationCenter
        private var coordinator: AvoidanceCoordinator?
        private var constraints: [NSLayoutConstraint] = []
        private var heightConstraint: NSLayoutConstraint?

        /// Creates a guide; it starts following the keyboard when added to a view.
        public init(notificationCenter: NotificationCenter = .default) {
            self.notificationCenter = notificationCenter
            super.init()
            identifier = "KeyboardAvoidanceGuide"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// The view the guide belongs to; adding the guide to a view pins it to the view's leading,
        /// trailing and bottom edges.
        override public var owningView: UIView? {
            didSet {
                guard owningView !== oldValue else { return }
                attach()
            }
        }

        /// Starts recording this guide's keyboard session as a scenario file's contents.
        public func startRecording() {
            coordinator?.startRecording()
        }

        /// Stops recording and returns the scenario.
        public func stopRecording() -> Scenario? {
            coordinator?.stopRecording()
        }

        private func attach() {
            NSLayoutConstraint.deactivate(constraints)
            constraints = []
            coordinator = nil
            guard let view = owningView else { return }
            let height = heightAnchor.constraint(equalToConstant: view.safeAreaInsets.bottom)
            constraints = [
                leadingAnchor.constraint(equalTo: view.leadingAnchor),
                trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottomAnchor.constraint(equalTo: view.bottomAnchor),
                height,
            ]
            NSLayoutConstraint.activate(constraints)
            heightConstraint = height
            coordinator = AvoidanceCoordinator(
                container: view, strategy: .guide,
                configuration: AvoiderConfiguration(
                    floating: floatingKeyboardPolicy, isEnabled: isEnabled),
                notificationCenter: notificationCenter, followsFocus: false,
                hooks: AvoidanceCoordinator.Hooks(
                    restSafeArea: { [weak self] in
                        self?.owningView.map { Insets($0.safeAreaInsets) } ?? .zero
                    },
                    scrollMetrics: nil,
                    targetRect: { _, _ in nil },
                    apply: { [weak self] plan in
                        guard case .guide(let height) = plan else { return }
                        self?.heightConstraint?.constant = height
                    },
                    layoutRoot: { [weak self] in self?.owningView }))
            coordinator?.completion = completion
        }
    }
#endif
