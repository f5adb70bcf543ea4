#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A hidden view inside an avoiding container that reports when the container enters or
    /// leaves a window, and when its size or safe area changes — what UIKit offers no notification for, and
    /// what this library will not swizzle to learn. Removed when its component goes away.
    @MainActor
    final class ContainerTracker: UIView {
        var onWindowChange: (() -> Void)?
        var onLayout: (() -> Void)?

        init(in container: UIView) {
            super.init(frame: container.bounds)
            isHidden = true
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            // Resized with the container, so that its layout pass follows the container's size.
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // Added last: the first subview is where UIKit's bars look for the content scroll view
            // (large titles, scroll-edge appearance).
            container.addSubview(self)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            onWindowChange?()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }

        /// The safe area changes without a resize when a bar appears or hides, or the app sets
        /// its own insets.
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            onLayout?()
        }
    }
#endif
