#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension UIScrollView {
        /// The scroll view's gesture flags, read together; the core tells from them whether the
        /// user has the offset (`ScrollGesture.userScrolls`).
        package var gesture: ScrollGesture {
            ScrollGesture(
                isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating)
        }
    }
#endif
