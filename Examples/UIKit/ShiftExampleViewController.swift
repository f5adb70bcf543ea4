#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// The `shift` strategy: a sign-in form whose whole view moves up just enough to keep the
    /// field being edited above the keyboard.
    @MainActor
    public final class ShiftExampleViewController: UIViewController {
        private var keyboardWatcher: KeepViewAboveKeyboard?
        private let emailField = ExampleViews.textField(placeholder: "Email")
        private let passwordField = ExampleViews.textField(placeholder: "Password")

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            // A content view filling the screen moves, not the view controller's own view: UIKit
            // gives a root view its safe area from the controller, and may not update it on
            // rotation while it has a transform.
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            let stack = UIStackView(arrangedSubviews: [emailField, passwordField])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(stack)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.topAnchor),
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                // The safe area of the view that does not move: a moved view's own safe area moves
                // with it, which would move the fields under the keyboard.
                stack.bottomAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            ])
            // The target follows the field being edited; the margin keeps 12 pt above the keyboard.
            let watcher = KeepViewAboveKeyboard(view: content)
            watcher.margin = 12
            watcher.completion = { finished in
                if finished { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
            }
            keyboardWatcher = watcher
        }
    }

    /// Small helpers shared by the examples.
    @MainActor
    enum ExampleViews {
        /// Prepares a chat example's table of messages: its data source, its cells, and the
        /// finger that drags the keyboard down with the messages.
        static func prepareMessages(_ tableView: UITableView, dataSource: UITableViewDataSource) {
            tableView.dataSource = dataSource
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            tableView.keyboardDismissMode = .interactive
        }

        /// A message's cell in a chat example's table: `text`, upright when the table is drawn
        /// upside down.
        static func messageCell(
            in tableView: UITableView, at indexPath: IndexPath, text: String, inverted: Bool = false
        ) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.contentView.transform = inverted ? CGAffineTransform(scaleX: 1, y: -1) : .identity
            return cell
        }

        /// A scroll view filling `view`, holding `count` fields ("Field 1", …) in a column, with
        /// `bottomPadding` below the last one.
        @discardableResult
        static func scrollingForm(
            fields count: Int, in view: UIView, bottomPadding: CGFloat = 24
        ) -> UIScrollView {
            let scrollView = UIScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            let fields = (1...count).map { textField(placeholder: "Field \($0)") }
            let stack = UIStackView(arrangedSubviews: fields)
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
                stack.bottomAnchor.constraint(
                    equalTo: content.bottomAnchor, constant: -bottomPadding),
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                stack.widthAnchor.constraint(
                    equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
            ])
            return scrollView
        }

        /// A vertical stack of `views` in `view`'s margins, its bottom 24 pt above the safe area:
        /// a login screen's fields and buttons, low enough for the keyboard to reach.
        static func bottomStack(_ views: [UIView], in view: UIView) {
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                stack.bottomAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            ])
        }

        static func textField(placeholder: String) -> UITextField {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            return field
        }
    }
#endif
