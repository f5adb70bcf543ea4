#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A hidden view inside an avoiding container (in its `contentView`, for a
    /// `UIVisualEffectView`) that reports when the container enters or leaves a window, and when
    /// its size or safe area changes. Removed when its component goes away.
    @MainActor
    final class ContainerProbe: LayoutReportingView {
        /// Whether the probe says an explicit component avoids for its container, so that
        /// `AutomaticKeyboardAvoidance` treats its fields as handled already.
        var marksAvoidance: Bool

        init(in container: UIView, marksAvoidance: Bool = false) {
            self.marksAvoidance = marksAvoidance
            let host = container.helperViewHost
            super.init(frame: host.bounds)
            isHidden = true
            // Resized with the container, so that its layout pass follows the container's size.
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // Added last: the first subview is where UIKit's bars look for the content scroll view
            // (large titles, scroll-edge appearance).
            host.addSubview(self)
        }
    }
#endif
