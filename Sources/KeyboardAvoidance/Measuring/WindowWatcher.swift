#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A hidden, empty view inside an observed view that reports when the view is about to leave
    /// its window — while the window still has it, so that a setting UIKit keeps per window can be
    /// given back there — and when it has moved to a window, or out of one.
    @MainActor
    final class WindowWatcher: UIView {
        /// The view is about to move to this window (`nil`: out of any).
        var onWillMove: ((UIWindow?) -> Void)?
        /// The view has moved to a window, or out of one.
        var onDidMove: (() -> Void)?

        init(in view: UIView) {
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            // Added last: the first subview is where UIKit's bars look for the content scroll view.
            view.helperViewHost.addSubview(self)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            onWillMove?(newWindow)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            onDidMove?()
        }
    }
#endif
