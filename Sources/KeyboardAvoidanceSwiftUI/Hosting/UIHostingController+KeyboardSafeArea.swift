#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    extension UIHostingController {
        /// Leaves the keyboard to UIKit: the hosted content stops avoiding the keyboard by
        /// itself, for a `UIHostingController` you already have inside a screen that one of
        /// this package's UIKit components keeps clear of the keyboard. Every other safe-area
        /// region stays.
        ///
        /// From iOS 16.4 it takes `.keyboard` out of `safeAreaRegions` and returns `true`.
        /// Before, a controller cannot drop the region: it returns `false`, and the root view
        /// must ignore it itself. `ignoresSafeArea(.keyboard)` extends a view only on the edges
        /// where it reaches the safe area, and the controller centres a root view smaller than
        /// its view in what the keyboard leaves: put the root view in a frame that takes the
        /// whole region first (minimum 0, maximum infinity, centred as the controller would),
        /// and have the frame ignore the keyboard:
        ///
        /// ```swift
        /// let hosting = UIHostingController(rootView: AnyView(ProfileForm()))
        /// if !hosting.ignoreKeyboardSafeArea() {
        ///     hosting.rootView = AnyView(
        ///         ProfileForm()
        ///             .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        ///             .ignoresSafeArea(.keyboard))
        /// }
        /// ```
        ///
        /// The frame's ideal size is the root view's, so `sizingOptions = .intrinsicContentSize`
        /// (iOS 16) still sizes the hosting view to it.
        ///
        /// Or make a ``KeyboardAvoidanceHostingController``, which does both for you (and on
        /// which you set ``KeyboardAvoidanceHostingController/ignoresKeyboardSafeArea`` rather
        /// than call this).
        ///
        /// - Returns: Whether the controller now leaves the keyboard's region out of its
        ///   content's safe area: `false` before iOS 16.4.
        @discardableResult
        public func ignoreKeyboardSafeArea() -> Bool {
            guard #available(iOS 16.4, *) else { return false }
            safeAreaRegions.remove(.keyboard)
            return true
        }
    }
#endif
