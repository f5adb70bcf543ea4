#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A SwiftUI hosting controller that says whether its content leaves the keyboard to UIKit.
    ///
    /// This module does not import SwiftUI: the SwiftUI layer's module adopts it for every
    /// `UIHostingController`, and the ancestry's measurement asks it by a
    /// cast. A hosting controller
    /// whose content leaves the keyboard to UIKit — the package's
    /// `KeyboardAvoidanceHostingController`, or one with `ignoreKeyboardSafeArea()` — is avoided
    /// as a UIKit screen by the app-wide avoidance: no one else moves its fields.
    @MainActor
    package protocol SwiftUIKeyboardHosting: AnyObject {
        /// Whether the hosted content leaves the keyboard out of its safe area.
        var contentLeavesKeyboardToUIKit: Bool { get }
    }
#endif
