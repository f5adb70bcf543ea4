#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A hidden view inside an avoiding container (in its `contentView`, for a
    /// `UIVisualEffectView`) that reports when the container enters or leaves a window, and when
    /// its size or safe area changes. Removed when its component goes away.
    @MainActor
    final class ContainerProbe: LayoutReportingView {
        /// Whether the probe tells that something avoids the keyboard for its container: an
        /// explicit component's that follows focus does, and `AutomaticKeyboardAvoidance` leaves
        /// the fields of such a container alone ("handled already") when it is their screen or
        /// nearer. A field navigator's does not, nor a `KeyboardAvoidanceGuide`'s (it moves only
        /// what is pinned to it), nor the app-wide object's own components'.
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
