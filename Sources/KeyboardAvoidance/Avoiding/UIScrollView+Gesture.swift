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

        /// The scroll view as a list the core keeps at its newest end (`ScrollViewport`): its
        /// height, content height and adjusted insets as they are now.
        package func listViewport(isInverted: Bool = false) -> ScrollViewport {
            ScrollViewport(
                height: bounds.height, contentHeight: contentSize.height,
                adjustedTop: adjustedContentInset.top, adjustedBottom: adjustedContentInset.bottom,
                isInverted: isInverted)
        }

        /// The scroll view's vertical geometry as UIKit scrolls it now (`ScrollViewport`): its
        /// height, content height and adjusted insets.
        package var viewport: ScrollViewport {
            ScrollViewport(
                height: bounds.height, contentHeight: contentSize.height,
                contentInsetBottom: contentInset.bottom, adjustedTop: adjustedContentInset.top,
                adjustedBottom: adjustedContentInset.bottom)
        }
    }
#endif
