#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Measures the `UIScrollView` behind a SwiftUI `ScrollView`, `List` or `Form` and applies
    /// the `safeArea` plan through SwiftUI, then scrolls the field being edited into view — as
    /// `KeyboardAvoidanceViewController` does for a UIKit screen.
    ///
    /// SwiftUI owns its scroll view's content inset (a value set on it from outside is
    /// overwritten or ignored), so the part the keyboard covers beyond the safe area becomes a
    /// bottom safe-area inset of the SwiftUI view: SwiftUI insets the content by it, and a bar
    /// the app put in the view's own `safeAreaInset` rides above the keyboard, as in SwiftUI's
    /// own avoidance. Only the offset is set on the scroll view, decided by the session in the
    /// viewport that inset leaves.
    @MainActor
    final class HostedScrollSurface: ModelSurface {
        private(set) weak var model: AvoidanceModel?
        private weak var scrollView: UIScrollView?
        /// The scroll view's adjusted bottom inset without the library's part — the safe area and
        /// the app's own bars — as last read while the library added nothing.
        private var restBottomInset: CGFloat

        init(model: AvoidanceModel, scrollView: UIScrollView) {
            self.model = model
            self.scrollView = scrollView
            restBottomInset = scrollView.adjustedContentInset.bottom
        }

        var container: UIView? { scrollView }

        /// UIKit's safe area of the scroll view: the part of the overlap SwiftUI's safe area
        /// already keeps clear.
        func safeArea(applied: AvoidancePlan?) -> Insets {
            guard let scrollView else { return .zero }
            return Insets(scrollView.safeAreaInsets)
        }

        /// The field's rect in the scroll view's content; a text view's caret, or the text view
        /// itself while it has no caret yet.
        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else { return nil }
            if target.isFirstResponder, let textView = target as? UITextView,
                let caret = ViewMeasurement.caretRect(in: textView, in: scrollView)
            {
                return caret
            }
            return ViewMeasurement.contentRect(of: target, in: scrollView)
        }

        /// The reveal anchors, moved from the content probe's coordinates into the scroll view's
        /// content, with the offset as it is now.
        func revealRects() -> [CGRect] {
            guard let model, let scrollView, let probe = model.contentProbe else { return [] }
            return model.revealRects.map { probe.convert($0, to: scrollView) }
        }

        /// The user's finger dragging the scroll view, or its deceleration: the user has the
        /// offset.
        var isUserScrolling: Bool {
            guard let scrollView else { return false }
            return Self.isUserScrolling(scrollView)
        }

        /// Whether the user scrolls `scrollView`: it is dragged or decelerates.
        private static func isUserScrolling(_ scrollView: UIScrollView) -> Bool {
            scrollView.gesture.userScrolls
        }

        /// SwiftUI lays the content out again itself.
        var layoutRoot: UIView? { nil }

        func apply(_ plan: AvoidancePlan, after input: AvoiderEvent, session: AvoidanceSession) {
            guard case .safeArea(let additionalBottom) = plan else { return }
            model?.apply(bottomInset: additionalBottom)
        }

        /// Scrolls the field into the viewport the new inset leaves — the session decides, with
        /// the action's animation or the keyboard's last one — and publishes the keyboard. Only
        /// after an input that reveals (spec §5): never during a finger's drag or the user's own
        /// scrolling, and never into a gesture in flight.
        func didTake(
            _ decision: AvoidanceDecision, after input: AvoiderEvent, session: AvoidanceSession,
            target: UIView?
        ) {
            let action = decision.action
            guard let model, let scrollView, let avoider = session.avoider else { return }
            model.publishKeyboard(of: session, after: input, action: action)
            guard case .safeArea(let additional) = avoider.applied else { return }
            if additional == 0, model.bottomInset == 0 {
                restBottomInset = scrollView.adjustedContentInset.bottom
            }
            guard decision.revealsTarget, !isUserScrolling else { return }
            // The viewport as it is once SwiftUI has applied the planned inset.
            let viewport = ScrollViewport(
                height: scrollView.bounds.height, contentHeight: scrollView.contentSize.height,
                adjustedTop: scrollView.adjustedContentInset.top, restBottom: restBottomInset,
                addedBottom: additional)
            guard
                let y = session.revealingOffset(
                    in: viewport, target: target.flatMap(rect(of:)),
                    from: scrollView.contentOffset.y, after: decision),
                let animation = session.animation(after: input, action: action)
            else { return }
            DispatchQueue.main.async { [weak scrollView] in
                // A finger that started dragging meanwhile has the offset.
                guard let scrollView, !Self.isUserScrolling(scrollView) else { return }
                UIView.animateAlongKeyboard(animation) { scrollView.contentOffset.y = y }
            }
        }

        /// The scroll view a modifier whose probe is `probe` was applied to: of the scroll views
        /// on the probe's screen (text views aside), the smallest whose frame contains the
        /// probe's, the deepest of those of one frame (a `Form` on a page of a paged `TabView`) —
        /// the core decides — or else the one the probe is inside.
        static func scrollView(behind probe: ProbeView) -> UIScrollView? {
            guard let window = probe.window, let root = ViewMeasurement.controllerRoot(of: probe)
            else {
                return nil
            }
            let candidates = ViewMeasurement.descendants(of: root).compactMap {
                $0 is UITextView ? nil : $0 as? UIScrollView
            }
            let frames = candidates.map { $0.convert($0.bounds, to: window) }
            let depths = candidates.map(ViewMeasurement.depth(of:))
            if let index = TargetGeometry.innermostFrame(
                containing: probe.convert(probe.bounds, to: window), among: frames, depths: depths)
            {
                return candidates[index]
            }
            return sequence(first: probe as UIView, next: \.superview).dropFirst().lazy
                .compactMap { $0 as? UIScrollView }.first { !($0 is UITextView) }
        }
    }
#endif
