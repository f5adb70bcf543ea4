#if canImport(UIKit) && os(iOS)
    import UIKit

    extension UIView {
        /// Where the library puts a hidden view of its own inside this view (a tracking view, a
        /// window watcher): a `UIVisualEffectView`'s `contentView` — UIKit throws when a subview
        /// is added to the effect view itself ("Do not add subviews directly",
        /// `UIVisualEffectView.h`), and a blurred composer is the typical riding bar — else the
        /// view itself. The content view fills the effect view, so what the hidden view reports
        /// of its window, size and safe area holds for both.
        var helperViewHost: UIView {
            (self as? UIVisualEffectView)?.contentView ?? self
        }
    }
#endif
