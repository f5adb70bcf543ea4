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
    /// A component lasts as long as you keep it: store it in a property. Released, its views
    /// return to rest at once.
    @objc(KBAKeyboardAvoidanceComponent)
    @MainActor
    public class KeyboardAvoidanceComponent: NSObject {
        /// Whether the keyboard is avoided; turned off, the views return to rest.
        @objc public var isEnabled = true {
            didSet { coordinator?.configuration.isEnabled = isEnabled }
        }

        /// Space kept between the target and the keyboard, in points; 8 by default. It applies to
        /// the target and to the group it is revealed with (``revealViews``): the group's bottom
        /// stays this far above the keyboard, and when the group does not fit with the margin only
        /// the field is revealed. A target that carries a margin of its own
        /// (``UIKit/UIView/keyboardAvoidanceMargin``) is kept that far instead. A value that is not
        /// a finite number ≥ 0 is refused: the margin keeps its value.
        @objc public var margin: CGFloat = 8 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(margin) else {
                    margin = oldValue
                    return
                }
                coordinator?.configuration.margin = margin
            }
        }

        /// Whether a floating keyboard (iPad floating, split or undocked) is avoided; by default it
        /// is not, as UIKit's keyboard layout guide does not follow it.
        public var floatingKeyboard: FloatingKeyboardPolicy = .ignore {
            didSet { coordinator?.configuration.floatingKeyboard = floatingKeyboard }
        }

        /// The view to keep above the keyboard; it wins over the field being edited and stays as
        /// set. `nil` (the default): the field being edited inside the component's view — for a
        /// text view, its caret. Setting it while the keyboard is up re-plans with the keyboard's
        /// last animation.
        @objc public weak var targetView: UIView? {
            didSet { setExplicitTarget(targetView) }
        }

        /// Views kept visible with the target — its error label, the form's submit button — when
        /// they fit above the keyboard with the ``margin``; when they do not, the field wins, then
        /// its top. They must lie inside the component's view (the moved view, the scroll view's
        /// content, the view controller's view); hidden views and views out of a window are left
        /// out. They go with every field; to tie views to one field, set its
        /// ``UIKit/UIView/keyboardAvoidanceRevealViews``, which join these. Setting them re-plans.
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

        /// Sees every input this component hands its session, before the session takes it: how
        /// `KeyboardAvoidanceRecording` records. Held strongly until replaced or set to `nil`.
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

        /// Gives `other` every setting of this one: a ``KeyboardAvoidanceViewController`` whose
        /// component was read before its strategy or center changed starts a new one with them.
        /// A subclass adds its own settings.
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

        /// Measures the target again and re-plans: after it moved without a layout pass the
        /// component sees. A text view's caret is followed by itself as the user types; call this
        /// from `textViewDidChangeSelection(_:)` to follow the caret when it moves without typing.
        /// It reveals only what moved (spec §5): a target measured where it was keeps the user's
        /// scroll.
        @objc public func targetDidChange() {
            coordinator?.measure()
        }

        /// Stops avoiding at once: the views return to rest and nothing more is observed. Done by
        /// itself when this object goes away — on the main queue's next turn if the last
        /// reference to it is released on another thread.
        @objc public func invalidate() {
            isInvalidated = true
            coordinator?.invalidate()
            releaseHelpers()
        }

        /// Whether ``invalidate()`` was called: nothing is installed anymore.
        private(set) var isInvalidated = false

        /// Takes away what a subclass installed on views it does not own, beside the
        /// coordinator's (which goes with the coordinator): called by ``invalidate()``.
        func releaseHelpers() {}

        /// The session this component drives: what it has measured, what is applied.
        public var session: AvoidanceSession? { coordinator?.session }

    }
#endif
