#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Keeps a view's descendant just above the keyboard by moving the whole view up: the
    /// `shift` strategy.
    ///
    /// A drop-in for the `KeepViewAboveKeyboard` snippet, with its API and the spec's behaviour:
    /// the view moves by an absolute translation from where it rests (a transform, which layout
    /// does not undo), measured in the window's coordinates, never past the safe area's top and
    /// never down, and it returns exactly when the keyboard hides or this object goes away. The
    /// target follows the text field or text view being edited inside the view; a ``KeyboardAvoidanceComponent/targetView``
    /// set by the app wins over it.
    ///
    /// Prefer a content view to a view controller's root view: UIKit does not always propagate a
    /// root view's safe area while it has a transform (see "Checking on a device"). Pin the moved
    /// view's content to the safe area of a view that does not move (the root view's): the moved
    /// view's own safe area changes as it moves, and what is pinned to it with it.
    ///
    /// ```swift
    /// keyboardWatcher = KeepViewAboveKeyboard(view: contentView)
    /// keyboardWatcher.targetView = detailField
    /// ```
    ///
    /// From Objective-C:
    ///
    /// ```objc
    /// _keyboardWatcher = [[KeepViewAboveKeyboard alloc] initWithView:self.contentView];
    /// _keyboardWatcher.targetView = _detailField;
    /// ```
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

    /// Moves a view by a transform from its rest: the one it had when the component was made,
    /// less the translation a component still alive had added (two watchers made in turn for one
    /// view, the first not yet released). Its release returns the view to rest only while it owns
    /// the view's shift (the core's `ShiftRecord`): another component's shift is that one's.
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

        /// A view controller's view has the safe area its controller gives it, wherever it is
        /// moved; any other view has the part of its superview's unsafe edges it covers at rest.
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

    /// The translation the `shift` strategy last put in a view's transform and the component that
    /// put it there, kept where every component made for the view reads it: on the view's layer,
    /// which takes a value for any key (Core Animation's documented key-value coding of layers).
    /// Neither a component's own property, which another component cannot reach, nor an
    /// associated object.
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
