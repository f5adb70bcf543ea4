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
    /// From Objective-C, where its name is `KBAAutomaticKeyboardAvoidance`:
    ///
    /// ```objc
    /// self.keyboardAvoidance = [[KBAAutomaticKeyboardAvoidance alloc] initWithWindow:self.window];
    /// ```
    ///
    /// One object per window, owned where the window is — a scene delegate, an app delegate, an
    /// app extension's root view controller: no singleton, no swizzling, no associated objects, no
    /// `UIApplication.shared`. It follows the text field or text view being edited in its window
    /// through the public begin- and end-editing notifications (a search field is a text field),
    /// measures the views from the field up to the window, and lets the core's
    /// `AvoidanceChoice` decide what keeps the field above the keyboard: a
    /// ``ScrollViewKeyboardAvoidance`` on the nearest scroll view that scrolls vertically (only
    /// revealing the field where UIKit insets that scroll view itself, as measured after a show),
    /// else a ``KeepViewAboveKeyboard`` on the screen's content view controller's view — the
    /// components an app makes itself, driven the same way. What avoids the keyboard by other
    /// means is left alone: alerts, popovers without a scroll view (a popover's form is revealed
    /// in its scroll view, which UIKit shrinks above the keyboard), navigation bars and the bars
    /// and search bars at the top of a screen (a toolbar or search bar in a screen's lower half is
    /// avoided as any view), input accessory views, SwiftUI screens (SwiftUI in a UIKit screen —
    /// a `UIHostingConfiguration` cell, a child hosting controller — is avoided with the UIKit
    /// scroll view around it, and a hosting controller whose content leaves the keyboard to UIKit
    /// as a UIKit screen), the app's exclusions (or the screens outside its inclusions, or a
    /// screen that says so itself: ``KeyboardAvoidanceScreen``), and fields handled already — by
    /// an explicit component that follows focus on their screen or nearest scroll view, or by
    /// constraints that pin them (or a view between them and that scroll view) to a keyboard
    /// layout guide. The article "One line for a whole app" says how each is detected.
    ///
    /// Editing in another window is not this object's: give each window its own. A component is
    /// made when editing starts on a screen, kept while focus moves within what it covers, turned
    /// off in the keyboard's animation when the choice changes, and given back — its views at rest
    /// — when the keyboard has hidden or its screen left the window.
    @objc(KBAAutomaticKeyboardAvoidance)
    @MainActor
    public final class AutomaticKeyboardAvoidance: NSObject {
        /// The window whose fields are kept above the keyboard.
        @objc public private(set) weak var window: UIWindow?

        /// Whether the keyboard is avoided; `true` by default. Turned off, the views go back to
        /// rest in the keyboard's animation; turned on, the field being edited is measured again.
        /// The toolbar and tap to dismiss follow their own options. IQKeyboardManager's `enable`.
        @objc public var isEnabled = true {
            didSet { perform(lifecycle.handle(.enabledChanged(isEnabled))) }
        }

        /// Space kept between the field and the keyboard, in points; 8 by default, as every
        /// component's (IQKeyboardManager's `keyboardDistanceFromTextField`, whose default is 10).
        /// A field's own ``UIKit/UIView/keyboardAvoidanceMargin`` wins over it (IQKeyboardManager's
        /// per-field `keyboardDistance`). A value that is not a finite number ≥ 0 is refused: the
        /// margin keeps its value.
        @objc public var margin: CGFloat = 8 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(margin) else {
                    margin = oldValue
                    return
                }
                for component in components.values { component.margin = margin }
            }
        }

        /// View controllers whose screens are left alone — a field inside the view of one of
        /// these classes (or of a subclass), at any depth, and everything inside it, child
        /// controllers included; empty by default. IQKeyboardManager's
        /// `disabledDistanceHandlingClasses`. Setting it measures the field being edited again.
        /// A screen that adopts ``KeyboardAvoidanceScreen`` may ask to be avoided all the same.
        public var excludedViewControllerClasses: [UIViewController.Type] = [] {
            didSet { remeasure() }
        }

        /// The only view controllers whose screens are avoided, when not empty: a field is then
        /// avoided only inside the view of one of these classes (or of a subclass), at any
        /// depth — a child controller's field within an included parent, every screen of an
        /// included navigation controller — and only if nothing nearer excludes it. Empty by
        /// default: every screen is avoided unless excluded. IQKeyboardManager's
        /// `enabledDistanceHandlingClasses`, for an app that turned the manager on for a few
        /// screens. Setting it measures the field being edited again. A screen that adopts
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

        /// Whether a floating keyboard (iPad floating, split or undocked) is avoided by the
        /// components this object makes; by default it is not (`.ignore`), as UIKit's keyboard
        /// layout guide does not follow it and as a component made by hand does not. With
        /// `.avoid`, the `WillHide` and `DidHide` that iOS posts as a docked keyboard undocks or
        /// splits leave the keyboard up: the components keep avoiding it where it floats, and
        /// nothing is given back. Setting it tells the components made already.
        public var floatingKeyboard: FloatingKeyboardPolicy = .ignore {
            didSet {
                for component in components.values { component.floatingKeyboard = floatingKeyboard }
                perform(lifecycle.handle(.floatingKeyboardChanged(floatingKeyboard)))
            }
        }

        /// Views left alone, with everything inside them: a field inside one is not avoided for.
        /// Empty by default; held weakly. Setting it measures the field being edited again.
        @objc public var excludedViews: [UIView] {
            get { excluded.compactMap(\.view) }
            set {
                excluded = newValue.map(WeakView.init)
                remeasure()
            }
        }

        /// Whether the screen of the field being edited gets a ``FieldNavigator`` — a toolbar
        /// with previous, next and Done across the screen's fields, and a return key that moves
        /// on; `false` by default. IQKeyboardManager's `enableAutoToolbar`. Set its title, tint
        /// and Done in ``fieldNavigatorSetup``. It moves only through the fields the object
        /// avoids or that are handled already by their screen's own component. Screens left alone
        /// otherwise get none; a screen with its own component gets it too.
        @objc public var showsToolbar = false {
            didSet { updateHelpers() }
        }

        /// Whether a tap on the screen of the field being edited, outside a text input, ends
        /// editing (a ``TapToDismissKeyboard`` on the screen); `false` by default.
        /// IQKeyboardManager's `shouldResignOnTouchOutside`. A screen with its own component gets
        /// it too; the other screens left alone get none.
        @objc public var dismissesKeyboardOnTapOutside = false {
            didSet { updateHelpers() }
        }

        /// Called with each ``FieldNavigator`` this object makes for a screen (``showsToolbar``),
        /// before its first use — before it gives the first field its toolbar and return key: set
        /// its tint, title, Done or order there. `nil` by default.
        @objc public var fieldNavigatorSetup: ((FieldNavigator) -> Void)?

        /// The component keeping the field being edited above the keyboard now, if any: a
        /// ``ScrollViewKeyboardAvoidance`` or a ``KeepViewAboveKeyboard``. Read it to record its
        /// session; the object makes, turns off and releases it as focus moves.
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
        /// The field that last began editing in the window: the one being edited while its id is
        /// the lifecycle's `field`.
        weak var field: UIView?
        /// The views of the last ancestry measured, by id: what a component is made on.
        var measuredViews: [ObjectIdentifier: WeakView] = [:]
        /// Each scroll view's own bottom content inset while no keyboard was up: the app's part
        /// when UIKit's own keyboard inset is measured.
        var appInsets: [ObjectIdentifier: (view: WeakView, bottom: CGFloat)] = [:]
        /// The keyboard notification the lifecycle keeps (`keepKeyboardNotice`): the last that
        /// leaves it up with an animation to move in, until the keyboard goes down.
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

        /// Stops at once: every component is given back (its views at rest), the toolbar and tap
        /// to dismiss are taken away, and nothing more is observed. Releasing the object does
        /// the same.
        @objc public func invalidate() {
            perform(lifecycle.handle(.invalidated))
            keyboardObservation?.cancel()
            keyboardObservation = nil
            keyboardObserver = nil
            editingObserver = nil
        }

        /// Measures the field being edited again, after the app moved it to another screen or
        /// changed what is excluded: the choice follows.
        func remeasure() {
            guard lifecycle.field != nil else { return }
            measure()
        }
    }
#endif
