#if canImport(UIKit)
    import KeyboardAvoidanceCore
    import UIKit

    /// What ``KeepViewAboveKeyboard`` and ``ScrollViewKeyboardAvoidance`` share: the
    /// configuration of each instance, re-planning, recording, and returning to rest when they go
    /// away.
    @MainActor
    public class KeyboardAvoidanceComponent: NSObject {
        /// Whether the keyboard is avoided; turned off, the views return to rest.
        @objc public var isEnabled = true {
            didSet { coordinator?.configuration.isEnabled = isEnabled }
        }

        /// Space kept between the target and the keyboard, in points; 8 by default.
        @objc public var margin: CGFloat = 8 {
            didSet { coordinator?.configuration.margin = margin }
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
            // Released on the main thread, as UIKit objects are, the views return to rest.
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated { coordinator?.restore() }
        }

        /// Re-measures the target and re-plans: after it moved, or after a text view's selection
        /// changed — there is no notification for that: call this from
        /// `textViewDidChangeSelection(_:)`.
        @objc public func targetDidChange() {
            coordinator?.retarget()
        }

        /// Starts recording the keyboard session as a scenario file's contents.
        public func startRecording() {
            coordinator?.startRecording()
        }

        /// Stops recording and returns the scenario: its `formattedJSON` is a file that
        /// `keyboard-avoidance plan` replays.
        public func stopRecording() -> Scenario? {
            coordinator?.stopRecording()
        }

        /// A target's rect in a container's coordinates (content coordinates for a scroll view):
        /// a text view's caret when `caret` is set, the view's bounds otherwise.
        static func rect(of target: UIView, caret: Bool, in container: UIView) -> CGRect? {
            if caret, let textView = target as? UITextView {
                return ViewMeasurement.caretRect(in: textView, in: container)
            }
            return ViewMeasurement.rect(of: target, in: container)
        }
    }
#endif
