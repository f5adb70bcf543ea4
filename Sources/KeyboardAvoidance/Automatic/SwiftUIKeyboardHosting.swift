#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A SwiftUI hosting controller that says whether its content leaves the keyboard to UIKit.
    ///
    /// The SwiftUI layer adopts it for every `UIHostingController` (this module does not import
    /// SwiftUI); one that leaves the keyboard to UIKit is avoided as a UIKit screen.
    @MainActor
    package protocol SwiftUIKeyboardHosting: AnyObject {
        /// Whether the hosted content leaves the keyboard out of its safe area.
        var contentLeavesKeyboardToUIKit: Bool { get }
    }
#endif
