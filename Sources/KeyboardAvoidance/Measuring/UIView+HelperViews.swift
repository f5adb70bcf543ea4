#if canImport(UIKit) && os(iOS)
    import UIKit

    extension UIView {
        /// Where the library puts a hidden view of its own: a `UIVisualEffectView`'s `contentView`
        /// (UIKit throws on subviews added to the effect view itself), else the view itself.
        var helperViewHost: UIView {
            (self as? UIVisualEffectView)?.contentView ?? self
        }
    }
#endif
