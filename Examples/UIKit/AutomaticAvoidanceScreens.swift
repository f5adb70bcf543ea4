#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import SwiftUI
    import UIKit

    /// The screens the app-wide avoidance is checked with on a device ("Checking on a device"):
    /// none of them makes a component; the window's `AutomaticKeyboardAvoidance` does.
    @MainActor
    public final class AutomaticAvoidanceMenuViewController: UITableViewController {
        private let rows = [
            "Login (no scroll view)", "Long form (scroll view)", "Table with fields",
            "Alert with a field", "SwiftUI screen", "Chat (its own component)",
            "Form with a Continue button", "Bars at the top and bottom", "Login in a popover",
            "Form in a popover", "Form on the keyboard guide", "SwiftUI rows in a table",
            "SwiftUI rows in a table view controller", "SwiftUI in a UIKit form",
            "A screen's own say",
        ]

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "One line for a whole app"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
            -> Int
        {
            rows.count
        }

        override public func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        override public func tableView(
            _ tableView: UITableView, didSelectRowAt indexPath: IndexPath
        ) {
            tableView.deselectRow(at: indexPath, animated: true)
            switch indexPath.row {
            case 0: show(AutomaticLoginViewController(), sender: self)
            case 1: show(AutomaticLongFormViewController(), sender: self)
            case 2: show(AutomaticTableFormViewController(style: .insetGrouped), sender: self)
            case 3: present(Self.alert(), animated: true)
            case 4:
                // SwiftUI avoids the keyboard in its own way: left alone.
                show(UIHostingController(rootView: AutomaticSwiftUIScreen()), sender: self)
            case 5:
                // Its composer rides the keyboard through its own component: handled already.
                show(ChatExampleViewController(), sender: self)
            case 6:
                // A button on the keyboard layout guide beside the form: the form still scrolls.
                show(AutomaticGuideButtonFormViewController(), sender: self)
            case 7:
                // A toolbar at the bottom is avoided; a search bar at the top is left alone.
                show(AutomaticBarsViewController(), sender: self)
            case 8:
                // An iPad popover is resized by UIKit itself: left alone. Where the width is
                // compact it becomes a sheet, avoided as what UIKit leaves covered.
                presentAsPopover(AutomaticLoginViewController(), from: indexPath)
            case 9:
                // A popover's form: revealed in what the popover UIKit shrank shows.
                presentAsPopover(AutomaticPopoverFormViewController(), from: indexPath)
            case 10:
                // A scroll view the keyboard guide resizes: revealed in, never inset.
                show(AutomaticGuidePinnedFormViewController(), sender: self)
            case 11, 12:
                // SwiftUI rows in a UIKit table: the table scrolls them into view.
                guard #available(iOS 16, *) else { return }
                let rows: UIViewController =
                    indexPath.row == 11
                    ? AutomaticSwiftUIRowsViewController()
                    : AutomaticSwiftUIRowsTableViewController(style: .insetGrouped)
                show(rows, sender: self)
            case 13:
                // A child hosting controller in a UIKit form: the form scrolls it into view.
                show(AutomaticSwiftUIChildFormViewController(), sender: self)
            default:
                // The screen says for itself: as the app's lists say, avoided or left alone.
                show(AutomaticScreenChoiceViewController(), sender: self)
            }
        }

        /// Presents `screen` as a popover from the row at `indexPath`.
        private func presentAsPopover(_ screen: UIViewController, from indexPath: IndexPath) {
            screen.modalPresentationStyle = .popover
            screen.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)
            present(screen, animated: true)
        }

        /// An alert's field: UIKit moves alerts itself, and the avoidance leaves it alone.
        private static func alert() -> UIAlertController {
            let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            return alert
        }
    }

    /// A login screen without a scroll view, its fields near the bottom: its view shifts. Its
    /// "Next" button pushes a screen while a field is edited. The password field keeps 24 pt
    /// above the keyboard and the button with it (IQKeyboardManager's per-field
    /// `keyboardDistance`), with no component of the screen's own.
    @MainActor
    public final class AutomaticLoginViewController: UIViewController {
        private let emailField = ExampleViews.textField(placeholder: "Email")
        private let passwordField = ExampleViews.textField(placeholder: "Password")

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Login"
            view.backgroundColor = .systemBackground
            let next = UIButton(
                type: .system,
                primaryAction: UIAction(title: "Next screen") { [weak self] _ in
                    self?.show(AutomaticLongFormViewController(), sender: self)
                })
            // The field's own margin and the view kept visible with it, read by the window's
            // `AutomaticKeyboardAvoidance`.
            passwordField.keyboardAvoidanceMargin = 24
            passwordField.keyboardAvoidanceRevealViews = [next]
            ExampleViews.bottomStack([emailField, passwordField, next], in: view)
        }
    }

    /// A long form in a scroll view: the scroll view is inset and scrolls to the field.
    @MainActor
    public final class AutomaticLongFormViewController: UIViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Long form"
            view.backgroundColor = .systemBackground
            let scrollView = ExampleViews.scrollingForm(fields: 16, in: view)
            scrollView.keyboardDismissMode = .interactive
        }
    }

    /// A `UITableViewController` with fields in its cells, and a text view in the last cell:
    /// UIKit insets the table itself; the avoidance only reveals the field.
    @MainActor
    public final class AutomaticTableFormViewController: UITableViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Table with fields"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
        }

        override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
            -> Int
        {
            20
        }

        override public func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
            for subview in cell.contentView.subviews { subview.removeFromSuperview() }
            let input: UIView
            if indexPath.row == 19 {
                // A text view that grows with its text, inside the cell.
                let textView = UITextView()
                textView.isScrollEnabled = false
                textView.font = .preferredFont(forTextStyle: .body)
                textView.text = "Notes"
                input = textView
            } else {
                let field = UITextField()
                field.placeholder = "Row \(indexPath.row + 1)"
                input = field
            }
            input.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(input)
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                input.topAnchor.constraint(equalTo: margins.topAnchor),
                input.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                input.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                input.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                input.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
            ])
            return cell
        }
    }

    /// A SwiftUI screen hosted in the window: SwiftUI moves its own fields; the avoidance leaves
    /// it alone.
    struct AutomaticSwiftUIScreen: View {
        @State private var name = ""

        var body: some View {
            VStack {
                Spacer()
                TextField("Name", text: $name)
                    .textFieldStyle(.roundedBorder)
                    .padding()
            }
        }
    }
#endif
