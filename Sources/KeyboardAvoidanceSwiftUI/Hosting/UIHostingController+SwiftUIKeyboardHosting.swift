#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidance
    import SwiftUI
    import UIKit

    /// Whether a hosting controller's content leaves the keyboard to UIKit, for the UIKit layer's
    /// app-wide avoidance. A root view's own `ignoresSafeArea(.keyboard)` cannot be read: such a
    /// screen counts as SwiftUI avoiding.
    extension UIHostingController: SwiftUIKeyboardHosting {
        package var contentLeavesKeyboardToUIKit: Bool {
            if #available(iOS 16.4, *) { return !safeAreaRegions.contains(.keyboard) }
            return (rootView as? any KeyboardIgnoringRootView)?.ignoresKeyboard ?? false
        }
    }

    /// The package's hosted view, which ignores the keyboard's region before iOS 16.4.
    @MainActor
    protocol KeyboardIgnoringRootView {
        var ignoresKeyboard: Bool { get }
    }

    extension KeyboardAvoidanceHostedView: KeyboardIgnoringRootView {}
#endif
