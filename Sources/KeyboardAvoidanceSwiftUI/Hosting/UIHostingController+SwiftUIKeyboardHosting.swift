#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidance
    import SwiftUI
    import UIKit

    /// Every hosting controller says whether its content leaves the keyboard to UIKit, for the
    /// UIKit layer's app-wide avoidance, which cannot import SwiftUI: from iOS 16.4 whether
    /// `.keyboard` is out of its `safeAreaRegions` (`ignoreKeyboardSafeArea()`, a
    /// ``KeyboardAvoidanceHostingController``, or the app's own), before it whether it is a
    /// ``KeyboardAvoidanceHostingController`` whose hosted view ignores the keyboard. A root view
    /// that ignores the keyboard's region itself (`ignoresSafeArea(.keyboard)`) cannot be read:
    /// such a screen is still taken as SwiftUI avoiding the keyboard.
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
