#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Measures the `UIScrollView` behind a SwiftUI `ScrollView`, `List` or `Form`, applies the
    /// `safeArea` plan as a bottom safe-area inset and scrolls the field into view. SwiftUI owns
    /// the content inset (one set from outside is overwritten), so only the offset is set here.
    @MainActor
    final class HostedScrollSurface: ModelSurface {
        private(set) weak var model: AvoidanceModel?
        private weak var scrollView: UIScrollView?

        init(model: AvoidanceModel, scrollView: UIScrollView) {
            self.model = model
            self.scrollView = scrollView
        }

        var container: UIView? { scrollView }

        /// UIKit's safe area of the scroll view: the part of the overlap SwiftUI's safe area
        /// already keeps clear.
        func safeArea() -> Insets {
            guard let scrollView else { return .zero }
            return Insets(scrollView.safeAreaInsets)
        }

        /// The scroll view as the session reveals in it, with the library's inset as SwiftUI
        /// shows it now (measured, never kept from before a rotation).
        func measure(into snapshot: inout ContainerSnapshot) {
            guard let scrollView, let model else { return }
            let gesture = scrollView.gesture
            snapshot.isTracking = gesture.userScrolls
            snapshot.revealScroll = RevealScroll(
                frame: CGRect(origin: .zero, size: scrollView.bounds.size),
                contentHeight: scrollView.contentSize.height,
                adjustedTop: scrollView.adjustedContentInset.top,
                ownBottom: scrollView.adjustedContentInset.bottom - model.shownBottomInset
                    - scrollView.safeAreaInsets.bottom,
                offsetY: scrollView.contentOffset.y, isTracking: gesture.userScrolls)
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

        var contentOffset: CGPoint? { scrollView?.contentOffset }

        /// SwiftUI lays the content out again itself.
        var layoutRoot: UIView? { nil }

        /// Publishes the bottom inset and scrolls the field into the viewport it leaves, in the
        /// keyboard's animation (inside the model's publication, on the next turn).
        func set(_ action: SurfaceAction, releasing: Bool) {
            guard case .safeArea(let additionalBottom) = action.settings else { return }
            model?.apply(bottomInset: additionalBottom)
            guard let y = action.contentOffsetY, let scrollView,
                // A finger that started dragging since the decision has the offset.
                !scrollView.gesture.userScrolls
            else { return }
            UIView.animateAlongKeyboard(action.animation) { scrollView.contentOffset.y = y }
        }

        func sessionDidDecide(
            _ session: AvoidanceSession, after input: AvoiderEvent, action: SurfaceAction?
        ) {
            model?.publishKeyboard(of: session, after: input, action: action)
        }

        /// The scroll view the modifier with `probe` was applied to, as the core picks it from
        /// the screen's (the smallest containing the probe, the deepest of equal frames).
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
