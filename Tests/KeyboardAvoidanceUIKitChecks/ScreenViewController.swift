#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A screen whose components observe the center it is given: the default one in the app, a
    /// test's own in a test. The screens of the checks and of the article "Testing your screens"
    /// are its subclasses.
    @MainActor
    class ScreenViewController: UIViewController {
        /// The center the screen's components observe.
        let notificationCenter: NotificationCenter

        init(notificationCenter: NotificationCenter = .default) {
            self.notificationCenter = notificationCenter
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }
    }
#endif
