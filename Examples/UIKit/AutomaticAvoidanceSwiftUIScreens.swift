#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import SwiftUI
    import UIKit

    /// SwiftUI rows in a plain table (`UIHostingConfiguration` cells) inside a UIKit screen:
    /// SwiftUI pads only its own row, and cannot scroll the table; the app-wide avoidance insets
    /// the table and scrolls the row into view.
    @available(iOS 16, *)
    @MainActor
    public final class AutomaticSwiftUIRowsViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView(frame: .zero, style: .insetGrouped)

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "SwiftUI rows in a table"
            tableView.dataSource = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.keyboardDismissMode = .interactive
            tableView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tableView)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }

        /// Twenty rows, each a SwiftUI field.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            20
        }

        /// The row's cell, hosting its SwiftUI field.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            AutomaticSwiftUIRow.cell(in: tableView, at: indexPath)
        }
    }

    /// SwiftUI rows in a `UITableViewController`'s table: UIKit insets the table itself, and the
    /// app-wide avoidance only reveals the row.
    @available(iOS 16, *)
    @MainActor
    public final class AutomaticSwiftUIRowsTableViewController: UITableViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "SwiftUI rows in a table view controller"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
            -> Int
        {
            20
        }

        override public func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            AutomaticSwiftUIRow.cell(in: tableView, at: indexPath)
        }
    }

    /// A row whose field is SwiftUI's.
    @available(iOS 16, *)
    struct AutomaticSwiftUIRow: View {
        let title: String
        @State private var text = ""

        var body: some View {
            TextField(title, text: $text)
        }

        @MainActor
        static func cell(in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.contentConfiguration = UIHostingConfiguration {
                AutomaticSwiftUIRow(title: "SwiftUI row \(indexPath.row + 1)")
            }
            return cell
        }
    }

    /// A UIKit form in a scroll view with a SwiftUI section at its end, in a child
    /// `UIHostingController`: the app-wide avoidance insets the UIKit scroll view and scrolls
    /// the SwiftUI field into view.
    @MainActor
    public final class AutomaticSwiftUIChildFormViewController: UIViewController {
        private let hosting = UIHostingController(rootView: AutomaticSwiftUISection())

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "SwiftUI in a UIKit form"
            view.backgroundColor = .systemBackground
            let scrollView = UIScrollView()
            scrollView.keyboardDismissMode = .interactive
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            let fields = (1...8).map { ExampleViews.textField(placeholder: "UIKit field \($0)") }
            addChild(hosting)
            hosting.view.backgroundColor = .clear
            if #available(iOS 16, *) { hosting.sizingOptions = .intrinsicContentSize }
            let stack = UIStackView(arrangedSubviews: fields + [hosting.view])
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            hosting.didMove(toParent: self)
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                stack.widthAnchor.constraint(
                    equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
                hosting.view.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
            ])
        }
    }

    /// The SwiftUI section of ``AutomaticSwiftUIChildFormViewController``.
    struct AutomaticSwiftUISection: View {
        @State private var city = ""
        @State private var postcode = ""

        var body: some View {
            VStack(spacing: 16) {
                TextField("SwiftUI city", text: $city)
                TextField("SwiftUI postcode", text: $postcode)
            }
            .textFieldStyle(.roundedBorder)
        }
    }
#endif
