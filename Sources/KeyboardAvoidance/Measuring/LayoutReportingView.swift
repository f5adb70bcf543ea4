#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A view that draws nothing, takes no touch and is no accessibility element, and reports
    /// when it enters or leaves a window and when its size or safe area changes — what UIKit
    /// offers no notification for, and what this library will not swizzle to learn. The
    /// components' tracking views and the SwiftUI layer's probes are such views.
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
