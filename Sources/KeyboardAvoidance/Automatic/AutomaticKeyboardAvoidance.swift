#if canImport(UIKit) && os(iOS)
    import Combine
    import KeyboardAvoidanceCore
    import UIKit

    /// Keeps whatever the user edits in one window above the keyboard, on every screen, from one
    /// line where the app makes its window.
    ///
    /// ```swift
    /// // In the scene delegate, where the window is made:
    /// keyboardAvoidance = AutomaticKeyboardAvoidance(window: window)
    /// ```
    ///
    /// In Objective-C it is `KBAAutomaticKeyboardAvoidance`.
    ///
    /// One object per window, kept with a strong reference where the window is owned (a scene
    /// delegate, an extension's root view controller); main actor. For the field being edited it
    /// makes a ``ScrollViewKeyboardAvoidance`` on the nearest vertical scroll view, else a
    /// ``KeepViewAboveKeyboard`` on the screen's view, as the core's `AvoidanceChoice` decides,
    /// and leaves alone what avoids by other means, the app's exclusions and fields handled
    /// already. What it detects and when it acts: the article "One line for a whole app".
    @objc(KBAAutomaticKeyboardAvoidance)
    @MainActor
    public final class AutomaticKeyboardAvoidance: NSObject {
        /// The window whose fields are kept above the keyboard.
        @objc public private(set) weak var window: UIWindow?

        /// Whether the keyboard is avoided; `true` by default. Turned off, the views go back to
        /// rest in the keyboard's animation. The toolbar and tap to dismiss have their own options.
        @objc public var isEnabled = true {
            didSet { perform(lifecycle.handle(.enabledChanged(isEnabled))) }
        }

        /// Space kept between the field and the keyboard, in points; 8 by default. A field's own
        /// ``UIKit/UIView/keyboardAvoidanceMargin`` wins. A value not finite and ≥ 0 is refused.
        @objc public var margin: CGFloat = 8 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(margin) else {
                    margin = oldValue
                    return
                }
                for component in components.values { component.margin = margin }
            }
        }

        /// View controllers (and subclasses) whose screens, children included, are left alone;
        /// empty by default. A ``KeyboardAvoidanceScreen`` may ask to be avoided all the same.
        public var excludedViewControllerClasses: [UIViewController.Type] = [] {
            didSet { remeasure() }
        }

        /// When not empty, the only view controllers (and subclasses) whose screens, children
        /// included, are avoided, unless something nearer excludes them; empty by default. A
        /// ``KeyboardAvoidanceScreen`` may ask for itself.
        ///
        /// ```swift
        /// keyboardAvoidance.includedViewControllerClasses = [
        ///     CheckoutViewController.self, SignUpViewController.self,
        /// ]
        /// ```
        public var includedViewControllerClasses: [UIViewController.Type] = [] {
            didSet { remeasure() }
        }

        /// ``includedViewControllerClasses`` for Objective-C, as classes; a class that is not a
        /// view controller's is dropped.
        @objc(includedViewControllerClasses)
        @available(swift, obsoleted: 1, renamed: "includedViewControllerClasses")
        public var objcIncludedViewControllerClasses: [AnyClass] {
            get { includedViewControllerClasses }
            set {
                includedViewControllerClasses = newValue.compactMap { $0 as? UIViewController.Type }
            }
        }

        /// ``excludedViewControllerClasses`` for Objective-C, as classes; a class that is not a
        /// view controller's is dropped.
        @objc(excludedViewControllerClasses)
        @available(swift, obsoleted: 1, renamed: "excludedViewControllerClasses")
        public var objcExcludedViewControllerClasses: [AnyClass] {
            get { excludedViewControllerClasses }
            set {
                excludedViewControllerClasses = newValue.compactMap { $0 as? UIViewController.Type }
            }
        }

        /// Whether the components it makes avoid a floating keyboard (spec §3); `.ignore` by
        /// default. Setting it tells the components made already.
        public var floatingKeyboard: FloatingKeyboardPolicy = .ignore {
            didSet {
                for component in components.values { component.floatingKeyboard = floatingKeyboard }
                perform(lifecycle.handle(.floatingKeyboardChanged(floatingKeyboard)))
            }
        }

        /// Views left alone, with everything inside them; empty by default; held weakly.
        @objc public var excludedViews: [UIView] {
            get { excluded.compactMap(\.view) }
            set {
                excluded = newValue.map(WeakView.init)
                remeasure()
            }
        }

        /// Whether the screen of the field being edited gets a ``FieldNavigator`` (set it up in
        /// ``fieldNavigatorSetup``); `false` by default. Screens left alone get none.
        @objc public var showsToolbar = false {
            didSet { updateHelpers() }
        }

        /// Whether a tap outside a text input on the edited field's screen ends editing (a
        /// ``TapToDismissKeyboard``); `false` by default. Screens left alone get none.
        @objc public var dismissesKeyboardOnTapOutside = false {
            didSet { updateHelpers() }
        }

        /// Called with each ``FieldNavigator`` made (``showsToolbar``) before its first use: set
        /// its tint, title, Done or order there. `nil` by default.
        @objc public var fieldNavigatorSetup: ((FieldNavigator) -> Void)?

        /// The component keeping the edited field above the keyboard now, if any (to record its
        /// session); made and released as focus moves.
        @objc public var currentComponent: KeyboardAvoidanceComponent? {
            lifecycle.active.flatMap { components[$0] }
        }

        // What the extensions in this folder share (a stored property cannot be private to a
        // type whose extensions live in other files).
        let notificationCenter: NotificationCenter
        var lifecycle = AutomaticAvoidanceLifecycle()
        var components: [AutomaticAvoidanceLifecycle.Component: KeyboardAvoidanceComponent] =
            [:]
        var excluded: [WeakView] = []
        /// The field that last began editing in the window.
        weak var field: UIView?
        /// The views of the last ancestry measured, by id: what a component is made on.
        var measuredViews: [ObjectIdentifier: WeakView] = [:]
        /// Each scroll view's bottom content inset with no keyboard up: the app's part.
        var appInsets: [ObjectIdentifier: (view: WeakView, bottom: CGFloat)] = [:]
        /// The last notification that left the keyboard up (`keepKeyboardNotice`).
        var lastShowNotice: KeyboardNotice?
        var keyboardObserver: KeyboardObserver?
        var keyboardObservation: AnyCancellable?
        var editingObserver: EditingObserver?
        var measureScheduled = false
        weak var helperScreen: UIView?
        var navigator: FieldNavigator?
        var tapToDismiss: TapToDismissKeyboard?

        /// Starts keeping the fields of `window` above the keyboard.
        @objc public convenience init(window: UIWindow) {
            self.init(window: window, notificationCenter: .default)
        }

        /// Starts keeping the fields of `window` above the keyboard, learning of editing and of
        /// the keyboard from `notificationCenter`.
        @objc public init(window: UIWindow, notificationCenter: NotificationCenter) {
            self.window = window
            self.notificationCenter = notificationCenter
            super.init()
            startObserving(window)
            EarlyRelease.watch(self)
        }

        /// Stops at once: every component's views go back to rest, the toolbar and tap to dismiss
        /// go, and nothing more is observed. Releasing the object does the same.
        @objc public func invalidate() {
            perform(lifecycle.handle(.invalidated))
            keyboardObservation?.cancel()
            keyboardObservation = nil
            keyboardObserver = nil
            editingObserver = nil
        }

        /// Measures the field being edited again (it moved, or the exclusions changed).
        func remeasure() {
            guard lifecycle.field != nil else { return }
            measure()
        }
    }
#endif
