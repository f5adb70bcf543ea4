#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    extension UIHostingController {
        /// Leaves the keyboard to UIKit: the hosted content stops avoiding it by itself, inside a
        /// screen that one of this package's UIKit components keeps clear. Other regions stay.
        ///
        /// From iOS 16.4 it takes `.keyboard` out of `safeAreaRegions`. Before, it returns `false`
        /// and the root view must ignore the keyboard itself, inside a full-size frame
        /// (<doc:HostingInterop#How-it-works>):
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
        /// Or make a ``KeyboardAvoidanceHostingController``, which does both.
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
