#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A long form with a Continue button that rides the keyboard on the keyboard layout guide:
    /// the guide moves only the button, so the app-wide avoidance still scrolls the form's fields
    /// into view.
    @MainActor
    public final class AutomaticGuideButtonFormViewController: UIViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Form with a Continue button"
            view.backgroundColor = .systemBackground
            // Room under the last field for the button.
            ExampleViews.scrollingForm(fields: 12, in: view, bottomPadding: 80)
            let button = UIButton(configuration: .filled())
            button.configuration?.title = "Continue"
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                // The button alone rides the keyboard.
                button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                button.bottomAnchor.constraint(
                    equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
        }
    }

    /// A search bar at the top of the screen and a reply field in a toolbar at its bottom: UIKit
    /// lifts neither, the keyboard reaches only the toolbar — its field is avoided (the screen
    /// shifts), the search bar's is left alone.
    @MainActor
    public final class AutomaticBarsViewController: UIViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Bars at the top and bottom"
            view.backgroundColor = .systemBackground
            let searchBar = UISearchBar()
            searchBar.placeholder = "Search"
            searchBar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(searchBar)
            let reply = ExampleViews.textField(placeholder: "Reply")
            reply.widthAnchor.constraint(equalToConstant: 260).isActive = true
            let toolbar = UIToolbar()
            toolbar.items = [UIBarButtonItem(customView: reply)]
            toolbar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(toolbar)
            NSLayoutConstraint.activate([
                searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }
#endif
