#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Keeps a view's descendant (the field being edited, or
    /// ``KeyboardAvoidanceComponent/targetView``) just above the keyboard by moving the whole view
    /// up with a transform: the `shift` strategy (spec §5). A drop-in for the
    /// `KeepViewAboveKeyboard` snippet. The view returns exactly when the keyboard hides or this
    /// object goes: keep a strong reference (main actor).
    ///
    /// Prefer a content view to a root view: UIKit does not always propagate a transformed root
    /// view's safe area (the article "Checking on a device"). Pin the content to the safe area of
    /// a view that does not move.
    ///
    /// ```swift
    /// keyboardWatcher = KeepViewAboveKeyboard(view: contentView)
    /// keyboardWatcher.targetView = detailField
    /// ```
    ///
    /// Its Objective-C name is the same.
    @objc(KeepViewAboveKeyboard)
    @MainActor
    public final class KeepViewAboveKeyboard: KeyboardAvoidanceComponent {
        /// The view that moves.
        @objc public private(set) weak var view: UIView?

        /// Starts keeping descendants of `view` above the keyboard.
        @objc public convenience init(view: UIView) {
            self.init(view: view, notificationCenter: .default)
        }

        /// Starts keeping descendants of `view` above the keyboard, observing `notificationCenter`.
        public init(view: UIView, notificationCenter: NotificationCenter) {
            self.view = view
            super.init()
            coordinator = AvoidanceCoordinator(
                container: view, strategy: .shift, configuration: configuration,
                notificationCenter: notificationCenter, followsFocus: true,
                surface: ShiftSurface(view: view))
        }
    }

    /// Moves a view by a transform from its rest; its release restores the view only while it
    /// owns the view's shift (`ShiftRecord`: another live component may have shifted it since).
    @MainActor
    private final class ShiftSurface: AvoidanceSurface {
        weak var container: UIView?
        private let restTransform: CGAffineTransform
        /// Who this surface is, in the record on the view.
        private let token = UUID()

        init(view: UIView) {
            container = view
            var rest = view.transform
            let recorded = OwnShift.record(of: view)?.translation ?? 0
            rest.ty = TargetGeometry.restTranslation(rest.ty, less: recorded)
            restTransform = rest
        }

        /// A controller's view has its controller's safe area; another view, its superview's
        /// unsafe edges it covers at rest.
        func safeArea() -> Insets {
            guard let view = container else { return .zero }
            guard !(view.next is UIViewController), let superview = view.superview else {
                return Insets(view.safeAreaInsets)
            }
            return TargetGeometry.safeArea(
                ofFrame: ViewMeasurement.restFrameInSuperview(of: view), in: superview.bounds,
                whoseSafeAreaIs: Insets(superview.safeAreaInsets))
        }

        func rect(of target: UIView) -> CGRect? {
            guard let view = container else { return nil }
            if target.isFirstResponder, let textView = target as? UITextView,
                let caret = ViewMeasurement.caretRect(in: textView, in: view)
            {
                return TargetGeometry.visibleRect(caret, boundsOrigin: view.bounds.origin)
            }
            return ViewMeasurement.visibleRect(of: target, in: view)
        }

        /// A transform needs no layout pass.
        var layoutRoot: UIView? { nil }

        func set(_ action: SurfaceAction, releasing: Bool) {
            guard let view = container, case .shift(let translation) = action.settings else {
                return
            }
            guard
                ShiftRecord.applies(release: releasing, by: token, over: OwnShift.record(of: view))
            else { return }
            view.transform = restTransform.concatenating(
                CGAffineTransform(translationX: 0, y: translation))
            OwnShift.set(ShiftRecord(translation: translation, owner: token), on: view)
        }
    }

    /// The shift last put in a view's transform and its owner, kept on the view's layer (CALayer
    /// takes any key by documented KVC) so every component for the view reads it.
    @MainActor
    private enum OwnShift {
        private static let translationKey = "KeyboardAvoidance.shiftTranslation"
        private static let ownerKey = "KeyboardAvoidance.shiftOwner"

        static func record(of view: UIView) -> ShiftRecord? {
            guard let translation = view.layer.value(forKey: translationKey) as? NSNumber else {
                return nil
            }
            // A record without its owner (none of ours writes one) is no component's.
            let owner = (view.layer.value(forKey: ownerKey) as? NSUUID).map { $0 as UUID }
            return ShiftRecord(
                translation: CGFloat(translation.doubleValue), owner: owner ?? UUID())
        }

        static func set(_ record: ShiftRecord?, on view: UIView) {
            view.layer.setValue(
                record.map { NSNumber(value: Double($0.translation)) }, forKey: translationKey)
            view.layer.setValue(record.map { $0.owner as NSUUID }, forKey: ownerKey)
        }
    }
#endif
