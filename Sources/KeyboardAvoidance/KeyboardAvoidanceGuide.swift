#if canImport(UIKit)
    import KeyboardAvoidanceCore
    import UIKit

    /// A layout guide along the bottom of a view whose top follows the keyboard: the `guide`
    /// strategy, with the same semantics on iOS 15 and later.
    ///
    /// Its height is the part of the view the keyboard covers — measured against the view, so
    /// correct in Stage Manager, Slide Over and form sheets — and never less than the bottom safe
    /// area; a floating keyboard is not followed unless asked. Unlike UIKit's
    /// `keyboardLayoutGuide`, it is an object you make for a view; pin to its top.
    ///
    /// ```swift
    /// let keyboardGuide = KeyboardAvoidanceGuide(in: view)
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
        private var heightConstraint: NSLayoutConstraint?

        /// Adds a guide to `view`, pinned to its leading, trailing and bottom edges, and starts
        /// following the keyboard.
        public init(in view: UIView, notificationCenter: NotificationCenter = .default) {
            self.notificationCenter = notificationCenter
            super.init()
            identifier = "KeyboardAvoidanceGuide"
            view.addLayoutGuide(self)
            attach(to: view)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// Starts recording this guide's keyboard session as a scenario file's contents.
        public func startRecording() {
            coordinator?.startRecording()
        }

        /// Stops recording and returns the scenario.
        public func stopRecording() -> Scenario? {
            coordinator?.stopRecording()
        }

        private func attach(to view: UIView) {
            let height = heightAnchor.constraint(equalToConstant: view.safeAreaInsets.bottom)
            NSLayoutConstraint.activate([
                leadingAnchor.constraint(equalTo: view.leadingAnchor),
                trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottomAnchor.constraint(equalTo: view.bottomAnchor),
                height,
            ])
            heightConstraint = height
            coordinator = AvoidanceCoordinator(
                container: view, strategy: .guide,
                configuration: AvoiderConfiguration(
                    floating: floatingKeyboardPolicy, isEnabled: isEnabled),
                notificationCenter: notificationCenter, followsFocus: false,
                hooks: AvoidanceCoordinator.Hooks(
                    restSafeArea: { [weak view] in view.map { Insets($0.safeAreaInsets) } ?? .zero
                    },
                    scrollMetrics: nil,
                    targetRect: { _, _ in nil },
                    apply: { [weak self] plan in
                        guard case .guide(let height) = plan else { return }
                        self?.heightConstraint?.constant = height
                    },
                    layoutRoot: { [weak view] in view }))
            coordinator?.completion = completion
        }
    }
#endif
