#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// A UIKit view behind a SwiftUI view, with the SwiftUI view's frame: where the SwiftUI layer
    /// measures in UIKit's terms — its window, its frame in the window, its safe area — and what
    /// it hands the UIKit layer's observers. It draws nothing, takes no touches and is not an
    /// accessibility element; it tells when it enters or leaves a window and when its size or
    /// safe area changes.
    @MainActor
    final class ProbeView: UIView {
        /// Called after the view enters or leaves a window.
        var onWindowChange: (() -> Void)?
        /// Called after a layout pass or a safe-area change.
        var onLayout: (() -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            onWindowChange?()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }

        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            onLayout?()
        }

        /// The nearest ancestor (or the view itself) that a view controller owns: two views
        /// belong to the same screen when they share it. A SwiftUI sheet, a pushed screen or a
        /// navigation bar has another.
        static func controllerRoot(of view: UIView) -> UIView? {
            sequence(first: view, next: \.superview).first { $0.next is UIViewController }
        }
    }

    /// Puts a ``ProbeView`` behind a SwiftUI view (`.background(Probe { … })`) and hands it to
    /// `attach` when it is made and on every update; `attach` must be idempotent.
    struct Probe: UIViewRepresentable {
        let attach: @MainActor (ProbeView) -> Void

        func makeUIView(context: Context) -> ProbeView {
            let view = ProbeView()
            attach(view)
            return view
        }

        func updateUIView(_ view: ProbeView, context: Context) {
            attach(view)
        }

        static func dismantleUIView(_ view: ProbeView, coordinator: ()) {
            view.onWindowChange = nil
            view.onLayout = nil
        }
    }
#endif
