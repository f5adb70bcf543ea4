#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What every component that keeps a target above the keyboard shares, under the same names:
    /// ``KeepViewAboveKeyboard``, ``ScrollViewKeyboardAvoidance`` and ``SafeAreaKeyboardAvoidance``
    /// (a ``KeyboardAvoidanceViewController`` has one as its
    /// ``KeyboardAvoidanceViewController/keyboardAvoidance``).
    ///
    /// - ``isEnabled``, ``margin``, ``floatingKeyboard``: how it avoids the keyboard.
    /// - ``targetView``, ``revealViews``, ``targetDidChange()``: what it keeps visible.
    /// - ``completion``: called when an adjustment's animation ends.
    /// - ``invalidate()``, ``session``, ``sessionObserver``: its life and its record.
    ///
    /// A component lasts as long as you keep it: store it in a property (main actor). Released,
    /// its views return to rest at once.
    @objc(KBAKeyboardAvoidanceComponent)
    @MainActor
    public class KeyboardAvoidanceComponent: NSObject {
        /// Whether the keyboard is avoided; turned off, the views return to rest.
        @objc public var isEnabled = true {
            didSet { coordinator?.configuration.isEnabled = isEnabled }
        }

        /// Space kept between the target (with its ``revealViews``) and the keyboard, in points
        /// (spec §5); 8 by default. A target's own ``UIKit/UIView/keyboardAvoidanceMargin`` wins.
        /// A value not finite and ≥ 0 is refused.
        @objc public var margin: CGFloat = 8 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(margin) else {
                    margin = oldValue
                    return
                }
                coordinator?.configuration.margin = margin
            }
        }

        /// Whether a floating keyboard is avoided (spec §3); `.ignore` by default.
        public var floatingKeyboard: FloatingKeyboardPolicy = .ignore {
            didSet { coordinator?.configuration.floatingKeyboard = floatingKeyboard }
        }

        /// The view to keep above the keyboard, winning over the field being edited; `nil` (the
        /// default) for the edited field in the component's view (a text view's caret).
        @objc public weak var targetView: UIView? {
            didSet { setExplicitTarget(targetView) }
        }

        /// Views kept visible with any target (an error label, the submit button) when they fit
        /// with the ``margin``; they must lie inside the component's view. For one field's own,
        /// set its ``UIKit/UIView/keyboardAvoidanceRevealViews``.
        @objc public var revealViews: [UIView] = [] {
            didSet {
                coordinator?.revealViews = revealViews
                coordinator?.measure()
            }
        }

        /// Called when an adjustment's animation ends, with `true` when it finished.
        @objc public var completion: ((Bool) -> Void)? {
            didSet { coordinator?.completion = completion }
        }

        /// Sees every input before the session takes it (a recorder); held strongly.
        public var sessionObserver: (any AvoidanceSessionObserver)? {
            didSet { coordinator?.observer = sessionObserver }
        }

        /// The shared engine driver, once the component can measure its views: it takes every
        /// setting made before.
        var coordinator: AvoidanceCoordinator? {
            didSet {
                guard let coordinator else { return }
                coordinator.revealViews = revealViews
                coordinator.completion = completion
                coordinator.observer = sessionObserver
                if let targetView { setExplicitTarget(targetView) }
            }
        }

        /// The configuration as the engine takes it.
        var configuration: AvoiderConfiguration {
            AvoiderConfiguration(
                margin: margin, floatingKeyboard: floatingKeyboard, isEnabled: isEnabled)
        }

        override init() {
            super.init()
            // A component kept in a local variable does nothing: say so in a debug build.
            EarlyRelease.watch(self)
        }

        deinit {
            // The views return to rest and the hidden probe view goes through what the
            // coordinator holds — not through `self`, already gone for weak references — on the
            // main actor, whichever thread released this.
            let coordinator = coordinator
            MainActorHop.run { coordinator?.invalidate() }
        }

        /// Gives `other` every setting of this one; a subclass adds its own.
        func carrySettings(to other: KeyboardAvoidanceComponent) {
            other.isEnabled = isEnabled
            other.margin = margin
            other.floatingKeyboard = floatingKeyboard
            other.targetView = targetView
            other.revealViews = revealViews
            other.completion = completion
            other.sessionObserver = sessionObserver
        }

        /// Makes the app's target win over the field being edited, and re-plans.
        func setExplicitTarget(_ target: UIView?) {
            guard target !== coordinator?.focus.explicit else { return }
            coordinator?.focus.explicit = target
            coordinator?.measure()
        }

        /// Measures the target again and re-plans, after it moved without a layout pass the
        /// component sees (call it from `textViewDidChangeSelection(_:)` to follow a caret moved
        /// without typing). Reveals only what moved (spec §5).
        @objc public func targetDidChange() {
            coordinator?.measure()
        }

        /// Stops avoiding at once: the views return to rest. Done by itself when this object goes
        /// away (on the main queue's next turn if released on another thread).
        @objc public func invalidate() {
            isInvalidated = true
            coordinator?.invalidate()
            releaseHelpers()
        }

        /// Whether ``invalidate()`` was called: nothing is installed anymore.
        private(set) var isInvalidated = false

        /// Takes away what a subclass installed on others' views; called by ``invalidate()``.
        func releaseHelpers() {}

        /// The session this component drives: what it has measured, what is applied.
        public var session: AvoidanceSession? { coordinator?.session }

    }
#endif
