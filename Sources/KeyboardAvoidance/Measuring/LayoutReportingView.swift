#if canImport(UIKit) && os(iOS)
    import UIKit

    /// An invisible, untouchable view that reports window, size and safe-area changes, which
    /// UIKit has no notification for.
    @MainActor
    package class LayoutReportingView: UIView {
        /// Called after the view enters or leaves a window.
        package var onWindowChange: (() -> Void)?
        /// Called after a layout pass, and after a safe-area change without one (a bar appears
        /// or hides, the app sets its own insets).
        package var onLayout: (() -> Void)?

        package override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
        }

        @available(*, unavailable)
        package required init?(coder: NSCoder) {
            nil
        }

        package override func didMoveToWindow() {
            super.didMoveToWindow()
            onWindowChange?()
        }

        package override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }

        package override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            onLayout?()
        }
    }
#endif
