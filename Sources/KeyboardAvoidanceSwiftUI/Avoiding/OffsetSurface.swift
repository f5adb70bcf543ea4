#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Measures a SwiftUI view through its probes and applies a `shift` or `safeArea` plan as its
    /// model's state. Targets are measured in the content probe, so a translation (even half
    /// animated) does not change their rects; a field belongs to the view when its centre is in it.
    @MainActor
    final class OffsetSurface: ModelSurface {
        private(set) weak var model: AvoidanceModel?
        private weak var probe: ProbeView?

        init(model: AvoidanceModel, container: ProbeView) {
            self.model = model
            probe = container
        }

        var container: UIView? { probe }

        /// Where targets are measured: the content probe, or the container before it exists.
        private var space: UIView? { model?.contentProbe ?? probe }

        /// The probe's safe area: UIKit's, which never includes the keyboard.
        func safeArea() -> Insets {
            guard let probe else { return .zero }
            return Insets(probe.safeAreaInsets)
        }

        func rect(of target: UIView) -> CGRect? {
            guard let space else { return nil }
            if target.isFirstResponder, let textView = target as? UITextView,
                let caret = ViewMeasurement.caretRect(in: textView, in: space)
            {
                return caret
            }
            return ViewMeasurement.visibleRect(of: target, in: space)
        }

        func contains(_ field: UIView) -> Bool {
            guard let space, let window = space.window, field.window === window,
                let root = ViewMeasurement.controllerRoot(of: space),
                ViewMeasurement.controllerRoot(of: field) === root
            else { return false }
            return TargetGeometry.fieldFrame(
                field.convert(field.bounds, to: space), liesIn: space.bounds)
        }

        func revealRects() -> [CGRect] { model?.revealRects ?? [] }

        /// SwiftUI lays the view out again itself.
        var layoutRoot: UIView? { nil }

        func set(_ action: SurfaceAction, releasing: Bool) {
            switch action.settings {
            case .shift(let translation): model?.apply(translation: translation)
            case .safeArea(let additionalBottom): model?.apply(bottomInset: additionalBottom)
            case .guide, .scroll: break
            }
        }

        func sessionDidDecide(
            _ session: AvoidanceSession, after input: AvoiderEvent, action: SurfaceAction?
        ) {
            model?.publishKeyboard(of: session, after: input, action: action)
        }
    }
#endif
