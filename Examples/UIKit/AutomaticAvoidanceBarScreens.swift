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
            let scrollView = UIScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            let fields = (1...12).map { ExampleViews.textField(placeholder: "Field \($0)") }
            let stack = UIStackView(arrangedSubviews: fields)
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            let button = UIButton(configuration: .filled())
            button.configuration?.title = "Continue"
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -80),
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                stack.widthAnchor.constraint(
                    equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
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
