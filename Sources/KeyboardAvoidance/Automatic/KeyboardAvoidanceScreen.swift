#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A view controller that says for itself whether the window's ``AutomaticKeyboardAvoidance``
    /// keeps its fields above the keyboard, whatever the object's lists say.
    ///
    /// ```swift
    /// final class InlineEditorViewController: UIViewController, KeyboardAvoidanceScreen {
    ///     // This screen moves its own editor: the app-wide avoidance leaves it alone.
    ///     var automaticKeyboardAvoidance: AutomaticKeyboardAvoidance.ScreenChoice { .leftAlone }
    /// }
    /// ```
    ///
    /// It is asked each time the field is measured, so a computed answer may change. The
    /// nearest say wins: a child's over its parent's, a screen's over the object's class lists.
    /// Opting in does not avoid what avoids the keyboard its own way (alerts, SwiftUI screens):
    /// the article "One line for a whole app", "Which screens". In Objective-C it is
    /// `KBAKeyboardAvoidanceScreen`.
    @objc(KBAKeyboardAvoidanceScreen)
    @MainActor
    public protocol KeyboardAvoidanceScreen: NSObjectProtocol {
        /// What this screen asks of the window's app-wide avoidance: avoided, left alone, or as
        /// the object's lists say.
        var automaticKeyboardAvoidance: AutomaticKeyboardAvoidance.ScreenChoice { get }
    }
#endif
