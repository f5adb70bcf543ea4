#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// What ``KeepViewAboveKeyboard`` and ``ScrollViewKeyboardAvoidance`` share: the
    /// configuration of each instance, the target, re-planning, recording, and returning to rest
    /// when they go away.
    @MainActor
    public class KeyboardAvoidanceComponent: NSObject {
        /// Whether the keyboard is avoided; turned off, the views return to rest.
        @objc public var isEnabled = true {
            didSet { coordinator?.configuration.isEnabled = isEnabled }
        }

        /// Space kept between the target and the keyboard, in points; 8 by default. A value that
        /// is not a finite number ≥ 0 is refused: the margin keeps its value.
        @objc public var margin: CGFloat = 8 {
            didSet {
                guard AvoiderConfiguration.isValidMargin(margin) else {
                    margin = oldValue
                    return
                }
                coordinator?.configuration.margin = margin
            }
        }

        /// Whether a floating keyboard is avoided; by default it is not.
        public var floatingKeyboardPolicy: FloatingKeyboardPolicy = .ignore {
            didSet { coordinator?.configuration.floating = floatingKeyboardPolicy }
        }

        /// The shared engine driver; set by the subclass once it can measure its views.
        var coordinator: AvoidanceCoordinator?

        /// The configuration as the engine takes it.
        var configuration: AvoiderConfiguration {
            AvoiderConfiguration(
                margin: margin, floating: floatingKeyboardPolicy, isEnabled: isEnabled)
        }

        override init() {
            super.init()
        }

        deinit {
            // The views return to rest and the hidden tracking view goes through what the
            // coordinator holds — not through `self`, already gone for weak references — on the
            // main actor, whichever thread released this.
            let coordinator = coordinator
            MainActorHop.run { coordinator?.invalidate() }
        }

        /// Views to keep visible with the field being edited — its error label, the form's submit
        /// button — when they fit above the keyboard; when they do not, the field wins, then its
        /// top. Hidden views are left out.
        @objc public var revealViews: [UIView] = [] {
            didSet {
                coordinator?.revealViews = revealViews
                coordinator?.measure()
            }
        }

        /// Makes the app's target win over the field being edited, and re-plans.
        func setExplicitTarget(_ target: UIView?) {
            guard target !== coordinator?.focus.explicit else { return }
            coordinator?.focus.explicit = target
            coordinator?.measure()
        }

        /// Re-measures the target and re-plans: after it moved, or after a text view's selection
        /// changed — there is no notification for that: call this from
        /// `textViewDidChangeSelection(_:)`.
        @objc public func targetDidChange() {
            coordinator?.measure()
        }

        /// Stops avoiding at once: the views return to rest and nothing more is observed. Done by
        /// itself when this object goes away — on the main queue's next turn if the last
        /// reference to it is released on another thread.
        @objc public func invalidate() {
            coordinator?.invalidate()
        }

        /// The session this component drives: what it has measured, what is applied.
        public var session: AvoidanceSession? { coordinator?.session }

        /// Sees every input this component hands its session, before the session takes it: how
        /// `KeyboardAvoidanceRecording` records. Held strongly until replaced or set to `nil`.
        public var sessionObserver: (any AvoidanceSessionObserver)? {
            get { coordinator?.observer }
            set { coordinator?.observer = newValue }
        }
    }
#endif
