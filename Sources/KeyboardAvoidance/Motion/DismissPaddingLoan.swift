#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// The observed view's keyboard layout guide's `keyboardDismissPadding`, borrowed while asked
    /// for and the view is in a window, and given back as it was found; the core's
    /// `BorrowedSetting` decides what to set.
    @MainActor
    final class DismissPaddingLoan {
        /// The padding asked for; 0: none.
        var requested: CGFloat = 0
        private weak var view: UIView?
        private var setting = BorrowedSetting<CGFloat>()

        init(view: UIView) {
            self.view = view
        }

        /// Whether window changes matter: a padding is asked for, or one is held.
        var needsWindowChanges: Bool {
            requested > 0 || setting.isHeld
        }

        /// Sets or gives back the padding on the view's guide; `isInWindow` `false` gives it back.
        func update(isInWindow: Bool) {
            // Not asked and not held: the view's guide is left uncreated.
            guard #available(iOS 17.0, *), let view, needsWindowChanges else { return }
            let guide = view.keyboardLayoutGuide
            if let value = setting.updatePadding(
                holding: guide.keyboardDismissPadding, requested: requested,
                isInWindow: isInWindow)
            {
                guide.keyboardDismissPadding = value
            }
        }
    }
#endif
