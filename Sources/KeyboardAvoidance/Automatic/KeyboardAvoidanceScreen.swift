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
    /// The object finds it through the field's ancestry — the view controllers whose views are
    /// above the field being edited, the screen, its children and its containers — and asks it
    /// each time it measures the field: when editing begins and with each keyboard
    /// notification. A property that changes (set in `viewWillAppear(_:)`, or computed from the
    /// screen's state) is read as it is then. The nearest say wins: a child controller's over its
    /// parent's, a screen's over the ``AutomaticKeyboardAvoidance/excludedViewControllerClasses``
    /// and ``AutomaticKeyboardAvoidance/includedViewControllerClasses`` that list it or its
    /// containers, and an excluded view inside the screen over the screen. Opting in avoids what
    /// the lists would leave alone, not what avoids the keyboard in its own way: alerts, bars at
    /// the top of a screen, SwiftUI screens, fields handled already by the screen's own
    /// component.
    ///
    /// From Objective-C, where it is `KBAKeyboardAvoidanceScreen`:
    ///
    /// ```objc
    /// @interface InlineEditorViewController : UIViewController <KBAKeyboardAvoidanceScreen>
    /// @end
    ///
    /// @implementation InlineEditorViewController
    /// - (KBAAutomaticKeyboardAvoidanceScreenChoice)automaticKeyboardAvoidance {
    ///     return KBAAutomaticKeyboardAvoidanceScreenChoiceLeftAlone;
    /// }
    /// @end
    /// ```
    ///
    /// No associated object, no swizzling: the controller's own property, read by the object of
    /// its window.
    @objc(KBAKeyboardAvoidanceScreen)
    @MainActor
    public protocol KeyboardAvoidanceScreen: NSObjectProtocol {
        /// What this screen asks of the window's app-wide avoidance: avoided, left alone, or as
        /// the object's lists say.
        var automaticKeyboardAvoidance: AutomaticKeyboardAvoidance.ScreenChoice { get }
    }
#endif
