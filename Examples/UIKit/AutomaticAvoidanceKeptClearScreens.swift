#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A form in a scroll view, shown as a popover on an iPad: UIKit shrinks the popover to the
    /// room above the keyboard, and the app-wide avoidance reveals the field in what the shrunk
    /// form shows (spec v2.2 §5: a docked keyboard that covers none of the scroll view).
    @MainActor
    public final class AutomaticPopoverFormViewController: UIViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Form in a popover"
            view.backgroundColor = .systemBackground
            preferredContentSize = CGSize(width: 420, height: 700)
            ExampleViews.scrollingForm(fields: 12, in: view)
        }
    }

    /// A form whose scroll view ends on the keyboard layout guide: the guide resizes it above
    /// the keyboard, and the app-wide avoidance reveals the field in what it shows, without
    /// insetting it.
    @MainActor
    public final class AutomaticGuidePinnedFormViewController: UIViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Form on the keyboard guide"
            view.backgroundColor = .systemBackground
            let scrollView = ExampleViews.scrollingForm(fields: 16, in: view)
            // The form's bottom on the guide's top: replace the helper's bottom constraint.
            for constraint in view.constraints
            where constraint.firstItem === scrollView && constraint.firstAttribute == .bottom {
                constraint.isActive = false
            }
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
                .isActive = true
        }
    }
#endif
