#if canImport(UIKit)
    import UIKit

    /// A hidden view inside an avoiding container that reports when the container enters or
    /// leaves a window and when its size changes — what UIKit offers no notification for, and
    /// what this library will not swizzle to learn.
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
            container.insertSubview(self, at: 0)
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
    }
#endif
