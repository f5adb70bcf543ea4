#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Measures the `UIScrollView` behind a SwiftUI `ScrollView`, `List` or `Form` and applies a
    /// `scroll` plan: the content inset through SwiftUI, the offset on the scroll view.
    ///
    /// SwiftUI owns its scroll view's content inset (a value set on it from outside is
    /// overwritten or ignored), so the library's part of the inset is a bottom safe-area inset of
    /// the SwiftUI view — SwiftUI insets the content by it — and only the offset is set on the
    /// scroll view. The app's own bottom inset (the safe area and any `safeAreaInset` of its
    /// own) is read off `adjustedContentInset` while the library adds nothing.
    @MainActor
    final class HostedScrollSurface: AvoidanceSurface {
        private weak var model: AvoidanceModel?
        private weak var scrollView: UIScrollView?
        /// The scroll view's bottom inset without the library's part, as last read at rest.
        private var restBottomInset: CGFloat

        init(model: AvoidanceModel, scrollView: UIScrollView) {
            self.model = model
            self.scrollView = scrollView
            restBottomInset = scrollView.adjustedContentInset.bottom
        }

        var container: UIView? { scrollView }

        /// The adjusted insets already hold the safe area: the plan adds none.
        func safeArea(applied: AvoidancePlan?) -> Insets { .zero }

        func scrollMetrics() -> ScrollMetrics? {
            guard let scrollView else { return nil }
            if model?.bottomInset == 0 { restBottomInset = scrollView.adjustedContentInset.bottom }
            var inset = Insets(scrollView.adjustedContentInset)
            inset.bottom = restBottomInset
            return ScrollMetrics(
                contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
                contentInset: inset, adjustsForSafeArea: false)
        }

        func rect(of target: UIView) -> CGRect? {
            guard let scrollView else { return nil }
            if target.isFirstResponder, let textView = target as? UITextView {
                return ViewMeasurement.caretRect(in: textView, in: scrollView)
            }
            return ViewMeasurement.contentRect(of: target, in: scrollView)
        }

        func revealRects() -> [CGRect] { model?.revealRects ?? [] }

        /// SwiftUI lays the content out again itself.
        var layoutRoot: UIView? { nil }

        func apply(_ plan: AvoidancePlan, after input: SessionInput, session: AvoidanceSession) {
            guard let scrollView, case .scroll(let inset, let offset) = plan else { return }
            model?.apply(bottomInset: max(0, inset - restBottomInset))
            scrollView.setContentOffset(offset, animated: false)
        }

        /// The inset in a SwiftUI transaction and the offset in a `UIView` animation, both with
        /// the keyboard's curve and duration.
        func animate(
            _ animation: KeyboardAnimation, changes: @escaping () -> Void,
            completion: @escaping (Bool) -> Void
        ) {
            UIView.animateAlongKeyboard(
                animation, changes: { withKeyboardAnimation(animation, changes) },
                completion: completion)
        }

        /// The scroll view a modifier whose probe is `probe` was applied to: of the scroll views
        /// on the probe's screen (text views aside), the smallest whose frame contains the
        /// probe's — the core decides — or else the one the probe is inside.
        static func scrollView(behind probe: ProbeView) -> UIScrollView? {
            guard let window = probe.window, let root = ViewMeasurement.controllerRoot(of: probe)
            else {
                return nil
            }
            var candidates: [UIScrollView] = []
            var queue: [UIView] = [root]
            var next = 0
            // A screen has far fewer views; the bound keeps a pathological one cheap.
            while next < queue.count, next < 10_000 {
                let view = queue[next]
                next += 1
                if let scrollView = view as? UIScrollView, !(view is UITextView) {
                    candidates.append(scrollView)
                }
                queue.append(contentsOf: view.subviews)
            }
            let frames = candidates.map { $0.convert($0.bounds, to: window) }
            if let index = TargetGeometry.innermostFrame(
                containing: probe.convert(probe.bounds, to: window), among: frames)
            {
                return candidates[index]
            }
            return sequence(first: probe as UIView, next: \.superview).dropFirst().lazy
                .compactMap { $0 as? UIScrollView }.first { !($0 is UITextView) }
        }
    }
#endif
